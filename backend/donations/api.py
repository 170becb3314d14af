"""Donations: the page with its form and progress, starting a gift, and a gift's status."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from django.http import HttpRequest
from ninja import Field, Path, Query, Router, Schema, Status

from core.abuse import guard_form
from core.schemas import ErrorOut
from payments.recurring import GiftChange
from payments.schemas import GiftChangeIn, RecurringGiftOut

from . import monthly, selectors, services
from .schemas import (
    DonationIn,
    DonationPageOut,
    DonationStartedOut,
    DonationStatusOut,
)

router = Router(tags=["donations"])
ERRORS = {404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 429: ErrorOut, 503: ErrorOut}


class PageQuery(Schema):
    path: str = Field(..., max_length=255)
    locale: Literal["nl", "en"] = "nl"


@router.get(
    "/page",
    response={200: DonationPageOut, **ERRORS},
    summary="A donation page with its form and progress",
)
def donation_page(request: HttpRequest, query: Query[PageQuery]):
    return selectors.donation_page(path=query.path, locale=query.locale)


@router.post(
    "",
    response={201: DonationStartedOut, **ERRORS},
    summary="Start a gift: the rules, then the payment",
)
def donation_start(request: HttpRequest, data: DonationIn):
    # Each gift opens a real payment: without a guard, an invitation to test stolen cards.
    guard_form(
        request, scope="donation", honeypot=data.website, captcha=data.captcha, email=data.email
    )
    donor = services.Donor(
        first_name=data.first_name.strip(),
        last_name=data.last_name.strip(),
        email=data.email.strip().lower(),
        street=data.street.strip(),
        postal_code=data.postal_code.strip().upper(),
        city=data.city.strip(),
        country=data.country.upper(),
        dutch_voter_abroad=data.dutch_voter_abroad,
    )
    donation, payment = services.donation_start(
        page=selectors.donation_page_for_path(data.path),
        amount_cents=data.amount_cents,
        frequency=data.frequency,
        donor=donor,
        wants_receipt=data.wants_receipt,
        idempotency_key=data.idempotency_key,
        campaign=data.campaign,
        user=request.user,
    )
    return Status(201, {"public_id": donation.public_id, "checkout_url": payment.checkout_url})


@router.get(
    "/{public_id}",
    response={200: DonationStatusOut, **ERRORS},
    summary="A gift's status, for its thank-you page",
)
def donation_status(request: HttpRequest, public_id: UUID):
    return selectors.donation_status(public_id=str(public_id))


@router.get(
    "/monthly/{token}",
    response={200: RecurringGiftOut, 410: ErrorOut, **ERRORS},
    summary="The monthly gift a donor's manage link names; changes nothing",
)
def monthly_gift(request: HttpRequest, token: str = Path(..., max_length=200)):
    return monthly.monthly_gift_for_token(token=token)


@router.post(
    "/monthly/{token}",
    response={200: RecurringGiftOut, 410: ErrorOut, **ERRORS},
    summary="Change, pause, resume or stop the monthly gift a donor's manage link names",
)
def monthly_gift_manage(
    request: HttpRequest, data: GiftChangeIn, token: str = Path(..., max_length=200)
):
    return monthly.monthly_gift_manage(token=token, change=GiftChange(**data.dict()))


@router.post(
    "/monthly/{token}/stop",
    response={200: RecurringGiftOut, 410: ErrorOut, **ERRORS},
    summary="Stop the monthly gift a donor's link names (the links of before the manage page)",
)
def monthly_gift_stop(request: HttpRequest, token: str = Path(..., max_length=200)):
    return monthly.monthly_gift_stop(token=token)
