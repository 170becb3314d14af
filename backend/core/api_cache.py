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

The live public answers (the agenda's ticket states, a petition's count, a donation page's sum,
this month's membership prices) are the same for every visitor at a given moment, but change with
sales, signatures, gifts and the clock. They are not kept here; they tell the Node servers they may
be shared for LIVE_ANSWER_SHARED_SECONDS (1 s; 0: not at all) when asked without a visitor's
cookie or credentials. That is the freshness the rest of the scaled site already has: the content
version itself is asked at most once a second (nginx's /_page_cache_version, the Node servers'
own), and nginx's page cache serves these pages for up to a minute. Under load, one call a second
per Node process serves every render of such a page, instead of one call per render. Nothing that
commits money or tickets reads a shared answer: the checkout, the gift and the join count and lock
for themselves.
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
# Public answers that change with more than the content (sales, signatures, gifts, the clock):
# never kept here, shareable briefly by the Node servers (see above).
LIVE_PUBLIC_PATHS = (
    "/api/events",
    "/api/petitions",
    "/api/donations/page",
    "/api/members/options",
)
KEPT_HEADERS = ("Content-Type", "Cache-Control")
KEY_PREFIX = "api-response-2"  # entries are (content, headers, expires_at) since s-maxage
STATUS_HEADER = "X-Api-Cache"


def is_cacheable_request(request: HttpRequest) -> bool:
    return request.method in ("GET", "HEAD") and request.path.startswith(PUBLIC_CONTENT_PATHS)


def is_live_public_request(request: HttpRequest) -> bool:
    """A GET of a live public answer without anything of a visitor (no cookie, no credentials):
    the answer is the same for everyone asking at this moment (the event page's prices for a
    visitor with a session are theirs alone)."""
    return (
        request.method in ("GET", "HEAD")
        and request.path.startswith(LIVE_PUBLIC_PATHS)
        and not request.COOKIES
        and "HTTP_AUTHORIZATION" not in request.META
    )


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
        if seconds <= 0:
            return self.get_response(request)
        if is_live_public_request(request):
            response = self.get_response(request)
            shared = settings.LIVE_ANSWER_SHARED_SECONDS
            return shareable_for(response, shared) if shared > 0 and is_storable(response) else response
        if not is_cacheable_request(request):
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
