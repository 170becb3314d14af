"""Starting a gift opens a real payment: from one address only FORM_GUARD_CAPTCHA_AFTER gifts go
through without the captcha (core/abuse.py guard_form, scope "donation"); before the guard, 30 of
30 €1 gifts from one address were accepted, an invitation to test stolen cards."""

from __future__ import annotations

import pytest

from core.tests.captcha_helpers import cheap_captcha, solved_captcha
from donations.models import Donation
from payments.models import Payment

from .test_donations import start

pytestmark = pytest.mark.django_db


def test_thirty_small_gifts_from_one_address_open_only_three_payments(client, demo, settings):
    answers = [
        start(
            client,
            amount_cents=100,
            email=f"kaart{n}@example.org",
            idempotency_key=f"card-test-{n:04d}",
        )
        for n in range(30)
    ]
    accepted = [answer for answer in answers if answer.status_code == 201]
    assert len(accepted) == settings.FORM_GUARD_CAPTCHA_AFTER == 3
    asked = answers[3].json()
    assert answers[3].status_code == 429 and asked["fields"]["captcha"]
    assert Payment.objects.filter(purpose="donation").count() == 3
    assert Donation.objects.filter(email__startswith="kaart").count() == 3


def test_with_a_solved_captcha_the_gift_goes_through(client, demo, settings):
    cheap_captcha(settings)
    for n in range(settings.FORM_GUARD_CAPTCHA_AFTER):
        assert (
            start(
                client, email=f"gever{n}@example.org", idempotency_key=f"gift-{n:04d}"
            ).status_code
            == 201
        )
    assert start(client, email="nog@example.org", idempotency_key="gift-more").status_code == 429
    solved = start(
        client, email="nog@example.org", idempotency_key="gift-more", captcha=solved_captcha()
    )
    assert solved.status_code == 201


def test_the_honeypot_refuses_and_stores_nothing(client, demo):
    answer = start(client, website="https://spam.example", idempotency_key="honeypot-0001")
    assert answer.status_code == 422
    assert not Payment.objects.filter(purpose="donation").exists()
