"""A person's own payments on /mijn-account (issue 21): the list (only their own, each state), a
receipt per paid payment and the yearly overview of gifts and dues, as PDF, for their owner only."""

from __future__ import annotations

import io
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from pypdf import PdfReader

from core.selectors import party_identity
from donations.models import Donation, DonationPage, DonationStatus, Frequency
from donations.overview import person_year_overview
from friends.models import Friend, FriendGift, GiftKind
from members.demo import MEMBER_EMAIL
from members.models import Membership, MembershipPayment, PaymentKind
from members.tests.helpers import logged_in
from orders.models import Order, OrderStatus
from payments.models import Payment, PaymentStatus
from people.models import EmailAddress, Person
from people.payments import person_for_user, person_payments, years_with_payments

pytestmark = pytest.mark.django_db
AMSTERDAM = ZoneInfo("Europe/Amsterdam")


def at(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=AMSTERDAM)


def me() -> Person:
    person = person_for_user(get_user_model().objects.get(username=MEMBER_EMAIL))
    assert person is not None
    return person


def payment(key: str, cents: int, paid_at=None, status=PaymentStatus.PAID, **fields) -> Payment:
    return Payment.objects.create(
        idempotency_key=key,
        purpose=fields.pop("purpose", "test"),
        purpose_id=fields.pop("purpose_id", key),
        description=key,
        amount_cents=cents,
        provider="demo",
        status=status,
        paid_at=paid_at,
        redirect_url="http://localhost/",
        **fields,
    )


def gift(person: Person, key: str, cents: int, paid_at, **fields) -> Donation:
    return Donation.objects.create(
        person=person,
        page=DonationPage.objects.get(locale__language_code="nl", slug="eindsprint"),
        idempotency_key=key,
        amount_cents=cents,
        status=fields.pop("status", DonationStatus.PAID),
        paid_at=paid_at,
        **fields,
    )


@pytest.fixture
def history():
    """The demo member's payments of 2024 and one of 2025, and a stranger's gift."""
    person = me()
    made: dict[str, Any] = {
        "gift": gift(person, "t-gift", 2500, at(2024, 3, 1, 12)),
        # The last evening of 2024 in Amsterdam is still 2024 (it is 22:30 UTC).
        "monthly": gift(
            person, "t-monthly", 1000, at(2024, 12, 31, 23, 30), frequency=Frequency.MONTHLY
        ),
        "refunded": gift(
            person, "t-refunded", 5000, at(2024, 4, 1), status=DonationStatus.REFUNDED
        ),
        "failed": gift(person, "t-failed", 700, None, status=DonationStatus.FAILED),
        # Half an hour into 2025 in Amsterdam (still 2024 in UTC) belongs to 2025.
        "new_year": gift(person, "t-new-year", 4200, at(2025, 1, 1, 0, 30)),
    }
    membership = Membership.objects.get(email=MEMBER_EMAIL)
    dues = payment("t-dues", 2500, at(2024, 2, 1, 10))
    MembershipPayment.objects.create(
        membership=membership, payment=dues, kind=PaymentKind.DUES, year=2024
    )
    open_dues = payment("t-dues-open", 2500, status=PaymentStatus.OPEN)
    MembershipPayment.objects.create(
        membership=membership, payment=open_dues, kind=PaymentKind.DUES, year=2025
    )
    friend = Friend.objects.create(
        person=person, first_name="Lotte", last_name="Demolid", email=MEMBER_EMAIL, amount_cents=1500,
        idempotency_key="t-friend", consent_at=at(2024, 6, 1), consent_version="v1",
    )  # fmt: skip
    friend_payment = payment("t-friend", 1500, at(2024, 6, 1, 9))
    FriendGift.objects.create(friend=friend, payment=friend_payment, kind=GiftKind.FIRST)
    event_order = Order.objects.filter(person=person).first()
    assert event_order is not None  # the demo member went to two congresses
    ticket_order = Order.objects.create(
        person=person, event=event_order.event, status=OrderStatus.CONFIRMED,
        first_name="Lotte", last_name="Demolid", email=MEMBER_EMAIL, price_group="member",
        total_cents=1750, idempotency_key="t-order",
    )  # fmt: skip
    payment(
        "t-order", 1750, at(2024, 5, 1, 20), purpose="order", purpose_id=str(ticket_order.public_id)
    )
    stranger = Person.objects.create(first_name="Vreemde", last_name="Ander")
    EmailAddress.objects.create(person=stranger, address="ander@example.org", is_primary=True)
    made["stranger"] = gift(stranger, "t-stranger", 9900, at(2024, 3, 1))
    made.update(dues=dues, open_dues=open_dues, friend=friend_payment, order=ticket_order)
    return made


def row_of(rows, row_id):
    return next(row for row in rows if row.id == row_id)


def test_the_list_holds_only_the_persons_own_payments_with_their_states(history):
    rows = person_payments(me())
    ids = {row.id for row in rows}
    assert f"gift-{history['stranger'].public_id}" not in ids
    states = {
        "gift": ("gift-", history["gift"].public_id, "paid", "gift"),
        "monthly": ("gift-", history["monthly"].public_id, "paid", "monthly_gift"),
        "refunded": ("gift-", history["refunded"].public_id, "refunded", "gift"),
        "failed": ("gift-", history["failed"].public_id, "failed", "gift"),
        "dues": ("dues-", history["dues"].public_id, "paid", "dues"),
        "open_dues": ("dues-", history["open_dues"].public_id, "pending", "dues"),
        "friend": ("friend-", history["friend"].public_id, "paid", "friend_gift"),
        "order": ("order-", history["order"].public_id, "paid", "tickets"),
    }
    for name, (prefix, public_id, state, kind) in states.items():
        row = row_of(rows, f"{prefix}{public_id}")
        assert (row.status, row.kind) == (state, kind), name
    assert row_of(rows, f"dues-{history['dues'].public_id}").detail == "2024"
    assert [row.at for row in rows] == sorted((row.at for row in rows), reverse=True)
    assert 2024 in years_with_payments(rows) and 2025 in years_with_payments(rows)


def test_the_api_lists_them_for_the_logged_in_member_only(client, history):
    assert client.get("/api/members/me/payments").status_code == 401
    body = logged_in().get("/api/members/me/payments").json()
    by_id = {p["id"]: p for p in body["payments"]}
    assert f"gift-{history['stranger'].public_id}" not in by_id
    paid = by_id[f"gift-{history['gift'].public_id}"]
    assert paid["status"] == "paid" and paid["amount_cents"] == 2500
    assert paid["receipt_number"] == f"2024-G{history['gift'].pk:06d}"
    assert by_id[f"gift-{history['refunded'].public_id}"]["receipt_number"] is None
    assert by_id[f"dues-{history['open_dues'].public_id}"]["receipt_number"] is None
    assert body["overview_years"][:2] == [2025, 2024] or {2024, 2025} <= set(body["overview_years"])


def pdf_text(content: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def test_a_receipt_states_party_payer_date_amount_purpose_and_reference(history):
    client = logged_in()
    donation = history["gift"]
    response = client.get(f"/api/members/me/payments/gift/{donation.public_id}/receipt")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    assert response["Cache-Control"] == "private, no-store"
    number = f"2024-G{donation.pk:06d}"
    assert response["Content-Disposition"] == f'attachment; filename="kwitantie-{number}.pdf"'
    text = pdf_text(response.content)
    for expected in (
        "Kwitantie", number, party_identity().name, "Lotte Demolid", "01-03-2024", "€ 25,00",
        f"Gift: {donation.page.title}", str(donation.public_id), "een gift aan",
    ):  # fmt: skip
        assert expected in text, (expected, text)

    dues = client.get(f"/api/members/me/payments/dues/{history['dues'].public_id}/receipt?lang=en")
    assert dues["Content-Disposition"].startswith('attachment; filename="receipt-2024-C')
    text = pdf_text(dues.content)
    assert "Membership dues 2024" in text and "€25.00" in text and "1 February 2024" in text
    assert "gift" not in text.lower()  # dues are no gift


def test_receipts_are_for_their_owner_and_for_paid_payments_only(client, history):
    path = "/api/members/me/payments/{}/receipt"
    stranger = f"gift/{history['stranger'].public_id}"
    assert client.get(path.format(stranger)).status_code == 401
    member = logged_in()
    assert member.get(path.format(stranger)).status_code == 404
    for unpaid in (
        f"gift/{history['refunded'].public_id}",
        f"gift/{history['failed'].public_id}",
        f"dues/{history['open_dues'].public_id}",
        f"dues/{history['gift'].public_id}",  # a gift's id is no payment of dues
    ):
        assert member.get(path.format(unpaid)).status_code == 404, unpaid
    for malformed in ("gift/not-a-uuid", f"other/{history['gift'].public_id}"):
        assert member.get(path.format(malformed)).status_code == 422, malformed
    assert member.get(path.format(f"friend/{history['friend'].public_id}")).status_code == 200
    assert member.get(path.format(f"order/{history['order'].public_id}")).status_code == 200


def test_the_yearly_overview_sums_gifts_and_dues_of_the_calendar_year(client, history):
    overview = person_year_overview(person=me(), year=2024)
    assert overview is not None
    # gift 25 + monthly 10 (31 December, 23:30) + friend 15; not the refunded 50, the tickets or 2025
    assert overview.gifts_cents == 2500 + 1000 + 1500
    assert overview.dues_cents == 2500 and overview.total_cents == 7500
    new_year = person_year_overview(person=me(), year=2025)
    assert new_year is not None and new_year.gifts_cents == 4200
    assert person_year_overview(person=me(), year=2019) is None

    assert client.get("/api/members/me/overview/2024").status_code == 401
    member = logged_in()
    response = member.get("/api/members/me/overview/2024")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == 'attachment; filename="belastingoverzicht-2024.pdf"'
    assert response["Cache-Control"] == "private, no-store"
    text = pdf_text(response.content)
    for expected in (
        "Jaaroverzicht 2024", party_identity().name, "Lotte Demolid", "Totaal giften", "€ 50,00",
        "Totaal contributie", "€ 25,00", "Contributie 2024", "Vriendengift 2024", "31-12-2024",
    ):  # fmt: skip
        assert expected in text, (expected, text)
    assert "€ 50,00" in text and "Tickets" not in text and "01-01-2025" not in text
    english = member.get("/api/members/me/overview/2024?lang=en")
    assert 'filename="annual-statement-2024.pdf"' in english["Content-Disposition"]
    assert "Annual statement 2024" in pdf_text(english.content)
    assert member.get("/api/members/me/overview/2019").status_code == 404


def test_the_overview_of_a_stranger_is_not_in_anyone_elses(history):
    person = me()
    overview = person_year_overview(person=person, year=2024)
    assert overview is not None and all(line.amount_cents != 9900 for line in overview.lines)
    theirs = person_year_overview(person=history["stranger"].person, year=2024)
    assert theirs is not None and theirs.gifts_cents == 9900


def test_on_the_english_site_a_campaign_goes_by_its_english_title(history):
    page = DonationPage.objects.get(locale__language_code="nl", slug="eindsprint")
    english = DonationPage.objects.get(locale__language_code="en", translation_key=page.translation_key)
    assert english.live and english.title != page.title

    def detail(language: str) -> str:
        body = logged_in().get("/api/members/me/payments", HTTP_ACCEPT_LANGUAGE=language).json()
        return {p["id"]: p for p in body["payments"]}[f"gift-{history['gift'].public_id}"]["detail"]

    assert detail("en") == english.title
    assert detail("nl") == page.title
