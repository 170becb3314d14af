"""The Wfpp block on a page (/anbi): the public list of large gifts comes with the page, read from
the gift register; only name, place, amount and date of a giver whose year reached € 10.000."""

import json
from datetime import date

import pytest
from django.contrib.auth import get_user_model

from content.models import StandardPage
from people.matching import person_for_action
from wfpp import services
from wfpp.demo import PUBLIC_GIFT_CENTS
from wfpp.ledger import this_year

pytestmark = pytest.mark.django_db
LAST_YEAR = this_year() - 1


def _give(email: str, first: str, last: str, cents: int) -> None:
    giver = person_for_action(email, first_name=first, last_name=last, city="Utrecht", phone="0612345678")
    services.record_gift(
        person=giver,
        institution="Partij",
        kind="money",
        amount_cents=cents,
        given_on=date(LAST_YEAR, 6, 1),
        description="Geheime omschrijving",
    )


def _block(client, path="/anbi", locale="nl"):
    body = client.get("/api/pages/resolve", {"path": path, "locale": locale}).json()["body"]
    return next(block["value"] for block in body if block["type"] == "published_gifts")


def test_this_year_and_last_year_with_only_the_givers_from_the_threshold(client, demo):
    _give("groot@example.org", "Anna", "Groot", 1_000_000)  # exactly € 10.000
    _give("bijna@example.org", "Bert", "Bijna", 999_999)  # € 9.999,99
    this, last = _block(client)["years"]
    assert (this["year"], last["year"]) == (this_year(), LAST_YEAR)
    assert this["threshold_cents"] == last["threshold_cents"] == 1_000_000
    assert last["gifts"] == [
        {"name": "Anna Groot", "place": "Utrecht", "amount_cents": 1_000_000, "date": f"{LAST_YEAR}-06-01"}
    ]
    (demo_gift,) = this["gifts"]  # the demo's fictional giver (wfpp/demo.py)
    assert (demo_gift["name"], demo_gift["place"]) == ("J. de Vries-Demo", "Utrecht")
    assert demo_gift["amount_cents"] == PUBLIC_GIFT_CENTS
    text = json.dumps(_block(client), ensure_ascii=False)
    for leak in ("@", "example.org", "0612345678", "Geheime", "Bert", "Partij"):
        assert leak not in text, leak


def test_the_english_page_has_the_block_and_a_chosen_year_shows_that_year_only(client, demo, settings):
    assert [y["year"] for y in _block(client, locale="en")["years"]] == [this_year(), LAST_YEAR]
    _give("bijna@example.org", "Bert", "Bijna", 999_999)
    page = StandardPage.objects.get(locale__language_code="nl", slug="anbi")
    page.body = [("published_gifts", {"year": LAST_YEAR})]
    page.save_revision().publish()
    assert _block(client)["years"] == [{"year": LAST_YEAR, "threshold_cents": 1_000_000, "gifts": []}]
    settings.DONATION_PUBLISH_FROM_CENTS = 999_999  # the threshold is the setting
    (year,) = _block(client)["years"]
    assert [g["name"] for g in year["gifts"]] == ["Bert Bijna"] and year["threshold_cents"] == 999_999


def test_editors_edit_the_page_with_the_block(client, demo):
    client.force_login(get_user_model().objects.get(username="redactie"))
    page = StandardPage.objects.get(locale__language_code="nl", slug="anbi")
    response = client.get(f"/cms/pages/{page.id}/edit/")
    assert response.status_code == 200 and "Openbare lijst grote giften (Wfpp)" in response.content.decode()
