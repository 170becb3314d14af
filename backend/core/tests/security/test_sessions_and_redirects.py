"""Session fixation (the key changes on login), open redirects through the redirect helper and
personal links, path traversal in /media and /documents."""

from __future__ import annotations

import uuid

import pytest
from django.conf import settings
from django.core.exceptions import ValidationError
from django.test import Client

from tracking.models import PersonalLink

MEMBER = {"email": "lid@example.org", "password": "demo-wachtwoord-2026"}


@pytest.mark.django_db
def test_session_key_rotates_on_login():
    client = Client(HTTP_HOST="localhost:3000")
    session = client.session
    session["planted"] = "by an attacker"
    session.save()
    planted = session.session_key
    client.cookies[settings.SESSION_COOKIE_NAME] = planted
    response = client.post("/api/accounts/login", MEMBER, content_type="application/json")
    assert response.status_code == 200, response.content
    assert response.json()["user"]["email"] == MEMBER["email"]
    new_key = client.cookies[settings.SESSION_COOKIE_NAME].value
    assert new_key and new_key != planted
    # The planted key opens nothing.
    stranger = Client(HTTP_HOST="localhost:3000")
    stranger.cookies[settings.SESSION_COOKIE_NAME] = planted
    assert stranger.get("/api/accounts/session").json()["user"] is None


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path",
    ["//evil.example", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example", "/x"],
)
def test_redirect_helper_never_points_off_site(client, path):
    link = PersonalLink.objects.create(label="t", target_path="/doneren")
    for token in (str(uuid.uuid4()), str(link.uuid), "../../etc", "' OR 1=1"):
        response = client.get("/api/redirects/resolve", {"path": path, "uuid": token})
        assert response.status_code in (200, 404, 422)
        if response.status_code == 200:
            location = response.json().get("location")
            if location is not None:
                assert location.startswith("/") and not location.startswith(("//", "/\\"))


@pytest.mark.parametrize(
    "target", ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]
)
def test_a_personal_link_cannot_point_off_site(target):
    with pytest.raises(ValidationError):
        PersonalLink(label="t", target_path=target).full_clean(exclude=["uuid"])


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url",
    [
        "/media/../config/settings.py",
        "/media/%2e%2e/%2e%2e/etc/passwd",
        "/media/..%2f..%2fetc%2fpasswd",
        "/media//etc/passwd",
        "/media/....//....//etc/passwd",
        "/documents/1/..%2f..%2fsettings.py",
        "/static/../../config/settings.py",
    ],
)
def test_no_path_traversal_out_of_media(client, url):
    response = client.get(url)
    assert response.status_code in (400, 403, 404)
    body = b"".join(response.streaming_content) if response.streaming else response.content
    assert b"SECRET_KEY" not in body and b"root:" not in body
