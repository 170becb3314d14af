"""The person in the back office (issue 20): who may see it, the timeline in words and in a fixed
number of queries, edits with their audit, the actions through the services, duplicates and the
merge, and the segments with their mailing export."""

from __future__ import annotations

import csv
import io
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from content.models import PetitionPage
from content.regions.models import Region, RegionKind
from core.errors import DomainError
from core.models import OutgoingEmail
from donations.models import Donation, DonationPage, DonationStatus
from engagement.models import NewsletterSubscription, PetitionSignature, SubscriptionStatus
from members.models import Membership, MembershipStatus, Tier
from orders.models import Order, OrderStatus, Ticket, TicketStatus
from people.models import AuditEntry, EmailAddress, Person
from people.services import update_person
from people.timeline import person_timeline

pytestmark = pytest.mark.django_db
AMSTERDAM = ZoneInfo("Europe/Amsterdam")
URLS = [
    "/cms/personen/",
    "/cms/personen/export/",
    "/cms/personen/dubbelen/",
    "/cms/personen/{pk}/",
    "/cms/personen/{pk}/bewerken/",
    "/cms/personen/{pk}/samenvoegen/?met={other}",
    "/cms/personen/{pk}/end_membership/?record=1",
]


def staff(client, username: str):
    client.force_login(get_user_model().objects.get(username=username))
    return client


def make_person(first="Sanne", last="Voorbeeld", email="sanne@example.org", **fields) -> Person:
    person = Person.objects.create(first_name=first, last_name=last, **fields)
    if email:
        EmailAddress.objects.create(person=person, address=email, is_primary=True)
    return person


def gemeente(name: str = "Utrecht") -> Region:
    return Region.objects.filter(
        kind=RegionKind.GEMEENTE, name=name
    ).first() or Region.objects.create(
        kind=RegionKind.GEMEENTE,
        name=name,
        slug=name.lower(),
        province=Region.objects.filter(kind=RegionKind.PROVINCIE, locale__language_code="nl").first(),
    )


def gift(person: Person, cents: int = 2500, *, paid_at=None, n: int = 0, **fields) -> Donation:
    return Donation.objects.create(
        person=person,
        page=DonationPage.objects.first(),
        amount_cents=cents,
        idempotency_key=f"gift-{person.pk}-{n}-{cents}",
        status=DonationStatus.PAID,
        paid_at=paid_at or timezone.now(),
        **fields,
    )


def membership(person: Person, status=MembershipStatus.ACTIVE, **fields) -> Membership:
    return Membership.objects.create(
        person=person,
        first_name=person.first_name,
        last_name=person.last_name,
        email=person.primary_email or "lid@example.org",
        status=status,
        member_since=timezone.localdate() if status == MembershipStatus.ACTIVE else None,
        paid_until=timezone.localdate().replace(month=12, day=31),
        **fields,
    )


def order(person: Person, event, *, n: int = 0, status=OrderStatus.CONFIRMED) -> Order:
    made = Order.objects.create(
        person=person,
        event=event,
        status=status,
        first_name=person.first_name,
        last_name=person.last_name,
        email=person.primary_email,
        price_group="non_member",
        total_cents=1500,
        idempotency_key=f"order-{person.pk}-{n}",
        confirmed_at=timezone.now() if status == OrderStatus.CONFIRMED else None,
    )
    Ticket.objects.create(order=made, ticket_name="Toegang", code=f"T{person.pk}X{n}"[:16])
    return made


def subscribe(
    person: Person, status=SubscriptionStatus.CONFIRMED, email=None
) -> NewsletterSubscription:
    return NewsletterSubscription.objects.create(
        person=person,
        email=email or person.primary_email,
        name=person.full_name,
        status=status,
        consent_at=timezone.now(),
        consent_version="nieuwsbrief-2026-01",
        confirmed_at=timezone.now() if status == SubscriptionStatus.CONFIRMED else None,
    )


# --- who may see it ----------------------------------------------------------------------------


def test_editors_get_no_menu_item_and_a_403_on_every_person_url(client):
    person, other = make_person(), make_person(email="sanne2@example.org")
    staff(client, "redactie")
    assert "/cms/personen/" not in client.get("/cms/").content.decode()
    for url in URLS:
        url = url.format(pk=person.pk, other=other.pk)
        assert client.get(url).status_code == 403, url
    assert (
        client.post(f"/cms/personen/{person.pk}/bewerken/", {"first_name": "X"}).status_code == 403
    )
    assert (
        client.post(
            f"/cms/personen/{person.pk}/samenvoegen/", {"met": other.pk, "keep": person.pk}
        ).status_code
        == 403
    )
    person.refresh_from_db()
    assert person.first_name == "Sanne" and Person.objects.get(pk=other.pk).merged_into_id is None


def test_the_administration_has_the_menu_item_and_the_pages(client):
    person, other = make_person(), make_person(email="sanne2@example.org")
    staff(client, "beheer")
    assert "/cms/personen/" in client.get("/cms/").content.decode()
    for url in URLS[:-1]:
        url = url.format(pk=person.pk, other=other.pk)
        assert client.get(url).status_code == 200, url


def test_anonymous_visitors_are_sent_to_the_login(client):
    person = make_person()
    response = client.get(f"/cms/personen/{person.pk}/")
    assert response.status_code == 302 and "/cms/login/" in response["Location"]


# --- the timeline -----------------------------------------------------------------------------


def test_the_timeline_tells_what_the_person_did_in_dutch_with_amsterdam_times_and_dutch_euros(
    client,
):
    person = make_person()
    winter = datetime(2026, 1, 15, 23, 30, tzinfo=ZoneInfo("UTC"))  # 16 January 00:30 in Amsterdam
    gift(person, 123456, paid_at=winter)
    membership(person, tier=Tier.ADULT)
    event = _past_event()
    order(person, event)
    PetitionSignature.objects.create(
        person=person,
        petition=PetitionPage.objects.first(),
        first_name="Sanne",
        last_name="Voorbeeld",
        email="sanne@example.org",
        consent_at=timezone.now(),
        consent_version="petitie-1",
    )
    subscribe(person)
    OutgoingEmail.objects.create(to="Sanne@Example.org", subject="Welkom als lid", text="…")
    OutgoingEmail.objects.create(
        to="iemand-anders@example.org", subject="Niet voor Sanne", text="…"
    )
    OutgoingEmail.objects.create(
        to="sanne@example.org", subject="<script>alert(1)</script>", text="…"
    )

    texts = [entry.text for entry in person_timeline(person)]
    assert "Gift € 1.234,56 — betaald" in texts
    assert "Lid geworden (Lid)" in texts
    assert f"Tickets besteld voor {event.title}" in texts
    assert f"Petitie ondertekend: {PetitionPage.objects.first().title}" in texts
    assert "Aangemeld voor de nieuwsbrief" in texts
    assert "E-mail verstuurd: Welkom als lid" in texts
    assert "E-mail verstuurd: Niet voor Sanne" not in texts
    assert texts[-1] == "Gift € 1.234,56 — betaald"  # newest first: the January gift is the oldest

    html = staff(client, "beheer").get(f"/cms/personen/{person.pk}/").content.decode()
    assert "Gift € 1.234,56 — betaald" in html and "16-1-2026 00:30" in html
    timeline = html[html.index('<ol class="people-timeline">') : html.index("</ol>")]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in timeline
    raw = html.find("<script>alert(1)")
    assert raw == -1, html[max(0, raw - 400) : raw + 100]


def _past_event():
    from orders.tests.helpers import make_event

    start = timezone.now() - timedelta(days=10)
    return make_event(start_time=start, end_time=start + timedelta(hours=3))


def _fill(person: Person, n: int, event) -> None:
    for i in range(n):
        gift(person, 1000 + i, n=i)
        order(person, event, n=i)
        subscribe(person, email=f"s{i}-{person.pk}@example.org")
        OutgoingEmail.objects.create(to=person.primary_email, subject=f"Bericht {i}", text="…")
    membership(person)


def test_the_timeline_takes_the_same_number_of_queries_for_ten_records_as_for_a_hundred(
    client, django_assert_max_num_queries
):
    event = _past_event()
    small, large = make_person(), make_person(email="groot@example.org")
    _fill(small, 3, event)
    _fill(large, 30, event)
    with CaptureQueriesContext(connection) as few:
        assert len(person_timeline(small)) >= 12
    with django_assert_max_num_queries(len(few.captured_queries)):
        assert len(person_timeline(large)) >= 120
    with django_assert_max_num_queries(25):
        person_timeline(large)
    staff(client, "beheer")
    with CaptureQueriesContext(connection) as page_small:
        assert client.get(f"/cms/personen/{small.pk}/").status_code == 200
    with django_assert_max_num_queries(len(page_small.captured_queries)):
        assert client.get(f"/cms/personen/{large.pk}/").status_code == 200


# --- editing ------------------------------------------------------------------------------------


def test_an_edit_writes_old_and_new_per_field_and_the_page_shows_who_and_when(client):
    person = make_person(city="Utrech")
    utrecht = gemeente("Utrecht")
    beheer = staff(client, "beheer")
    response = beheer.post(
        f"/cms/personen/{person.pk}/bewerken/",
        {
            "first_name": "Sanne",
            "last_name": "de Voorbeeld",
            "city": "Utrecht",
            "postal_code": "3511 ab",
            "municipality": utrecht.pk,
            "language": "nl",
            "tags": "vrijwilliger, campagne-2026",
        },
    )
    assert response.status_code == 302
    person.refresh_from_db()
    assert person.municipality == utrecht and person.postal_code == "3511 AB"
    assert sorted(person.tags.names()) == ["campagne-2026", "vrijwilliger"]
    (entry,) = AuditEntry.objects.filter(person=person)
    assert getattr(entry.actor, "username", None) == "beheer" and entry.action == "updated"
    assert entry.changes["last_name"] == ["Voorbeeld", "de Voorbeeld"]
    assert entry.changes["city"] == ["Utrech", "Utrecht"]
    assert entry.changes["municipality"] == ["", "Utrecht"]
    assert entry.changes["tags"] == ["", "campagne-2026, vrijwilliger"]
    assert "first_name" not in entry.changes  # unchanged fields are not logged

    html = beheer.get(f"/cms/personen/{person.pk}/").content.decode()
    assert "Gegevens gewijzigd" in html and "Achternaam: Voorbeeld → de Voorbeeld" in html
    assert timezone.localtime(entry.at).strftime("%-d-%-m-%Y %H:%M") in html


def test_saving_without_changes_writes_no_entry_and_a_province_is_no_municipality():
    person = make_person()
    update_person(person, {"first_name": "Sanne "}, actor=None)
    assert not AuditEntry.objects.filter(person=person).exists()
    province = Region.objects.filter(kind=RegionKind.PROVINCIE, locale__language_code="nl").first() or Region.objects.create(
        kind=RegionKind.PROVINCIE, name="Utrecht", slug="utrecht-provincie"
    )
    with pytest.raises(DomainError):
        update_person(person, {"municipality": province}, actor=None)


def test_the_edit_form_offers_municipalities_only(client):
    person = make_person()
    province = Region.objects.filter(kind=RegionKind.PROVINCIE, locale__language_code="nl").first()
    html = staff(client, "beheer").get(f"/cms/personen/{person.pk}/bewerken/").content.decode()
    assert f'value="{gemeente().pk}"' in html
    if province:
        response = client.post(
            f"/cms/personen/{person.pk}/bewerken/", {"municipality": province.pk, "language": "nl"}
        )
        assert response.status_code == 200  # the form refuses it
        person.refresh_from_db()
        assert person.municipality_id is None


# --- actions --------------------------------------------------------------------------------------


def test_ending_a_membership_from_the_person_page_goes_through_the_members_service(client):
    person = make_person()
    member = membership(person)
    beheer = staff(client, "beheer")
    html = beheer.get(f"/cms/personen/{person.pk}/").content.decode()
    url = f"/cms/personen/{person.pk}/end_membership/?record={member.pk}"
    assert url.replace("&", "&amp;") in html or url in html
    assert "Beëindig het lidmaatschap van Sanne Voorbeeld" in beheer.get(url).content.decode()
    assert (
        beheer.post(f"/cms/personen/{person.pk}/end_membership/", {"record": member.pk}).status_code
        == 302
    )
    member.refresh_from_db()
    assert member.status == MembershipStatus.CANCELLED
    assert member.events.filter(action="cancelled", actor__username="beheer").exists()
    entry = AuditEntry.objects.get(person=person, action="membership_ended")
    assert getattr(entry.actor, "username", None) == "beheer"


def test_an_action_on_another_persons_record_is_refused(client):
    person, other = make_person(), make_person(email="ander@example.org")
    theirs = membership(other)
    response = staff(client, "beheer").post(
        f"/cms/personen/{person.pk}/end_membership/", {"record": theirs.pk}
    )
    assert response.status_code == 404
    theirs.refresh_from_db()
    assert theirs.status == MembershipStatus.ACTIVE


def test_refund_and_stop_a_monthly_gift_from_the_person_page(
    client, demo, django_capture_on_commit_callbacks
):
    from donations.tests.test_donations import pay, start

    started = start(client, frequency="monthly").json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, started["public_id"])
    donation = Donation.objects.get(public_id=started["public_id"])
    person = donation.person
    beheer = staff(client, "beheer")
    html = beheer.get(f"/cms/personen/{person.pk}/").content.decode()
    assert "Maandelijkse gift stoppen" in html and "Gift terugbetalen" in html
    for action in ("stop_monthly", "refund"):
        response = beheer.post(f"/cms/personen/{person.pk}/{action}/", {"record": donation.pk})
        assert response.status_code == 302
    donation.refresh_from_db()
    assert donation.status == DonationStatus.REFUNDED
    assert donation.subscription is not None and donation.subscription.status == "canceled"
    actions = set(AuditEntry.objects.filter(person=person).values_list("action", flat=True))
    assert actions == {"monthly_gift_stopped", "gift_refunded"}
    # A second refund is refused by the donations service: a message, no second entry.
    beheer.post(f"/cms/personen/{person.pk}/refund/", {"record": donation.pk})
    assert AuditEntry.objects.filter(person=person, action="gift_refunded").count() == 1


def test_resending_tickets_sends_the_same_tickets_again(
    client, run_tasks, django_capture_on_commit_callbacks
):
    person = make_person()
    placed = order(person, _past_event())
    placed.tickets_sent_at = timezone.now()
    placed.save()
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        response = staff(client, "beheer").post(
            f"/cms/personen/{person.pk}/resend_tickets/", {"record": placed.pk}
        )
    assert response.status_code == 302
    run_tasks()
    assert [(m.to, m.subject[:10]) for m in mail.outbox] == [([person.primary_email], "Uw tickets")]
    assert (
        getattr(
            AuditEntry.objects.get(person=person, action="tickets_resent").actor, "username", None
        )
        == "beheer"
    )
    placed.tickets.update(status=TicketStatus.CANCELLED)
    placed.status = OrderStatus.CANCELLED
    placed.save()
    client.post(f"/cms/personen/{person.pk}/resend_tickets/", {"record": placed.pk})
    assert AuditEntry.objects.filter(person=person, action="tickets_resent").count() == 1


# --- duplicates and merging --------------------------------------------------------------------------


def test_the_duplicates_page_gives_the_reason_and_the_merge_moves_everything(client):
    first = make_person(postal_code="3511 AB", email="sanne@example.org")
    second = make_person(postal_code="3511 AB", email="s.voorbeeld@example.org")
    gift(second)
    beheer = staff(client, "beheer")
    html = beheer.get("/cms/personen/dubbelen/").content.decode()
    assert "Zelfde naam en postcode" in html
    merge_url = f"/cms/personen/{first.pk}/samenvoegen/?met={second.pk}"
    assert merge_url.replace("&", "&amp;") in html or merge_url in html
    page = beheer.get(merge_url).content.decode()
    assert "1 × donatie<" in page
    response = beheer.post(
        f"/cms/personen/{first.pk}/samenvoegen/", {"met": second.pk, "keep": second.pk}
    )
    assert response.status_code == 302 and response["Location"].endswith(
        f"/cms/personen/{second.pk}/"
    )
    first.refresh_from_db()
    assert first.merged_into_id == second.pk
    assert set(second.emails.values_list("address", flat=True)) == {
        "sanne@example.org",
        "s.voorbeeld@example.org",
    }
    entry = AuditEntry.objects.get(person=second, action="merged")
    assert getattr(entry.actor, "username", None) == "beheer"
    kept = beheer.get(f"/cms/personen/{second.pk}/").content.decode()
    assert "Samengevoegd met een andere persoon" in kept
    # The merged-away person's page leads to the one kept.
    assert beheer.get(f"/cms/personen/{first.pk}/")["Location"].endswith(
        f"/cms/personen/{second.pk}/"
    )


# --- segments ---------------------------------------------------------------------------------------


def _listed(client, **params) -> set[str]:
    html = client.get("/cms/personen/", params).content.decode()
    return {
        name
        for name in (
            "Lid Actief",
            "Lid Opgezegd",
            "Gever Ditjaar",
            "Bezoeker Avond",
            "Lezer Nieuwsbrief",
        )
        if name in html
    }


def test_segments_filter_on_membership_place_tags_newsletter_and_activity(client):
    utrecht = gemeente("Utrecht")
    active = make_person(
        "Lid", "Actief", "actief@example.org", municipality=utrecht, postal_code="3511 AB"
    )
    active.tags.add("kader")
    membership(active, tier=Tier.YOUTH)
    cancelled = make_person("Lid", "Opgezegd", "opgezegd@example.org")
    membership(cancelled, status=MembershipStatus.CANCELLED)
    giver = make_person("Gever", "Ditjaar", "gever@example.org")
    gift(giver)
    gift(
        make_person("Gever", "Vorigjaar", "oud@example.org"),
        paid_at=timezone.now() - timedelta(days=400),
    )
    visitor = make_person("Bezoeker", "Avond", "bezoeker@example.org")
    order(visitor, _past_event())
    reader = make_person("Lezer", "Nieuwsbrief", "lezer@example.org")
    subscribe(reader)
    subscribe(
        make_person("Lezer", "Onbevestigd", "nog-niet@example.org"),
        status=SubscriptionStatus.PENDING,
    )
    beheer = staff(client, "beheer")

    assert _listed(beheer, membership_status="active") == {"Lid Actief"}
    assert _listed(beheer, membership_status="cancelled") == {"Lid Opgezegd"}
    assert _listed(beheer, tier="youth") == {"Lid Actief"}
    assert _listed(beheer, tier="adult", membership_status="active") == set()
    assert _listed(beheer, municipality=utrecht.pk) == {"Lid Actief"}
    if utrecht.province_id:
        assert "Lid Actief" in _listed(beheer, province=utrecht.province_id)
    assert _listed(beheer, tag="kader") == {"Lid Actief"}
    assert "Gever Ditjaar" in _listed(beheer, gave_this_year="on")
    assert (
        "Gever Vorigjaar"
        not in beheer.get("/cms/personen/", {"gave_this_year": "on"}).content.decode()
    )
    assert _listed(beheer, attended_event="on") == {"Bezoeker Avond"}
    assert _listed(beheer, newsletter="on") == {"Lezer Nieuwsbrief"}
    assert _listed(beheer, q="3511ab") == _listed(beheer, q="3511 AB") == {"Lid Actief"}
    assert _listed(beheer, q="gever@example") == {"Gever Ditjaar"}


def test_the_mailing_export_holds_only_confirmed_subscribers(client):
    utrecht = gemeente("Utrecht")
    reader = make_person("Lezer", "Nieuwsbrief", "lezer@example.org", municipality=utrecht)
    subscribe(reader)
    reader.tags.add("segment-test")
    pending = make_person("Lezer", "Onbevestigd", "nog-niet@example.org")
    subscribe(pending, status=SubscriptionStatus.PENDING)
    pending.tags.add("segment-test")
    left = make_person("Lezer", "Afgemeld", "weg@example.org")
    subscribe(left, status=SubscriptionStatus.UNSUBSCRIBED)
    left.tags.add("segment-test")
    make_person("Geen", "Abonnement", "geen@example.org").tags.add("segment-test")

    response = staff(client, "beheer").get("/cms/personen/export/", {"tag": "segment-test"})
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig")), delimiter=";"))
    assert rows[0] == ["Naam", "E-mailadres", "Taal", "Gemeente", "Afmeldlink"]
    assert [row[:4] for row in rows[1:]] == [
        ["Lezer Nieuwsbrief", "lezer@example.org", "nl", "Utrecht"]
    ]
    assert "/nieuwsbrief-afmelden/" in rows[1][4]
