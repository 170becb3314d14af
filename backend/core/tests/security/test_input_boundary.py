"""The API's one input boundary (core/api_input.py), tried on every operation of its OpenAPI
document: a NUL character in any text field of a body (JSON, form, multipart), query string or
path is refused with 422 in the error shape and changes no row; a multipart body without its
boundary answers 400, never 500."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest
from django.contrib.auth import get_user_model

from core.api_input import NUL_FIELD, NUL_REFUSED, UNREADABLE
from members.demo import MEMBER_EMAIL

from .api_routes import PARAM, operations, placeholder, request_body, schema
from .input_bodies import database_fingerprint, send, text_fields, valid_body

WRITES = [op for op in operations(safe=False)]
WITH_BODY = [op for op in WRITES if request_body(op)]
WITH_PARAMETERS = [
    op
    for op in operations()
    if any(
        p["in"] in ("query", "path")
        and p.get("schema", {}).get("type") == "string"
        and not p["schema"].get("format")
        and "enum" not in p["schema"]
        for p in op.parameters
    )
]


def body_of(op) -> tuple[str, dict[str, Any]]:
    body = request_body(op)
    assert body is not None, op.id
    return body


def test_the_document_has_what_the_tests_try():
    # The enumeration must find the API's bodies and parameters, or every test would pass vacuously.
    assert len(WITH_BODY) >= 30
    assert sum(len(text_fields(body_of(op)[1])) for op in WITH_BODY) >= 150
    assert {"multipart/form-data", "application/x-www-form-urlencoded"} <= {
        body_of(op)[0] for op in WITH_BODY
    }
    assert any(op.template == "/api/search" for op in WITH_PARAMETERS)


def as_caller(client, op):
    if op.needs_login:
        client.force_login(get_user_model().objects.get(username=MEMBER_EMAIL))
    return client


def path_with(op, name: str, value: str) -> str:
    types = {p["name"]: p.get("schema", {}) for p in op.parameters if p["in"] == "path"}
    return PARAM.sub(
        lambda m: value if m.group(1) == name else placeholder(types.get(m.group(1), {})),
        op.template,
    )


def assert_refused(response, field: str):
    assert response.status_code == 422, (response.status_code, response.content[:300])
    assert response.json() == {"message": NUL_REFUSED, "fields": {field: NUL_FIELD}}


@pytest.mark.django_db
@pytest.mark.parametrize("op", WITH_BODY, ids=lambda op: op.id)
def test_nul_in_any_text_field_is_refused_and_changes_nothing(client, op):
    client = as_caller(client, op)
    content_type, body_schema = body_of(op)
    before = database_fingerprint()
    for field in text_fields(body_schema):
        body = valid_body(body_schema)
        body[field] = f"Ja\x00n{body[field]}"
        assert_refused(send(client, op.method, op.url(), content_type, body), field)
    assert database_fingerprint() == before


@pytest.mark.django_db
def test_nul_in_a_nested_json_value_or_key_is_refused(client):
    lines = [{"ticket_type": "regulier\x00", "quantity": 1}]
    response = send(client, "POST", "/api/orders", "application/json", {"lines": lines})
    assert_refused(response, "ticket_type")
    response = send(client, "POST", "/api/consent", "application/json", {"a\x00": 1})
    assert_refused(response, "a")


@pytest.mark.django_db
def test_an_escaped_backslash_before_u0000_is_text_not_nul(client):
    # JSON "\\u0000" is a backslash and the letters u0000: harmless text, no refusal.
    body = '{"version": 1, "analytics": false, "advertising": false, "x": "\\\\u0000"}'
    response = client.post("/api/consent", body, content_type="application/json")
    assert response.status_code == 201, response.content


@pytest.mark.django_db
@pytest.mark.parametrize("op", WITH_PARAMETERS, ids=lambda op: op.id)
def test_nul_in_a_query_or_path_parameter_is_refused(client, op):
    client = as_caller(client, op)
    before = database_fingerprint()
    required = {
        p["name"]: placeholder(p.get("schema", {}))
        for p in op.query_parameters()
        if p.get("required")
    }
    for parameter in op.parameters:
        schema = parameter.get("schema", {})
        if schema.get("type") != "string" or schema.get("format") or "enum" in schema:
            continue
        name = parameter["name"]
        if parameter["in"] == "query":
            url = (
                op.url()
                + "?"
                + "&".join(
                    f"{key}={quote(value)}" for key, value in {**required, name: "a\x00b"}.items()
                )
            )
        else:
            url = path_with(op, name, "a%00b")
        response = client.generic(op.method, url, "{}", content_type="application/json")
        assert_refused(response, name)
    assert database_fingerprint() == before


@pytest.mark.django_db
@pytest.mark.parametrize("op", WRITES, ids=lambda op: op.id)
@pytest.mark.parametrize(
    "content_type",
    ["multipart/form-data", "multipart/form-data; boundary="],
)
def test_a_multipart_body_that_cannot_be_read_answers_400(client, op, content_type):
    client = as_caller(client, op)
    response = client.generic(op.method, op.url(), b"--x\r\nnot a part", content_type=content_type)
    assert response.status_code == 400, (response.status_code, response.content[:300])
    assert response.json() == {"message": UNREADABLE, "fields": {}}


def test_the_document_names_every_answer_of_the_boundary():
    # 422 (NUL) on any operation, 400 (unreadable body) on any write, and 414 where the address
    # carries parameters: gunicorn and nginx answer it for an over-long address, before the API.
    for op in operations():
        answers = schema()["paths"][op.template][op.method.lower()]["responses"]
        responses = {str(status) for status in answers}  # ninja keys its own by int
        assert "422" in responses, op.id
        if op.method != "GET":
            assert "400" in responses, op.id
        if op.parameters:
            assert "414" in responses, op.id
    for path in ("/api/positions", "/api/redirects/resolve"):
        assert "414" in {str(status) for status in schema()["paths"][path]["get"]["responses"]}
