"""Answers every operation may give, added to the OpenAPI document so that it tells the truth:
422 for input that does not validate (any operation with parameters or a body), 400 for a body
that cannot be parsed, 413 for a body
over API_MAX_BODY_BYTES and 403 for a session write without its CSRF token (core/api_guards.py)."""

from __future__ import annotations

from typing import Any

ERROR_REF = {"$ref": "#/components/schemas/ErrorOut"}
COMMON = {
    "422": ("has_input", "Invalid input"),
    "400": ("has_body", "A body that cannot be read (no JSON, no form)"),
    "413": ("has_body", "Request body too large"),
    "403": ("has_body", "Refused: a session without its CSRF token"),
}


def _error(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": ERROR_REF}}}


def document_common_errors(schema: dict[str, Any]) -> dict[str, Any]:
    for methods in schema.get("paths", {}).values():
        for operation in methods.values():
            has_body = "requestBody" in operation
            facts = {"has_body": has_body, "has_input": has_body or bool(operation.get("parameters"))}
            responses = operation.setdefault("responses", {})
            for status, (fact, description) in COMMON.items():
                # ninja keys the documented answers by int, json.dumps makes them strings.
                if facts[fact] and status not in responses and int(status) not in responses:
                    responses[status] = _error(description)
    return schema
