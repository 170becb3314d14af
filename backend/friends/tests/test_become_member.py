"""A friend becomes a member through their own link (/lidmaatschap-upgrade/{code}): the link shows
only that friend's own details, charges the usual dues of the tier chosen, works once, expires,
and a wrong, used or expired code gets a clear refusal that names nobody."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from django.utils import timezone

from friends.offers import member_offer_for
from members import pricing
from members.demo import DISCOUNT_CODE, UPGRADE_CODE
from members.models import Membership, MembershipOffer, MembershipStatus, Tier
from members.tests.helpers import APPLICATION

from .helpers import become_friend, pay

pytestmark = pytest.mark.django_db
YEAR = date.today().year
DETAILS = {key: value for key, value in APPLICATION.items() if key != "idempotency_key"} | {
    "first_name": "Fenna",
    "last_name": "Vriend",
    "email": "fenna@example.org",
    "idempotency_key": "friend-join-0001",
}


@pytest.fixture
def offer(client, django_capture_on_commit_callbacks) -> MembershipOffer:
    friend = become_friend(client, django_capture_on_commit_callbacks)
    return member_offer_for(friend)


def join(client, code: str, **overrides):
    return client.post(f"/api/members/upgrade/{code}/join", DETAILS | overrides, content_type="application/json")


def test_the_link_shows_the_friends_own_details_and_the_adult_dues(client, offer, settings):
    settings.MEMBERSHIP_FIRST_YEAR = "prorate"
    shown = client.get(f"/api/members/offers/upgrade/{offer.code}")
    assert shown.status_code == 200
    assert shown.json() == {
        "kind": "friend",
        "state": "valid",
        "campaign": "Vriend wordt lid",
        # What joining through the link charges today: the first year's price (members/pricing.py).
        "price_cents": pricing.first_year_cents(Tier.ADULT, timezone.localdate()),
        "tier": "adult",
        "regular_cents": settings.MEMBERSHIP_ADULT_CENTS,
        "prefill": {"first_name": "Fenna", "last_name": "Vriend", "email": "fenna@example.org"},
    }
    # Another kind of link to the same page names nobody.
    assert client.get(f"/api/members/offers/upgrade/{UPGRADE_CODE}").json()["prefill"] is None


def test_a_friend_becomes_an_adult_member_once(client, offer, run_tasks, django_capture_on_commit_callbacks):
    started = join(client, offer.code)
    assert started.status_code == 201, started.json()
    membership = Membership.objects.get(public_id=started.json()["public_id"])
    record = membership.payments.get()
    first_year = pricing.first_year_cents(Tier.ADULT, timezone.localdate())  # the usual first year's dues
    assert (record.payment.amount_cents, record.offer, record.payment.sequence_type) == (first_year, offer, "first")
    assert client.get(f"/api/members/offers/upgrade/{offer.code}").json()["state"] == "claimed"
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, record.payment)
    membership.refresh_from_db()
    assert (membership.status, membership.tier, membership.paid_until) == (MembershipStatus.ACTIVE, Tier.ADULT, date(YEAR, 12, 31))
    assert membership.events.get(action="joined").detail["offer"] == "Vriend wordt lid"
    used = client.get(f"/api/members/offers/upgrade/{offer.code}")
    assert used.status_code == 410 and used.json()["message"] == "Deze link is al gebruikt."
    again = join(client, offer.code, idempotency_key="friend-join-0002", email="ander@example.org")
    assert again.status_code == 410
    # A friend who is a member gets no new link.
    assert member_offer_for(offer.friend) is None


def test_a_young_friend_joins_at_the_youth_dues(client, offer, settings):
    born = date(YEAR - 20, 1, 1).isoformat()
    started = join(client, offer.code, tier="youth", date_of_birth=born)
    assert started.status_code == 201, started.json()
    membership = Membership.objects.get(public_id=started.json()["public_id"])
    assert membership.tier == Tier.YOUTH
    assert membership.payments.get().payment.amount_cents == pricing.first_year_cents(Tier.YOUTH, timezone.localdate())


def test_a_failed_payment_frees_the_link_for_another_try(client, offer, django_capture_on_commit_callbacks):
    started = join(client, offer.code).json()
    payment = Membership.objects.get(public_id=started["public_id"]).payments.get().payment
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, payment, "failed")
    assert client.get(f"/api/members/offers/upgrade/{offer.code}").json()["state"] == "valid"
    assert join(client, offer.code, idempotency_key="friend-join-0003").status_code == 201


def test_wrong_and_expired_codes_are_refused_and_create_nothing(client, offer):
    members_before = Membership.objects.count()
    # One character off (never the character it was: a random code may end in "x" itself).
    one_off = offer.code[:-1] + ("y" if offer.code.endswith("x") else "x")
    for code in ("bestaat-niet", one_off):
        assert client.get(f"/api/members/offers/upgrade/{code}").status_code == 404
        unknown = join(client, code)
        assert unknown.status_code == 404
        assert unknown.json()["message"].startswith("Deze link bestaat niet")
    MembershipOffer.objects.filter(pk=offer.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    expired = client.get(f"/api/members/offers/upgrade/{offer.code}")
    assert expired.status_code == 410 and expired.json() == {"message": "Deze link is verlopen.", "fields": {}}
    assert join(client, offer.code).status_code == 410
    assert Membership.objects.count() == members_before


def test_each_kind_of_link_works_only_for_its_own_purpose(client, offer):
    # A friend's code is no discount and no youth upgrade, and those codes are no friend's link.
    assert client.get(f"/api/members/offers/discount/{offer.code}").status_code == 404
    assert client.post("/api/members/join", APPLICATION | {"offer_code": offer.code}, content_type="application/json").status_code == 404
    youth_upgrade = client.post(f"/api/members/upgrade/{offer.code}", {"idempotency_key": "upgrade-key-9"}, content_type="application/json")
    assert youth_upgrade.status_code == 404
    for other in (UPGRADE_CODE, DISCOUNT_CODE):
        assert join(client, other, idempotency_key=f"friend-join-{other[:8]}").status_code == 404


def test_an_existing_member_cannot_join_again_through_the_link(client, offer):
    refused = join(client, offer.code, email="lid@example.org")
    assert refused.status_code == 409
    assert client.get(f"/api/members/offers/upgrade/{offer.code}").json()["state"] == "valid"


def test_the_open_link_is_reused_and_a_new_one_made_once_it_expired(client, offer):
    assert member_offer_for(offer.friend) == offer
    MembershipOffer.objects.filter(pk=offer.pk).update(expires_at=timezone.now() - timedelta(days=1))
    fresh = member_offer_for(offer.friend)
    assert fresh is not None and fresh != offer and len(fresh.code) >= 24


def test_the_demo_links_answer_valid_used_and_expired(client):
    from friends.demo import EXPIRED_FRIEND_CODE, FRIEND_UPGRADE_CODE, USED_FRIEND_CODE

    valid = client.get(f"/api/members/offers/upgrade/{FRIEND_UPGRADE_CODE}").json()
    assert valid["kind"] == "friend" and valid["prefill"]["email"] == "vriend@example.org"
    assert client.get(f"/api/members/offers/upgrade/{USED_FRIEND_CODE}").json()["message"] == "Deze link is al gebruikt."
    assert client.get(f"/api/members/offers/upgrade/{EXPIRED_FRIEND_CODE}").json()["message"] == "Deze link is verlopen."
