"""The results' thumbnails: the stored renditions' addresses in one query.

Wagtail's `prefetch_renditions` + `get_renditions` load every image and rendition as a model and
check each filter in Python: a few milliseconds per search, more than the query. The thumbnails
that exist are read here as plain values (a rendition's key depends on the image's focal point,
so those fields come along); only an image without one goes the library's way, which makes it.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from types import SimpleNamespace

from wagtail.images import get_image_model
from wagtail.images.models import Filter

THUMBNAIL = "fill-160x160|format-webp"


@cache
def _thumbnail_filter() -> Filter:
    """Wagtail's filter of the thumbnail, made once (its operations are parsed on first use)."""
    return Filter(spec=THUMBNAIL)


@cache
def _vary_fields() -> tuple[str, ...]:
    """The image fields the thumbnail's rendition key depends on (a fill's focal point)."""
    operations = _thumbnail_filter().operations
    return tuple(field for operation in operations for field in getattr(operation, "vary_fields", ()))


def _stored(ids: set[int]) -> dict[int, str]:
    rendition_model = get_image_model().get_rendition_model()
    fields = _vary_fields()
    storage = rendition_model._meta.get_field("file").storage
    rows = rendition_model.objects.filter(image_id__in=ids, filter_spec=THUMBNAIL).values_list(
        "image_id", "focal_point_key", "file", *(f"image__{field}" for field in fields)
    )
    thumbnail = _thumbnail_filter()
    found = {}
    for image_id, key, file, *vary in rows:
        if key == thumbnail.get_cache_key(SimpleNamespace(**dict(zip(fields, vary, strict=True)))):
            found[image_id] = storage.url(file)
    return found


def _made(ids: set[int]) -> dict[int, str]:
    images = get_image_model().objects.filter(pk__in=ids).prefetch_renditions(THUMBNAIL)
    # get_renditions (not get_rendition) leaves prefetched renditions out of the cache: no writes.
    return {image.pk: image.get_renditions(THUMBNAIL)[THUMBNAIL].url for image in images}


def thumbnail_urls(image_ids: Iterable[int | None]) -> dict[int, str]:
    """The thumbnail address of each image, by id."""
    ids = {image_id for image_id in image_ids if image_id}
    found = _stored(ids) if ids else {}
    missing = ids - found.keys()
    return found | (_made(missing) if missing else {})
