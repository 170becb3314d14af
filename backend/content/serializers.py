"""What the other modules of the page API use to put images and page bodies into their answers:
content/body holds them (one schema and one serialiser per block type)."""

from __future__ import annotations

from .body import landing, text  # noqa: F401  (importing them registers their blocks)
from .body.images import image_out, renditions_prefetch
from .body.registry import serialize_body

__all__ = ["image_out", "renditions_prefetch", "serialize_body"]
