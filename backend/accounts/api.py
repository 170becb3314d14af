"""Login, logout, activation and password links. Every POST checks Django's CSRF token (the
frontend's actions send it back as X-CSRFToken with the visitor's cookies)."""

from __future__ import annotations

from typing import Literal

from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.utils.translation import gettext_noop
from ninja import Router
from ninja.errors import HttpError
from ninja.utils import check_csrf

from core.errors import DomainError
from core.ratelimit import check_rate
from core.safe_url import safe_next
from core.schemas import ErrorOut, MessageOut
from members.selectors import has_premium_access
from orders.models import PriceGroup
from orders.pricing import price_group_for
from people.privacy import person_of_user

from . import services
from .schemas import (
    AccountOut,
    ContactDetailsOut,
    EmailIn,
    LinkOut,
    LinkTokenIn,
    LoginIn,
    LoginOut,
    PasswordIn,
    SessionOut,
)

router = Router(tags=["accounts"])
ERRORS = {403: ErrorOut, 422: ErrorOut, 429: ErrorOut}
SENT = gettext_noop(
    "Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link."
)
TOO_MANY_MAILS = gettext_noop(
    "U heeft te vaak een e-mail aangevraagd. Probeer het over een minuut opnieuw."
)
LinkPurpose = Literal["activation", "password"]
PRIVATE_NO_STORE = "private, no-store"


def require_csrf(request: HttpRequest) -> None:
    if check_csrf(request) is not None:
        raise HttpError(403, "CSRF")


def session_out(request: HttpRequest) -> SessionOut:
    user = request.user if request.user.is_authenticated else None
    account = None
    if user is not None:
        person = person_of_user(user)
        account = AccountOut(
            email=user.email,
            first_name=(person and person.first_name) or user.first_name,
            last_name=(person and person.last_name) or user.last_name,
            is_member=has_premium_access(user),
            contact=ContactDetailsOut(
                street=person.street if person else "",
                postal_code=person.postal_code if person else "",
                city=person.city if person else "",
                phone=person.phone if person else "",
            ),
        )
    return SessionOut(
        user=account, csrf_token=get_token(request), price_group=PriceGroup(price_group_for(user))
    )


def _hide(email: str) -> str:
    name, _, domain = email.partition("@")
    return f"{name[:1]}{'•' * max(len(name) - 1, 2)}@{domain}"


@router.get(
    "/session",
    response=SessionOut,
    summary="Who is logged in, their price group, and a CSRF token",
    description="The one private call of a page: the pages a shared cache keeps are the same for "
    "every visitor, and the browser asks this, after hydration, for what is personal on them "
    "('Ingelogd als', the member's prices, the forms' details). Never kept by any cache.",
)
def session(request: HttpRequest, response: HttpResponse):
    response["Cache-Control"] = PRIVATE_NO_STORE
    return session_out(request)


@router.post("/login", response={200: LoginOut, **ERRORS}, summary="Log in (activated accounts)")
def login(request: HttpRequest, data: LoginIn):
    require_csrf(request)
    services.log_in(request, email=data.email, password=data.password, captcha=data.captcha)
    session = session_out(request)
    return LoginOut(**session.model_dump(), next=safe_next(request, data.next))


@router.post("/logout", response={200: SessionOut, 403: ErrorOut}, summary="Log out")
def logout(request: HttpRequest):
    require_csrf(request)
    services.log_out(request)
    return session_out(request)


@router.post("/activation", response={200: MessageOut, **ERRORS}, summary="Mail an activation link")
def request_activation(request: HttpRequest, data: EmailIn):
    require_csrf(request)
    check_rate(request, scope="account-mail", per_minute=5, message=TOO_MANY_MAILS)
    services.request_activation(email=data.email)
    return MessageOut(message=SENT)


@router.post(
    "/password-reset", response={200: MessageOut, **ERRORS}, summary="Mail a password link"
)
def request_password_reset(request: HttpRequest, data: EmailIn):
    require_csrf(request)
    check_rate(request, scope="account-mail", per_minute=5, message=TOO_MANY_MAILS)
    services.request_password_reset(email=data.email)
    return MessageOut(message=SENT)


@router.post(
    "/links/{purpose}/check",
    response={200: LinkOut, **ERRORS},
    summary="Is an activation or password link still valid?",
)
def check_link(request: HttpRequest, purpose: LinkPurpose, data: LinkTokenIn):
    # A POST with the token in the body: in a query string it would reach the access logs. It
    # changes nothing, so it asks no CSRF token (the page's loader calls it without cookies).
    try:
        user = services.check_link(token=data.token, purpose=purpose)
    except DomainError:
        return LinkOut(valid=False, email="")
    return LinkOut(valid=True, email=_hide(user.email))


@router.post(
    "/links/{purpose}",
    response={200: SessionOut, **ERRORS},
    summary="Set the password through a link, and log in",
)
def use_link(request: HttpRequest, purpose: LinkPurpose, data: PasswordIn):
    require_csrf(request)
    services.set_password(request, token=data.token, purpose=purpose, password=data.password)
    return session_out(request)
