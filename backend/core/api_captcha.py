"""GET /api/captcha/challenge: a new proof-of-work challenge for the ALTCHA widget."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_noop
from ninja import Router, Schema

from core.captcha import create_challenge
from core.ratelimit import check_rate
from core.schemas import ErrorOut

router = Router(tags=["captcha"])
TOO_MANY = gettext_noop(
    "U heeft te vaak een controle aangevraagd. Probeer het over een minuut opnieuw."
)


class ChallengeParametersOut(Schema):
    algorithm: str
    nonce: str
    salt: str
    cost: int
    keyLength: int  # noqa: N815 -- the widget's own names
    keyPrefix: str  # noqa: N815
    keySignature: str | None = None  # noqa: N815
    expiresAt: int | None = None  # noqa: N815


class ChallengeOut(Schema):
    parameters: ChallengeParametersOut
    signature: str


@router.get(
    "/challenge",
    response={200: ChallengeOut, 429: ErrorOut},
    summary="A signed proof-of-work challenge for the captcha widget (each solution works once)",
)
def challenge(request: HttpRequest, response: HttpResponse):
    check_rate(
        request,
        scope="captcha",
        per_minute=settings.CAPTCHA_CHALLENGES_PER_MINUTE,
        message=TOO_MANY,
    )
    response["Cache-Control"] = "no-store"
    return create_challenge()
