"""Legion and member-get-member endpoints. The legion dashboard needs the session flag that a
magic link sets (403 and nothing else without it); referral links need a logged-in member.
State-changing calls on a session check Django's CSRF token."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_noop
from ninja import Router
from ninja.security import django_auth

from accounts.api import require_csrf
from core.abuse import guard_form
from core.errors import Forbidden
from core.ratelimit import check_rate
from core.schemas import ErrorOut

from . import access, referrals, selectors, services
from .models import JoinedVia
from .qr import qr_data_uri
from .schemas import (
    LegionAccessIn,
    LegionDashboardOut,
    LegionDoneIn,
    LegionJoinIn,
    LegionMessageOut,
    LegionTokenIn,
    ReferralCodeOut,
    ReferralLinkOut,
    ReferralOut,
)

router = Router(tags=["legion"])
ERRORS = {401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 410: ErrorOut, 422: ErrorOut, 429: ErrorOut}
PRIVATE = "private, no-store"
TOO_MANY = gettext_noop("U heeft het te vaak geprobeerd. Probeer het over een minuut opnieuw.")
JOINED = gettext_noop(
    "Welkom bij het legioen! U ontvangt binnen enkele minuten een e-mail met een link naar uw dashboard."
)
SENT = gettext_noop(
    "Als dit e-mailadres bij het legioen bekend is, ontvangt u binnen enkele minuten een e-mail met een link naar uw dashboard."
)
NO_ACCESS = gettext_noop(
    "Open het dashboard via de link in uw e-mail. Hieronder vraagt u een nieuwe link aan."
)


def _member(request: HttpRequest):
    member = access.member_of(request)
    if member is None:
        raise Forbidden(NO_ACCESS)
    return member


@router.post("/join", response={201: LegionMessageOut, **ERRORS}, summary="Join the legion")
def join(request: HttpRequest, data: LegionJoinIn):
    guard_form(
        request, scope="legion-join", honeypot=data.website, captcha=data.captcha, email=data.email
    )
    services.legion_join(
        applicant=services.Applicant(
            first_name=data.first_name,
            last_name=data.last_name,
            email=data.email,
            region=data.region,
            phone=data.phone,
        ),
        consent=data.consent,
        consent_version=data.consent_version,
        via=JoinedVia.RECRUIT if data.path_prefix.endswith("-mgm") else JoinedVia.LEGION,
        recruit_code=data.ref,
        campaign=data.campaign,
        path_prefix=data.path_prefix,
        user=request.user,
    )
    return 201, LegionMessageOut(message=JOINED)


@router.post(
    "/access", response={200: LegionMessageOut, **ERRORS}, summary="Mail a link to the dashboard"
)
def request_access(request: HttpRequest, data: LegionAccessIn):
    guard_form(
        request,
        scope="legion-access",
        honeypot=data.website,
        captcha=data.captcha,
        email=data.email,
    )
    services.access_request(email=data.email, path_prefix=data.path_prefix)
    return LegionMessageOut(message=SENT)


@router.post(
    "/access/use",
    response={200: LegionDashboardOut, **ERRORS},
    summary="Follow a dashboard link: this session may open the dashboard",
)
def use_access(request: HttpRequest, response: HttpResponse, data: LegionTokenIn):
    require_csrf(request)
    check_rate(request, scope="legion-access-use", per_minute=10, message=TOO_MANY)
    member = access.link_use(data.token)
    access.grant(request, member)
    response["Cache-Control"] = PRIVATE
    return selectors.dashboard(member)


@router.post("/access/end", response={204: None, 403: ErrorOut}, summary="Close the dashboard")
def end_access(request: HttpRequest):
    require_csrf(request)
    access.revoke(request)
    return 204, None


@router.get(
    "/dashboard", response={200: LegionDashboardOut, **ERRORS}, summary="My legion dashboard"
)
def dashboard(request: HttpRequest, response: HttpResponse):
    response["Cache-Control"] = PRIVATE
    return selectors.dashboard(_member(request))


@router.post(
    "/dashboard/actions/{action_id}",
    response={200: LegionDashboardOut, **ERRORS},
    summary="Mark an action done, or not done",
)
def mark_action(request: HttpRequest, response: HttpResponse, action_id: int, data: LegionDoneIn):
    require_csrf(request)
    member = _member(request)
    services.action_set_done(member=member, action_id=action_id, done=data.done)
    response["Cache-Control"] = PRIVATE
    return selectors.dashboard(member)


@router.post(
    "/dashboard/leave", response={204: None, **ERRORS}, summary="Leave the legion (data deleted)"
)
def leave(request: HttpRequest):
    require_csrf(request)
    services.legion_leave(member=_member(request))
    access.revoke(request)
    return 204, None


def _referral_out(link) -> ReferralLinkOut:
    url = referrals.referral_url(link)
    return ReferralLinkOut(
        code=link.code, url=url, qr_svg=qr_data_uri(url), **referrals.joined_through(link.code)
    )


@router.get(
    "/referral",
    auth=django_auth,
    response={200: ReferralOut, 401: ErrorOut},
    summary="My member-get-member link and who joined through it",
)
def referral(request: HttpRequest, response: HttpResponse):
    response["Cache-Control"] = PRIVATE
    link = referrals.referral_link_of(request.auth)
    return ReferralOut(
        can_create=referrals.can_refer(request.auth),
        link=_referral_out(link) if link else None,
    )


@router.post(
    "/referral",
    auth=django_auth,
    response={201: ReferralLinkOut, **ERRORS},
    summary="Make my member-get-member link (once)",
)
def create_referral(request: HttpRequest):
    require_csrf(request)
    return 201, _referral_out(referrals.referral_link_create(user=request.auth))


@router.get(
    "/referral/codes/{code}",
    response={200: ReferralCodeOut},
    summary="Is this a member-get-member code?",
)
def referral_code(request: HttpRequest, code: str):
    return ReferralCodeOut(valid=referrals.code_exists(code))
