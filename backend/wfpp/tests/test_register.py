"""The gift register and what the law asks of a paid gift: a payment that would pass the yearly
maximum when paid (a late monthly charge, a payment whose hold expired) is refunded and flagged;
gifts to affiliated institutions and gifts in kind count; from € 10.000 staff are alerted and the
gifts are on the public list; the yearly export for the accountant; the admin for the
administration only."""

from __future__ import annotations

import io
from datetime import date, timedelta

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.utils import timezone
from openpyxl import load_workbook  # type: ignore[import-untyped]

from core.errors import DomainError
from donations.models import Donation, DonationStatus
from payments.models import Payment, Refund
from payments.providers.demo import DemoProvider
from people.matching import person_for_action
from wfpp import services
from wfpp.demo import PUBLIC_GIVER_EMAIL
from wfpp.models import Alert, AlertKind, RecordedGift, Reservation, ReservationStatus
from wfpp.selectors import open_alerts, register

from .test_treasurer import give, pay

pytestmark = pytest.mark.django_db
YEAR = timezone.localdate().year


def _without_the_demo_giver():
    """The demo's giver on the public list (wfpp/demo.py) leaves the register: these tests count
    the list and the alerts from nothing."""
    RecordedGift.objects.filter(person__emails__address=PUBLIC_GIVER_EMAIL).delete()
    Alert.objects.filter(person__emails__address=PUBLIC_GIVER_EMAIL).delete()


def test_a_payment_whose_hold_expired_is_refunded_and_flagged_when_it_passes_the_maximum(
    client, demo, django_capture_on_commit_callbacks
):
    first = give(client, "late-gift-1", amount_cents=6_000_000).json()
    # The first checkout's hold expires unpaid (a bank transfer taking weeks): room for another.
    Reservation.objects.update(expires_at=timezone.now() - timedelta(minutes=1))
    second = give(client, "late-gift-2", amount_cents=6_000_000)
    assert second.status_code == 201, second.json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "donation", second.json()["public_id"])
        pay(client, "donation", first["public_id"])  # paid after all
    late = Donation.objects.get(public_id=first["public_id"])
    assert late.status == DonationStatus.REFUNDED
    payment = Payment.objects.get(purpose_id=first["public_id"])
    assert Refund.objects.get(payment=payment).amount_cents == 6_000_000
    alert = Alert.objects.get(kind=AlertKind.REFUNDED)
    assert alert.payment == payment and alert.year_total_cents == 6_000_000
    assert "€ 60.000,00" in alert.detail and "terugbetaald" in alert.detail
    assert alert in open_alerts()
    kept = Donation.objects.filter(status=DonationStatus.PAID, last_name="Gever").values_list(
        "amount_cents", flat=True
    )
    assert list(kept) == [6_000_000]


def test_a_late_monthly_charge_past_the_maximum_is_refunded_and_flagged(
    only_own_demo_subscriptions, client, demo, django_capture_on_commit_callbacks
):
    from donations.models import Frequency
    from payments.services import demo_subscriptions_charge

    started = client.post(
        "/api/donations",
        {
            "path": "/doneer/eindsprint",
            "amount_cents": 4_000_000,
            "frequency": "monthly",
            "first_name": "Rijk",
            "last_name": "Gever",
            "email": "rijk@example.org",
            "idempotency_key": "monthly-cap-1",
        },
        content_type="application/json",
    ).json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "donation", started["public_id"])
    giver = Donation.objects.get(public_id=started["public_id"]).person
    services.record_gift(
        person=giver,
        institution="Jongerenorganisatie",
        kind="money",
        amount_cents=5_000_000,
        given_on=timezone.localdate(),
        description="Gift aan de jongeren",
    )
    with django_capture_on_commit_callbacks(execute=True):
        demo_subscriptions_charge(today=timezone.localdate() + timedelta(days=32))
    charge = (
        Donation.objects.filter(frequency=Frequency.MONTHLY)
        .exclude(public_id=started["public_id"])
        .exclude(idempotency_key__startswith="demo-")  # the demo member's monthly gift
        .get()
    )
    assert charge.person == giver  # a charge belongs to the giver's year
    if (
        timezone.localdate(charge.created_at).year
        == (timezone.localdate() + timedelta(days=32)).year
    ):
        assert charge.status == DonationStatus.REFUNDED
        assert Alert.objects.filter(kind=AlertKind.REFUNDED, person=giver).exists()


def test_gifts_to_affiliated_institutions_and_in_kind_count_and_are_refused_past_the_maximum(demo):
    giver = person_for_action("rijk@example.org", first_name="Rijk", last_name="Gever")
    services.record_gift(
        person=giver,
        institution="Wetenschappelijk instituut",
        kind="in_kind",
        amount_cents=9_000_000,
        given_on=date(YEAR, 2, 1),
        description="Kantoorruimte",
    )
    with pytest.raises(DomainError, match="ten hoogste 100.000 euro"):
        services.record_gift(
            person=giver,
            institution="Partij",
            kind="money",
            amount_cents=1_000_001,
            given_on=date(YEAR, 3, 1),
            description="Te veel",
        )
    with pytest.raises(DomainError, match="gelieerde instelling"):
        services.record_gift(
            person=giver,
            institution="Onbekende stichting",
            kind="money",
            amount_cents=100,
            given_on=date(YEAR, 3, 1),
            description="Wie?",
        )
    with pytest.raises(DomainError, match="ten hoogste 100.000 euro"):
        services.precheck(email="rijk@example.org", amount_cents=1_000_001)
    services.precheck(email="rijk@example.org", amount_cents=1_000_000)  # exactly the maximum


def test_from_10000_staff_are_alerted_and_the_gifts_are_published(
    client, demo, django_capture_on_commit_callbacks
):
    _without_the_demo_giver()
    giver = person_for_action(
        "rijk@example.org", first_name="Rijk", last_name="Gever", city="Utrecht"
    )
    services.record_gift(
        person=giver,
        institution="Partij",
        kind="money",
        amount_cents=999_900,
        given_on=timezone.localdate(),
        description="Eerste gift",
    )
    assert not Alert.objects.exists()
    assert client.get("/api/wfpp/published").json()["gifts"] == []
    started = give(client, "publish-1", amount_cents=100).json()
    with django_capture_on_commit_callbacks(execute=True):
        pay(client, "donation", started["public_id"])
    alert = Alert.objects.get(kind=AlertKind.PUBLISH)
    assert alert.year_total_cents == 1_000_000
    assert alert.due_at is not None
    assert timedelta(days=2) < alert.due_at - timezone.now() <= timedelta(days=3)
    body = client.get("/api/wfpp/published").json()
    assert body["year"] == YEAR and body["threshold_cents"] == 1_000_000
    assert {(g["name"], g["place"], g["amount_cents"]) for g in body["gifts"]} == {
        ("Rijk Gever", "Utrecht", 999_900),
        ("Rijk Gever", "Utrecht", 100),
    }
    assert set(body["gifts"][0]) == {"name", "place", "amount_cents", "date"}  # nothing more
    # A second gift the same year alerts nobody again.
    services.record_gift(
        person=giver,
        institution="Partij",
        kind="money",
        amount_cents=500,
        given_on=timezone.localdate(),
        description="Nog een",
    )
    assert Alert.objects.filter(kind=AlertKind.PUBLISH).count() == 1


def _administration(client):
    user = get_user_model().objects.create_user("penningmeester", "p@example.org", "x-pass-123")
    user.groups.add(Group.objects.get(name="Administratie"))
    client.force_login(user)
    return user


def _editor(client):
    user = get_user_model().objects.create_user("redacteur", "r@example.org", "x-pass-123")
    user.groups.add(Group.objects.get(name="Redactie"))
    client.force_login(user)
    return user


def _two_givers():
    rijk = person_for_action(
        "rijk@example.org", first_name="Rijk", last_name="Gever", city="Utrecht"
    )
    services.record_gift(
        person=rijk,
        institution="Partij",
        kind="money",
        amount_cents=123_456,
        given_on=date(YEAR, 12, 31),
        description='=HYPERLINK("x")',
    )
    klein = person_for_action("klein@example.org", first_name="Kees", last_name="Klein", city="Ede")
    services.record_gift(
        person=klein,
        institution="Partij",
        kind="money",
        amount_cents=5_000,
        given_on=date(YEAR, 1, 1),
        description="Klein",
    )


def test_the_yearly_export_in_dutch_euros_and_days_names_only_registered_givers(client, demo):
    _two_givers()
    _administration(client)
    names = [g.name for g in register(YEAR)]
    assert "Rijk Gever" in names and "Kees Klein" not in names
    page = client.get(f"/cms/giftenregister/?year={YEAR}")
    assert page.status_code == 200 and "€ 1.234,56" in page.content.decode()
    csv = client.get(f"/cms/giftenregister/export/?year={YEAR}&format=csv")
    assert csv["Content-Disposition"] == f'attachment; filename="giftenregister-{YEAR}.csv"'
    text = csv.content.decode("utf-8-sig")
    assert f"Rijk Gever;Utrecht;31-12-{YEAR};" in text and ";€ 1.234,56;€ 1.234,56;ja;nee" in text
    assert "'=HYPERLINK" in text  # a formula is exported as text
    assert "Kees" not in text and f";;;01-01-{YEAR};" in text and "€ 50,00" in text
    xlsx = client.get(f"/cms/giftenregister/export/?year={YEAR}&format=xlsx")
    sheet = load_workbook(io.BytesIO(xlsx.content)).active
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[0][0] == "Gever (nr.)" and len(rows) == text.count("\n")
    (rijk,) = [row for row in rows if row[1] == "Rijk Gever"]
    assert rijk[2:4] == ("Utrecht", f"31-12-{YEAR}") and rijk[7] == "€ 1.234,56"


def test_editors_see_no_register_no_export_and_no_alerts(client, demo):
    _two_givers()
    _editor(client)
    for url in (
        "/cms/giftenregister/",
        f"/cms/giftenregister/export/?year={YEAR}&format=csv",
        "/cms/snippets/wfpp/alert/",
        "/cms/snippets/wfpp/recordedgift/",
    ):
        assert client.get(url).status_code in (302, 403), url


def test_staff_mark_an_alert_handled(client, demo):
    _without_the_demo_giver()
    giver = person_for_action("rijk@example.org", first_name="Rijk", last_name="Gever")
    services.record_gift(
        person=giver,
        institution="Partij",
        kind="money",
        amount_cents=2_000_000,
        given_on=timezone.localdate(),
        description="Groot",
    )
    alert = Alert.objects.get()
    user = _administration(client)
    listing = client.get("/cms/snippets/wfpp/alert/")
    assert (
        listing.status_code == 200
        and f"/cms/giftenregister/meldingen/{alert.pk}/afhandelen/" in listing.content.decode()
    )
    assert client.get(f"/cms/giftenregister/meldingen/{alert.pk}/afhandelen/").status_code == 200
    client.post(f"/cms/giftenregister/meldingen/{alert.pk}/afhandelen/")
    alert.refresh_from_db()
    assert alert.handled_at and alert.handled_by == user
    assert not open_alerts().exists()


def test_staff_record_a_gift_through_the_admin_form(client, demo):
    giver = person_for_action("rijk@example.org", first_name="Rijk", last_name="Gever")
    _administration(client)
    assert client.get("/cms/snippets/wfpp/recordedgift/add/").status_code == 200
    form = {
        "person": giver.pk,
        "institution": "Jongerenorganisatie",
        "kind": "in_kind",
        "amount_euros": "250,00",
        "given_on": f"{YEAR}-05-01",
        "description": "Drukwerk",
    }
    response = client.post(
        "/cms/snippets/wfpp/recordedgift/add/", form | {"amount_euros": "250.00"}
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    gift = giver.wfpp_recorded_gifts.get()
    assert (
        gift.amount_cents,
        gift.institution,
        gift.recorded_by and gift.recorded_by.username,
    ) == (
        25_000,
        "Jongerenorganisatie",
        "penningmeester",
    )
    too_much = client.post(
        "/cms/snippets/wfpp/recordedgift/add/", form | {"amount_euros": "100000.00"}
    )
    assert too_much.status_code == 200 and "ten hoogste 100.000 euro" in too_much.content.decode()


def test_a_failed_checkout_releases_its_hold(client, demo, django_capture_on_commit_callbacks):
    first = give(client, "release-1", amount_cents=6_000_000).json()
    payment = Payment.objects.get(purpose_id=first["public_id"])
    DemoProvider().choose(payment.provider_payment_id or "", "failed")
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/api/payments/webhook", {"id": payment.provider_payment_id})
    assert Reservation.objects.get().status == ReservationStatus.RELEASED
    assert give(client, "release-2", amount_cents=6_000_000).status_code == 201
