"""Membership endpoints: join (with or without a discount link), the join result, the member's own
page (details, dues, early renewal, cancelling at the end of the period, export, deletion) and upgrade links. Member endpoints use the
session (and its CSRF check); handlers only parse, call one service and shape the answer."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils import timezone
from django.utils.translation import gettext_noop
from ninja import Query, Router, Status
from ninja.security import django_auth

from core.abuse import guard_form
from core.errors import NotFound
from core.i18n import current_language
from core.schemas import ErrorOut
from payments.models import Payment
from payments.recurring import GiftChange
from payments.schemas import GiftChangeIn, RecurringGiftOut
from people import gifts, receipts
from people import payments as own_payments
from people.matching import remember_language
from people.personal import MEMBER_DETAILS
from people.schemas import DocumentLanguage, OwnPaymentOut, OwnPaymentsOut, PaymentRecord

from . import paylinks, pricing, privacy, rules, selectors, services
from .models import Membership, MembershipOffer, MembershipPayment, OfferKind, Tier
from .offers import offer_for_code, offer_state
from .schemas import (
    CheckoutOut,
    DetailsIn,
    EarlyRenewalIn,
    FriendJoinIn,
    JoinIn,
    JoinOut,
    JoinStatusOut,
    KeyIn,
    MemberOut,
    MembershipOptionsOut,
    OfferOut,
    OfferPrefillOut,
    PasswordConfirmIn,
    PayLinkOut,
)

router = Router(tags=["members"])
ERRORS = {
    401: ErrorOut,
    403: ErrorOut,
    404: ErrorOut,
    409: ErrorOut,
    410: ErrorOut,
    422: ErrorOut,
    429: ErrorOut,
    503: ErrorOut,
}


def checkout(payment: Payment) -> CheckoutOut:
    return CheckoutOut(checkout_url=payment.checkout_url or None, payment_status=payment.status)


@router.get("/options", response=MembershipOptionsOut, summary="Prices and age limits")
def options(request: HttpRequest):
    first = pricing.first_year(timezone.localdate())
    return MembershipOptionsOut(
        adult_cents=rules.dues_cents(Tier.ADULT),
        youth_cents=rules.dues_cents(Tier.YOUTH),
        adult_first_year_cents=first.adult_cents,
        youth_first_year_cents=first.youth_cents,
        first_year_until=first.until,
        first_year_months=first.months,
        first_year_prorated=first.prorated,
        youth_max_age=settings.MEMBERSHIP_YOUTH_MAX_AGE,
        min_age=settings.MEMBERSHIP_MIN_AGE,
    )


@router.get(
    "/offers/{kind}/{code}",
    response={200: OfferOut, 404: ErrorOut, 410: ErrorOut},
    summary="A discount or upgrade link",
)
def offer(request: HttpRequest, kind: OfferKind, code: str):
    # /lidmaatschap-upgrade/{code} serves a youth member's upgrade and a friend's link alike.
    kinds = (OfferKind.UPGRADE, OfferKind.FRIEND) if kind == OfferKind.UPGRADE else (kind,)
    found = offer_for_code(code=code, kind=kinds)
    if offer_state(found) == "claimed" and _sync_open_payment(found):
        # The visitor back from the checkout may be ahead of the webhook: the answer is the news.
        found = offer_for_code(code=code, kind=kinds)
    state = "claimed" if offer_state(found) == "claimed" else "valid"
    if found.kind == OfferKind.FRIEND:
        friend = found.friend
        return OfferOut(
            kind="friend",
            state=state,
            campaign=found.campaign,
            # A friend joins like anyone else: the first year's price, then the yearly dues.
            price_cents=pricing.first_year_cents(Tier.ADULT, timezone.localdate()),
            tier="adult",
            regular_cents=rules.dues_cents(Tier.ADULT),
            prefill=OfferPrefillOut(
                first_name=friend.first_name, last_name=friend.last_name, email=friend.email
            )
            if friend
            else None,
        )
    return OfferOut(
        kind=found.kind,
        state=state,
        campaign=found.campaign,
        price_cents=found.price_cents,
        tier=found.tier if kind == OfferKind.DISCOUNT else "adult",
        regular_cents=rules.dues_cents(found.tier)
        if kind == OfferKind.DISCOUNT
        else rules.dues_cents(Tier.ADULT) - rules.dues_cents(Tier.YOUTH),
        prefill=None,
    )


def _sync_open_payment(offer: MembershipOffer) -> bool:
    """Checks the offer's open payment with the provider; True when it was open."""
    from payments.services import payment_for_visitor

    record = (
        MembershipPayment.objects.filter(offer=offer)
        .select_related("payment")
        .order_by("-created_at")
        .first()
    )
    if record is None or record.payment.is_final:
        return False
    payment_for_visitor(public_id=str(record.payment.public_id))
    return True


PERSON_FIELDS = set(MEMBER_DETAILS)


@router.post(
    "/join", response={201: JoinOut, **ERRORS}, summary="Become a member: starts the first payment"
)
def join(request: HttpRequest, data: JoinIn):
    # Each sign-up opens a real payment: guarded like every public form.
    guard_form(request, scope="join", honeypot=data.website, captcha=data.captcha, email=data.email)
    person = services.Person(**data.dict(include=PERSON_FIELDS))
    membership, payment = services.membership_join(
        tier=data.tier,
        person=person,
        agreed=data.agree,
        idempotency_key=data.idempotency_key,
        offer_code=data.offer_code,
        referral_code=data.referral_code,
        campaign=data.campaign,
    )
    return 201, JoinOut(public_id=membership.public_id, **checkout(payment).dict())


@router.get(
    "/join/{public_id}",
    response={200: JoinStatusOut, 404: ErrorOut},
    summary="The result of joining, for the thank-you page",
)
def join_status(request: HttpRequest, public_id: UUID):
    membership = Membership.objects.filter(public_id=public_id).first()
    record = (
        membership.payments.select_related("payment").order_by("-created_at").first()
        if membership
        else None
    )
    if membership is None or record is None:
        raise NotFound(gettext_noop("Deze aanmelding bestaat niet."))
    if not record.payment.is_final:
        from payments.services import payment_for_visitor

        payment_for_visitor(public_id=str(record.payment.public_id))
        membership.refresh_from_db()
        record.payment.refresh_from_db()
    return JoinStatusOut(
        status=membership.status, payment_status=record.payment.status, tier=membership.tier
    )


@router.post(
    "/upgrade/{code}",
    response={201: CheckoutOut, **ERRORS},
    summary="Upgrade a youth membership through its link",
)
def upgrade(request: HttpRequest, code: str, data: KeyIn):
    # One button behind a secret link, no form to show a captcha in: only the ceiling on tries.
    guard_form(
        request,
        scope="upgrade",
        honeypot=None,
        captcha=None,
        email=None,
        captcha_after=settings.FORM_GUARD_MAX_TRIES,
    )
    return 201, checkout(
        services.membership_upgrade_start(code=code, idempotency_key=data.idempotency_key)
    )


@router.post(
    "/upgrade/{code}/join",
    response={201: JoinOut, **ERRORS},
    summary="A friend becomes a member through their own link: starts the first payment",
)
def friend_join(request: HttpRequest, code: str, data: FriendJoinIn):
    guard_form(request, scope="join", honeypot=data.website, captcha=data.captcha, email=data.email)
    membership, payment = services.membership_join(
        tier=data.tier,
        person=services.Person(**data.dict(include=PERSON_FIELDS)),
        agreed=data.agree,
        idempotency_key=data.idempotency_key,
        offer_code=code,
        offer_kind=OfferKind.FRIEND,
        campaign=data.campaign,
    )
    return Status(201, JoinOut(public_id=membership.public_id, **checkout(payment).dict()))


@router.get(
    "/me",
    auth=django_auth,
    response={200: MemberOut, 401: ErrorOut},
    summary="The logged-in member's own page",
)
def me(request: HttpRequest):
    return selectors.member_overview(request.auth)


@router.post(
    "/me/details",
    auth=django_auth,
    response={200: MemberOut, **ERRORS},
    summary="Update one's own details",
)
def update_details(request: HttpRequest, data: DetailsIn):
    services.membership_update_details(
        membership=selectors.membership_for_user(request.auth), actor=request.auth, **data.dict()
    )
    return selectors.member_overview(
        get_user_model().objects.get(pk=request.auth.pk)
    )  # names changed


@router.post(
    "/me/dues",
    auth=django_auth,
    response={201: CheckoutOut, **ERRORS},
    summary="Pay this year's dues",
)
def pay_dues(request: HttpRequest, data: KeyIn):
    membership = selectors.membership_for_user(request.auth)
    return 201, checkout(
        services.membership_pay_dues(membership=membership, idempotency_key=data.idempotency_key)
    )


@router.get(
    "/dues/link/{token}",
    response={200: PayLinkOut, 404: ErrorOut},
    summary="A signed pay link for the dues (from a mail): whose, which year, how much, paid yet",
)
def pay_link(request: HttpRequest, token: str):
    return paylinks.pay_link_status(token[:300])


@router.post(
    "/dues/link/{token}",
    response={201: CheckoutOut, **ERRORS},
    summary="Pay the dues through a signed pay link, without logging in: starts the checkout",
)
def pay_link_start(request: HttpRequest, token: str):
    return 201, checkout(paylinks.pay_link_start(token[:300]))


@router.post(
    "/me/early-renewal",
    auth=django_auth,
    response={200: CheckoutOut, **ERRORS},
    summary="Agree to (or decline) paying next year's dues now",
)
def early_renewal(request: HttpRequest, data: EarlyRenewalIn):
    membership = selectors.membership_for_user(request.auth)
    if not data.agree:
        services.membership_decline_early(membership=membership)
        return CheckoutOut(checkout_url=None, payment_status="declined")
    return checkout(services.membership_renew_early(membership=membership))


@router.post(
    "/me/cancel",
    auth=django_auth,
    response={200: MemberOut, **ERRORS},
    summary="Cancel one's membership at the end of the paid period",
)
def cancel(request: HttpRequest):
    user = _member(request)
    remember_language(user)
    services.membership_cancel_at_period_end(
        membership=selectors.membership_for_user(user), actor=user
    )
    return selectors.member_overview(user)


@router.post(
    "/me/cancel/undo",
    auth=django_auth,
    response={200: MemberOut, **ERRORS},
    summary="Withdraw one's cancellation while the membership is still active",
)
def cancel_undo(request: HttpRequest):
    user = _member(request)
    remember_language(user)
    services.membership_cancel_undo(membership=selectors.membership_for_user(user), actor=user)
    return selectors.member_overview(user)


@router.get(
    "/me/gifts",
    auth=django_auth,
    response={200: list[RecurringGiftOut], 401: ErrorOut},
    summary="One's running and paused recurring gifts (monthly gifts, a friend's yearly gift)",
)
def my_gifts(request: HttpRequest):
    return gifts.gifts_of_user(_member(request))


@router.post(
    "/me/gifts/{kind}/{ref}",
    auth=django_auth,
    response={200: RecurringGiftOut, **ERRORS},
    summary="Change, pause, resume or stop one of one's recurring gifts",
)
def my_gift_change(
    request: HttpRequest,
    kind: Literal["monthly", "friend"],
    ref: UUID,
    data: GiftChangeIn,
):
    return gifts.gift_change_for_user(
        _member(request), kind=kind, ref=str(ref), change=GiftChange(**data.dict())
    )


def _member(request: HttpRequest) -> User:
    """The logged-in member (django_auth put them on the request)."""
    return request.auth  # type: ignore[attr-defined]


@router.get(
    "/me/export",
    auth=django_auth,
    response={200: dict, 401: ErrorOut},
    summary="Download all one's data (JSON)",
)
def export(request: HttpRequest):
    response = JsonResponse(
        privacy.member_export(request.auth), json_dumps_params={"ensure_ascii": False, "indent": 2}
    )
    response["Content-Disposition"] = 'attachment; filename="mijn-gegevens.json"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "/me/payments",
    auth=django_auth,
    response={200: OwnPaymentsOut, 401: ErrorOut},
    summary="One's payments (gifts, friend gifts, dues, tickets) and the years with an overview",
)
def payments(request: HttpRequest):
    rows = own_payments.person_payments(own_payments.person_for_user(_member(request)))
    shown = own_payments.in_language(rows, current_language())
    return OwnPaymentsOut(
        payments=[
            OwnPaymentOut.model_validate(
                {
                    "id": row.id,
                    "record": row.record,
                    "public_id": row.public_id,
                    "kind": row.kind,
                    "detail": row.detail,
                    "amount_cents": row.amount_cents,
                    "status": row.status,
                    "at": row.at,
                    "receipt_number": row.number if row.is_paid else None,
                }
            )
            for row in shown
        ],
        overview_years=own_payments.years_with_payments(rows),
    )


def _pdf(content: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "/me/payments/{record}/{public_id}/receipt",
    auth=django_auth,
    response={200: None, 401: ErrorOut, 404: ErrorOut},
    summary="The receipt of one's own paid payment (PDF)",
)
def receipt(
    request: HttpRequest, record: PaymentRecord, public_id: UUID, query: Query[DocumentLanguage]
):
    person, row = own_payments.own_paid_payment(_member(request), record, str(public_id))
    name = "receipt" if query.lang == "en" else "kwitantie"
    return _pdf(receipts.receipt_pdf(row, person, query.lang), f"{name}-{row.number}.pdf")


@router.get(
    "/me/overview/{year}",
    auth=django_auth,
    response={200: None, 401: ErrorOut, 404: ErrorOut},
    summary="One's yearly overview of gifts and dues for the tax return (PDF)",
)
def year_overview(request: HttpRequest, year: int, query: Query[DocumentLanguage]):
    person, overview = own_payments.own_year_overview(_member(request), year)
    name = "annual-statement" if query.lang == "en" else "belastingoverzicht"
    return _pdf(receipts.overview_pdf(overview, person, query.lang), f"{name}-{year}.pdf")


@router.post(
    "/me/delete", auth=django_auth, response={204: None, **ERRORS}, summary="Delete one's account"
)
def delete(request: HttpRequest, data: PasswordConfirmIn):
    privacy.account_delete(request, user=request.auth, password=data.password)
    return 204, None
