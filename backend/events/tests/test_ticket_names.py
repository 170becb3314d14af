"""A ticket type's name in the visitor's language (issue 22): TicketType.name_en on /en, the Dutch
name where the editors left it empty."""

from __future__ import annotations

import pytest

from orders.tests.helpers import make_event, ticket_type

pytestmark = pytest.mark.django_db


def names(client, event, locale: str) -> list[str]:
    answer = client.get(f"/api/events/{event.slug}?locale={locale}")
    assert answer.status_code == 200
    return [t["name"] for t in answer.json()["ticket_types"]]


def test_the_english_name_on_the_english_site(client):
    event = make_event()
    kind = ticket_type(event)
    kind.name_en = "Admission"
    kind.save()
    assert names(client, event, "en") == ["Admission"]
    assert names(client, event, "nl") == ["Toegang"]


def test_without_an_english_name_the_dutch_one(client):
    event = make_event()
    assert names(client, event, "en") == ["Toegang"]
    assert ticket_type(event).name_in("en") == "Toegang"
