"""English translations (README "English content"): the demo seed translates every page type and
every translatable snippet type with wagtail-localize, editors see what is missing, and the API says
in which language it answers."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from wagtail.models import Page
from wagtail_localize.models import Translation, TranslationSource

from content.models import PeopleList, Person, Region, StandardPage
from content.untranslated import TRANSLATED_SNIPPETS


@pytest.fixture
def editor_client(client, demo):
    client.force_login(get_user_model().objects.get(username="redactie"))
    return client


def _types(locale: str) -> set[int]:
    pages = Page.objects.filter(locale__language_code=locale, depth__gt=1)
    return set(pages.values_list("content_type", flat=True))


def test_every_page_type_and_snippet_type_has_an_english_translation_after_seed(demo):
    missing = {ContentType.objects.get_for_id(pk).model for pk in _types("nl") - _types("en")}
    assert not missing
    for model in TRANSLATED_SNIPPETS:
        assert model.objects.filter(locale__language_code="en").exists(), model.__name__


def test_translations_are_synced_with_wagtail_localize_and_show_when_the_source_changed(demo):
    source_page = StandardPage.objects.get(locale__language_code="nl", slug="privacy")
    source = TranslationSource.objects.get_for_instance(source_page)
    translation = Translation.objects.get(source=source, target_locale__language_code="en")
    assert translation.get_progress()[0] == translation.get_progress()[1] > 0  # up to date
    source_page.intro = "Een nieuwe inleiding die nog niet vertaald is."
    source_page.save_revision().publish()
    source.update_from_db()  # what the admin's 'Sync translated pages' does
    total, translated = translation.get_progress()  # the admin shows it as waiting for translations
    assert translated == total - 1


def test_the_admin_lists_what_has_no_english_version(editor_client):
    response = editor_client.get("/cms/reports/zonder-engelse-vertaling/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Kerst" in html and "Gemeente Arnhem" in html  # an archive page and a municipality
    assert ">Privacyverklaring<" not in html  # translated
    kerst = StandardPage.objects.get(locale__language_code="nl", slug="kerst")
    assert f"/cms/localize/submit/page/{kerst.pk}/" in html
    # Reachable from the admin menu (Reports), next to wagtail-localize's own 'Translations'.
    assert "/cms/reports/zonder-engelse-vertaling/" in editor_client.get("/cms/").content.decode()


def test_editors_open_an_english_translation_in_wagtail_localizes_editor(editor_client):
    english = StandardPage.objects.get(locale__language_code="en", slug="privacy")
    response = editor_client.get(f"/cms/pages/{english.pk}/edit/")
    assert response.status_code == 200
    assert "wagtail_localize" in response.content.decode() or "translation-editor" in response.content.decode()


def test_snippet_texts_and_labels_in_english(client, demo):
    person = Person.objects.filter(locale__language_code="nl", role="Fractievoorzitter").first()
    english = client.get(f"/api/people/{person.slug}", {"locale": "en"}).json()
    dutch = client.get(f"/api/people/{person.slug}").json()
    assert (dutch["role"], dutch["locale"]) == ("Fractievoorzitter", "nl")
    assert (english["role"], english["locale"], english["slug"]) == ("Group leader", "en", person.slug)
    assert "Eerste Kamer" not in {people["title"] for people in english["lists"]}
    board = client.get("/api/people/lists/bestuur", {"locale": "en"}).json()
    assert (board["title"], board["locale"]) == ("Board", "en")
    assert len(board["people"]) == PeopleList.objects.get(locale__language_code="nl", slug="bestuur").members.count()


def test_an_untranslated_snippet_answers_in_dutch_and_says_so(client, demo):
    region = Region.objects.get(locale__language_code="nl", kind="gemeente", slug="arnhem")
    body = client.get("/api/regions/gemeente/arnhem", {"locale": "en"}).json()
    assert (body["intro"], body["locale"]) == (region.intro, "nl")
    province = client.get("/api/regions/provincie/gelderland", {"locale": "en"}).json()
    assert province["locale"] == "en" and province["intro"].startswith("The work of our branch")
    # Lists keep one row per region, whatever its translations.
    assert len(client.get("/api/regions/provincie").json()["items"]) == 12


def test_the_sitemap_says_which_entries_have_an_english_translation(client, demo):
    entries = {entry["path"]: entry["translated"] for entry in client.get("/api/pages/sitemap").json()["entries"]}
    assert entries["/privacy"] is True and entries["/kerst"] is False
    assert entries["/provincies/gelderland"] is True and entries["/gemeentes/arnhem"] is False
