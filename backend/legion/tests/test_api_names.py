"""The OpenAPI document names a body's (or an answer's) schema by its class name: two schemas of one name silently
become one (and the frontend's types then describe the wrong body). Names in it are unique."""

from __future__ import annotations

import json
import re
from collections import defaultdict

from ninja import Schema

from config.api import api


def _subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def test_schema_names_in_the_document_are_unique():
    # Bodies and answers are referenced; query schemas are spelled out per operation instead.
    document = json.dumps(api.get_openapi_schema())
    named = set(re.findall(r'"#/components/schemas/([^"]+)"', document))
    by_name = defaultdict(set)
    for cls in _subclasses(Schema):
        if cls.__name__ in named and not cls.__module__.startswith(("ninja", "wagtail")):
            by_name[cls.__name__].add(f"{cls.__module__}.{cls.__qualname__}")
    assert {name: where for name, where in by_name.items() if len(where) > 1} == {}
