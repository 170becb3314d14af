"""Public content answers of the API, kept briefly in the shared cache (the scaled mode).

Every page a visitor opens costs one API call to Django; for the content every visitor sees alike
(pages, articles, positions, videos, people, regions, vacancies) that answer is the same until an
editor publishes. This middleware keeps such 200 answers for API_RESPONSE_CACHE_SECONDS under a
key that starts with the page cache's content version (core/page_cache.py), so publishing,
unpublishing, moving or deleting a page, or saving a snippet or setting, makes every entry a miss
at once, on every app server. The time limit bounds what does not bump the version, like nginx's
page cache in front of the whole site. The agenda's answers are not kept here: their ticket state
changes with every sale, the clock and the visitor; they keep only their published part, under the
same version (events/plans.py). The strip of the next events (/api/upcoming-events) has no ticket
state and is kept: an event that ends leaves it within the entry's lifetime.

It is off without Redis (API_RESPONSE_CACHE_SECONDS defaults to 0 then): the embedded mode's
database cache would turn every read into a write.

A kept answer says so to the Node servers: `Cache-Control: s-maxage=N`, N its remaining seconds.
A shared cache may keep it that long under the same content version; the Node servers do
(frontend/app/lib/api/content-cache.server.ts), so a page whose content is unchanged renders
without waiting for Django. Browsers, private caches, ignore s-maxage.
"""

from __future__ import annotations

import hashlib
import math
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control

from .page_cache import current_version

# Paths whose GET answers depend on nothing but the URL and the published content.
PUBLIC_CONTENT_PATHS = (
    "/api/pages/resolve",
    "/api/pages/sitemap",
    "/api/articles",
    "/api/authors/",
    "/api/positions",
    "/api/videos",
    "/api/people/",
    "/api/regions/",
    "/api/vacancies",
    "/api/upcoming-events",
)
KEPT_HEADERS = ("Content-Type", "Cache-Control")
KEY_PREFIX = "api-response-2"  # entries are (content, headers, expires_at) since s-maxage
STATUS_HEADER = "X-Api-Cache"


def is_cacheable_request(request: HttpRequest) -> bool:
    return request.method in ("GET", "HEAD") and request.path.startswith(PUBLIC_CONTENT_PATHS)


def cache_key(request: HttpRequest) -> str:
    language = getattr(request, "LANGUAGE_CODE", "")
    digest = hashlib.sha256(f"{language}|{request.get_full_path()}".encode()).hexdigest()[:32]
    return f"{KEY_PREFIX}:{current_version()}:{digest}"


def is_storable(response: HttpResponse) -> bool:
    cache_control = response.get("Cache-Control", "")
    return (
        response.status_code == 200
        and not response.streaming
        and not response.cookies
        and "private" not in cache_control
        and "no-store" not in cache_control
    )


class ApiResponseCacheMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        seconds = settings.API_RESPONSE_CACHE_SECONDS
        if seconds <= 0 or not is_cacheable_request(request):
            return self.get_response(request)
        key = cache_key(request)
        stored = cache.get(key)
        if stored is not None:
            content, headers, expires_at = stored
            response = HttpResponse(content, headers=headers)
            response[STATUS_HEADER] = "HIT"
            return shareable_for(response, expires_at - time.time())
        response = self.get_response(request)
        if is_storable(response):
            headers = {name: response[name] for name in KEPT_HEADERS if name in response}
            cache.set(key, (response.content, headers, time.time() + seconds), timeout=seconds)
            response[STATUS_HEADER] = "MISS"
            shareable_for(response, seconds)
        return response


def shareable_for(response: HttpResponse, seconds: float) -> HttpResponse:
    """Tells a shared cache in front (the Node servers) it may keep the answer this long."""
    patch_cache_control(response, s_maxage=max(1, math.floor(seconds)))
    return response
