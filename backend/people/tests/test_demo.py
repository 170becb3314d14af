"""The demo persons carry histories across apps (issue 20), one person each."""

import pytest

from members.demo import MEMBER_EMAIL, YOUTH_EMAIL
from people.models import EmailAddress

pytestmark = pytest.mark.django_db


def person(email):
    return EmailAddress.objects.select_related("person").get(address=email, is_primary=True).person


def test_the_demo_member_gives_monthly_and_goes_to_events():
    lotte = person(MEMBER_EMAIL)
    assert lotte.memberships.get().status == "active"
    assert lotte.user is not None
    gifts = lotte.donations.filter(frequency="monthly", status="paid")
    assert gifts.count() == 4 and gifts.exclude(subscription=None).count() == 4
    attended = {
        order.event.slug
        for order in lotte.orders.select_related("event")
        if order.tickets.exclude(checked_in_at=None).exists()
    }
    assert attended == {"terugblik-najaarscongres", "terugblik-voorjaarscongres"}


def test_a_signer_who_later_joined():
    sem = person(YOUTH_EMAIL)
    signature = sem.signatures.get()
    assert signature.created_at < sem.memberships.get().created_at


def test_the_demo_friend_is_a_person():
    from friends.demo import FRIEND_EMAIL

    assert person(FRIEND_EMAIL).friendships.exists()
