"""Where a visitor may be sent after a form (`?next=` on /login, the admin's 2FA step): Django's
url_has_allowed_host_and_scheme, plus no control character anywhere. Django only refuses one at
the start; inside, urlsplit drops a tab or line break, so '/\\t/evil' reads as a path while a
browser makes it '//evil', and a CR or LF can never go into a Location header (a 500). The
frontend runs a faithful TypeScript port (frontend/app/lib/safe-url.ts); both are tested with
the same vectors (core/tests/safe_redirect_vectors.json)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from django.http import HttpRequest
from django.utils.http import url_has_allowed_host_and_scheme


def has_control_character(url: str) -> bool:
    return any(unicodedata.category(char) == "Cc" for char in url)


def is_safe_redirect(
    url: str | None, *, allowed_hosts: Iterable[str], require_https: bool = False
) -> bool:
    if not url or has_control_character(url):
        return False
    return url_has_allowed_host_and_scheme(
        url, allowed_hosts=set(allowed_hosts), require_https=require_https
    )


def safe_next(request: HttpRequest, url: str | None, fallback: str = "") -> str:
    """The target itself when it stays on the host the visitor used, else the fallback."""
    if is_safe_redirect(url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return url.strip()  # type: ignore[union-attr]  # is_safe_redirect refused None
    return fallback
