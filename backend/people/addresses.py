"""What counts as the same e-mail address: one normal form, used by matching, the data migration
and the Wfpp sums alike."""

from __future__ import annotations


def normalise_email(address: str) -> str:
    """Surrounding spaces and letter case never make another address (RFC 5321 allows a
    case-sensitive local part; no mail provider the party's supporters use treats it so)."""
    return (address or "").strip().lower()
