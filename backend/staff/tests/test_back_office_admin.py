"""Every snippet viewset with personal data, enumerated from Wagtail's registry, on the demo data:
its lists, inspect pages and CSV/XLSX exports show euros, Ja/Nee, '—' and Amsterdam times (never
cents, True/False/None or ISO UTC timestamps), and the generic URLs of what staff may not do
answer 404 to the administration and to a superuser alike."""

from __future__ import annotations

import csv
import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from openpyxl import load_workbook  # type: ignore[import-untyped]
from wagtail.snippets.models import get_snippet_models

from core.admin_viewsets import BackOfficeViewSet
from staff.roles import ADMINISTRATION_MODELS

pytestmark = pytest.mark.django_db

RAW = {"True", "False", "None"}
ISO_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")
ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
EUROS = re.compile(r"^€ -?\d{1,3}(\.\d{3})*,\d{2}$")
# Kept by the services: nothing generic (no add, edit, copy or delete), whoever asks.
RECORDS = {
    "orders.order",
    "orders.ticket",
    "payments.payment",
    "payments.refund",
    "payments.subscription",
    "donations.donation",
    "friends.friend",
    "core.outgoingemail",
    "tracking.consentrecord",
    "tracking.fingerprintrecord",
    "legion.referrallink",
}


def _member_data(model) -> bool:
    meta = model._meta
    return (meta.app_label, None) in ADMINISTRATION_MODELS or (
        meta.app_label,
        meta.model_name,
    ) in ADMINISTRATION_MODELS


def viewsets():
    found = [m.snippet_viewset for m in get_snippet_models() if _member_data(m)]
    assert len(found) >= 20
    return found


def _label(viewset) -> str:
    return f"{viewset.model._meta.app_label}.{viewset.model._meta.model_name}"


@pytest.fixture(autouse=True)
def money_records(db):
    """The demo has no payments yet: one paid and partly refunded, one monthly charge, and the
    records the site writes itself (an e-mail, a cookie choice, a visitor id)."""
    from django.utils import timezone

    from core.models import OutgoingEmail
    from payments.models import Payment, PaymentStatus, Refund, Subscription
    from tracking.models import ConsentRecord, FingerprintRecord

    payment = Payment.objects.create(
        idempotency_key="back-office-1",
        purpose="donation",
        purpose_id="1",
        description="Gift",
        amount_cents=123456,
        provider="demo",
        provider_payment_id="tr_back_office",
        status=PaymentStatus.PAID,
        sequence_type="first",
        redirect_url="http://localhost:3000/doneer",
        paid_at=timezone.now(),
        amount_refunded_cents=1000,
    )
    Refund.objects.create(payment=payment, amount_cents=1000, status="refunded", reason="verzoek")
    Subscription.objects.create(
        purpose="donation",
        purpose_id="1",
        provider="demo",
        customer_id="cst_1",
        provider_subscription_id="sub_back_office",
        amount_cents=1500,
        interval="1 month",
        description="Maandelijkse gift",
    )
    OutgoingEmail.objects.create(to="anna@example.org", subject="Welkom", text="Beste Anna")
    ConsentRecord.objects.create(version=2, choice="refused", analytics=False, advertising=False)
    FingerprintRecord.objects.create(
        visitor_id="0123456789abcdef0123456789abcdef", uuid="6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11"
    )


@pytest.fixture
def superuser(client):
    user = get_user_model().objects.create_superuser("opperbeheer", "root@example.org", "x")
    client.force_login(user)
    return client


def _csv_rows(response) -> list[dict[str, str]]:
    text = b"".join(response.streaming_content).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def _assert_readable(where: str, heading: str, value: str, field: str) -> None:
    assert value not in RAW, f"{where}: {heading} = {value!r}"
    assert not ISO_MOMENT.search(value), f"{where}: {heading} = {value!r} (ISO time)"
    assert not ISO_DAY.match(value), f"{where}: {heading} = {value!r} (ISO date)"
    if field.endswith("_cents"):
        assert EUROS.match(value), f"{where}: {heading} = {value!r} (cents)"
    assert "(centen)" not in heading, where


def test_every_member_data_viewset_is_a_back_office_viewset_and_records_are_closed():
    for viewset in viewsets():
        assert isinstance(viewset, BackOfficeViewSet), _label(viewset)
        assert not viewset.copy_view_enabled, _label(viewset)
        if _label(viewset) in RECORDS:
            assert viewset.actions == (), _label(viewset)
    assert {_label(v) for v in viewsets()} >= RECORDS | {"members.membership"}


def test_every_export_and_list_reads_as_staff_read_it(superuser):
    exported_rows = 0
    for viewset in viewsets():
        if not viewset.list_export:
            continue
        url = reverse(viewset.get_url_name("list"))
        response = superuser.get(url, {"export": "csv"})
        assert response.status_code == 200, url
        rows = _csv_rows(response)
        exported_rows += len(rows)
        fields = dict(zip(rows[0].keys(), viewset.list_export, strict=True)) if rows else {}
        for row in rows:
            for heading, value in row.items():
                _assert_readable(f"{url} CSV", heading, value, fields[heading])
        listing = superuser.get(url).content.decode()
        cells = re.findall(r"<td[^>]*>\s*(?:<[^>]+>\s*)*([^<]*?)\s*<", listing)
        for cell in cells:
            assert cell not in RAW and not ISO_MOMENT.search(cell), f"{url}: {cell!r}"
    assert exported_rows >= 50  # the demo data fills the lists


def test_the_xlsx_export_is_formatted_too(superuser):
    url = reverse("wagtailsnippets_payments_payment:list")
    response = superuser.get(url, {"export": "xlsx"})
    sheet = load_workbook(io.BytesIO(b"".join(response.streaming_content))).active
    rows = list(sheet.iter_rows(values_only=True))
    headings, body = rows[0], rows[1:]
    assert "Bedrag" in headings and body
    amount, status = headings.index("Bedrag"), headings.index("Status")
    for row in body:
        assert EUROS.match(row[amount]) and row[status] != "paid"
        for value in row:
            assert value not in RAW and value is not None and value is not True


def test_inspect_pages_show_no_raw_values(superuser):
    seen = 0
    for viewset in viewsets():
        if not viewset.inspect_view_enabled:
            continue
        record = viewset.model.objects.order_by("pk").first()
        if record is None:
            continue
        url = reverse(viewset.get_url_name("inspect"), args=[record.pk])
        page = superuser.get(url)
        assert page.status_code == 200, url
        values = re.findall(r"<dd[^>]*>\s*([^<]*?)\s*<", page.content.decode())
        for value in values:
            assert value not in RAW and not ISO_MOMENT.search(value), f"{url}: {value!r}"
            assert not re.fullmatch(r"\d{3,}", value) or "cents" not in url, url
        seen += 1
    assert seen >= 10


@pytest.mark.parametrize("who", ["superuser", "beheer"])
def test_what_a_viewset_does_not_offer_answers_404_to_everyone(client, who):
    if who == "superuser":
        user = get_user_model().objects.create_superuser("opperbeheer", "root@example.org", "x")
    else:
        user = get_user_model().objects.get(username="beheer")
    client.force_login(user)
    checked = 0
    for viewset in viewsets():
        record = viewset.model.objects.order_by("pk").first()
        if record is None:
            continue
        closed = {"copy"} | {
            url
            for action, url in (("add", "add"), ("change", "edit"), ("delete", "delete"))
            if action not in viewset.actions
        }
        prefix = reverse(viewset.get_url_name("list"))
        for url_name in closed:
            url = prefix + ("add/" if url_name == "add" else f"{url_name}/{record.pk}/")
            if _label(viewset) == "members.membership" and url_name == "edit":
                continue  # the member's own edit form, tested in members/tests/test_staff_edit.py
            assert client.get(url).status_code == 404, f"{who} GET {url}"
            assert client.post(url, {"status": "paid"}).status_code == 404, f"{who} POST {url}"
            checked += 1
        assert viewset.model.objects.filter(pk=record.pk).exists()
    assert checked >= 40


def test_an_order_page_offers_no_account_dropdown_and_its_actions(client):
    from orders.models import Order, OrderStatus

    client.force_login(get_user_model().objects.get(username="beheer"))
    order = Order.objects.filter(status=OrderStatus.CONFIRMED).first()
    assert order is not None
    page = client.get(reverse("wagtailsnippets_orders_order:inspect", args=[order.pk]))
    html = page.content.decode()
    assert page.status_code == 200 and "<select" not in html
    assert "Totaal" in html and order.total in html
    listing = client.get(reverse("wagtailsnippets_orders_order:list")).content.decode()
    assert reverse("order_cancel", args=[order.pk]) in listing
    assert "/edit/" not in listing and "/delete/" not in listing and "/copy/" not in listing


def test_no_bulk_delete_of_records_even_for_a_superuser(superuser):
    from orders.models import Order

    order = Order.objects.order_by("pk").first()
    assert order is not None
    listing = superuser.get(reverse("wagtailsnippets_orders_order:list")).content.decode()
    assert "bulk-action-btn" not in listing
    url = reverse("wagtail_bulk_action", args=["orders", "order", "delete"]) + f"?id={order.pk}"
    superuser.post(url)
    assert Order.objects.filter(pk=order.pk).exists()
