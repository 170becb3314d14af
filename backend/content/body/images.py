"""Images as the API sends them: a webp rendition, its size, alt text and a srcset (the schema and
the function that fills it)."""

from __future__ import annotations

from typing import Any

from django.db.models import Prefetch
from ninja import Schema
from wagtail.images import get_image_model
from wagtail.images.models import Filter


class ImageOut(Schema):
    """A webp rendition (at most 2000×2000) with its size, alt text and a srcset."""

    url: str
    width: int
    height: int
    alt: str
    srcset: str


# SPEC §9: webp, automatic quality, at most 2000×2000; smaller widths for the srcset.
IMAGE_RENDITION = "max-2000x2000|format-webp"
SRCSET_WIDTHS = (400, 800, 1200, 1600)
RENDITION_SPECS = (IMAGE_RENDITION, *(f"width-{w}|format-webp" for w in SRCSET_WIDTHS))
# One Filter per spec for the process: Wagtail parses a spec into its operations once per Filter
# object (a good part of the time of a list of images when a new Filter is made for every image).
_FILTERS = {spec: Filter(spec=spec) for spec in RENDITION_SPECS}


def renditions_prefetch(image_field: str) -> Prefetch:
    """For a queryset's prefetch_related: the renditions image_out needs of `image_field` (e.g.
    'image', 'authors__image'), for the whole list in one query."""
    renditions = get_image_model().get_rendition_model().objects.filter(filter_spec__in=RENDITION_SPECS)
    return Prefetch(f"{image_field}__renditions", queryset=renditions)


def _has_prefetched_renditions(image: Any) -> bool:
    return hasattr(image, "prefetched_renditions") or "renditions" in getattr(image, "_prefetched_objects_cache", {})


def image_out(image: Any, alt: str | None = None) -> dict[str, Any] | None:
    """An image as the frontend shows it: the largest rendition, its size, alt text and a srcset."""
    if image is None:
        return None
    specs = [IMAGE_RENDITION] + [f"width-{w}|format-webp" for w in SRCSET_WIDTHS if w < image.width]
    # Wagtail looks renditions up in its cache and writes every one it found back to it (with the
    # database cache of the embedded mode: a write transaction per image per request). Renditions
    # read from the database beforehand (prefetched for lists: renditions_prefetch) are used as they
    # are: one query, no cache traffic. Missing ones are still made here.
    if not _has_prefetched_renditions(image):
        image.prefetched_renditions = list(image.renditions.filter(filter_spec__in=specs))
    renditions = image.get_renditions(*(_FILTERS[spec] for spec in specs))
    main = renditions[IMAGE_RENDITION]
    srcset = [f"{r.url} {r.width}w" for spec, r in renditions.items() if spec != IMAGE_RENDITION]
    srcset.append(f"{main.url} {main.width}w")
    return {
        "url": main.url,
        "width": main.width,
        "height": main.height,
        "alt": alt or getattr(image, "description", "") or image.title,
        "srcset": ", ".join(srcset),
    }
