"""Wagtail's preview of a page: a signed, short-lived token for the frontend's /voorbeeld page,
the draft in its live endpoint's shape, never cached (content/preview.py, config/api_preview.py)."""

from urllib.parse import parse_qs, urlparse

import pytest
from django.contrib.auth import get_user_model
from django.test import RequestFactory
from freezegun import freeze_time
from wagtail.models import Page

from content.models import (
    Article,
    ArticleIndexPage,
    ComparisonPage,
    FluitjeIndexPage,
    FluitjePage,
    HomePage,
    PetitionIndexPage,
    PetitionPage,
    Position,
    PremiumIndexPage,
    PremiumPlaylist,
    PremiumVideo,
    StandardPage,
    Video,
)
from content.preview import PREVIEW_MAX_AGE
from core.api_cache import is_cacheable_request
from donations.models import DonationPage
from events.models import EventIndexPage, EventPage


def preview_token(page: Page, path: str = "/voorbeeld") -> str:
    """What Wagtail's preview panel does with the bound form: serve_preview of the unsaved page."""
    request = RequestFactory().get(f"/cms/pages/{page.pk}/edit/preview/")
    request.user = get_user_model().objects.get(username="redactie")
    response = page.serve_preview(request, "")
    assert response.status_code == 302
    location = urlparse(response["Location"])
    assert location.path == path
    return parse_qs(location.query)["token"][0]


def draft_of(model, **lookup):
    page = model.objects.filter(**lookup).first()
    assert page is not None, (model, lookup)
    return page.get_latest_revision_as_object()


def test_a_draft_title_is_previewed_and_the_live_page_keeps_its_own(client, demo):
    article = Article.objects.filter(locale__language_code="nl", live=True, region=None).first()
    published = article.title
    draft = article.get_latest_revision_as_object()
    draft.title = "Een titel die nog niet gepubliceerd is"

    response = client.get("/api/preview", {"token": preview_token(draft)})

    assert response.status_code == 200
    answer = response.json()
    assert answer["kind"] == "article"
    assert answer["locale"] == "nl"
    assert answer["data"]["title"] == "Een titel die nog niet gepubliceerd is"
    assert answer["data"]["slug"] == article.slug
    live = client.get(f"/api/articles/{article.slug}").json()
    assert live["title"] == published


def test_the_answer_is_never_kept(client, demo):
    draft = draft_of(StandardPage, locale__language_code="nl", slug="privacy")
    token = preview_token(draft)
    for response in (client.get("/api/preview", {"token": token}), client.get("/api/preview", {"token": token + "x"})):
        assert response["Cache-Control"] == "private, no-store"
        assert "noindex" in response["X-Robots-Tag"]
    request = RequestFactory().get("/api/preview", {"token": token})
    assert not is_cacheable_request(request)


def test_a_tampered_token_shows_nothing(client, demo):
    draft = draft_of(StandardPage, locale__language_code="nl", slug="privacy")
    token = preview_token(draft)
    value, signature = token.rsplit(":", 1)
    other = "A" if signature[0] != "A" else "B"
    for bad in (f"{value}:{other}{signature[1:]}", token.replace("id=", "id=1"), "id=1:abc:def", ""):
        response = client.get("/api/preview", {"token": bad})
        assert response.status_code in (404, 422), bad
        assert "privacy" not in response.content.decode().lower()


def test_an_expired_token_shows_nothing(client, demo):
    draft = draft_of(StandardPage, locale__language_code="nl", slug="privacy")
    with freeze_time("2026-05-01 12:00:00"):
        token = preview_token(draft)
    with freeze_time(f"2026-05-01 12:{PREVIEW_MAX_AGE // 60 - 1:02d}:00"):
        assert client.get("/api/preview", {"token": token}).status_code == 200
    with freeze_time(f"2026-05-01 12:{PREVIEW_MAX_AGE // 60:02d}:01"):
        assert client.get("/api/preview", {"token": token}).status_code == 404


def test_a_new_page_is_previewed_before_it_is_saved(client, demo):
    home = HomePage.objects.get(locale__language_code="nl")
    page = StandardPage(title="Nieuwe pagina", slug="nieuwe-pagina", intro="Nog niet opgeslagen")
    # Wagtail's create view places the unsaved page below its parent before it previews it.
    page.depth = home.depth + 1
    page.path = home.path + "9999"
    page.locale = home.locale
    page.set_url_path(home)
    answer = client.get("/api/preview", {"token": preview_token(page)}).json()
    assert answer["kind"] == "cms"
    assert answer["data"]["title"] == "Nieuwe pagina"
    assert answer["data"]["path"] == "/nieuwe-pagina"


def test_an_english_translation_is_previewed_under_en(client, demo):
    dutch = Position.objects.filter(locale__language_code="nl", live=True).first()
    english = Position.objects.filter(locale__language_code="en", translation_key=dutch.translation_key).first()
    assert english is not None
    draft = english.get_latest_revision_as_object()
    draft.title = "An unpublished English title"
    answer = client.get("/api/preview", {"token": preview_token(draft, "/en/voorbeeld")}).json()
    assert answer["kind"] == "position"
    assert answer["locale"] == "en"
    assert answer["data"]["title"] == "An unpublished English title"


@pytest.mark.parametrize(
    "model, lookup, kind",
    [
        (HomePage, {}, "home"),
        (StandardPage, {"slug": "privacy"}, "cms"),
        (ComparisonPage, {}, "cms"),
        (FluitjePage, {}, "cms"),
        (Article, {"region__isnull": True}, "article"),
        (Article, {"region__isnull": False}, "regional_article"),
        (Position, {}, "position"),
        (Video, {}, "video"),
        (PetitionPage, {}, "petition"),
        (PetitionIndexPage, {}, "petitions"),
        (EventPage, {}, "event"),
        (EventIndexPage, {}, "agenda"),
        (DonationPage, {}, "donation"),
        (PremiumVideo, {}, "premium_video"),
        (PremiumPlaylist, {}, "premium_playlist"),
    ],
)
def test_every_page_type_with_a_visitor_page_previews(client, demo, model, lookup, kind):
    draft = draft_of(model, locale__language_code="nl", **lookup)
    draft.title = f"Voorbeeld van {kind}"
    response = client.get("/api/preview", {"token": preview_token(draft)})
    assert response.status_code == 200, response.content
    answer = response.json()
    assert answer["kind"] == kind
    shown = answer["data"]
    title = {
        "regional_article": lambda: shown["article"]["title"],
        "donation": lambda: shown["page"]["title"],
    }.get(kind, lambda: shown["title"])()
    assert title == f"Voorbeeld van {kind}"


@pytest.mark.parametrize("model", [ArticleIndexPage, FluitjeIndexPage, PremiumIndexPage])
def test_folders_offer_no_preview(db, model):
    # Without a visitor page of their own there is nothing to preview (no TemplateDoesNotExist).
    assert not model().is_previewable()


def test_the_preview_panel_of_the_admin_redirects_to_the_frontend(client, demo):
    client.force_login(get_user_model().objects.get(username="redactie"))
    article = Article.objects.filter(locale__language_code="nl", live=True, region=None).first()
    edit = client.get(f"/cms/pages/{article.pk}/edit/")
    assert edit.status_code == 200
    assert f"/cms/pages/{article.pk}/edit/preview/" in edit.content.decode()
