"""Wagtail's preview of a page, rendered by the React frontend (issue 23, README "Preview").

No page has a Django template: the visitor pages are React routes fed by the API. Previewing a page
(the preview panel, live as the editor types, or wagtail-localize's preview of a translation) goes
through wagtail-headless-preview: `serve_preview` stores the unsaved page as JSON in a PagePreview
row under a signed token and redirects the preview iframe to the frontend's /voorbeeld (or
/en/voorbeeld) with that token. The frontend's loader asks GET /api/preview?token=… (api_preview.py)
for the draft, serialised as the page's own live endpoint answers it, and renders it with that
page's own route component.

The token is signed (TimestampSigner, the library's salt) and short-lived: older than
PREVIEW_MAX_AGE seconds, tampered with or unknown, it shows nothing (404). Every edit of the form
makes a new one, so a preview panel that stays open keeps working. The answers are never cached:
not by the API cache (core/api_cache.py lists only public content paths), not by the browser or
nginx (`Cache-Control: private, no-store` here and on the frontend's page; deploy/nginx.conf.template
bypasses its page cache for /voorbeeld).

Each previewable page type registers how its draft is serialised (`preview_serializer`) beside its
live serialiser; `kind` tells the frontend which route component renders it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from django.core.signing import BadSignature
from django.shortcuts import redirect
from wagtail_headless_preview.models import HeadlessPreviewMixin, PagePreview

from core.errors import NotFound

if TYPE_CHECKING:
    from django.http import HttpRequest, HttpResponse
    from wagtail.models import Page

# An editor's preview reloads with a new token on every edit; a token lives long enough for the
# page to load and its links to be looked at, not to be passed around.
PREVIEW_MAX_AGE = 15 * 60
PREVIEW_PATH = "/voorbeeld"

Serializer = Callable[[Any], dict[str, Any]]
Kind = str | Callable[[Any], str]
_SERIALIZERS: dict[type, tuple[Kind, Serializer]] = {}


def preview_serializer(model: type, kind: Kind) -> Callable[[Serializer], Serializer]:
    """Registers how a draft of `model` is answered: `kind` (or kind(page)) names the frontend's
    route component, the function returns what that page's live endpoint returns."""

    def register(function: Serializer) -> Serializer:
        _SERIALIZERS[model] = (kind, function)
        return function

    return register


class PreviewMixin(HeadlessPreviewMixin):
    """Wagtail's preview of a page type with a visitor page: the React page of the draft."""

    def get_client_root_url(self, request: HttpRequest) -> str:
        locale = getattr(self, "locale", None)
        prefix = "" if locale is None or locale.language_code == "nl" else f"/{locale.language_code}"
        return prefix + PREVIEW_PATH

    def serve_preview(self, request: HttpRequest, preview_mode: str) -> HttpResponse:
        PagePreview.garbage_collect()
        preview = self.create_page_preview()
        return redirect(self.get_preview_url(request, preview.token))


def draft_for_token(token: str) -> Page:
    """The unsaved page a valid, fresh preview token names; NotFound otherwise."""
    try:
        HeadlessPreviewMixin.get_preview_signer().unsign(token, max_age=PREVIEW_MAX_AGE)
    except BadSignature:  # also SignatureExpired
        raise NotFound("Preview not found") from None
    preview = PagePreview.objects.filter(token=token).first()
    if preview is None:
        raise NotFound("Preview not found")
    return preview.as_page()


def preview_answer(token: str) -> dict[str, Any]:
    page = draft_for_token(token)
    entry = _SERIALIZERS.get(type(page))
    if entry is None:
        raise NotFound("Preview not found")
    kind, serialize = entry
    return {
        "kind": kind if isinstance(kind, str) else kind(page),
        "locale": page.locale.language_code,
        "data": serialize(page),
    }


def visitor_path(page: Page) -> str:
    """The page's path on the site: its url_path without the home page's segment."""
    url_path = page.url_path or ""
    if not url_path and page.pk is None:
        parent = page.get_parent()
        url_path = f"{parent.url_path}{page.slug}/" if parent else ""
    segments = [segment for segment in url_path.split("/") if segment][1:]
    return "/" + "/".join(segments)
