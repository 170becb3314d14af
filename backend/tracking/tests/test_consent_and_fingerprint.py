import json

import pytest
from django.test import override_settings

from tracking.models import ConsentChoice, ConsentRecord, FingerprintRecord

pytestmark = pytest.mark.django_db

VISITOR = "0123456789abcdef0123456789abcdef"
LINK = "6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11"


def post(client, url, body, **extra):
    return client.post(url, body, content_type="application/json", **extra)


@pytest.mark.parametrize(
    ("analytics", "advertising", "choice"),
    [
        (True, True, ConsentChoice.ACCEPTED),
        (False, False, ConsentChoice.REFUSED),
        (True, False, ConsentChoice.CUSTOM),
        (False, True, ConsentChoice.CUSTOM),
    ],
)
def test_a_consent_answer_is_recorded_with_its_version_and_time_only(
    client, analytics, advertising, choice
):
    response = post(
        client, "/api/consent", {"version": 2, "analytics": analytics, "advertising": advertising}
    )
    assert response.status_code == 201, response.json()
    assert response["Cache-Control"] == "no-store"
    record = ConsentRecord.objects.get()
    assert (record.version, record.choice) == (2, choice)
    assert (record.analytics, record.advertising) == (analytics, advertising)
    assert record.created_at is not None
    # Nothing that points at a person: the model has no other fields.
    names = {f.name for f in ConsentRecord._meta.get_fields()}
    assert names == {"id", "version", "choice", "analytics", "advertising", "created_at"}


@pytest.mark.parametrize(
    "body",
    [
        {"version": 0, "analytics": True, "advertising": True},
        {"version": 100, "analytics": True, "advertising": True},
        {"version": 2, "analytics": "maybe", "advertising": True},
        {"version": 2, "analytics": True},
        {},
    ],
)
def test_a_bad_consent_answer_is_refused_and_not_stored(client, body):
    response = post(client, "/api/consent", body)
    assert response.status_code == 422
    assert set(response.json()) == {"message", "fields"}
    assert not ConsentRecord.objects.exists()


def test_consent_must_be_json(client):
    # A cross-site form can send text/plain or a form, never application/json without CORS.
    body = {"version": 2, "analytics": True, "advertising": True}
    assert client.post("/api/consent", body).status_code == 400
    text = client.post("/api/consent", json.dumps(body), content_type="text/plain")
    assert text.status_code == 415
    assert not ConsentRecord.objects.exists()


@override_settings(CONSENT_RATE_PER_MINUTE=3)
def test_consent_answers_are_rate_limited_per_address(client):
    body = {"version": 2, "analytics": False, "advertising": False}
    statuses = [post(client, "/api/consent", body).status_code for _ in range(5)]
    assert statuses == [201, 201, 201, 429, 429]
    assert ConsentRecord.objects.count() == 3
    other = post(client, "/api/consent", body, REMOTE_ADDR="192.0.2.77")
    assert other.status_code == 201


def test_a_fingerprint_is_stored_once_per_link(client):
    first = post(client, f"/api/v1/fingerprint/create/{VISITOR}", {"uuid": LINK})
    assert first.status_code == 201
    again = post(client, f"/api/v1/fingerprint/create/{VISITOR}", {"uuid": LINK})
    assert again.status_code == 200
    record = FingerprintRecord.objects.get()
    assert (record.visitor_id, str(record.uuid)) == (VISITOR, LINK)
    other_link = post(
        client,
        f"/api/v1/fingerprint/create/{VISITOR}",
        {"uuid": "11111111-2222-4333-8444-555555555555"},
    )
    assert other_link.status_code == 201
    assert FingerprintRecord.objects.count() == 2


@pytest.mark.parametrize(
    ("visitor_id", "uuid", "field"),
    [
        ("0123456789ABCDEF0123456789ABCDEF", LINK, "visitorId"),  # FingerprintJS writes lowercase
        ("0123456789abcdef", LINK, "visitorId"),
        ("0123456789abcdef0123456789abcdeg", LINK, "visitorId"),
        ("x" * 32, LINK, "visitorId"),
        (VISITOR, "not-a-uuid", "uuid"),
        (VISITOR, LINK.replace("-", ""), "uuid"),
        (VISITOR, "{" + LINK + "}", "uuid"),
        (VISITOR, "", "uuid"),
    ],
)
def test_bad_formats_answer_422_and_store_nothing(client, visitor_id, uuid, field):
    response = post(client, f"/api/v1/fingerprint/create/{visitor_id}", {"uuid": uuid})
    assert response.status_code == 422
    assert field in response.json()["fields"]
    assert not FingerprintRecord.objects.exists()


def test_a_fingerprint_without_a_body_is_refused(client):
    assert post(client, f"/api/v1/fingerprint/create/{VISITOR}", {}).status_code == 422
    assert client.post(f"/api/v1/fingerprint/create/{VISITOR}").status_code in (400, 422)
    as_text = client.post(
        f"/api/v1/fingerprint/create/{VISITOR}",
        json.dumps({"uuid": LINK}),
        content_type="text/plain",
    )
    assert as_text.status_code == 415
    assert not FingerprintRecord.objects.exists()


@override_settings(FINGERPRINT_RATE_PER_MINUTE=2)
def test_fingerprints_are_rate_limited(client):
    statuses = [
        post(client, f"/api/v1/fingerprint/create/{i:032x}", {"uuid": LINK}).status_code
        for i in range(4)
    ]
    assert statuses == [201, 201, 429, 429]
    assert FingerprintRecord.objects.count() == 2


def test_the_site_settings_carry_the_tracking_configuration(client):
    with override_settings(AD_PIXEL_ID="", ANALYTICS_SCRIPT_URL=""):
        tracking = client.get("/api/site-settings").json()["tracking"]
    assert tracking == {
        "pixel_id": "",
        "pixel_url": "",
        "analytics_script_url": "",
        "analytics_site": "",
    }
    with override_settings(
        AD_PIXEL_ID="123",
        AD_PIXEL_URL="https://pixel.example/tr",
        ANALYTICS_SCRIPT_URL="https://stats.example/script.js",
        ANALYTICS_SITE="example.org",
    ):
        tracking = client.get("/api/site-settings").json()["tracking"]
    assert tracking == {
        "pixel_id": "123",
        "pixel_url": "https://pixel.example/tr",
        "analytics_script_url": "https://stats.example/script.js",
        "analytics_site": "example.org",
    }
