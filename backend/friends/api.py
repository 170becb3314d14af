"""Friends: the form's options, joining (guarded, then the first payment) and the sign-up's state
for the thank-you page."""

from __future__ import annotations

from uuid import UUID

from django.conf import settings
from django.http import HttpRequest
from django.utils.translation import gettext_noop
from ninja import Path, Router, Status

from core.abuse import guard_form
from core.consent import Consent
from core.errors import NotFound
from core.schemas import ErrorOut
from payments.recurring import GiftChange
from payments.schemas import GiftChangeIn, RecurringGiftOut
from payments.services import payment_for_visitor

from . import manage, services
from .models import Friend, GiftKind
from .schemas import FriendIn, FriendOptionsOut, FriendStartedOut, FriendStatusOut

router = Router(tags=["friends"])
ERRORS = {404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 429: ErrorOut, 503: ErrorOut}


@router.get(
    "/options", response=FriendOptionsOut, summary="The smallest yearly gift and suggestions"
)
def options(request: HttpRequest):
    minimum = settings.FRIENDS_MIN_YEARLY_CENTS
    return FriendOptionsOut(
        min_yearly_cents=minimum, suggested_cents=[minimum, minimum * 2, minimum * 5]
    )


@router.post(
    "",
    response={201: FriendStartedOut, **ERRORS},
    summary="Become a friend: starts the first payment",
)
def join(request: HttpRequest, data: FriendIn):
    guard_form(
        request, scope="friend", honeypot=data.website, captcha=data.captcha, email=data.email
    )
    friend, payment = services.friend_join(
        person=services.FriendPerson(
            first_name=data.first_name,
            last_name=data.last_name,
            email=data.email,
            country=data.country,
            dutch_voter_abroad=data.dutch_voter_abroad,
        ),
        amount_cents=data.amount_cents,
        consent=Consent(given=data.consent, version=data.consent_version),
        idempotency_key=data.idempotency_key,
        campaign=data.campaign,
        user=request.user,
    )
    return Status(
        201, FriendStartedOut(public_id=friend.public_id, checkout_url=payment.checkout_url or None)
    )


@router.get(
    "/manage/{token}",
    response={200: RecurringGiftOut, 410: ErrorOut, **ERRORS},
    summary="The yearly gift a friend's manage link names; changes nothing",
)
def friend_gift(request: HttpRequest, token: str = Path(..., max_length=200)):
    return manage.friend_gift_for_token(token=token)


@router.post(
    "/manage/{token}",
    response={200: RecurringGiftOut, 410: ErrorOut, **ERRORS},
    summary="Change, pause, resume or stop the yearly gift a friend's manage link names",
)
def friend_gift_manage(
    request: HttpRequest, data: GiftChangeIn, token: str = Path(..., max_length=200)
):
    return manage.friend_gift_manage(token=token, change=GiftChange(**data.dict()))


@router.get(
    "/{public_id}",
    response={200: FriendStatusOut, 404: ErrorOut, 422: ErrorOut},
    summary="A sign-up's state, for the thank-you page",
)
def friend_status(request: HttpRequest, public_id: UUID):
    friend = Friend.objects.filter(public_id=public_id).first()
    gift = (
        friend.gifts.filter(kind=GiftKind.FIRST).select_related("payment").first()
        if friend
        else None
    )
    if friend is None or gift is None:
        raise NotFound(gettext_noop("Deze aanmelding bestaat niet."))
    payment = gift.payment
    if not payment.is_final:  # the visitor may be back before the provider's webhook
        payment = payment_for_visitor(public_id=str(payment.public_id))
        friend.refresh_from_db()
    return FriendStatusOut(
        status=friend.status,
        payment_status=payment.status,
        amount_cents=friend.amount_cents,
        paid_until=friend.paid_until,
    )
