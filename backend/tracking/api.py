"""Consent answers, visitor identifiers (SPEC §7: POST /api/v1/fingerprint/create/{visitorId}) and
the redirect helper the frontend asks before a route change (SPEC §2.14). The two POSTs come from
the browser itself: JSON only (a cross-site form cannot send it without CORS, which we never
allow), rate-limited per address, and they store nothing that identifies the visitor's person."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_noop
from ninja import Query, Router, Status

from core.errors import DomainError
from core.ratelimit import check_rate
from core.schemas import ErrorOut

from . import selectors, services
from .schemas import ConsentIn, FingerprintIn, RecordedOut, RedirectOut, RedirectQuery

router = Router(tags=["tracking"])
fingerprint_router = Router(tags=["tracking"])
ERRORS = {415: ErrorOut, 422: ErrorOut, 429: ErrorOut}
TOO_MANY = gettext_noop("Te veel verzoeken. Probeer het over een minuut opnieuw.")


class UnsupportedMediaType(DomainError):
    status_code = 415


def _require_json(request: HttpRequest) -> None:
    if request.content_type != "application/json":
        raise UnsupportedMediaType(gettext_noop("Stuur de gegevens als JSON."))


@router.post("/consent", response={201: RecordedOut, **ERRORS}, summary="Record a cookie choice")
def consent(request: HttpRequest, response: HttpResponse, data: ConsentIn):
    _require_json(request)
    check_rate(
        request, scope="consent", per_minute=settings.CONSENT_RATE_PER_MINUTE, message=TOO_MANY
    )
    services.consent_record(
        version=data.version, analytics=data.analytics, advertising=data.advertising
    )
    response["Cache-Control"] = "no-store"
    return Status(201, RecordedOut(recorded=True))


@fingerprint_router.post(
    "/create/{visitor_id}",
    response={201: RecordedOut, 200: RecordedOut, **ERRORS},
    summary="Record a visitor identifier seen with a personal link's uuid",
)
def fingerprint_create(
    request: HttpRequest, response: HttpResponse, visitor_id: str, data: FingerprintIn
):
    _require_json(request)
    check_rate(
        request,
        scope="fingerprint",
        per_minute=settings.FINGERPRINT_RATE_PER_MINUTE,
        message=TOO_MANY,
    )
    created = services.fingerprint_create(visitor_id=visitor_id, uuid=data.uuid)
    response["Cache-Control"] = "no-store"
    return Status(201 if created else 200, RecordedOut(recorded=created))


@router.get(
    "/redirects/resolve",
    response={200: RedirectOut, 422: ErrorOut},
    summary="Where a path (and a personal link's uuid) leads, if anywhere else",
)
def redirect_resolve(request: HttpRequest, response: HttpResponse, query: Query[RedirectQuery]):
    target = selectors.resolve_redirect(path=query.path, uuid=query.uuid)
    # Personal links are personal: never in a shared cache.
    response["Cache-Control"] = "private, no-store"
    if target is None:
        return RedirectOut(location=None, permanent=False)
    return RedirectOut(location=target.location, permanent=target.permanent)
