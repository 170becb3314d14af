"""Member-get-member: only a logged-in member with an active membership makes a link (once); a
membership started with its code records the referrer and counts once it is paid."""

from __future__ import annotations

import base64
from urllib.parse import unquote

import pytest
from django.test import Client

from legion.demo import REFERRAL_CODE
from legion.models import ReferralLink
from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD
from members.models import Membership
from members.tests.helpers import join, join_and_pay

from .helpers import post

pytestmark = pytest.mark.django_db


def logged_in(email=MEMBER_EMAIL, password=MEMBER_PASSWORD) -> Client:
    client = Client(HTTP_HOST="localhost:3000")
    response = post(client, "/api/accounts/login", {"email": email, "password": password})
    assert response.status_code == 200, response.json()
    return client


def test_anonymous_visitors_get_401(client):
    assert client.get("/api/legion/referral").status_code == 401
    assert post(client, "/api/legion/referral", {}).status_code == 401
    assert not ReferralLink.objects.filter(membership__email=MEMBER_EMAIL).exists()


def test_a_member_makes_one_link_with_a_qr_code():
    member = logged_in()
    before = member.get("/api/legion/referral").json()
    assert before == {"can_create": True, "link": None}
    made = post(member, "/api/legion/referral", {})
    assert made.status_code == 201
    link = made.json()
    assert link["url"] == f"http://localhost:3000/member-get-member/doe-mee?ref={link['code']}"
    assert (link["joined"], link["pending"]) == (0, 0)
    assert link["qr_svg"].startswith("data:image/svg+xml")
    svg = unquote(link["qr_svg"].partition(",")[2])
    if link["qr_svg"].startswith("data:image/svg+xml;base64"):
        svg = base64.b64decode(svg).decode()
    assert "<svg" in svg
    assert post(member, "/api/legion/referral", {}).json()["code"] == link["code"]
    assert ReferralLink.objects.filter(membership__email=MEMBER_EMAIL).count() == 1
    shown = member.get("/api/legion/referral")
    assert shown.json()["link"]["code"] == link["code"]
    assert shown["Cache-Control"] == "private, no-store"


def test_staff_without_membership_cannot_make_a_link():
    staff = logged_in("redactie", "redactie-demo")
    assert staff.get("/api/legion/referral").json() == {"can_create": False, "link": None}
    refused = post(staff, "/api/legion/referral", {})
    assert refused.status_code == 403 and "actief lidmaatschap" in refused.json()["message"]
    assert not ReferralLink.objects.filter(membership__user__username="redactie").exists()


def test_a_membership_through_the_link_records_the_referrer_and_counts_when_paid(
    client, django_capture_on_commit_callbacks
):
    member = logged_in()
    code = post(member, "/api/legion/referral", {}).json()["code"]
    assert client.get(f"/api/legion/referral/codes/{code}").json() == {"valid": True}
    started = join(client, referral_code=code, idempotency_key="ref-join-0001")
    assert started.status_code == 201
    link = member.get("/api/legion/referral").json()["link"]
    assert (link["joined"], link["pending"]) == (0, 1)
    recruit = join_and_pay(
        client,
        django_capture_on_commit_callbacks,
        email="nieuw@example.org",
        referral_code=code,
        idempotency_key="ref-join-0002",
    )
    assert recruit.referral_code == code
    assert ReferralLink.objects.get(code=code).membership.email == MEMBER_EMAIL
    link = member.get("/api/legion/referral").json()["link"]
    assert (link["joined"], link["pending"]) == (1, 1)
    assert Membership.objects.filter(referral_code=code).count() == 2


def test_codes_are_checked(client):
    assert client.get(f"/api/legion/referral/codes/{REFERRAL_CODE}").json() == {"valid": True}
    assert client.get("/api/legion/referral/codes/bestaat-niet").json() == {"valid": False}


def test_the_own_link_is_in_the_data_export_and_goes_with_the_account():
    member = logged_in()
    code = post(member, "/api/legion/referral", {}).json()["code"]
    export = member.get("/api/members/me/export").json()
    [exported] = export["records"]["memberships"]["items"][0]["referral_link"]
    assert exported["code"] == code and exported["path"].endswith(f"?ref={code}")
    check = f"/api/legion/referral/codes/{code}"
    assert Client().get(check).json() == {"valid": True}
    deleted = post(member, "/api/members/me/delete", {"password": MEMBER_PASSWORD})
    assert deleted.status_code == 204
    assert not ReferralLink.objects.filter(code=code).exists()
    assert Client().get(check).json() == {"valid": False}
