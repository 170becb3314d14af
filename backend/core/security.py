"""The security headers of Django's answers (issue 10; deploy/README.md "Security headers").

Django answers /api/ (JSON, and the demo payment provider's checkout page), /cms/ (the Wagtail
admin), /documents/ and, in the embedded mode, /media/. The visitors' pages come from the Node
server, whose policy lives in frontend/app/lib/security/csp.server.ts.

- JSON and anything else that is not a page: nothing may load, nothing may frame it.
- HTML that Django renders outside the admin (the demo checkout, the API's docs): scripts and
  styles from the site itself or with the answer's nonce (``request.csp_nonce``), never inline.
- The Wagtail admin: its templates carry inline scripts and styles of their own, so its policy
  allows inline code, but still loads nothing from other sites and cannot be framed by them.
- Uploaded media: an SVG or HTML file opened on its own runs no script (as nginx does).

Besides: Permissions-Policy on every answer. nosniff, the Referrer-Policy, COOP and HSTS (on HTTPS
requests in production) come from Django's SecurityMiddleware and its SECURE_* settings.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

# The video players the admin previews (and the site) embed.
VIDEO_FRAME_ORIGINS = ("https://www.youtube-nocookie.com", "https://player.vimeo.com")

NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
MEDIA_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

# The admin scans tickets at the door (/agenda/inchecken, for staff) with the camera; security keys
# may sign in to the admin. Everything else the site does not use is switched off.
PERMISSIONS_POLICY = ", ".join(
    [
        "accelerometer=()",
        "autoplay=(self)",
        "browsing-topics=()",
        "camera=(self)",
              "clipboard-write=(self)",
        "display-capture=()",
        "geolocation=()",
        "gyroscope=()",
        "hid=()",
        "idle-detection=()",
        "magnetometer=()",
        "microphone=()",
        "midi=()",
        "payment=()",
        "publickey-credentials-create=(self)",
        "publickey-credentials-get=(self)",
        "screen-wake-lock=()",
        "serial=()",
        "usb=()",
        "xr-spatial-tracking=()",
    ]
)


def _join(directives: list[tuple[str, tuple[str, ...]]]) -> str:
    return "; ".join(f"{name} {' '.join(values)}" for name, values in directives)


def page_policy(nonce: str) -> str:
    """HTML that Django renders outside the admin."""
    return _join(
        [
            ("default-src", ("'self'",)),
            ("script-src", ("'self'", f"'nonce-{nonce}'")),
            ("script-src-attr", ("'none'",)),
            ("style-src", ("'self'", f"'nonce-{nonce}'")),
            ("img-src", ("'self'", "data:")),
            ("object-src", ("'none'",)),
            ("base-uri", ("'self'",)),
            ("form-action", ("'self'",)),
            ("frame-ancestors", ("'none'",)),
        ]
    )


def admin_policy() -> str:
    """The Wagtail admin: inline code of its own, nothing from elsewhere, framed only by itself
    (its preview panel)."""
    return _join(
        [
            ("default-src", ("'self'",)),
            ("script-src", ("'self'", "'unsafe-inline'")),
            ("style-src", ("'self'", "'unsafe-inline'")),
            ("img-src", ("'self'", "data:", "blob:")),
            ("font-src", ("'self'", "data:")),
            ("connect-src", ("'self'",)),
            ("media-src", ("'self'", "blob:")),
            ("frame-src", ("'self'", *VIDEO_FRAME_ORIGINS)),
            ("worker-src", ("'self'",)),
            ("object-src", ("'none'",)),
            ("base-uri", ("'self'",)),
            ("form-action", ("'self'",)),
            ("frame-ancestors", ("'self'",)),
        ]
    )


def policy_for(request: HttpRequest, response: HttpResponse) -> str:
    path = request.path
    if path.startswith("/cms/"):
        return admin_policy()
    if path.startswith("/media/"):
        return MEDIA_POLICY
    if response.get("Content-Type", "").startswith("text/html"):
        return page_policy(csp_nonce(request))
    return NOTHING_POLICY


def csp_nonce(request: HttpRequest) -> str:
    """The answer's nonce, for a template's own <script> or <style> (``{{ request.csp_nonce }}``)."""
    nonce = getattr(request, "_csp_nonce", None)
    if nonce is None:
        nonce = request._csp_nonce = secrets.token_urlsafe(16)  # type: ignore[attr-defined]
    return nonce


class SecurityHeadersMiddleware:
    """Content-Security-Policy and Permissions-Policy on every answer; a view's own CSP (Wagtail's
    documents) is kept."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request.csp_nonce = _LazyNonce(request)  # type: ignore[attr-defined]
        response = self.get_response(request)
        if "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy_for(request, response)
        response.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        return response


class _LazyNonce:
    """Made on first use in a template: most answers (JSON) never need one."""

    def __init__(self, request: HttpRequest) -> None:
        self._request = request

    def __str__(self) -> str:
        return csp_nonce(self._request)

    __html__ = __str__
