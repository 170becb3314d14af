"""Every operation of the API, read from its OpenAPI document (never a hand-made list), with
placeholder values for the path parameters so a test can call each one."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from config.api import api

PARAM = re.compile(r"{([^}]+)}")


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    parameters: tuple[dict[str, Any], ...]
    needs_login: bool = False

    @property
    def id(self) -> str:
        return f"{self.method} {self.template}"

    def url(self) -> str:
        types = {p["name"]: p.get("schema", {}) for p in self.parameters if p["in"] == "path"}
        return PARAM.sub(lambda m: placeholder(types.get(m.group(1), {})), self.template)

    def query_parameters(self) -> list[dict[str, Any]]:
        return [p for p in self.parameters if p["in"] == "query"]


def placeholder(schema: dict[str, Any]) -> str:
    if schema.get("type") == "integer":
        return "1"
    if schema.get("format") == "uuid":
        return "00000000-0000-4000-8000-000000000001"
    if "enum" in schema:
        return str(schema["enum"][0])
    return "x"


@cache
def schema() -> dict[str, Any]:
    return api.get_openapi_schema()


def operations(*, safe: bool | None = None) -> list[Operation]:
    found = []
    for template, methods in schema()["paths"].items():
        for method, spec in methods.items():
            upper = method.upper()
            if safe is not None and (upper == "GET") != safe:
                continue
            parameters = tuple(spec.get("parameters", []))
            found.append(Operation(upper, template, parameters, bool(spec.get("security"))))
    return found


def resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = schema()["components"]["schemas"][node["$ref"].rsplit("/", 1)[-1]]
    return node


def request_body(op: Operation) -> tuple[str, dict[str, Any]] | None:
    """The operation's body as (content type, resolved object schema), or None without one."""
    body = schema()["paths"][op.template][op.method.lower()].get("requestBody")
    if body is None:
        return None
    content_type, media = next(iter(body["content"].items()))
    return content_type, resolve(media["schema"])
