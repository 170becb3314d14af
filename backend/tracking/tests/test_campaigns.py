import csv
import io
from datetime import timedelta
from itertools import count

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from donations.models import Donation, DonationPage, DonationStatus
from legion.models import LegionMember
from members.models import Membership, MembershipStatus
from orders.models import Order, OrderStatus
from orders.tests.helpers import make_event
from tracking.campaigns import campaign_results, signup_models

pytestmark = pytest.mark.django_db
_numbers = count(1)


def _order(utm_id: str, cents: int, status=OrderStatus.CONFIRMED):
    n = next(_numbers)
    return Order.objects.create(
        event=make_event(),
        status=status,
        first_name="Kim",
        last_name="Koper",
        email=f"koper{n}@example.org",
        price_group="non_member",
        total_cents=cents,
        idempotency_key=f"campaign-test-{n}",
        utm_id=utm_id,
    )


def _donation(utm_id: str, cents: int, status=DonationStatus.PAID):
    n = next(_numbers)
    return Donation.objects.create(
        idempotency_key=f"campaign-gift-{n}",
        page=DonationPage.objects.first(),
        amount_cents=cents,
        status=status,
        utm_id=utm_id,
    )


def _membership(utm_id: str, status=MembershipStatus.ACTIVE):
    n = next(_numbers)
    return Membership.objects.create(
        first_name="Lid",
        last_name="Nieuw",
        email=f"lid{n}@example.org",
        status=status,
        utm_id=utm_id,
    )


def _legion(utm_id: str, confirmed: bool):
    n = next(_numbers)
    return LegionMember.objects.create(
        first_name="Leg",
        last_name="Ioen",
        email=f"legioen{n}@example.org",
        region="utrecht",
        consent_at=timezone.now(),
        consent_version="test",
        utm_id=utm_id,
        confirmed_at=timezone.now() if confirmed else None,
    )


def _seed():
    _order("voorjaar", 2500)
    _order("voorjaar", 1500)
    _order("voorjaar", 9900, status=OrderStatus.EXPIRED)  # never paid: not a result
    _donation("voorjaar", 1000)
    _donation("voorjaar", 500, status=DonationStatus.FAILED)
    _donation("najaar", 5000)
    _membership("najaar")
    _membership("najaar", status=MembershipStatus.PENDING)  # not paid yet
    _legion("voorjaar", confirmed=True)
    _legion("voorjaar", confirmed=False)  # never confirmed


def test_results_are_counted_per_campaign():
    _seed()
    rows = {row.utm_id: row for row in campaign_results()}
    spring, autumn = rows["voorjaar"], rows["najaar"]
    assert (spring.orders, spring.order_revenue_cents) == (2, 4000)
    assert (spring.donations, spring.donation_amount_cents) == (1, 1000)
    assert (spring.memberships, spring.signups) == (0, 1)
    assert spring.signups_by_kind == {str(LegionMember._meta.verbose_name_plural): 1}
    assert (autumn.orders, autumn.donations, autumn.donation_amount_cents) == (0, 1, 5000)
    assert autumn.memberships == 1
    # The biggest first, results without a campaign last.
    utm_ids = [row.utm_id for row in campaign_results()]
    assert utm_ids.index("voorjaar") < utm_ids.index("najaar")
    if "" in utm_ids:
        assert utm_ids[-1] == ""


def test_results_in_a_period():
    _seed()
    Order.objects.filter(utm_id="voorjaar").update(created_at=timezone.now() - timedelta(days=40))
    today = timezone.localdate()
    rows = {
        row.utm_id: row for row in campaign_results(since=today - timedelta(days=7), until=today)
    }
    assert rows["voorjaar"].orders == 0
    assert rows["voorjaar"].donations == 1
    old = {row.utm_id: row for row in campaign_results(until=today - timedelta(days=30))}
    assert old["voorjaar"].orders == 2
    assert "najaar" not in old


def test_a_friend_counts_once_paid():
    from friends.models import Friend, FriendStatus

    for status in (FriendStatus.PENDING, FriendStatus.FAILED, FriendStatus.ACTIVE):
        n = next(_numbers)
        Friend.objects.create(
            idempotency_key=f"friend-{n}",
            status=status,
            first_name="V",
            last_name="Riend",
            email=f"vriend{n}@example.org",
            amount_cents=5000,
            consent_at=timezone.now(),
            consent_version="test",
            utm_id="vriendenactie",
        )
    row = {r.utm_id: r for r in campaign_results()}["vriendenactie"]
    assert row.signups == 1
    assert row.signups_by_kind == {"Vrienden": 1}


def test_every_model_with_a_campaign_counts_as_sign_up_except_the_named_ones():
    labels = {model._meta.label_lower for model in signup_models()}
    assert {"legion.legionmember", "engagement.petitionsignature", "friends.friend"} <= labels
    assert not labels & {"orders.order", "donations.donation", "members.membership"}


@pytest.fixture
def staff(client):
    client.force_login(get_user_model().objects.get(username="beheer"))
    return client


def test_the_admin_report_and_its_csv(staff):
    _seed()
    page = staff.get("/cms/reports/campagnes/")
    assert page.status_code == 200
    html = page.content.decode()
    assert (
        "Resultaten per campagne" in html
        and "voorjaar" in html
        and "€ 40,00" in html.replace("\xa0", " ")
    )
    export = staff.get("/cms/reports/campagnes/", {"export": "csv"})
    assert export.status_code == 200
    text = b"".join(export.streaming_content).decode("utf-8-sig").replace("\xa0", " ")
    rows = {row["utm_id"]: row for row in csv.DictReader(io.StringIO(text))}
    assert rows["voorjaar"]["Bestellingen"] == "2"
    assert rows["voorjaar"]["Omzet tickets"] == "€ 40,00"  # euros as staff read them, not cents
    assert rows["najaar"]["Gedoneerd"] == "€ 50,00"
    filtered = staff.get(
        "/cms/reports/campagnes/", {"period_from": "2000-01-01", "period_to": "2000-01-02"}
    )
    assert filtered.status_code == 200 and "voorjaar" not in filtered.content.decode()


def test_the_report_needs_its_permission(client):
    editor = get_user_model().objects.create_user("redacteur", "r@example.org", "x", is_staff=True)
    from django.contrib.auth.models import Permission

    editor.user_permissions.add(Permission.objects.get(codename="access_admin"))
    client.force_login(editor)
    assert client.get("/cms/reports/campagnes/").status_code in (302, 403)
    editor.user_permissions.add(Permission.objects.get(codename="report_personallink"))
    editor = get_user_model().objects.get(pk=editor.pk)
    client.force_login(editor)
    assert client.get("/cms/reports/campagnes/").status_code == 200
