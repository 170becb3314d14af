"""The reader's language (issue 22): from the page a form was sent from, kept on the person as their
latest action's language, and the dates and addresses of their mails."""

from __future__ import annotations

from datetime import date

import pytest
from django.conf import settings
from django.utils import translation

from core.i18n import format_date, normalise, page_path, page_url


@pytest.mark.parametrize(
    "given, language",
    [("en", "en"), ("en-GB", "en"), ("EN", "en"), ("nl", "nl"), ("de", "nl"), (None, "nl")],
)
def test_normalise(given, language):
    assert normalise(given) == language


def test_pages_in_english_are_the_dutch_paths_under_en():
    assert page_path("/mijn-account", "en") == "/en/mijn-account"
    assert page_path("/", "en") == "/en"
    assert page_path("/mijn-account", "nl") == "/mijn-account"
    assert page_url("/contact", "en") == f"{settings.SITE_URL}/en/contact"


def test_dates_in_either_language():
    assert format_date(date(2027, 1, 1), "nl") == "1 januari 2027"
    assert format_date(date(2027, 1, 1), "en") == "1 January 2027"


@pytest.mark.django_db
def test_the_person_keeps_the_language_of_their_latest_action():
    from people.matching import person_for_action, verify_address

    with translation.override("en"):
        person = person_for_action("anne@example.org", first_name="Anne")
    assert person.language == "en"
    verify_address(person, "anne@example.org")
    with translation.override("nl"):
        again = person_for_action("anne@example.org")
    assert again.pk == person.pk
    person.refresh_from_db()
    assert person.language == "nl"
    assert person_for_action("anne@example.org", language="en").language == "en"
