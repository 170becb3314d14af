"""Joining opens a real payment: from one address only FORM_GUARD_CAPTCHA_AFTER sign-ups go
through without the captcha (core/abuse.py guard_form, scope "join"); before the guard 30 of 30
joins from one address were accepted. The upgrade link's button has the ceiling only."""

from __future__ import annotations

import pytest

from core.tests.captcha_helpers import cheap_captcha, solved_captcha
from members.models import Membership

from .helpers import APPLICATION, join

pytestmark = pytest.mark.django_db


def test_thirty_joins_from_one_address_open_only_three_payments(client, settings):
    answers = [
        join(client, email=f"kaartlid{n}@example.org", idempotency_key=f"join-test-{n:04d}")
        for n in range(30)
    ]
    assert [a.status_code for a in answers].count(201) == settings.FORM_GUARD_CAPTCHA_AFTER == 3
    assert answers[3].status_code == 429 and answers[3].json()["fields"]["captcha"]
    assert Membership.objects.filter(email__startswith="kaartlid").count() == 3


def test_with_a_solved_captcha_the_join_goes_through(client, settings):
    cheap_captcha(settings)
    for n in range(settings.FORM_GUARD_CAPTCHA_AFTER):
        assert (
            join(client, email=f"lid{n}@example.org", idempotency_key=f"join-{n:04d}").status_code
            == 201
        )
    assert join(client, email="nog@example.org", idempotency_key="join-more").status_code == 429
    solved = join(
        client, email="nog@example.org", idempotency_key="join-more", captcha=solved_captcha()
    )
    assert solved.status_code == 201, solved.json()


def test_the_honeypot_refuses_and_stores_nothing(client):
    answer = join(client, email="bot@example.org", website="https://spam.example")
    assert answer.status_code == 422
    assert not Membership.objects.filter(email="bot@example.org").exists()


def test_the_friends_link_join_is_guarded_too(client):
    body = dict(APPLICATION)
    answers = [
        client.post(
            "/api/members/upgrade/geen-code/join",
            body | {"email": f"v{n}@example.org", "idempotency_key": f"friend-link-{n:04d}"},
            content_type="application/json",
        )
        for n in range(4)
    ]
    assert answers[3].status_code == 429 and answers[3].json()["fields"]["captcha"]


def test_the_upgrade_button_has_a_ceiling(client, settings):
    answers = [
        client.post(
            "/api/members/upgrade/geen-code",
            {"idempotency_key": f"upgrade-{n:04d}"},
            content_type="application/json",
        )
        for n in range(settings.FORM_GUARD_MAX_TRIES + 1)
    ]
    assert {a.status_code for a in answers[:-1]} == {404}  # no such link: counted all the same
    assert answers[-1].status_code == 429
