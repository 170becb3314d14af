"""The payment endpoints: the provider's webhook, a payment's status for the donor who returns,
and the demo provider's checkout page (embedded default only)."""

from __future__ import annotations

import logging
import threading
import urllib.parse
import urllib.request
from typing import Literal
from uuid import UUID

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext_noop
from ninja import Form, Router, Schema

from core.errors import NotFound
from core.money import format_euros
from core.schemas import ErrorOut

from . import services
from .models import DemoProviderPayment
from .providers.demo import DemoProvider

logger = logging.getLogger(__name__)
router = Router(tags=["payments"])


class WebhookIn(Schema):
    id: str


class PaymentStatusOut(Schema):
    public_id: UUID
    status: str
    amount_cents: int
    description: str


@router.post(
    "/webhook",
    url_name="payment_webhook",
    response={200: None, 503: ErrorOut},
    summary="Provider webhook",
)
def webhook(request: HttpRequest, data: Form[WebhookIn]):
    """Answers fast; an unknown id changes nothing and is not an error (Mollie's advice)."""
    services.payment_sync(provider_payment_id=data.id[:64], source="webhook")


@router.get(
    "/{public_id}",
    response={200: PaymentStatusOut, 404: ErrorOut, 422: ErrorOut},
    summary="A payment's status",
)
def payment_status(request: HttpRequest, public_id: UUID):
    return services.payment_for_visitor(public_id=str(public_id))


# --- the demo provider's checkout page ------------------------------------------------------------
Outcome = Literal["paid", "failed", "canceled", "expired"]


class DemoChoiceIn(Schema):
    outcome: Outcome
    # The demo bank: later direct debits on the mandate of this first payment fail with this code.
    debit_failure: Literal["", "AM04", "MS03", "AC04", "MD01"] = ""


def _demo_payment(payment_id: str) -> DemoProviderPayment:
    row = DemoProviderPayment.objects.filter(id=payment_id[:64]).first()
    if settings.PAYMENT_PROVIDER != "demo" or row is None:
        raise NotFound(gettext_noop("Deze betaling bestaat niet."))
    return row


def _call_webhook(row: DemoProviderPayment) -> None:
    """What Mollie does: POST id=… to the webhook URL the payment was created with."""
    body = urllib.parse.urlencode({"id": row.id}).encode()
    try:
        urllib.request.urlopen(
            urllib.request.Request(row.webhook_url, data=body, method="POST"), timeout=10
        )
    except OSError as error:  # the return page and the reconciliation catch up
        logger.warning("Demo webhook for %s failed: %s", row.id, error)


def _on_visitors_host(request: HttpRequest, url: str) -> str:
    """The return address (made on SITE_URL) on the host this visitor used, 127.0.0.1 or
    localhost: their session cookie belongs to that host. Only a host in ALLOWED_HOSTS (get_host
    refuses others) and only for an address on this site."""
    target, site = urllib.parse.urlsplit(url), urllib.parse.urlsplit(settings.SITE_URL)
    if (target.scheme, target.netloc) != (site.scheme, site.netloc):
        return url
    try:
        host = request.get_host()
    except DisallowedHost:
        return url
    return urllib.parse.urlunsplit(
        (request.scheme, host, target.path, target.query, target.fragment)
    )


@router.get("/demo/{payment_id}", url_name="demo_checkout", include_in_schema=False)
def demo_checkout(request: HttpRequest, payment_id: str):
    row = _demo_payment(payment_id)
    back = _on_visitors_host(request, row.redirect_url) if row.redirect_url else ""
    context = {"payment": row, "amount": format_euros(row.amount_cents), "back": back}
    # The form carries the CSRF token: a logged-in visitor's POST has the session cookie, and the
    # API's guard (core/api_guards.py) refuses that without the token.
    response = render(request, "payments/demo_checkout.html", context)
    add_never_cache_headers(response)  # a token of this visitor's, and their payment
    return response


@router.post("/demo/{payment_id}", include_in_schema=False)
def demo_choose(request: HttpRequest, payment_id: str, data: Form[DemoChoiceIn]):
    row = DemoProvider().choose(
        _demo_payment(payment_id).id, data.outcome, debit_failure=data.debit_failure
    )
    # Like Mollie, the webhook arrives on its own, usually before the donor is back.
    thread = threading.Thread(target=_call_webhook, args=(row,), daemon=True)
    thread.start()
    thread.join(timeout=5)
    return (
        HttpResponseRedirect(_on_visitors_host(request, row.redirect_url), status=303)
        if row.redirect_url
        else HttpResponse(status=204)
    )
