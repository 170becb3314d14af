"""The part of a live answer that published content alone decides, kept under the content version.

Some public answers change with more than the content an editor publishes: the agenda's ticket
state with every sale, a petition's count with every confirmed signature, a donation page's sum
with every paid gift. Those answers cannot be kept whole by core/api_cache.py. Their published
part, the page lookups, translations and image renditions that cost most of the answer, is kept
here instead, and the live figure is added per request with one query.

Entries are keyed with the page cache's content version (core/page_cache.py) as it was before
the build: publishing, unpublishing, moving or deleting a page, or saving a snippet or setting,
makes every entry a miss. Like the answer cache they are kept only while it is on
(API_RESPONSE_CACHE_SECONDS, the scaled mode with Redis): the embedded mode's database cache would
turn every read into a write.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import TypeVar

from django.conf import settings
from django.core.cache import cache

from .page_cache import current_version

T = TypeVar("T")


def kept_published(
    name: str, build: Callable[[], T], still_valid: Callable[[T], bool] = lambda _: True
) -> T:
    """The part called `name` from the cache, or built (and kept while the answer cache is on).
    `still_valid` says whether a kept part may be used (one that expires with the clock)."""
    seconds = settings.API_RESPONSE_CACHE_SECONDS
    if seconds <= 0:
        return build()
    digest = hashlib.sha256(name.encode()).hexdigest()[:32]
    key = f"published-part:{current_version()}:{digest}"  # the version before the build
    part = cache.get(key)
    if part is None or not still_valid(part):
        part = build()
        cache.set(key, part, timeout=seconds)
    return part
