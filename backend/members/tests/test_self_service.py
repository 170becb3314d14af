"""The member's own page through the API: who may see what (anonymous, member, expired member,
staff, another member), dues, early renewal, details, export and deletion."""

from __future__ import annotations

from datetime import date

import pytest
from django.contrib.auth import get_user_model

from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD
from members.models import Membership, MembershipStatus, PaymentKind
from payments.models import Payment

from .helpers import logged_in

pytestmark = pytest.mark.django_db
YEAR = date.today().year


def with_password(email: str, password: str = "een-goed-wachtwoord-77") -> None:
    user = get_user_model().objects.get(username=email)
    user.set_password(password)
    user.save()


def test_anonymous_gets_401_everywhere(client):
    for path in ("/api/members/me", "/api/members/me/export"):
        assert client.get(path).status_code == 401
    for path in (
        "/api/members/me/dues",
        "/api/members/me/early-renewal",
        "/api/members/me/delete",
        "/api/members/me/details",
    ):
        response = client.post(path, {}, content_type="application/json")
        assert response.status_code == 401 and "niet ingelogd" in response.json()["message"]


def test_member_sees_only_their_own_membership():
    me = logged_in().get("/api/members/me").json()
    assert me["email"] == MEMBER_EMAIL
    membership = me["membership"]
    assert membership["status"] == "active" and membership["tier"] == "adult"
    assert membership["paid_until"] == f"{YEAR}-12-31" and membership["can_pay_dues"] is False
    assert membership["can_renew_early"] is True and membership["dues_cents"] == 2500
    with_password("jeugdlid@example.org")
    other = (
        logged_in("jeugdlid@example.org", "een-goed-wachtwoord-77").get("/api/members/me").json()
    )
    assert other["email"] == "jeugdlid@example.org" and other["membership"]["tier"] == "youth"


def test_staff_without_membership_has_no_member_page():
    client = logged_in("redactie", "redactie-demo")
    body = client.get("/api/members/me").json()
    assert body["membership"] is None
    assert (
        client.post(
            "/api/members/me/dues",
            {"idempotency_key": "dues-key-0001"},
            content_type="application/json",
        ).status_code
        == 422
    )


def test_expired_member_pays_this_years_dues(django_capture_on_commit_callbacks):
    with_password("verlopen@example.org")
    client = logged_in("verlopen@example.org", "een-goed-wachtwoord-77")
    me = client.get("/api/members/me").json()["membership"]
    assert (
        me["status"] == "expired" and me["can_pay_dues"] is True and me["can_renew_early"] is False
    )
    started = client.post(
        "/api/members/me/dues",
        {"idempotency_key": "dues-key-0001"},
        content_type="application/json",
    )
    assert started.status_code == 201 and started.json()["checkout_url"]
    membership = Membership.objects.get(email="verlopen@example.org")
    payment = membership.payments.get(kind=PaymentKind.DUES).payment
    from .helpers import pay

    with django_capture_on_commit_callbacks(execute=True):
        pay(client, payment)
    membership.refresh_from_db()
    assert membership.status == MembershipStatus.ACTIVE and membership.paid_until == date(
        YEAR, 12, 31
    )
    again = client.post(
        "/api/members/me/dues",
        {"idempotency_key": "dues-key-0002"},
        content_type="application/json",
    )
    assert again.status_code == 409


def test_early_renewal_without_mandate_goes_to_checkout_and_decline_is_recorded():
    client = logged_in()
    declined = client.post(
        "/api/members/me/early-renewal", {"agree": False}, content_type="application/json"
    )
    assert declined.json() == {"checkout_url": None, "payment_status": "declined"}
    assert client.get("/api/members/me").json()["membership"]["early_renewal_declined"] is True
    agreed = client.post(
        "/api/members/me/early-renewal", {"agree": True}, content_type="application/json"
    )
    assert agreed.status_code == 200 and agreed.json()["checkout_url"]
    record = Membership.objects.get(email=MEMBER_EMAIL).payments.get()
    assert (record.kind, record.year, record.payment.amount_cents) == (
        PaymentKind.EARLY_RENEWAL,
        YEAR + 1,
        2500,
    )
    # Asking again gives the same payment: one per membership and year.
    assert (
        client.post(
            "/api/members/me/early-renewal", {"agree": True}, content_type="application/json"
        ).json()
        == agreed.json()
    )


def test_early_renewal_on_a_mandate_is_charged_at_once(django_capture_on_commit_callbacks):
    Membership.objects.filter(email=MEMBER_EMAIL).update(
        customer_id="cst_demo_1", mandate_id="mdt_demo_1"
    )
    client = logged_in()
    with django_capture_on_commit_callbacks(execute=True):
        answer = client.post(
            "/api/members/me/early-renewal", {"agree": True}, content_type="application/json"
        ).json()
    assert answer == {"checkout_url": None, "payment_status": "paid"}
    membership = Membership.objects.get(email=MEMBER_EMAIL)
    assert membership.paid_until == date(YEAR + 1, 12, 31)
    assert Payment.objects.get(purpose_id=str(membership.public_id)).sequence_type == "recurring"


def test_details_update_and_validation():
    client = logged_in()
    body = {
        "first_name": "Lotte",
        "last_name": "Nieuwnaam",
        "street": "Kerkweg 3",
        "postal_code": "4321 BA",
        "city": "Elders",
        "province": "zeeland",
        "phone": "",
    }
    updated = client.post("/api/members/me/details", body, content_type="application/json")
    assert updated.status_code == 200 and updated.json()["membership"]["last_name"] == "Nieuwnaam"
    assert updated.json()["last_name"] == "Nieuwnaam"
    bad = client.post(
        "/api/members/me/details", body | {"city": " "}, content_type="application/json"
    )
    assert bad.status_code == 422 and "city" in bad.json()["fields"]
    membership = Membership.objects.get(email=MEMBER_EMAIL)
    assert (
        membership.city == "Elders"
        and membership.events.filter(action="details_changed").count() == 1
    )


def test_details_go_through_the_person_record_and_its_audit_log(client):
    """The member's edit writes the person (their service, logged with the member as actor); the
    membership's copy follows; staff read both on the person page."""
    from people.models import AuditEntry

    member = logged_in()
    membership = Membership.objects.get(email=MEMBER_EMAIL)
    person = membership.person
    body = {
        "first_name": "Lotte",
        "last_name": "Demolid",
        "street": "Kerkweg 3",
        "postal_code": "4321 BA",
        "city": "Elders",
        "province": membership.province,
        "phone": "0612345678",
    }
    assert (
        member.post("/api/members/me/details", body, content_type="application/json").status_code
        == 200
    )
    person.refresh_from_db()
    membership.refresh_from_db()
    assert (person.street, person.postal_code, person.city, person.phone) == (
        "Kerkweg 3", "4321 BA", "Elders", "0612345678"
    )  # fmt: skip
    assert (membership.street, membership.city) == ("Kerkweg 3", "Elders")
    [entry] = AuditEntry.objects.filter(person=person, action="updated")
    assert entry.actor is not None and entry.actor.username == MEMBER_EMAIL
    assert entry.changes["city"] == ["Voorbeeld", "Elders"] and "first_name" not in entry.changes
    # The same details again: nothing changed, no second entry.
    member.post("/api/members/me/details", body, content_type="application/json")
    assert AuditEntry.objects.filter(person=person, action="updated").count() == 1

    client.force_login(get_user_model().objects.get(username="beheer"))
    page = client.get(f"/cms/personen/{person.pk}/").content.decode()
    assert "Kerkweg 3" in page and "Elders" in page and "Voorbeeld → Elders" in page


def test_export_holds_the_members_data():
    response = logged_in().get("/api/members/me/export")
    assert response.status_code == 200 and "attachment" in response["Content-Disposition"]
    data = response.json()
    assert data["account"]["email"] == MEMBER_EMAIL
    [membership] = data["records"]["memberships"]["items"]
    assert membership["first_name"] == "Lotte" and membership["status"] == "active"
    assert data["person"]["first_name"] == "Lotte"


def test_delete_needs_the_password_then_anonymises(client):
    member = logged_in()
    wrong = member.post(
        "/api/members/me/delete", {"password": "fout"}, content_type="application/json"
    )
    assert wrong.status_code == 422 and Membership.objects.filter(email=MEMBER_EMAIL).exists()
    assert (
        member.post(
            "/api/members/me/delete", {"password": MEMBER_PASSWORD}, content_type="application/json"
        ).status_code
        == 204
    )
    assert not get_user_model().objects.filter(username=MEMBER_EMAIL).exists()
    assert not Membership.objects.filter(email=MEMBER_EMAIL).exists()
    gone = Membership.objects.get(last_name="Verwijderd")
    assert (
        gone.status == MembershipStatus.CANCELLED
        and gone.first_name == ""
        and gone.date_of_birth is None
    )
    assert member.get("/api/members/me").status_code == 401
    assert (
        client.post(
            "/api/accounts/login",
            {"email": MEMBER_EMAIL, "password": MEMBER_PASSWORD},
            content_type="application/json",
        ).status_code
        == 422
    )
