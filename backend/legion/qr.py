"""QR codes of referral links, drawn here (segno, no external service) as SVG data URIs."""

from __future__ import annotations

import segno


def qr_data_uri(url: str) -> str:
    """A dark-on-white SVG that phones scan from a screen or from paper."""
    return segno.make(url, error="m").svg_data_uri(scale=8, border=2, dark="#1a1a1a", light="#fff")
