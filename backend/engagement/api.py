"""The engagement forms' endpoints: the newsletter (sign up, confirm, leave), signing a petition
(and confirming), and the volunteer sign-up of /word-actief. Each public form passes
core.abuse.guard_form (honeypot, tries per address and e-mail, captcha) before its service."""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.translation import gettext_noop
from ninja import Router, Status

from core.abuse import guard_form
from core.ratelimit import check_rate
from core.schemas import ErrorOut, MessageOut

from . import services_newsletter as newsletter
from . import services_petitions as petitions
from .models import PetitionSignature
from .schemas import (
    NewsletterIn,
    SignatureConfirmedOut,
    SignatureIn,
    TokenIn,
    VolunteerIn,
)
from .services_volunteers import Volunteer, volunteer_signup

router = Router(tags=["engagement"])
ERRORS = {404: ErrorOut, 409: ErrorOut, 410: ErrorOut, 422: ErrorOut, 429: ErrorOut}
LINK_TRIES_PER_MINUTE = 20
TOO_MANY_LINKS = gettext_noop(
    "U heeft te vaak een link geprobeerd. Probeer het over een minuut opnieuw."
)

SUBSCRIBED = gettext_noop(
    "Bedankt! Wij hebben u een e-mail gestuurd. Klik op de link in die e-mail om uw aanmelding "
    "te bevestigen."
)
CONFIRMED = gettext_noop("Uw aanmelding voor de nieuwsbrief is bevestigd.")
UNSUBSCRIBED = gettext_noop("U bent afgemeld voor de nieuwsbrief.")
SIGNED = gettext_noop(
    "Bedankt voor uw handtekening! Wij hebben u een e-mail gestuurd. Klik op de link in die "
    "e-mail om uw handtekening te bevestigen; pas dan telt zij mee."
)
SIGNATURE_CONFIRMED = gettext_noop("Uw handtekening is bevestigd en telt mee. Dank u wel!")
VOLUNTEERED = gettext_noop("Bedankt voor uw aanmelding! Wij nemen binnenkort contact met u op.")


def _links_limited(request: HttpRequest) -> None:
    check_rate(
        request, scope="engagement-link", per_minute=LINK_TRIES_PER_MINUTE, message=TOO_MANY_LINKS
    )


@router.post(
    "/newsletter/subscriptions",
    response={202: MessageOut, **ERRORS},
    summary="Sign up for the newsletter (a confirmation link is mailed; same answer when known)",
)
def newsletter_subscribe(request: HttpRequest, data: NewsletterIn):
    guard_form(
        request, scope="newsletter", honeypot=data.website, captcha=data.captcha, email=data.email
    )
    newsletter.newsletter_subscribe(
        email=data.email,
        name=data.name,
        consent=data.consent,
        consent_version=data.consent_version,
        campaign=data.campaign,
        user=request.user,
    )
    return Status(202, MessageOut(message=SUBSCRIBED))


@router.post(
    "/newsletter/confirmation",
    response={200: MessageOut, **ERRORS},
    summary="Confirm a newsletter sign-up with the token of its link",
)
def newsletter_confirm(request: HttpRequest, data: TokenIn):
    _links_limited(request)
    newsletter.newsletter_confirm(token=data.token)
    return MessageOut(message=CONFIRMED)


@router.post(
    "/newsletter/unsubscription",
    response={200: MessageOut, **ERRORS},
    summary="Leave the newsletter with the token of the link in a mail",
)
def newsletter_unsubscribe(request: HttpRequest, data: TokenIn):
    _links_limited(request)
    newsletter.newsletter_unsubscribe(token=data.token)
    return MessageOut(message=UNSUBSCRIBED)


@router.post(
    "/newsletter/one-click-unsubscribe",
    response={200: MessageOut, **ERRORS},
    summary="RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) by mail programs",
)
def newsletter_one_click(request: HttpRequest, token: str):
    _links_limited(request)
    newsletter.newsletter_unsubscribe(token=token[:200])
    return MessageOut(message=UNSUBSCRIBED)


@router.post(
    "/petitions/{slug}/signatures",
    response={202: MessageOut, **ERRORS},
    summary="Sign a petition (a confirmation link is mailed; same answer when signed before)",
)
def petition_sign(request: HttpRequest, slug: str, data: SignatureIn):
    petition = petitions.signable_petition(slug=slug[:100])
    guard_form(
        request, scope="petition", honeypot=data.website, captcha=data.captcha, email=data.email
    )
    petitions.petition_sign(
        petition=petition,
        first_name=data.first_name,
        last_name=data.last_name,
        email=data.email,
        place=data.place,
        consent=data.consent,
        consent_version=data.consent_version,
        campaign=data.campaign,
        user=request.user,
    )
    return Status(202, MessageOut(message=SIGNED))


@router.post(
    "/petitions/signatures/confirmation",
    response={200: SignatureConfirmedOut, **ERRORS},
    summary="Confirm a signature with the token of its link; answers the new count",
)
def petition_confirm(request: HttpRequest, data: TokenIn):
    _links_limited(request)
    signature = petitions.petition_confirm(token=data.token)
    petition = signature.petition
    count = PetitionSignature.objects.filter(petition=petition, confirmed_at__isnull=False).count()
    return SignatureConfirmedOut(
        message=SIGNATURE_CONFIRMED, slug=petition.slug, signature_count=count, goal=petition.goal
    )


@router.post(
    "/volunteers",
    response={201: MessageOut, **ERRORS},
    summary="Sign up as a volunteer (word actief)",
)
def volunteer(request: HttpRequest, data: VolunteerIn):
    guard_form(
        request, scope="volunteer", honeypot=data.website, captcha=data.captcha, email=data.email
    )
    volunteer_signup(
        volunteer=Volunteer(
            first_name=data.first_name,
            last_name=data.last_name,
            email=data.email,
            phone=data.phone,
            province=data.province,
            municipality=data.municipality,
            interests=list(data.interests),
            message=data.message,
        ),
        consent=data.consent,
        consent_version=data.consent_version,
        campaign=data.campaign,
        user=request.user,
    )
    return Status(201, MessageOut(message=VOLUNTEERED))
