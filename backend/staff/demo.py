"""The demo's staff accounts (seed_demo only): an editor and an administration account, both
with a TOTP device on one published key. DEMO ONLY: the key is public (README, `make demo-code`,
frontend/e2e/staff.ts); never give a real account a device with it."""

from __future__ import annotations

import base64

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django_otp.plugins.otp_totp.models import TOTPDevice

from .roles import ADMINISTRATION, EDITORS

# Base32, as an authenticator app takes it ("partij website demo totp key niet echt").
DEMO_TOTP_KEY_BASE32 = "PARTIJWEBSITEDEMOTOTPKEYNIETECHT"
DEMO_DEVICE_NAME = "Demo-sleutel (openbaar)"

EDITOR_USERNAME, EDITOR_PASSWORD = "redactie", "redactie-demo"
ADMINISTRATION_USERNAME, ADMINISTRATION_PASSWORD = "beheer", "beheer-demo"
DEMO_STAFF = [
    (EDITOR_USERNAME, EDITOR_PASSWORD, "redactie@example.org", EDITORS),
    (ADMINISTRATION_USERNAME, ADMINISTRATION_PASSWORD, "beheer@example.org", ADMINISTRATION),
]


def demo_key_hex() -> str:
    return base64.b32decode(DEMO_TOTP_KEY_BASE32).hex()


def seed_staff() -> None:
    User = get_user_model()
    for username, password, email, group_name in DEMO_STAFF:
        user = User.objects.filter(username=username).first()
        if user is None:
            user = User.objects.create_user(username, email, password, is_staff=True)
        user.groups.add(Group.objects.get(name=group_name))
        if not TOTPDevice.objects.filter(user=user).exists():
            TOTPDevice.objects.create(
                user=user, name=DEMO_DEVICE_NAME, key=demo_key_hex(), confirmed=True
            )


def current_demo_code() -> str:
    """The code an authenticator app with the demo key shows now."""
    from django_otp.oath import TOTP

    return f"{TOTP(bytes.fromhex(demo_key_hex())).token():06d}"
