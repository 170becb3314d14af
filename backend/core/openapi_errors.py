"""Answers every operation may give, added to the OpenAPI document so that it tells the truth:
422 for input that does not validate (any operation: a NUL character in any query string is
refused, core/api_input.py), 400 for a body that cannot be parsed (any write), 413 for a body
over API_MAX_BODY_BYTES and 403 for a session write without its CSRF token (core/api_guards.py);
and 414 for an address longer than the server in front accepts (gunicorn's limit_request_line,
nginx's header buffers): that answer is theirs, not the API's, so it is documented without a body."""

from __future__ import annotations

from typing import Any

ERROR_REF = {"$ref": "#/components/schemas/ErrorOut"}
COMMON = {
    "422": ("always", "Invalid input"),
    "400": ("is_write", "A body that cannot be read (no JSON, no form)"),
    "413": ("has_body", "Request body too large"),
    "403": ("has_body", "Refused: a session without its CSRF token"),
}


def _error(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": ERROR_REF}}}


URI_TOO_LONG = {"description": "URI too long: answered by the HTTP server in front of the API"}


def document_common_errors(schema: dict[str, Any]) -> dict[str, Any]:
    for methods in schema.get("paths", {}).values():
        for method, operation in methods.items():
            has_body = "requestBody" in operation
            facts = {"always": True, "has_body": has_body, "is_write": method != "get" or has_body}
            responses = operation.setdefault("responses", {})
            for status, (fact, description) in COMMON.items():
                # ninja keys the documented answers by int, json.dumps makes them strings.
                if facts[fact] and status not in responses and int(status) not in responses:
                    responses[status] = _error(description)
            if operation.get("parameters") and "414" not in responses:
                responses["414"] = dict(URI_TOO_LONG)
    return schema
