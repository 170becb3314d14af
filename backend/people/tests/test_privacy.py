"""A person's export and erasure (issue 20): the export holds every kind of linked record; after
erasure no personal data remains anywhere, while the Wfpp gift amounts and the bookkeeping stay."""

from __future__ import annotations

import json
import uuid
from datetime import date
from typing import Any

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.core.files.base import ContentFile
from django.db import models
from django.utils import timezone

from applications.models import CandidateApplication, ContactMessage, VacancyApplication
from applications.storage import private_storage
from content.models import PetitionPage
from donations.models import Donation, DonationPage, DonationStatus, Frequency
from engagement.models import NewsletterSubscription, PetitionSignature, VolunteerSignup
from friends.models import Friend, FriendGift, FriendStatus, GiftKind
from legion.models import LegionMember, ReferralLink
from members.models import Membership, MembershipPayment, MembershipStatus, PaymentKind
from orders.models import Order, OrderLine, OrderStatus, Ticket
from orders.tests.helpers import make_event
from payments.models import Payment, PaymentStatus, Subscription
from people.consents import record_consent
from people.matching import add_address, verify_address
from people.models import AuditEntry, ConsentPurpose, Person
from people.privacy import KEPT, erase_person, export_person, person_relations

pytestmark = pytest.mark.django_db

FIRST, LAST = "Xandra", "Quelling"
EMAIL = "xandra.quelling@example.org"
STREET, POSTCODE, PHONE = "Zwaluwstraat 77", "9999 ZQ", "0687654321"
SECRETS = (FIRST, LAST, EMAIL, STREET, POSTCODE, PHONE, "quelling-campagne")
# The apps whose rows can hold what a supporter told us.
APPS = ("people", "members", "donations", "friends", "orders", "engagement", "legion") + (
    "applications",
    "payments",
    "auth",
)


def _payment(purpose: str, purpose_id: Any, cents: int, **fields) -> Payment:
    return Payment.objects.create(
        idempotency_key=f"privacy-{uuid.uuid4()}",
        purpose=purpose,
        purpose_id=str(purpose_id),
        description=f"Test {purpose}",
        amount_cents=cents,
        provider="demo",
        status=PaymentStatus.PAID,
        paid_at=timezone.now(),
        customer_id="cst_quelling",
        mandate_id="mdt_quelling",
        redirect_url="http://localhost:3000/bedankt",
        **fields,
    )


def _wfpp_records(person: Person, gift: Donation, now) -> None:
    from wfpp.models import Alert, AlertKind, RecordedGift, Reservation, ReservationStatus

    Reservation.objects.create(
        person=person, purpose="donation", purpose_id=str(gift.public_id), amount_cents=150_000,
        year=now.year, status=ReservationStatus.HELD, expires_at=now,
    )
    RecordedGift.objects.create(
        person=person, amount_cents=20_000, given_on=now.date(), description="Boeken voor de bibliotheek",
    )
    Alert.objects.create(
        kind=AlertKind.PUBLISH, person=person, year=now.year, amount_cents=150_000,
        year_total_cents=150_000,
    )


def _person_with_a_history() -> tuple[Person, dict[str, Any]]:
    user = get_user_model().objects.create_user(EMAIL, EMAIL, "een-goed-wachtwoord-77")
    user.first_name, user.last_name = FIRST, LAST
    user.save()
    person = Person.objects.create(
        first_name=FIRST,
        last_name=LAST,
        phone=PHONE,
        street=STREET,
        postal_code=POSTCODE,
        city="Zwolle",
        birth_date=date(1979, 3, 4),
        user=user,
    )
    add_address(person, EMAIL)
    verify_address(person, EMAIL)
    person.tags.add("quelling-campagne")
    record_consent(
        person, purpose=ConsentPurpose.MEMBERSHIP, version="lid-1-nl", source="/word-lid"
    )
    AuditEntry.objects.create(person=person, action="edited", changes={"phone": ["", PHONE]})
    details = dict(first_name=FIRST, last_name=LAST, email=EMAIL)
    campaign = dict(utm_id="quelling-campagne", utm_content_id="quelling-campagne")
    now = timezone.now()

    membership = Membership.objects.create(
        user=user,
        person=person,
        status=MembershipStatus.ACTIVE,
        date_of_birth=date(1979, 3, 4),
        street=STREET,
        postal_code=POSTCODE,
        city="Zwolle",
        phone=PHONE,
        member_since=date.today(),
        paid_until=date(date.today().year, 12, 31),
        customer_id="cst_quelling",
        referral_code="quelling-campagne",
        **details,
        **campaign,
    )
    dues = _payment("membership", membership.public_id, 4000)
    MembershipPayment.objects.create(
        membership=membership, payment=dues, kind=PaymentKind.JOIN, year=date.today().year
    )
    membership.events.create(action="details_changed", detail={"city": ["Zwolle", STREET]})
    link = ReferralLink.objects.create(membership=membership)

    page = DonationPage.objects.first()
    gift = Donation.objects.create(
        idempotency_key=f"privacy-gift-{uuid.uuid4()}",
        page=page,
        person=person,
        amount_cents=150_000,
        status=DonationStatus.PAID,
        paid_at=now,
        street=STREET,
        postal_code=POSTCODE,
        city="Zwolle",
        **details,
        **campaign,
    )
    gift_payment = _payment("donation", gift.public_id, 150_000)
    _wfpp_records(person, gift, now)
    monthly = Donation.objects.create(
        idempotency_key=f"privacy-monthly-{uuid.uuid4()}",
        page=page,
        person=person,
        amount_cents=2_500,
        frequency=Frequency.MONTHLY,
        status=DonationStatus.PAID,
        paid_at=now,
        **details,
    )
    running = Subscription.objects.create(
        purpose="donation",
        purpose_id=str(monthly.public_id),
        provider="demo",
        customer_id="cst_quelling",
        provider_subscription_id=f"sub_{uuid.uuid4().hex[:12]}",
        amount_cents=2_500,
        interval="1 month",
        description="Maandelijkse gift",
    )
    monthly.subscription = running
    monthly.save()

    friend = Friend.objects.create(
        idempotency_key=f"privacy-friend-{uuid.uuid4()}",
        person=person,
        status=FriendStatus.ACTIVE,
        amount_cents=60_000,
        consent_at=now,
        consent_version="vriend-1-nl",
        **details,
        **campaign,
    )
    FriendGift.objects.create(
        friend=friend, payment=_payment("friend", friend.public_id, 60_000), kind=GiftKind.FIRST
    )

    order = Order.objects.create(
        event=make_event(),
        person=person,
        user=user,
        status=OrderStatus.CONFIRMED,
        price_group="member",
        total_cents=2_000,
        idempotency_key=f"privacy-order-{uuid.uuid4()}",
        **details,
        **campaign,
    )
    order_payment = _payment("order", order.public_id, 2_000)
    OrderLine.objects.create(order=order, ticket_name="Toegang", quantity=2, unit_price_cents=1_000)
    tickets = [
        Ticket.objects.create(
            order=order, ticket_name="Toegang", code=f"Q{n}{uuid.uuid4().hex[:8]}"
        )
        for n in range(2)
    ]

    consent = dict(consent_at=now, consent_version="test-1-nl")
    signature = PetitionSignature.objects.create(
        petition=PetitionPage.objects.first(), person=person, place="Zwolle", **details, **consent
    )
    NewsletterSubscription.objects.create(
        email=EMAIL, person=person, name=f"{FIRST} {LAST}", **consent, **campaign
    )
    VolunteerSignup.objects.create(
        person=person,
        phone=PHONE,
        province="overijssel",
        municipality="Zwolle",
        message=f"Groet, {FIRST}",
        **details,
        **consent,
    )
    LegionMember.objects.create(
        person=person, region="overijssel", phone=PHONE, **details, **consent
    )
    ContactMessage.objects.create(
        idempotency_key=f"privacy-contact-{uuid.uuid4()}",
        email=EMAIL,
        person=person,
        name=f"{FIRST} {LAST}",
        subject="Vraag",
        message=f"Mijn adres is {STREET}",
        **consent,
        **campaign,
    )
    candidate = CandidateApplication(
        idempotency_key=f"privacy-candidate-{uuid.uuid4()}",
        email=EMAIL,
        person=person,
        first_name=FIRST,
        last_name=LAST,
        motivation="Omdat.",
        municipality="Zwolle",
        **consent,
    )
    candidate.cv.save("cv-quelling.pdf", ContentFile(b"%PDF-1.4 Xandra Quelling"), save=False)
    candidate.save()
    VacancyApplication.objects.create(
        idempotency_key=f"privacy-vacancy-{uuid.uuid4()}",
        email=EMAIL,
        person=person,
        first_name=FIRST,
        last_name=LAST,
        phone=PHONE,
        motivation=f"Ik woon aan de {STREET}.",
        vacancy_title="Campagnemedewerker",
        **consent,
    )
    return person, {
        "membership": membership,
        "link": link,
        "gift": gift,
        "gift_payment": gift_payment,
        "running": running,
        "friend": friend,
        "order": order,
        "order_payment": order_payment,
        "tickets": tickets,
        "signature": signature,
        "cv": candidate.cv.name,
    }


def test_the_export_holds_every_kind_of_linked_record():
    person, made = _person_with_a_history()
    document = export_person(person)
    json.dumps(document)  # serialisable as it is

    # Every relation to Person has its place, read from the model: a new kind is never missed.
    assert set(document["records"]) == {r.get_accessor_name() for r in person_relations()}
    records = {key: value["items"] for key, value in document["records"].items()}
    for accessor, items in records.items():
        if accessor not in ("merged_from",):
            assert items, f"{accessor} is empty in the export"

    assert document["person"]["street"] == STREET and document["account"]["email"] == EMAIL
    [membership] = records["memberships"]
    assert membership["referral_code"] == "quelling-campagne"
    assert membership["utm_content_id"] == "quelling-campagne"
    assert membership["referral_link"][0]["code"] == made["link"].code
    assert membership["referral_link"][0]["path"].endswith(f"?ref={made['link'].code}")
    assert membership["payments"][0]["payment"]["amount_cents"] == 4000
    gifts = {g["amount_cents"] for g in records["donations"]}
    assert gifts == {150_000, 2_500}
    assert records["friendships"][0]["gifts"][0]["payment"]["amount_cents"] == 60_000
    [order] = records["orders"]
    assert sorted(t["code"] for t in order["tickets"]) == sorted(t.code for t in made["tickets"])
    assert order["utm_id"] == "quelling-campagne"
    assert records["signatures"][0]["petition"] == str(made["signature"].petition)
    assert records["candidateapplications"][0]["cv"] == made["cv"].rsplit("/", 1)[-1]
    assert {p["public_id"] for p in document["payments"]} >= {
        str(made["gift_payment"].public_id),
        str(made["order_payment"].public_id),
    }
    text = json.dumps(document)
    assert "idempotency_key" not in text and "secret_hash" not in text


def _text_columns(model: type[models.Model]) -> list[str]:
    return [
        f.attname
        for f in model._meta.concrete_fields
        if isinstance(f, (models.CharField, models.TextField, models.JSONField, models.FileField))
    ]


def _rows_holding(needle: str) -> list[str]:
    """Every row in the supporter apps with `needle` in any text column (case-insensitive)."""
    found = []
    for app in APPS:
        for model in apps.get_app_config(app).get_models():
            for column in _text_columns(model):
                rows = model._base_manager.all().values_list("pk", column)
                for pk, value in rows:
                    if value and needle.lower() in json.dumps(value).lower():
                        found.append(f"{model._meta.label}#{pk}.{column}")
    return found


def test_erasure_leaves_no_personal_data_and_keeps_what_the_law_requires():
    person, made = _person_with_a_history()
    for secret in SECRETS:
        assert _rows_holding(secret), f"{secret} should be on record before erasure"
    staff = get_user_model().objects.create_user("ledenadmin", "ledenadmin@example.org")

    erase_person(person, actor=staff)

    for secret in SECRETS:
        assert _rows_holding(secret) == [], secret
    person.refresh_from_db()
    assert person.erased_at is not None and person.user is None and person.birth_date is None
    assert not person.emails.exists() and not person.consents.exists() and not person.tags.exists()
    assert not get_user_model().objects.filter(username=EMAIL).exists()

    # The Wfpp register: the gifts stay, amounts and dates, on the pseudonymous person.
    gift = Donation.objects.get(pk=made["gift"].pk)
    assert (gift.person_id, gift.amount_cents, gift.status) == (person.pk, 150_000, "paid")
    assert gift.paid_at is not None and (gift.first_name, gift.email, gift.city) == ("", "", "")
    assert Friend.objects.get(pk=made["friend"].pk).gifts.get().payment.amount_cents == 60_000
    # Bookkeeping: payments, the order with its amount and tickets, the membership's dues.
    payment = Payment.objects.get(pk=made["gift_payment"].pk)
    assert (payment.amount_cents, payment.status, payment.customer_id) == (150_000, "paid", "")
    order = Order.objects.get(pk=made["order"].pk)
    assert (order.total_cents, order.tickets.count(), order.user_id) == (2_000, 2, None)
    membership = Membership.objects.get(pk=made["membership"].pk)
    assert membership.status == MembershipStatus.CANCELLED and membership.user_id is None
    assert membership.payments.get().payment.amount_cents == 4000
    assert membership.date_of_birth is None and membership.paid_until is not None
    # What the law does not need is gone: the referral link, the sign-ups, the CV file.
    assert not ReferralLink.objects.filter(pk=made["link"].pk).exists()
    assert not PetitionSignature.objects.filter(pk=made["signature"].pk).exists()
    for model in (NewsletterSubscription, VolunteerSignup, LegionMember, ContactMessage):
        assert not model.objects.filter(person=person).exists()
    assert not CandidateApplication.objects.filter(person=person).exists()
    assert not private_storage().exists(made["cv"])
    # No further charges, and the log says who erased, without what was erased.
    assert Subscription.objects.get(pk=made["running"].pk).status == "canceled"
    entry = person.audit_entries.get(action="erased")
    assert entry.actor == staff and entry.changes["records"]["donations.Donation"] == 2
    assert person.audit_entries.get(action="edited").changes == {}

    # Erasure is complete for every relation: what is not kept for the law is deleted.
    for relation in person_relations():
        label = relation.related_model._meta.label
        if label in KEPT or relation.get_accessor_name() in ("audit_entries", "merged_from"):
            continue
        assert not relation.related_model._base_manager.filter(
            **{relation.field.name: person}
        ).exists(), label

    # A second erasure changes nothing more.
    erase_person(person, actor=staff)
    assert Donation.objects.get(pk=made["gift"].pk).amount_cents == 150_000


def test_the_export_of_an_erased_person_holds_no_personal_data():
    person, _ = _person_with_a_history()
    erase_person(person)
    text = json.dumps(export_person(Person.objects.get(pk=person.pk)))
    for secret in SECRETS:
        assert secret.lower() not in text.lower()
    assert "150000" in text  # the gift amounts are still there
