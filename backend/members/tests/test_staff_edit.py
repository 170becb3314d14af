"""The membership administration corrects a member's details: through the service, each change
in the member's log (who, when, old → new); the state changes only through the actions; editors
get 403."""

from __future__ import annotations

from datetime import date

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from members.models import Membership, MembershipStatus, Tier

pytestmark = pytest.mark.django_db


@pytest.fixture
def member():
    from people.matching import person_for_action

    return Membership.objects.create(
        person=person_for_action("anna.devries@example.org", first_name="Anna"),
        first_name="Anna",
        last_name="de Vries",
        email="anna.devries@example.org",
        date_of_birth=date(1980, 5, 1),
        street="Dorpsstraat 1",
        postal_code="1234 AB",
        city="Utrecht",
        province="utrecht",
        status=MembershipStatus.ACTIVE,
    )


def _form(member, **changes):
    data = {
        "first_name": member.first_name,
        "last_name": member.last_name,
        "date_of_birth": member.date_of_birth.strftime("%d-%m-%Y"),
        "street": member.street,
        "postal_code": member.postal_code,
        "city": member.city,
        "province": member.province,
        "phone": member.phone,
        "tier": member.tier,
    }
    return {**data, **changes}


def _login(client, username):
    user = get_user_model().objects.get(username=username)
    client.force_login(user)
    return user


def test_the_administration_edits_a_member_and_the_log_says_who_and_what(client, member):
    staff = _login(client, "beheer")
    edit_url = reverse("wagtailsnippets_members_membership:edit", args=[member.pk])
    page = client.get(edit_url)
    assert page.status_code == 200 and b"Dorpsstraat 1" in page.content

    answer = client.post(
        edit_url, _form(member, street="Kerkstraat 9", phone="0612345678", status="cancelled")
    )
    assert answer.status_code == 302
    member.refresh_from_db()
    assert (member.street, member.phone) == ("Kerkstraat 9", "0612345678")
    assert member.status == MembershipStatus.ACTIVE  # the state is not a field of the form
    event = member.events.get(action="details_changed_by_staff")
    assert event.actor == staff
    assert event.detail["changes"] == {
        "street": ["Dorpsstraat 1", "Kerkstraat 9"],
        "phone": ["", "0612345678"],
    }
    history = client.get(reverse("member_history", args=[member.pk])).content.decode()
    assert "Gegevens gewijzigd door de administratie" in history
    assert "Straat en huisnummer: Dorpsstraat 1 → Kerkstraat 9" in history


def test_an_unchanged_form_logs_nothing_and_the_rules_still_hold(client, member):
    _login(client, "beheer")
    edit_url = reverse("member_edit", args=[member.pk])
    assert client.post(edit_url, _form(member)).status_code == 302
    assert not member.events.filter(action="details_changed_by_staff").exists()

    too_old = client.post(edit_url, _form(member, tier=Tier.YOUTH, first_name=""))
    assert too_old.status_code == 200
    assert "Voornaam" in too_old.content.decode()
    member.refresh_from_db()
    assert member.tier == Tier.ADULT and member.first_name == "Anna"
    youth = client.post(edit_url, _form(member, tier=Tier.YOUTH))
    assert youth.status_code == 200 and "Jeugdlid bent u tot en met" in youth.content.decode()
    member.refresh_from_db()
    assert member.tier == Tier.ADULT


def test_erasure_keeps_that_staff_changed_something_not_what(member):
    from members import services

    staff = get_user_model().objects.get(username="beheer")
    services.membership_staff_update(membership=member, actor=staff, city="Amersfoort")
    member.user = get_user_model().objects.create_user("anna", member.email, "geheim-wachtwoord")
    member.save()
    from django.test import RequestFactory

    from members.privacy import account_delete

    request = RequestFactory().post("/")
    request.user = member.user
    request.session = __import__("django.contrib.sessions.backends.db", fromlist=["x"]).SessionStore()
    account_delete(request, user=member.user, password="geheim-wachtwoord")
    event = member.events.get(action="details_changed_by_staff")
    assert event.detail == {} and event.actor == staff


def test_editors_get_403_and_no_edit(client, member):
    _login(client, "redactie")
    for url in (
        reverse("member_edit", args=[member.pk]),
        reverse("wagtailsnippets_members_membership:edit", args=[member.pk]),
    ):
        assert client.get(url).status_code == 403
        assert client.post(url, _form(member, city="Elders")).status_code == 403
    member.refresh_from_db()
    assert member.city == "Utrecht"
