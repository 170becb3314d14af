"""Wagtail's preview of a page or snippet, rendered by the React frontend (issue 23, README "Preview").

No page has a Django template: the visitor pages are React routes fed by the API. Previewing a page
(the preview panel, live as the editor types, or wagtail-localize's preview of a translation) goes
through wagtail-headless-preview: `serve_preview` stores the unsaved page as JSON in a PagePreview
row under a signed token and redirects the preview iframe to the frontend's /voorbeeld (or
/en/voorbeeld) with that token. The frontend's loader asks GET /api/preview?token=… (api_preview.py)
for the draft, serialised as the page's own live endpoint answers it, and renders it with that
page's own route component.

The snippets with a visitor page of their own (a person, a people list, a region, a vacancy, an
author) preview the same way (`SnippetPreviewMixin`): the unsaved instance, with its unsaved child
rows (a list's members) and many-to-many choices (a region's representatives), goes into a
PagePreview row of the snippet's content type under a token signed alike, so `draft_for_token` is
the one check for both. A snippet without a locale (an author) previews in Dutch.

The token is signed (TimestampSigner, the library's salt) and short-lived: older than
PREVIEW_MAX_AGE seconds, tampered with or unknown, it shows nothing (404). Every edit of the form
makes a new one, so a preview panel that stays open keeps working. The answers are never cached:
not by the API cache (core/api_cache.py lists only public content paths), not by the browser or
nginx (`Cache-Control: private, no-store` here and on the frontend's page; deploy/nginx.conf.template
bypasses its page cache for /voorbeeld).

Each previewable page type or snippet registers how its draft is serialised (`preview_serializer`) beside its
live serialiser; `kind` tells the frontend which route component renders it.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from django.contrib.contenttypes.models import ContentType
from django.core.serializers.json import DjangoJSONEncoder
from django.core.signing import BadSignature
from django.db.models import Model
from django.shortcuts import redirect
from django.utils.http import urlencode
from modelcluster.models import (
    ClusterableModel,
    get_serializable_data_for_fields,
    model_from_serializable_data,
)
from wagtail.models import Page, PreviewableMixin
from wagtail_headless_preview.models import HeadlessPreviewMixin, PagePreview

from core.errors import NotFound

from .translated import DEFAULT_LOCALE

if TYPE_CHECKING:
    from django.http import HttpRequest, HttpResponse

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


def preview_root(instance: Any) -> str:
    """/voorbeeld, or /en/voorbeeld for an English draft; Dutch without a locale (an author)."""
    locale = getattr(instance, "locale", None)
    prefix = "" if locale is None or locale.language_code == DEFAULT_LOCALE else f"/{locale.language_code}"
    return prefix + PREVIEW_PATH


class PreviewMixin(HeadlessPreviewMixin):
    """Wagtail's preview of a page type with a visitor page: the React page of the draft."""

    def get_client_root_url(self, request: HttpRequest) -> str:
        return preview_root(self)

    def serve_preview(self, request: HttpRequest, preview_mode: str) -> HttpResponse:
        PagePreview.garbage_collect()
        preview = self.create_page_preview()
        return redirect(self.get_preview_url(request, preview.token))


class SnippetPreviewMixin(PreviewableMixin):
    """Wagtail's preview of a snippet with a visitor page: the React page of the unsaved instance.
    Wagtail offers the preview panel on the snippet's create and edit views for this mixin."""

    def serve_preview(self, request: HttpRequest, mode_name: str) -> HttpResponse:
        PagePreview.garbage_collect()
        # A new one gets a random name: two editors creating one each must not share a token.
        instance = f"id={self.pk}" if self.pk is not None else f"new={secrets.token_urlsafe(8)}"
        token = HeadlessPreviewMixin.get_preview_signer().sign(f"snippet={self._meta.label_lower};{instance}")
        # update_or_create: the same instance signed within the same second is the same token.
        PagePreview.objects.update_or_create(
            token=token,
            defaults={"content_type": ContentType.objects.get_for_model(self), "content_json": snippet_json(self)},
        )
        return redirect(f"{preview_root(self)}?{urlencode({'token': token})}")


def snippet_json(instance: Model) -> str:
    """The instance as JSON; a clusterable one with its child rows and ParentalManyToMany choices."""
    if isinstance(instance, ClusterableModel):
        return instance.to_json()
    return json.dumps(get_serializable_data_for_fields(instance), cls=DjangoJSONEncoder)


def snippet_from_json(model: type[Model], content_json: str) -> Model:
    """The unsaved instance again, its pk kept (None for a new one) so lookups of the saved row work."""
    if issubclass(model, ClusterableModel):
        return model.from_json(content_json)  # type: ignore[attr-defined]
    return model_from_serializable_data(model, json.loads(content_json))


def draft_for_token(token: str) -> Model:
    """The unsaved page or snippet a valid, fresh preview token names; NotFound otherwise."""
    try:
        HeadlessPreviewMixin.get_preview_signer().unsign(token, max_age=PREVIEW_MAX_AGE)
    except BadSignature:  # also SignatureExpired
        raise NotFound("Preview not found") from None
    preview = PagePreview.objects.select_related("content_type").filter(token=token).first()
    model = preview.content_type.model_class() if preview is not None else None
    if preview is None or model is None:
        raise NotFound("Preview not found")
    if issubclass(model, Page):
        return preview.as_page()
    return snippet_from_json(model, preview.content_json)


def preview_answer(token: str) -> dict[str, Any]:
    draft = draft_for_token(token)
    entry = _SERIALIZERS.get(type(draft))
    if entry is None:
        raise NotFound("Preview not found")
    kind, serialize = entry
    locale = getattr(draft, "locale", None)
    return {
        "kind": kind if isinstance(kind, str) else kind(draft),
        "locale": locale.language_code if locale is not None else DEFAULT_LOCALE,
        "data": serialize(draft),
    }


def visitor_path(page: Page) -> str:
    """The page's path on the site: its url_path without the home page's segment."""
    url_path = page.url_path or ""
    if not url_path and page.pk is None:
        parent = page.get_parent()
        url_path = f"{parent.url_path}{page.slug}/" if parent else ""
    segments = [segment for segment in url_path.split("/") if segment][1:]
    return "/" + "/".join(segments)
