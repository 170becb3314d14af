"""Ticket orders (SPEC §4 order flow), the ticket page, and check-in at the door."""

from __future__ import annotations

from uuid import UUID

from django.conf import settings
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_noop
from ninja import Router, Status
from ninja.errors import HttpError

from accounts.api import require_csrf
from core.abuse import guard_form
from core.errors import Forbidden, NotFound
from core.schemas import ErrorOut
from core.users import signed_in
from events.models import EventPage
from staff import two_factor

from . import checkin, documents, links, selectors, services
from .schemas import (
    CheckInEventOut,
    CheckInIn,
    ConfirmIn,
    OrderConfirmedOut,
    OrderIn,
    OrderStartedOut,
    OrderStatusOut,
    ScanOut,
    TicketsOut,
)

router = Router(tags=["tickets"])
ERRORS = {404: ErrorOut, 409: ErrorOut, 410: ErrorOut, 422: ErrorOut, 429: ErrorOut, 503: ErrorOut}
TOO_MANY = gettext_noop(
    "U heeft te vaak geprobeerd een ticket te kopen, probeer het later opnieuw."
)


def _event(slug: str) -> EventPage:
    event = EventPage.objects.live().public().filter(slug=slug, locale__language_code="nl").first()
    if event is None:
        raise NotFound(f"Page not found: /agenda/{slug[:100]}")
    return event


@router.post(
    "/orders", response={201: OrderStartedOut, **ERRORS}, summary="Order tickets: reserve, then pay"
)
def order_create(request: HttpRequest, data: OrderIn):
    if (
        request.user.is_authenticated
    ):  # the price depends on the session: it must be the visitor's own
        require_csrf(request)
    guard_form(
        request,
        scope="tickets",
        honeypot=data.website,
        captcha=data.captcha,
        email=data.email,
        message=TOO_MANY,
        too_many_message=TOO_MANY,
        captcha_after=settings.TICKET_GUARD_CAPTCHA_AFTER,
        max_tries=settings.TICKET_GUARD_MAX_TRIES,
    )
    buyer = services.Buyer(
        first_name=data.first_name.strip(),
        last_name=data.last_name.strip(),
        email=data.email.strip().lower(),
        user=request.user if request.user.is_authenticated else None,
        campaign=data.campaign,
    )
    lines: dict[int, int] = {}
    for line in data.lines:
        lines[line.ticket_type] = lines.get(line.ticket_type, 0) + line.quantity
    order, checkout_url = services.order_create(
        event=_event(data.event),
        lines=lines,
        buyer=buyer,
        idempotency_key=data.idempotency_key,
    )
    return Status(
        201,
        {
            "public_id": order.public_id,
            "status": order.status,
            "checkout_url": checkout_url or None,
        },
    )


# Before /orders/{public_id}, which would match 'confirm' too: paths match in definition order.
@router.post(
    "/orders/confirm",
    response={200: OrderConfirmedOut, **ERRORS},
    summary="The e-mail link: confirm the order",
)
def order_confirm(request: HttpRequest, data: ConfirmIn):
    public_id = links.order_id_from_token(data.token)
    if public_id is None:
        raise services.OrderGone(gettext_noop("Deze link is ongeldig of verlopen."))
    order = services.order_confirm(public_id=public_id)
    return {"ticket_key": order.ticket_key, "event": selectors.event_out(order)}


@router.get(
    "/orders/{public_id}",
    response={200: OrderStatusOut, **ERRORS},
    summary="An order's state, for the e-mail step",
)
def order_status(request: HttpRequest, public_id: UUID):
    return selectors.order_status(public_id=str(public_id))


@router.get(
    "/tickets/{ticket_key}",
    response={200: TicketsOut, **ERRORS},
    summary="The ticket page of an order",
)
def tickets(request: HttpRequest, ticket_key: str):
    return selectors.tickets_page(ticket_key=ticket_key[:64])


@router.get(
    "/tickets/{ticket_key}/pdf", response={200: None, 404: ErrorOut}, summary="The tickets as PDF"
)
def tickets_pdf(request: HttpRequest, ticket_key: str):
    order = selectors.order_for_tickets(ticket_key[:64])
    content = documents.tickets_pdf(order, list(order.tickets.filter(status="valid")))
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = 'attachment; filename="tickets.pdf"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "/tickets/{ticket_key}/ics",
    response={200: None, 404: ErrorOut},
    summary="The event for a calendar",
)
def tickets_ics(request: HttpRequest, ticket_key: str):
    order = selectors.order_for_tickets(ticket_key[:64])
    response = HttpResponse(documents.order_ics(order), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="evenement.ics"'
    response["Cache-Control"] = "private, no-store"
    return response


def _door_staff(request: HttpRequest) -> User:
    user = request.user
    if not signed_in(user):
        raise HttpError(401, gettext_noop("Log in om tickets te scannen."))
    if not user.has_perm("events.check_in"):
        raise Forbidden(gettext_noop("U mag geen tickets scannen."))
    if not two_factor.is_verified(user):
        raise Forbidden(
            gettext_noop("Log in via het beheer, met de code uit uw authenticator-app.")
        )
    return user


@router.get(
    "/check-in/events",
    response={200: list[CheckInEventOut], 401: ErrorOut, 403: ErrorOut},
    summary="Events at the door",
)
def check_in_events(request: HttpRequest):
    _door_staff(request)
    return selectors.check_in_events()


@router.post(
    "/check-in",
    response={200: ScanOut, **ERRORS, 401: ErrorOut, 403: ErrorOut},
    summary="Scan one ticket",
)
def check_in(request: HttpRequest, data: CheckInIn):
    staff = _door_staff(request)
    require_csrf(request)
    event = EventPage.objects.filter(pk=data.event).first()
    if event is None:
        raise NotFound(gettext_noop("Dit evenement bestaat niet."))
    scan = checkin.check_in(event=event, code=data.code, scan_id=data.scan_id, by=staff)
    ticket = scan.ticket
    return {
        "result": scan.result,
        "code": scan.code,
        "ticket_name": ticket.ticket_name if ticket else "",
        "buyer_name": ticket.order.buyer_name
        if ticket and scan.result in ("valid", "used")
        else "",
        "checked_in_at": ticket.checked_in_at if ticket else None,
        "event": selectors.check_in_event_out(event),
    }
