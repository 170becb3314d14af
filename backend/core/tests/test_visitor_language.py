"""What the API says to the visitor comes in the page's language (issue 22): the frontend names it
in Accept-Language; a refusal in each area, in English and in Dutch."""

from __future__ import annotations

import uuid

import pytest
from django.utils import translation

from core.api_input import NUL_FIELD, NUL_REFUSED
from engagement.links import INVALID
from engagement.services_petitions import NO_CONSENT
from orders.services import SOLD_OUT
from orders.tests.helpers import make_event, ticket_type
from wfpp.rules import OUTSIDE_EEA

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _dutch_afterwards():
    yield
    translation.activate("nl")  # the middleware leaves the last request's language active


def post(client, path, body, language):
    return client.post(path, body, content_type="application/json", HTTP_ACCEPT_LANGUAGE=language)


def order(client, event, language, email):
    body = {
        "event": event.slug,
        "lines": [{"ticket_type": ticket_type(event).pk, "quantity": 1}],
        "first_name": "Ada",
        "last_name": "Koper",
        "email": email,
        "idempotency_key": uuid.uuid4().hex,
    }
    return post(client, "/api/orders", body, language)


def donate(client, language, **overrides):
    body = {
        "path": "/doneer/eindsprint",
        "amount_cents": 2500,
        "frequency": "once",
        "first_name": "Anna",
        "last_name": "Voorbeeld",
        "email": "anna@example.org",
        "idempotency_key": uuid.uuid4().hex,
    } | overrides
    return post(client, "/api/donations", body, language)


def test_a_sold_out_ticket(client):
    event = make_event(quota=1)
    assert order(client, event, "nl", "first@example.org").status_code == 201
    english = order(client, event, "en", "second@example.org")
    dutch = order(client, event, "nl", "third@example.org")
    assert english.status_code == dutch.status_code == 409
    assert english.json()["message"] == "There are not enough tickets left."
    assert dutch.json()["message"] == SOLD_OUT


def test_a_field_message_of_the_ticket_form(client):
    event = make_event()
    english = order(client, event, "en-GB,en;q=0.9", "geen-adres").json()
    assert english["message"] == "Sorry, not all fields are filled out correctly."
    assert english["fields"]["email"] == "Please enter a valid email address."
    assert order(client, event, "nl", "geen-adres").json()["fields"]["email"] == (
        "Vul een geldig e-mailadres in."
    )


def test_the_wfpp_cap_with_its_amount(client, demo, settings):
    settings.DONATION_YEARLY_MAX_CENTS = 5000
    english = donate(client, "en", amount_cents=6000).json()
    dutch = donate(client, "nl", amount_cents=6000).json()
    assert english["fields"]["amount"].startswith("One giver may give us at most 50 euros a year;")
    assert dutch["fields"]["amount"].startswith("Per jaar mag één gever ons ten hoogste 50 euro")


def test_an_address_outside_the_eu(client, demo):
    english = donate(client, "en", country="US").json()
    assert english["fields"]["country"].startswith(
        "We may not accept gifts from givers who live outside the European Union"
    )
    assert donate(client, "nl", country="US").json()["fields"]["country"] == OUTSIDE_EEA


def test_an_invalid_link(client, demo):
    path = "/api/petitions/signatures/confirmation"
    english = post(client, path, {"token": "a:b:c"}, "en")
    dutch = post(client, path, {"token": "a:b:c"}, "nl")
    assert english.status_code == dutch.status_code == 404
    assert english.json()["message"] == (
        "This link is not valid. Please check that you copied the whole link from the e-mail."
    )
    assert dutch.json()["message"] == INVALID


def test_a_petition_without_consent(client, demo):
    body = {
        "first_name": "Tessa",
        "last_name": "Tekenaar",
        "email": "teken@example.org",
        "place": "Zwolle",
        "consent": False,
        "consent_version": "petitie-1-nl",
    }
    path = "/api/petitions/meer-groen-in-de-stad/signatures"
    english = post(client, path, body, "en").json()
    assert english["fields"]["consent"] == "Please give your consent to store your signature."
    assert post(client, path, body, "nl").json()["fields"]["consent"] == NO_CONSENT


def test_a_wrong_password_and_a_confirmation(client, demo):
    login = {"email": "niemand@example.org", "password": "fout-wachtwoord"}
    english = post(client, "/api/accounts/login", login, "en").json()["message"]
    dutch = post(client, "/api/accounts/login", login, "nl").json()["message"]
    assert english == "The e-mail address or the password is not correct."
    assert dutch == "Het e-mailadres of het wachtwoord klopt niet."
    sent = post(client, "/api/accounts/activation", {"email": "niemand@example.org"}, "en")
    assert sent.json()["message"].startswith("If we know this e-mail address, you will receive")


def test_not_logged_in(client):
    english = client.get("/api/members/me", HTTP_ACCEPT_LANGUAGE="en")
    assert english.status_code == 401
    assert english.json()["message"] == "You are not logged in. Please log in and try again."
    dutch = client.get("/api/members/me", HTTP_ACCEPT_LANGUAGE="nl").json()["message"]
    assert dutch == "U bent niet ingelogd. Log in en probeer het opnieuw."


def test_a_refusal_made_before_the_api(client):
    # core/api_input.py answers before ninja (a NUL character in the body), in JSON of its own.
    english = post(client, "/api/accounts/login", {"email": "a\u0000b", "password": "x"}, "en")
    assert english.status_code == 422
    assert english.json() == {
        "message": "Your input contains an invalid character. Please remove it and try again.",
        "fields": {"email": "This field contains an invalid character."},
    }
    dutch = post(client, "/api/accounts/login", {"email": "a\u0000b", "password": "x"}, "nl")
    assert dutch.json() == {"message": NUL_REFUSED, "fields": {"email": NUL_FIELD}}


def test_without_accept_language_the_answer_is_dutch(client):
    event = make_event(quota=1)
    body = {
        "event": event.slug,
        "lines": [{"ticket_type": ticket_type(event).pk, "quantity": 2}],
        "first_name": "Ada",
        "last_name": "Koper",
        "email": "ada@example.org",
        "idempotency_key": uuid.uuid4().hex,
    }
    answer = client.post("/api/orders", body, content_type="application/json")
    assert answer.json()["message"] == SOLD_OUT
