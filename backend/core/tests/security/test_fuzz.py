"""A schemathesis fuzz run of the whole API from its OpenAPI document, in-process through Django's
WSGI handler: no answer may be a 5xx, and every answer must conform to the document (status code,
content type, body schema). Bounded: FUZZ_EXAMPLES examples per operation (default sized for a
run of about one to two minutes on a small machine); FUZZ_SEED picks another deterministic run,
FUZZ_SEED=random a fresh one each time."""

from __future__ import annotations

import json
import os

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, seed
from hypothesis import settings as hypothesis_settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from config.api import api

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "8"))
SEED = os.environ.get("FUZZ_SEED", "20261122")
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]

schema = schemathesis.openapi.from_dict(json.loads(json.dumps(api.get_openapi_schema())))
schema.app = WSGIHandler()


@pytest.fixture
def in_test_transaction(db):
    # Django's WSGI handler closes "old" connections around each request, which would end the
    # test's transaction; the test client disconnects the same signals for the same reason.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


def deterministic(test):
    return test if SEED == "random" else seed(int(SEED))(test)


@schema.parametrize()
@hypothesis_settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=False,
    suppress_health_check=list(HealthCheck),
)
@deterministic
def test_api_fuzz(case, in_test_transaction):
    case.call_and_validate(checks=CHECKS, headers={"Host": "localhost"})
