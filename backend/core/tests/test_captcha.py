import base64
import json
import time

import pytest
from django.test import RequestFactory

from core.abuse import CAPTCHA_INVALID, CaptchaRequired, FormRefused, guard_form
from core.captcha import verify_captcha
from core.ratelimit import RateLimited

from .captcha_helpers import cheap_captcha, solved_captcha

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _cheap(settings):
    cheap_captcha(settings)
    settings.FORM_GUARD_CAPTCHA_AFTER = 2
    settings.FORM_GUARD_MAX_TRIES = 5


def request_from(address: str = "203.0.113.7"):
    return RequestFactory().post("/api/x", REMOTE_ADDR=address)


def guard(request=None, *, email="anna@example.org", captcha=None, honeypot=""):
    guard_form(
        request or request_from(),
        scope="test",
        honeypot=honeypot,
        captcha=captcha,
        email=email,
    )


def test_a_solved_challenge_passes_once():
    payload = solved_captcha()
    assert verify_captcha(payload) is True
    assert verify_captcha(payload) is False  # replayed


def test_a_tampered_expired_or_garbled_solution_fails(settings):
    payload = json.loads(base64.b64decode(solved_captcha()))
    payload["challenge"]["parameters"]["cost"] = 1
    assert verify_captcha(base64.b64encode(json.dumps(payload).encode()).decode()) is False
    settings.CAPTCHA_EXPIRY_SECONDS = -5
    assert verify_captcha(solved_captcha()) is False
    for garbage in ["", None, "not base64!", base64.b64encode(b"[1]").decode(), "x" * 5000]:
        assert verify_captcha(garbage) is False


def test_a_challenge_from_another_secret_fails(settings):
    payload = solved_captcha()
    settings.SECRET_KEY = "another secret key, rotated"
    assert verify_captcha(payload) is False


def test_the_challenge_endpoint_answers_what_the_widget_reads(client):
    response = client.get("/api/captcha/challenge")
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    body = response.json()
    assert body["parameters"]["algorithm"] == "PBKDF2/SHA-256"
    assert body["parameters"]["keySignature"]
    assert body["signature"]
    assert set(body["parameters"]) >= {"nonce", "salt", "cost", "keyLength", "keyPrefix"}


def test_the_challenge_endpoint_is_rate_limited(client, settings):
    settings.CAPTCHA_CHALLENGES_PER_MINUTE = 2
    codes = [client.get("/api/captcha/challenge").status_code for _ in range(3)]
    assert codes == [200, 200, 429]


def test_a_filled_honeypot_is_refused():
    with pytest.raises(FormRefused) as refused:
        guard(honeypot="http://spam.example")
    assert refused.value.status_code == 422
    assert refused.value.message


def test_after_some_tries_a_captcha_is_required_and_then_accepted():
    guard()
    guard()
    with pytest.raises(CaptchaRequired) as needed:
        guard()
    assert needed.value.status_code == 429
    assert set(needed.value.fields) == {"captcha"}
    guard(captcha=solved_captcha())


def test_tries_just_before_a_windows_edge_still_count_after_it(settings, monkeypatch):
    """Before: tries sat in fixed windows of FORM_GUARD_WINDOW_SECONDS, so the count dropped to
    zero at each window's edge (and the browser test of the fourth gift failed when it ran
    across a quarter hour)."""
    window = settings.FORM_GUARD_WINDOW_SECONDS
    edge = (int(time.time()) // window + 1) * window
    clock = [edge - 1.0]
    monkeypatch.setattr(time, "time", lambda: clock[0])
    for _ in range(settings.FORM_GUARD_CAPTCHA_AFTER):
        guard(email=None)
    clock[0] = edge + 1.0  # the next window has begun
    with pytest.raises(CaptchaRequired):
        guard(email=None)
    guard(email=None, captcha=solved_captcha())


def test_a_wrong_or_reused_captcha_is_refused_with_its_own_field_message():
    payload = solved_captcha()
    guard()
    guard()
    guard(captcha=payload)
    with pytest.raises(CaptchaRequired) as reused:
        guard(captcha=payload)
    assert reused.value.fields == {"captcha": CAPTCHA_INVALID}


def test_the_caller_chooses_the_message():
    for _ in range(2):
        guard_form(request_from(), scope="tickets", honeypot="", captcha=None, email=None)
    with pytest.raises(CaptchaRequired) as needed:
        guard_form(
            request_from(),
            scope="tickets",
            honeypot="",
            captcha=None,
            email=None,
            message="U heeft te vaak geprobeerd een ticket te kopen.",
        )
    assert needed.value.message == "U heeft te vaak geprobeerd een ticket te kopen."
    assert needed.value.fields["captcha"] == needed.value.message


def test_tries_count_per_email_across_addresses_and_per_address_across_emails():
    guard(request_from("198.51.100.1"))
    guard(request_from("198.51.100.2"))
    with pytest.raises(CaptchaRequired):
        guard(request_from("198.51.100.3"))
    guard(request_from("192.0.2.9"), email="a@example.org")
    guard(request_from("192.0.2.9"), email="b@example.org")
    with pytest.raises(CaptchaRequired):
        guard(request_from("192.0.2.9"), email="c@example.org")


def test_scopes_count_apart():
    guard()
    guard()
    guard_form(request_from(), scope="other", honeypot="", captcha=None, email="anna@example.org")


def test_past_the_maximum_even_a_captcha_does_not_pass():
    for _ in range(2):
        guard()
    for _ in range(3):
        guard(captcha=solved_captcha())
    with pytest.raises(RateLimited):
        guard(captcha=solved_captcha())


def test_tries_are_counted_where_every_worker_sees_them():
    from django.core.cache import caches

    guard()
    guard()
    caches["ratelimit"].clear()  # a per-process memory cache: another worker would start at zero
    with pytest.raises(CaptchaRequired):
        guard()
