"""A self-hosted proof-of-work captcha (ALTCHA, protocol v2, the `altcha` web widget 3.x).

The browser fetches a signed challenge from GET /api/captcha/challenge, spends a moment of CPU on
it and sends the solution along with the form as the field `captcha` (a base64 payload). The
server checks the signature, the expiry and the solution, and accepts each solved challenge once.

Deterministic mode: the server picks the counter the browser must find (CAPTCHA_COUNTER_MIN to
CAPTCHA_COUNTER_MAX tries of CAPTCHA_COST PBKDF2 rounds each) and signs the expected key, so that
verifying costs one HMAC instead of a key derivation. No third party is involved.
"""

from __future__ import annotations

import base64
import binascii
import json
import secrets
import time

import altcha
from django.conf import settings
from django.core.cache import cache
from django.utils.crypto import salted_hmac

ALGORITHM = "PBKDF2/SHA-256"
MAX_PAYLOAD_LENGTH = 4000  # a real payload is well under 1 KB


def _secret(purpose: str) -> str:
    # Keys derived from SECRET_KEY: rotating it invalidates open challenges, nothing else.
    return salted_hmac(f"core.captcha.{purpose}", "altcha").hexdigest()


def create_challenge() -> dict:
    """A new signed challenge, as the JSON the widget expects: {parameters: {...}, signature}."""
    low, high = (
        settings.CAPTCHA_COUNTER_MIN,
        max(settings.CAPTCHA_COUNTER_MAX, settings.CAPTCHA_COUNTER_MIN),
    )
    challenge = altcha.create_challenge(
        algorithm=ALGORITHM,
        cost=settings.CAPTCHA_COST,
        counter=low + secrets.randbelow(high - low + 1),
        expires_at=int(time.time()) + settings.CAPTCHA_EXPIRY_SECONDS,
        hmac_secret=_secret("signature"),
        hmac_key_secret=_secret("key"),
    )
    return challenge.to_dict()


def _signature_and_expiry(payload: str) -> tuple[str, int]:
    data = json.loads(base64.b64decode(payload, validate=True))
    challenge = data["challenge"]
    return str(challenge["signature"]), int(challenge["parameters"]["expiresAt"])


def verify_captcha(payload: str | None) -> bool:
    """True when `payload` (the widget's base64 solution) solves a challenge this server issued,
    not yet expired and not used before; the challenge is then spent (remembered in the default
    cache until it expires, shared by all workers). Never raises on bad input: False."""
    if not payload or len(payload) > MAX_PAYLOAD_LENGTH:
        return False
    try:
        result = altcha.verify_solution(
            payload, hmac_secret=_secret("signature"), hmac_key_secret=_secret("key")
        )
        if not result.verified:
            return False
        signature, expires_at = _signature_and_expiry(payload)
    except (ValueError, KeyError, TypeError, binascii.Error):
        return False
    remaining = expires_at - int(time.time())
    if remaining <= 0:
        return False
    # add() stores only if absent: the first use wins, a replay finds the key.
    return cache.add(f"captcha-used:{signature}", 1, timeout=remaining + 1)
