"""The JSON API (django-ninja): one NinjaAPI, one router per app, one error shape.

Every error answers `{"message": str, "fields": {name: message}}`: 422 for bad input, 404 for
unknown things, 409 for conflicts, 500 without details for the unexpected.
"""

from __future__ import annotations

import logging

from django.core.exceptions import RequestDataTooBig
from django.http import Http404, HttpRequest, HttpResponse, RawPostDataException
from django.utils.translation import gettext_noop
from ninja import NinjaAPI
from ninja.errors import HttpError, ValidationError

from accounts.api import router as accounts_router
from applications.api import router as applications_router
from content.entities.api import router as entities_router
from content.news.api import router as news_router
from content.pages.api import router as pages_router
from content.people.api import router as people_router
from content.petitions.api import router as petitions_router
from content.premium.api import router as premium_router
from content.regions.api import router as regions_router
from content.vacancies.api import router as vacancies_router
from content.videos.api import router as videos_router
from core.api import router as core_router
from core.api_captcha import router as captcha_router
from core.api_guards import TOO_LARGE
from core.api_input import UNREADABLE
from core.errors import DomainError
from core.openapi_errors import document_common_errors
from core.schemas import ErrorOut
from donations.api import router as donations_router
from engagement.api import router as engagement_router
from events.api import router as events_router
from friends.api import router as friends_router
from legion.api import router as legion_router
from members.api import router as members_router
from orders.api import router as orders_router
from payments.api import router as payments_router
from search.api import router as search_router
from tracking.api import fingerprint_router
from tracking.api import router as tracking_router
from wfpp.api import router as wfpp_router

from .api_preview import router as preview_router

logger = logging.getLogger(__name__)
class PartyApi(NinjaAPI):
    def get_openapi_schema(self, *args, **kwargs):
        return document_common_errors(super().get_openapi_schema(*args, **kwargs))


api = PartyApi(
    title="Partijwebsite API",
    version="1.0.0",
    description="The typed JSON API behind the party website. Errors share the ErrorOut shape.",
    urls_namespace="api",
)
api.add_router("", core_router)
api.add_router("/captcha", captcha_router)
api.add_router("/pages", pages_router)
api.add_router("", news_router)
api.add_router("", videos_router)
api.add_router("", people_router)
api.add_router("", regions_router)
api.add_router("", vacancies_router)
api.add_router("", entities_router)
api.add_router("", petitions_router)
api.add_router("/premium", premium_router)
api.add_router("/payments", payments_router)
api.add_router("/donations", donations_router)
api.add_router("/wfpp", wfpp_router)
api.add_router("/search", search_router)
api.add_router("/accounts", accounts_router)
api.add_router("/members", members_router)
api.add_router("", events_router)
api.add_router("", orders_router)
api.add_router("/legion", legion_router)
api.add_router("", engagement_router)
api.add_router("/applications", applications_router)
api.add_router("/friends", friends_router)
api.add_router("", tracking_router)
api.add_router("/v1/fingerprint", fingerprint_router)
api.add_router("", preview_router)


def error_response(
    request: HttpRequest, status: int, message: str, fields: dict[str, str] | None = None
) -> HttpResponse:
    return api.create_response(
        request, ErrorOut(message=message, fields=fields or {}).model_dump(), status=status
    )


def _field_name(location: list | tuple) -> str:
    # ninja reports ('query', 'path') or ('body', 'payload', 'email'): the last part names the input.
    return str(location[-1]) if location else "request"


@api.exception_handler(ValidationError)
def on_validation_error(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    fields = {
        _field_name(error.get("loc", ())): gettext_noop("Deze waarde is niet geldig.")
        for error in exc.errors
    }
    return error_response(
        request, 422, gettext_noop("Niet alle velden zijn correct ingevuld."), fields
    )


@api.exception_handler(DomainError)
def on_domain_error(request: HttpRequest, exc: DomainError) -> HttpResponse:
    return error_response(request, exc.status_code, exc.message, exc.fields)


@api.exception_handler(Http404)
def on_not_found(request: HttpRequest, exc: Http404) -> HttpResponse:
    return error_response(request, 404, str(exc) or gettext_noop("Niet gevonden."))


@api.exception_handler(HttpError)
def on_http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
    if exc.status_code == 401:
        return error_response(
            request, 401, gettext_noop("U bent niet ingelogd. Log in en probeer het opnieuw.")
        )
    if exc.status_code == 403:
        return error_response(
            request,
            403,
            gettext_noop("Uw sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens."),
        )
    if exc.status_code == 400:  # ninja: a body that is no JSON (or no form) at all
        return error_response(request, 400, UNREADABLE)
    return error_response(request, exc.status_code, str(exc))


@api.exception_handler(RequestDataTooBig)
def on_too_big(request: HttpRequest, exc: RequestDataTooBig) -> HttpResponse:
    # A body without a declared length (chunked) that grew past DATA_UPLOAD_MAX_MEMORY_SIZE;
    # declared lengths are refused earlier (core/api_guards.py).
    return error_response(request, 413, TOO_LARGE)


@api.exception_handler(RawPostDataException)
def on_body_of_another_kind(request: HttpRequest, exc: RawPostDataException) -> HttpResponse:
    # A form body (read as a form at the input boundary, core/api_input.py) sent to an operation that
    # reads JSON: the body is of the wrong kind, as a body that is no JSON at all.
    return error_response(request, 400, UNREADABLE)


@api.exception_handler(Exception)
def on_unexpected_error(request: HttpRequest, exc: Exception) -> HttpResponse:
    logger.exception("Unhandled API error on %s %s", request.method, request.path)
    return error_response(request, 500, gettext_noop("Er is een onbekende fout opgetreden."))
