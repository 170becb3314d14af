"""The admin's two steps: password, then a TOTP code (or enrolment without a device); the
limits on both steps; the switch; the reset command."""

from __future__ import annotations

import base64
import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management import call_command
from django_otp.oath import TOTP
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts.lockout import LOCKED_OUT
from staff import two_factor
from staff.demo import current_demo_code

pytestmark = pytest.mark.django_db


def password_step(client, username, password="redactie-demo"):
    return client.post("/cms/login/", {"username": username, "password": password, "next": "/cms/"})


def test_password_alone_leads_to_the_code_and_the_code_opens_the_admin(client):
    assert password_step(client, "redactie")["Location"] == "/cms/"
    to_code = client.get("/cms/pages/")
    assert to_code.status_code == 302 and to_code["Location"] == "/cms/2fa/?next=%2Fcms%2Fpages%2F"
    page = client.get(to_code["Location"])
    assert page.status_code == 200 and "Inlogcode" in page.content.decode()

    wrong = client.post("/cms/2fa/", {"otp_token": "000000", "next": "/cms/pages/"})
    assert wrong.status_code == 200 and two_factor.WRONG_CODE in wrong.content.decode()
    TOTPDevice.objects.filter(user__username="redactie").update(throttling_failure_count=0)

    session_before = client.cookies["sessionid"].value
    right = client.post("/cms/2fa/", {"otp_token": current_demo_code(), "next": "/cms/pages/"})
    assert right.status_code == 302 and right["Location"] == "/cms/pages/"
    assert client.cookies["sessionid"].value != session_before  # a new key once verified
    assert client.get("/cms/pages/").status_code == 200


def test_a_line_break_in_next_goes_to_the_admin_home(client):
    # Django would keep it (urlsplit drops CR/LF) and send /cms/%0D%0AX:%201; one rule on both sides.
    password_step(client, "redactie")
    right = client.post("/cms/2fa/", {"otp_token": current_demo_code(), "next": "/cms/\r\nX: 1"})
    assert right.status_code == 302 and right["Location"] == "/cms/"


def test_the_admins_own_fetches_are_refused_not_sent_to_the_code(client):
    password_step(client, "redactie")
    chooser = client.get("/cms/pages/choose/", headers={"Sec-Fetch-Mode": "cors"})
    assert chooser.status_code == 403  # never a redirect that would become the page to return to
    sprite = client.get("/cms/sprite/", headers={"Sec-Fetch-Mode": "cors"})
    assert (
        sprite.status_code == 200 and "<svg" in sprite.content.decode()
    )  # icons, public as in Wagtail
    # The admin's JavaScript translations, which the code page itself loads (public in Wagtail too).
    translations = client.get("/cms/jsi18n/", headers={"Sec-Fetch-Mode": "no-cors"})
    assert translations.status_code == 200 and "django.catalog" in translations.content.decode()
    opened = client.get("/cms/pages/", headers={"Sec-Fetch-Mode": "navigate"})
    assert opened.status_code == 302 and opened["Location"] == "/cms/2fa/?next=%2Fcms%2Fpages%2F"


def test_a_code_cannot_be_used_twice(client):
    password_step(client, "redactie")
    code = current_demo_code()
    assert client.post("/cms/2fa/", {"otp_token": code})["Location"] == "/cms/"
    client.post("/cms/logout/")
    password_step(client, "redactie")
    again = client.post("/cms/2fa/", {"otp_token": code})
    assert again.status_code == 200 and two_factor.WRONG_CODE in again.content.decode()
    assert client.get("/cms/").status_code == 302


def test_an_account_without_a_device_enrols_with_a_qr_code(client):
    user = get_user_model().objects.create_user("nieuw", "nieuw@example.org", "redactie-demo")
    user.groups.add(Group.objects.get(name="Redactie"))
    password_step(client, "nieuw")
    to_setup = client.get("/cms/")
    assert to_setup["Location"] == "/cms/2fa/instellen/?next=%2Fcms%2F"
    assert client.get("/cms/2fa/?next=/cms/")["Location"].startswith("/cms/2fa/instellen/")
    html = client.get(to_setup["Location"]).content.decode()
    assert "<svg" in html and "QR-code" in html
    secret = re.search(r'data-testid="totp-secret">([A-Z2-7]+)<', html).group(1)
    assert TOTPDevice.objects.get(user=user).confirmed is False

    code = f"{TOTP(base64.b32decode(secret)).token():06d}"
    done = client.post(to_setup["Location"], {"otp_token": code, "next": "/cms/"})
    assert done.status_code == 302 and done["Location"] == "/cms/"
    assert TOTPDevice.objects.get(user=user).confirmed is True
    assert client.get("/cms/").status_code == 200


def test_a_password_alone_cannot_replace_an_existing_device(client):
    password_step(client, "redactie")
    assert client.get("/cms/2fa/instellen/")["Location"].startswith("/cms/2fa/")
    assert TOTPDevice.objects.filter(user__username="redactie").count() == 1


def test_the_second_step_is_only_for_staff_who_logged_in(client):
    assert client.get("/cms/2fa/")["Location"].startswith("/cms/login/")
    assert client.get("/cms/2fa/instellen/")["Location"].startswith("/cms/login/")


def test_right_codes_do_not_count_against_the_limit(client):
    for _ in range(two_factor.TRIES_PER_WINDOW + 1):
        password_step(client, "redactie")
        TOTPDevice.objects.filter(user__username="redactie").update(last_t=-1)
        assert client.post("/cms/2fa/", {"otp_token": current_demo_code()}).status_code == 302
        client.post("/cms/logout/")


def test_wrong_codes_are_limited_per_account(client):
    password_step(client, "redactie")
    for _ in range(two_factor.TRIES_PER_WINDOW):
        assert client.post("/cms/2fa/", {"otp_token": "000000"}).status_code == 200
    TOTPDevice.objects.filter(user__username="redactie").update(throttling_failure_count=0)
    blocked = client.post("/cms/2fa/", {"otp_token": current_demo_code()})
    assert blocked.status_code == 429 and two_factor.TOO_MANY_TRIES in blocked.content.decode()
    assert client.get("/cms/").status_code == 302


def test_the_admin_login_locks_an_account_and_an_address_after_failures(client, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        password_step(client, "redactie", "fout")
    locked = password_step(client, "redactie")  # even the right password, for a while
    assert locked.status_code == 429 and LOCKED_OUT in locked.content.decode()
    assert "Inloggen tijdelijk geblokkeerd" in locked.content.decode()


def test_the_admin_login_locks_the_account_from_that_address(client, settings):
    for attempt in range(settings.AXES_FAILURE_LIMIT):
        password_step(client, "beheer", f"fout-{attempt}")
    assert password_step(client, "beheer", "beheer-demo").status_code == 429
    # django-axes locks the account-and-address pair (issue 19): a colleague on the same office
    # network still logs in.
    assert password_step(client, "redactie", "redactie-demo").status_code == 302


def test_the_door_scanner_needs_the_second_step(client):
    password_step(client, "beheer", "beheer-demo")
    refused = client.get("/api/check-in/events")
    assert refused.status_code == 403 and "authenticator-app" in refused.json()["message"]
    client.post("/cms/2fa/", {"otp_token": current_demo_code()})
    assert client.get("/api/check-in/events").status_code == 200


def test_the_setting_switches_the_second_step_off(client, settings):
    settings.ADMIN_2FA_REQUIRED = False
    password_step(client, "redactie")
    assert client.get("/cms/").status_code == 200


def test_force_login_in_tests_counts_as_verified(client):
    client.force_login(get_user_model().objects.get(username="beheer"))
    assert client.get("/cms/").status_code == 200


def test_reset_removes_the_devices_and_the_next_login_enrols(client, capsys):
    call_command("reset_2fa", "redactie")
    assert "Removed 1 device(s) of redactie" in capsys.readouterr().out
    assert not TOTPDevice.objects.filter(user__username="redactie").exists()
    password_step(client, "redactie")
    assert client.get("/cms/")["Location"].startswith("/cms/2fa/instellen/")


def test_demo_code_prints_the_current_code(capsys):
    call_command("demo_code")
    assert capsys.readouterr().out.strip() == current_demo_code()
