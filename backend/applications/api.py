"""The forms that reach staff: /contact, a vacancy application and a candidate council member's
application (multipart, with the CV). Each passes core.abuse's guard (honeypot, rate limit,
captcha after repeated tries) before anything is checked or stored."""

from __future__ import annotations

from uuid import UUID

from django.conf import settings
from django.http import HttpRequest
from ninja import File, Form, Router, Status, UploadedFile

from core.abuse import guard_form
from core.consent import Consent
from core.schemas import ErrorOut

from . import services, uploads
from .schemas import (
    ApplicantIn,
    ApplicationRulesOut,
    CandidateIn,
    ContactIn,
    GuardedIn,
    ReceivedOut,
)

router = Router(tags=["applications"])
ERRORS = {404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 429: ErrorOut}


def _guard(request: HttpRequest, scope: str, data: GuardedIn, email: str) -> None:
    guard_form(request, scope=scope, honeypot=data.website, captcha=data.captcha, email=email)


def _common(data: GuardedIn) -> dict:
    return {
        "consent": Consent(given=data.consent, version=data.consent_version),
        "campaign": data.campaign,
        "idempotency_key": data.idempotency_key,
    }


def _person(data: ApplicantIn) -> services.Person:
    return services.Person(
        first_name=data.first_name, last_name=data.last_name, email=data.email, phone=data.phone
    )


def _received(record) -> Status:
    return Status(201, ReceivedOut(public_id=record.public_id, received_at=record.created_at))


@router.get("/rules", response=ApplicationRulesOut, summary="The CV upload rule")
def rules(request: HttpRequest):
    return ApplicationRulesOut(
        cv_max_bytes=settings.APPLICATIONS_CV_MAX_BYTES,
        cv_types=list(uploads.EXTENSIONS),
        cv_extensions=[f".{extension}" for extension in uploads.EXTENSIONS.values()],
    )


@router.post("/contact", response={201: ReceivedOut, **ERRORS}, summary="Send a message to staff")
def contact(request: HttpRequest, data: ContactIn):
    _guard(request, "contact", data, data.email)
    message = services.contact_message_send(
        name=data.name,
        email=data.email,
        subject=data.subject,
        message=data.message,
        **_common(data),
    )
    return _received(message)


@router.post(
    "/vacancies/{uuid}",
    response={201: ReceivedOut, **ERRORS},
    summary="Apply for a vacancy (multipart; the CV is optional)",
)
def vacancy(
    request: HttpRequest, uuid: UUID, data: Form[ApplicantIn], cv: File[UploadedFile] = None
):
    _guard(request, "vacancy", data, data.email)
    application = services.vacancy_apply(
        vacancy_uuid=uuid, person=_person(data), motivation=data.motivation, cv=cv, **_common(data)
    )
    return _received(application)


@router.post(
    "/candidates",
    response={201: ReceivedOut, **ERRORS},
    summary="Apply as a candidate council member (multipart, with the CV)",
)
def candidate(request: HttpRequest, data: Form[CandidateIn], cv: File[UploadedFile] = None):
    _guard(request, "candidate", data, data.email)
    application = services.candidate_apply(
        person=_person(data),
        municipality=data.municipality,
        is_member=data.is_member,
        motivation=data.motivation,
        cv=cv,
        **_common(data),
    )
    return _received(application)
