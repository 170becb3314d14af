"""Schemas every content API shares: images and the page body's blocks (content/body/)."""

from __future__ import annotations

from .body.images import ImageOut
from .body.landing import BodyBlockOut

__all__ = ["BodyBlockOut", "ImageOut"]
