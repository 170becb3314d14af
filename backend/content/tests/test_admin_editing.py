"""Editors open every page type and the signatures in the Wagtail admin without an error."""

import pytest
from django.contrib.auth import get_user_model
from wagtail.models import Page

from content.models import ComparisonPage, FluitjePage, HomePage, PetitionPage, StandardPage


@pytest.fixture
def editor_client(client, demo):
    client.force_login(get_user_model().objects.get(username="redactie"))
    return client


@pytest.mark.parametrize(
    "model, slug",
    [
        (HomePage, "home"),
        (StandardPage, "allesopalles"),
        (ComparisonPage, "de-verschillen-tussen-fvd-en-bbb"),
        (FluitjePage, "fluitje-1"),
        (PetitionPage, "meer-groen-in-de-stad"),
    ],
)
def test_edit_view_opens(editor_client, model, slug):
    page = model.objects.get(slug=slug, locale__language_code="nl")
    response = editor_client.get(f"/cms/pages/{page.id}/edit/")
    assert response.status_code == 200


def test_landing_blocks_are_offered_on_a_new_page(editor_client):
    home = Page.objects.get(slug="home", locale__language_code="nl")
    response = editor_client.get(f"/cms/pages/add/content/standardpage/{home.id}/")
    html = response.content.decode()
    labels = ["Openingsbeeld", "Oproep tot actie", "Veelgestelde vragen", "Aftellen tot de verkiezingen"]
    for label in [*labels, "Openbare lijst grote giften (Wfpp)"]:
        assert label in html


def test_signatures_list_and_csv_export(client, demo):
    # Signatures are personal data: the administration's, not the editors'.
    client.force_login(get_user_model().objects.get(username="beheer"))
    listing = client.get("/cms/snippets/engagement/petitionsignature/")
    assert listing.status_code == 200
    export = client.get("/cms/snippets/engagement/petitionsignature/?export=csv")
    assert export.status_code == 200
    assert export["Content-Type"].startswith("text/csv")
    lines = b"".join(export.streaming_content).decode().splitlines()
    assert lines[0].startswith("Voornaam,Achternaam,E-mailadres")
    assert len(lines) > 5000


@pytest.mark.parametrize(
    "listing",
    ["content/person", "content/region", "content/vacancy", "content/peoplelist", "content/organisation"],
)
def test_a_translated_snippet_listing_searches_within_one_language(editor_client, listing):
    # The listing's language filter with a search: the index must know the locale as a filter field.
    response = editor_client.get(f"/cms/snippets/{listing}/", {"q": "a", "locale": "nl"})
    assert response.status_code == 200
