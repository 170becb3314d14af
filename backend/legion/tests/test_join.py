"""Joining the legion: the rules, consent and campaign stored, one member per address (a second
try mails a dashboard link and says the same), the recruiter recorded from a recruit link."""

from __future__ import annotations

import pytest
from django.core import mail

from core.tests.captcha_helpers import cheap_captcha, solved_captcha
from legion.demo import LEGION_EMAIL, LEGION_RECRUIT_CODE
from legion.models import JoinedVia, LegionMember
from legion.rules import CONSENT_VERSION

from .helpers import join, token_in_last_mail

pytestmark = pytest.mark.django_db


def test_join_stores_consent_and_campaign_and_mails_a_welcome(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = join(client, phone="06 1234 5678", utm_id="utm-7", utm_content_id="c-8")
    assert response.status_code == 201 and "Welkom bij het legioen" in response.json()["message"]
    member = LegionMember.objects.get(email="anna@example.org")
    assert member.consent_at is not None and member.consent_version == CONSENT_VERSION
    assert (member.utm_id, member.utm_content_id, member.phone) == ("utm-7", "c-8", "06 1234 5678")
    assert member.recruiter is None and member.joined_via == JoinedVia.LEGION
    assert member.confirmed_at is None
    assert run_tasks() == 1
    welcome = mail.outbox[-1]
    assert welcome.subject == "Welkom bij het legioen!" and welcome.to == ["anna@example.org"]
    assert "/legioen/toegang-dashboard?token=" in welcome.alternatives[0][0]
    assert token_in_last_mail("anna@example.org")[0] == "/legioen"


def test_joining_twice_changes_nothing_and_answers_the_same(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        first = join(client)
        again = join(client, email="ANNA@example.org", first_name="Ander", region="limburg")
    assert again.status_code == first.status_code == 201 and again.json() == first.json()
    member = LegionMember.objects.get(email__iexact="anna@example.org")
    assert (member.first_name, member.region) == ("Anna", "utrecht")
    assert run_tasks() == 2
    assert [m.subject for m in mail.outbox[-2:]] == [
        "Welkom bij het legioen!",
        "Uw link naar het legioen-dashboard",
    ]


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"first_name": " "}, "first_name", "Voornaam is verplicht."),
        ({"last_name": ""}, "last_name", "Achternaam is verplicht."),
        ({"email": "geen-adres"}, "email", "Vul een geldig e-mailadres in."),
        ({"region": "atlantis"}, "region", "Kies uw regio uit de lijst."),
        ({"phone": "bel me"}, "phone", "Vul een geldig telefoonnummer in, of laat het veld leeg."),
        ({"consent": False}, "consent", "Geef toestemming om mee te doen met het legioen."),
        ({"consent_version": "oud"}, "consent", None),
    ],
)
def test_bad_input_changes_nothing(client, overrides, field, message):
    response = join(client, **overrides)
    assert response.status_code == 422
    body = response.json()
    assert field in body["fields"] and body["message"]
    if message:
        assert body["fields"][field] == message
    assert not LegionMember.objects.filter(email="anna@example.org").exists()
    assert not mail.outbox


def test_a_recruit_link_records_the_recruiter(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = join(client, ref=LEGION_RECRUIT_CODE, path_prefix="/legioen-mgm")
    assert response.status_code == 201
    member = LegionMember.objects.get(email="anna@example.org")
    assert member.recruiter.email == LEGION_EMAIL and member.joined_via == JoinedVia.RECRUIT
    run_tasks()
    assert token_in_last_mail("anna@example.org")[0] == "/legioen-mgm"


def test_an_unknown_recruit_code_is_ignored(client):
    assert join(client, ref="bestaat-niet", path_prefix="/legioen-mgm").status_code == 201
    assert LegionMember.objects.get(email="anna@example.org").recruiter is None


def test_a_bot_filling_the_honeypot_is_refused(client):
    refused = join(client, website="https://spam.example")
    assert refused.status_code == 422 and refused.json()["message"]
    assert not LegionMember.objects.filter(email="anna@example.org").exists()


def test_repeated_tries_need_the_captcha(client, settings):
    cheap_captcha(settings)
    after = settings.FORM_GUARD_CAPTCHA_AFTER
    for n in range(after):
        assert join(client, email=f"persoon{n}@example.org").status_code == 201
    asked = join(client, email="nog-een@example.org")
    assert asked.status_code == 429 and asked.json()["fields"]["captcha"]
    assert not LegionMember.objects.filter(email="nog-een@example.org").exists()
    solved = join(client, email="nog-een@example.org", captcha=solved_captcha())
    assert solved.status_code == 201
    assert (
        LegionMember.objects.filter(email__endswith="@example.org", recruiter=None)
        .filter(
            email__in=[f"persoon{n}@example.org" for n in range(after)] + ["nog-een@example.org"]
        )
        .count()
        == after + 1
    )


def test_the_join_form_shows_the_consent_text_of_its_version():
    import json
    from pathlib import Path

    from legion.rules import CONSENT_TEXTS

    locales = Path(__file__).resolve().parents[3] / "frontend" / "app" / "locales" / "nl.json"
    shown = json.loads(locales.read_text())["legion"]["join"]["consent"]
    assert shown == CONSENT_TEXTS[CONSENT_VERSION]
