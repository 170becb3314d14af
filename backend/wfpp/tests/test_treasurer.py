"""The treasurer's findings of issue 20, as tests through the public API: each of them let a giver
pass the legal maximum of € 100.000 a year. They failed before the Wfpp rules summed the giver's
whole year under a lock; they are the before/after evidence of the fix."""

from __future__ import annotations

import pytest

from donations.models import Donation, DonationStatus
from payments.models import Payment
from payments.providers.demo import DemoProvider
from people.matching import add_address, person_for_action

pytestmark = pytest.mark.django_db

SIXTY_THOUSAND = 6_000_000
HUNDRED_THOUSAND = 10_000_000


def give(client, key: str, *, amount_cents: int, email: str = "rijk@example.org"):
    body = {
        "path": "/doneer/eindsprint",
        "amount_cents": amount_cents,
        "first_name": "Rijk",
        "last_name": "Gever",
        "email": email,
        "city": "Utrecht",
        "idempotency_key": key,
    }
    return client.post("/api/donations", body, content_type="application/json")


def pay(client, purpose: str, purpose_id: str) -> None:
    for payment in Payment.objects.filter(purpose=purpose, purpose_id=purpose_id):
        DemoProvider().choose(payment.provider_payment_id or "", "paid")
        client.post("/api/payments/webhook", {"id": payment.provider_payment_id})


def paid_total() -> int:
    return sum(
        Donation.objects.filter(status=DonationStatus.PAID, last_name="Gever").values_list(
            "amount_cents", flat=True
        )
    )


def test_two_open_checkouts_of_60000_cannot_both_be_paid(
    client, demo, django_capture_on_commit_callbacks
):
    first = give(client, "treasurer-open-1", amount_cents=SIXTY_THOUSAND)
    second = give(client, "treasurer-open-2", amount_cents=SIXTY_THOUSAND)
    assert first.status_code == 201
    # The first checkout holds its € 60.000 on the giver's year: the second is refused at once.
    assert second.status_code == 422, second.json()
    assert "100.000" in second.json()["fields"]["amount"]
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "donation", first.json()["public_id"])
    assert paid_total() == SIXTY_THOUSAND


def test_a_friend_of_100000_cannot_also_give_100000(
    client, demo, django_capture_on_commit_callbacks
):
    friend = client.post(
        "/api/friends",
        {
            "first_name": "Rijk",
            "last_name": "Gever",
            "email": "rijk@example.org",
            "amount_cents": HUNDRED_THOUSAND,
            "consent": True,
            "consent_version": "vriend-1-nl",
            "idempotency_key": "treasurer-friend-1",
        },
        content_type="application/json",
    )
    assert friend.status_code == 201, friend.json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "friend", friend.json()["public_id"])
    gift = give(client, "treasurer-after-friend", amount_cents=HUNDRED_THOUSAND)
    assert gift.status_code == 422, gift.json()
    assert not Donation.objects.filter(idempotency_key="treasurer-after-friend").exists()


def test_a_second_address_of_the_same_person_does_not_start_the_count_again(
    client, demo, django_capture_on_commit_callbacks
):
    person = person_for_action("rijk@example.org", first_name="Rijk", last_name="Gever")
    add_address(person, "r.gever@werk.example")
    user = _member_of(person)
    client.force_login(user)
    first = give(client, "treasurer-address-1", amount_cents=SIXTY_THOUSAND)
    assert first.status_code == 201
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "donation", first.json()["public_id"])
    second = give(
        client, "treasurer-address-2", amount_cents=SIXTY_THOUSAND, email="r.gever@werk.example"
    )
    assert second.status_code == 422, second.json()
    assert paid_total() == SIXTY_THOUSAND


def test_an_unverified_address_used_twice_counts_as_one_giver(
    client, demo, django_capture_on_commit_callbacks
):
    """Two gifts from one unverified address make two persons (matching never joins them on an
    unverified address); the Wfpp sum counts them as one giver all the same."""
    first = give(client, "treasurer-unverified-1", amount_cents=SIXTY_THOUSAND)
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "donation", first.json()["public_id"])
    second = give(
        client, "treasurer-unverified-2", amount_cents=SIXTY_THOUSAND, email=" RIJK@example.org "
    )
    assert second.status_code == 422, second.json()


def _member_of(person):
    from django.contrib.auth.models import User

    user = User.objects.create_user("rijk", "rijk@example.org", "x-very-long-password-1")
    person.user = user
    person.save(update_fields=["user"])
    return user


def test_a_gift_refused_under_the_lock_leaves_no_new_person_behind(client, demo, monkeypatch):
    """A second checkout that passed the quick pre-check before the first one held its amount (two
    tabs at once) is refused under the lock; the person its unverified address made goes with it
    (discard_if_bare), while the first checkout's person stays."""
    from people.models import Person
    from wfpp import services

    first = give(client, "treasurer-bare-1", amount_cents=SIXTY_THOUSAND)
    assert first.status_code == 201, first.json()
    monkeypatch.setattr(services, "precheck", lambda **kwargs: None)  # the race's window
    persons = Person.objects.count()
    refused = give(client, "treasurer-bare-2", amount_cents=SIXTY_THOUSAND)
    assert refused.status_code == 422, refused.json()
    assert Person.objects.count() == persons
    assert Donation.objects.filter(idempotency_key="treasurer-bare-1").get().person is not None
