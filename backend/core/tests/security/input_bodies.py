"""Plausible request bodies built from the OpenAPI document, so that a bad value in one field meets
an otherwise valid request (and would reach the database if nothing refused it)."""

from __future__ import annotations

import hashlib
import io
import json
from typing import Any
from urllib.parse import urlencode

from django.apps import apps
from django.db import connection

from .api_routes import resolve

BY_NAME = {
    "email": "jan@example.org",
    "path": "/doneren",
    "country": "NL",
    "postal_code": "1234 AB",
    "province": "utrecht",
    "region": "utrecht",
    "phone": "0612345678",
    "date_of_birth": "1980-05-17",
    "idempotency_key": "nul-test-00000001",
    "consent_version": "1",
    "website": "",
    "captcha": "",
    "password": "een-goed-wachtwoord-77",
    "amount_cents": 2500,
    "version": 1,
}


def valid_value(name: str, node: dict[str, Any]) -> Any:
    node = resolve(node)
    if "anyOf" in node:
        return valid_value(name, next(n for n in node["anyOf"] if resolve(n).get("type") != "null"))
    if name in BY_NAME:
        return BY_NAME[name]
    if "enum" in node:
        return node["enum"][0]
    if "const" in node:
        return node["const"]
    kind = node.get("type")
    if kind == "boolean":
        return True
    if kind == "integer":
        return 1
    if kind == "array":
        return []
    if node.get("format") == "uuid":
        return "00000000-0000-4000-8000-000000000001"
    if node.get("format") == "date":
        return "2000-01-01"
    return "Jan"


def text_fields(body_schema: dict[str, Any]) -> list[str]:
    """The free-text fields: strings that are no enum, date, uuid or file."""
    found = []
    for name, node in body_schema.get("properties", {}).items():
        node = resolve(node)
        options = [resolve(n) for n in node.get("anyOf", [node])]
        if any(
            n.get("type") == "string"
            and "enum" not in n
            and "const" not in n
            and not n.get("format")
            for n in options
        ):
            found.append(name)
    return found


def valid_body(body_schema: dict[str, Any]) -> dict[str, Any]:
    return {
        name: valid_value(name, node)
        for name, node in body_schema.get("properties", {}).items()
        if resolve(node).get("format") != "binary"
    }


def send(client, method: str, url: str, content_type: str, body: dict[str, Any]):
    if content_type == "application/json":
        return client.generic(method, url, json.dumps(body), content_type=content_type)
    if content_type == "multipart/form-data":
        cv = io.BytesIO(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n\x00trailer\n%%EOF\n")
        cv.name = "cv.pdf"  # a real file may hold NUL bytes: they are no text field's
        return client.post(url, {**body, "cv": cv})
    return client.post(url, urlencode(body), content_type=content_type)


def database_fingerprint() -> str:
    """A digest of every row of every table: equal before and after means no row changed."""
    digest = hashlib.sha256()
    with connection.cursor() as cursor:
        for model in sorted(
            apps.get_models(include_auto_created=True), key=lambda m: m._meta.db_table
        ):
            if not model._meta.managed or model._meta.proxy:
                continue
            table = connection.ops.quote_name(model._meta.db_table)
            cursor.execute(f"SELECT * FROM {table} ORDER BY 1")  # noqa: S608 - a model's own table
            digest.update(model._meta.db_table.encode())
            digest.update(repr(cursor.fetchall()).encode())
    return digest.hexdigest()
