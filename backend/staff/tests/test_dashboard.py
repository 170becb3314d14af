"""The Administratie dashboard: what happened today and this month, in a fixed number of
aggregate queries; the ticket sales linked from it and from the menu; editors see none of it."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils import timezone

from donations.models import Donation, DonationStatus
from events.models import EventPage
from members.models import Membership, MembershipStatus

pytestmark = pytest.mark.django_db

DASHBOARD = "/cms/administratie/"


def _login(client, username):
    client.force_login(get_user_model().objects.get(username=username))


def _more_data(n: int) -> None:
    today = timezone.localdate()
    for i in range(n):
        Membership.objects.create(
            first_name=f"Nieuw{i}",
            last_name="Lid",
            email=f"nieuw{i}@example.org",
            status=MembershipStatus.ACTIVE,
            member_since=today,
        )
    first = Donation.objects.filter(page__isnull=False).first()
    assert first is not None
    page = first.page
    for i in range(n):
        Donation.objects.create(
            page=page,
            amount_cents=1000 + i,
            status=DonationStatus.PAID,
            paid_at=timezone.now(),
            email=f"gever{i}@example.org",
            idempotency_key=f"dashboard-{uuid.uuid4()}",
        )


def test_the_dashboard_counts_today_and_links_each_events_sales(client, django_assert_max_num_queries):
    _login(client, "beheer")
    with django_assert_max_num_queries(40) as before:
        page = client.get(DASHBOARD)
    assert page.status_code == 200
    html = page.content.decode()
    for title in ("Leden", "Giften", "Terugkerende inkomsten", "Ticketverkoop komende evenementen", "Op te volgen"):
        assert title in html, title
    upcoming = EventPage.objects.live().filter(
        end_time__gte=timezone.now(), ticket_types__isnull=False, locale__language_code="nl"
    )
    assert upcoming.exists()
    for event in upcoming.distinct()[:10]:
        assert reverse("event_sales", args=[event.pk]) in html

    _more_data(15)
    with django_assert_max_num_queries(len(before.captured_queries)):
        html = client.get(DASHBOARD).content.decode()
    assert "€ 101,05" not in html  # sums, not rows
    assert "True" not in html and "None" not in html


def test_a_gift_paid_today_is_in_todays_sum():
    from staff.dashboard import Period, gifts

    before = gifts(get_user_model().objects.get(username="beheer"), Period.current())
    _more_data(2)
    after = gifts(get_user_model().objects.get(username="beheer"), Period.current())
    assert before is not None and after is not None
    count_before = int(before.rows[0].cells[1].split(" · ")[0])
    assert after.rows[0].cells[1].startswith(f"{count_before + 2} · ")
    assert before.rows[0].cells[1] != after.rows[0].cells[1]


def test_a_new_panel_is_one_function():
    from staff import dashboard

    @dashboard.panel
    def extra(user, period):
        return dashboard.Panel("Extra", ["", "Aantal"], [dashboard.Row(["Iets", "1"])])

    try:
        titles = [p.title for p in dashboard.panels_for(get_user_model().objects.get(username="beheer"))]
        assert titles[-1] == "Extra"
    finally:
        dashboard.PANELS.remove(extra)


def test_ticket_sales_are_in_the_menu_and_on_the_events_page(client):
    _login(client, "beheer")
    home = client.get("/cms/").content.decode()
    assert reverse("sales_index") in home and DASHBOARD in home
    assert "Ticketverkoop komende evenementen" in home  # the dashboard's panels on the home page
    index = client.get(reverse("sales_index")).content.decode()
    event = EventPage.objects.live().filter(ticket_types__isnull=False, end_time__gte=timezone.now()).first()
    assert reverse("event_sales", args=[event.pk]) in index
    sales = client.get(reverse("event_sales", args=[event.pk])).content.decode()
    assert "omzet €" in sales and "<td>confirmed</td>" not in sales


def test_editors_get_no_menu_items_and_403(client):
    _login(client, "redactie")
    home = client.get("/cms/").content.decode()
    for path in (DASHBOARD, reverse("sales_index"), "/cms/snippets/orders/", "/cms/leden/"):
        assert path not in home, path
    assert "Ticketverkoop komende evenementen" not in home
    event = EventPage.objects.live().first()
    for url in (DASHBOARD, reverse("sales_index"), reverse("event_sales", args=[event.pk])):
        assert client.get(url).status_code == 403, url


def test_the_sales_index_leaves_out_past_events(client):
    _login(client, "beheer")
    past = EventPage.objects.live().filter(ticket_types__isnull=False).first()
    past.start_time = timezone.now() - timedelta(days=3)
    past.end_time = timezone.now() - timedelta(days=2)
    past.save()
    assert reverse("event_sales", args=[past.pk]) not in client.get(reverse("sales_index")).content.decode()


def test_open_wfpp_alerts_are_on_the_dashboard_with_their_person(client):
    from people.models import EmailAddress
    from wfpp.models import Alert, AlertKind

    person = EmailAddress.objects.get(address="lid@example.org").person
    Alert.objects.create(
        kind=AlertKind.PUBLISH,
        person=person,
        year=timezone.localdate().year,
        amount_cents=1_250_000,
        year_total_cents=1_500_000,
        due_at=timezone.now() + timedelta(days=3),
    )
    _login(client, "beheer")
    html = client.get(DASHBOARD).content.decode()
    assert "Wfpp-meldingen" in html
    assert "€ 12.500,00" in html and "€ 15.000,00" in html
    assert reverse("person_detail", args=[person.pk]) in html
