"""The API's input boundary for what no schema can say: text holds no NUL character, and a body
must be readable. Called by core/api_guards.py for every /api/ request, before any endpoint runs.

- NUL ("\\x00") in the path, the query string or a body (JSON, form or multipart) is refused with
  422 in the error shape, naming the field. PostgreSQL cannot store it (a 500 otherwise) and
  SQLite would store it and pass it on to e-mails, exports and the admin.
- A form body Django cannot parse (multipart without its boundary, too many fields) answers 400:
  inside ninja the parser's exception would otherwise reach the catch-all 500 handler.
Files keep their bytes (a PDF may hold NULs); Django already drops control characters from the
names of uploaded files.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.exceptions import BadRequest, RequestDataTooBig, SuspiciousOperation
from django.http import HttpRequest, JsonResponse
from django.http.multipartparser import MultiPartParserError
from django.urls import Resolver404, resolve
from django.utils.translation import gettext_noop

from core.i18n import translated

NUL = "\x00"
NUL_REFUSED = gettext_noop(
    "Uw invoer bevat een ongeldig teken. Verwijder het en probeer het opnieuw."
)
NUL_FIELD = gettext_noop("Dit veld bevat een ongeldig teken.")
UNREADABLE = gettext_noop("De aanvraag kon niet worden gelezen.")
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")
# How NUL can appear in a JSON body: escaped inside a string, or raw (which is no valid JSON).
JSON_NUL_MARKERS = (b"\\u0000", b"\x00")


def input_refusal(request: HttpRequest) -> JsonResponse | None:
    try:
        field = nul_field(request)
    except RequestDataTooBig:
        raise  # a 413, the size guard's (core/api_guards.py)
    except (MultiPartParserError, SuspiciousOperation, BadRequest):
        return JsonResponse({"message": translated(UNREADABLE), "fields": {}}, status=400)
    if field is None:
        return None
    return JsonResponse(
        {"message": translated(NUL_REFUSED), "fields": {field: translated(NUL_FIELD)}}, status=422
    )


def nul_field(request: HttpRequest) -> str | None:
    """The name of the first input that holds a NUL, or None."""
    if NUL in request.path_info:
        return _path_parameter(request.path_info)
    found = _in_querydict(request.GET)
    if found is None and request.method != "GET":
        found = _in_body(request)
    return found


def _path_parameter(path: str) -> str:
    try:
        kwargs = resolve(path).kwargs
    except Resolver404:
        return "path"
    return next((name for name, value in kwargs.items() if NUL in str(value)), "path")


def _in_querydict(data) -> str | None:
    for key, values in data.lists():
        if NUL in key or any(NUL in value for value in values):
            return _name(key)
    return None


def _in_body(request: HttpRequest) -> str | None:
    if request.content_type in FORM_TYPES:
        # Django parses the form once and keeps it: the endpoint reads the same request.POST.
        return _in_querydict(request.POST) or _in_querydict(request.FILES)
    raw = request.body
    if not any(marker in raw for marker in JSON_NUL_MARKERS):
        return None  # the common case: no JSON parsing twice
    try:
        data = json.loads(raw)
    except ValueError:
        return None  # not JSON: ninja answers 400 itself
    return _in_json(data, "body")


def _in_json(value: Any, name: str) -> str | None:
    if isinstance(value, str):
        return name if NUL in value else None
    if isinstance(value, dict):
        for key, item in value.items():
            if NUL in key:
                return _name(key)
            found = _in_json(item, key)
            if found is not None:
                return found
    if isinstance(value, list):
        for item in value:
            found = _in_json(item, name)
            if found is not None:
                return found
    return None


def _name(key: str) -> str:
    return key.replace(NUL, "") or "request"
