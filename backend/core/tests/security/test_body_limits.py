"""Oversized bodies answer 413 with a Dutch JSON message, never 500, and nginx lets through at
least API_MAX_BODY_BYTES so that the API's own answer reaches the visitor."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from core.api_guards import TOO_LARGE


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/api/donations", "/api/applications/contact", "/api/consent"])
def test_a_body_over_the_limit_answers_413(client, url, settings):
    settings.API_MAX_BODY_BYTES = 1000
    response = client.post(url, "x" * 1001, content_type="application/json")
    assert response.status_code == 413
    assert response.json() == {"message": TOO_LARGE, "fields": {}}


@pytest.mark.django_db
def test_an_upload_over_the_limit_answers_413(client, settings):
    settings.API_MAX_BODY_BYTES = 2000
    cv = io.BytesIO(b"%PDF-1.4\n" + b"0" * 5000)
    cv.name = "cv.pdf"
    response = client.post("/api/applications/candidates", {"cv": cv, "first_name": "A"})
    assert response.status_code == 413
    assert response.json()["message"] == TOO_LARGE


@pytest.mark.django_db
def test_a_body_without_declared_length_over_the_limit_answers_413(settings):
    # A chunked body: Django finds out while reading it (RequestDataTooBig), not from the header.
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 100
    client = Client(HTTP_HOST="localhost:3000")
    response = client.generic(
        "POST", "/api/consent", "x" * 500, content_type="application/x-www-form-urlencoded"
    )
    assert response.status_code in (413, 422)
    assert response.status_code != 500


def test_nginx_takes_at_least_the_api_limit_where_uploads_go():
    # The JSON endpoints have a smaller limit in front (256k); the applications' location takes a
    # CV, so nginx lets through what Django would take and Django's own 413 answers beyond it.
    template = (Path(__file__).resolve().parents[4] / "deploy" / "nginx.conf.template").read_text()
    (size,) = re.findall(
        r"location \^~ /api/applications/ \{\s*client_max_body_size (\d+)m;", template
    )
    assert int(size) * 1024 * 1024 >= settings.API_MAX_BODY_BYTES
