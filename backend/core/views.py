"""Plain Django views outside the API."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from .page_cache import current_version

PAGE_CACHE_VERSION_HEADER = "X-Page-Cache-Version"


@require_safe
def page_cache_version(request: HttpRequest) -> HttpResponse:
    """The page cache's version in a header, for nginx (core/page_cache.py). Not secret; reachable
    only on the app servers themselves (neither nginx nor the Node server pass /internal/ on)."""
    response = HttpResponse(b"", content_type="text/plain")
    response[PAGE_CACHE_VERSION_HEADER] = current_version()
    response["Cache-Control"] = "no-store"
    return response
