"""Staff export and erase a person from the admin: member-data staff only (editors get 403),
each action in the person's audit log."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

from people.models import AuditEntry, Person

from .test_privacy import EMAIL, FIRST, _person_with_a_history

pytestmark = pytest.mark.django_db


def member_staff(client):
    user = get_user_model().objects.create_user("ledenadmin", "ledenadmin@example.org", "x-pass-1")
    group = Group.objects.create(name="Ledenadministratie-test")
    for codename in ("access_admin", "view_member_data"):
        group.permissions.add(Permission.objects.get(codename=codename))
    user.groups.add(group)
    client.force_login(user)
    return user


def urls(person: Person) -> tuple[str, str]:
    return (
        f"/cms/personen/{person.public_id}/export/",
        f"/cms/personen/{person.public_id}/wissen/",
    )


def test_editors_and_visitors_cannot_export_or_erase(client):
    person, _ = _person_with_a_history()
    for url in urls(person):
        assert client.get(url).status_code == 302  # to the admin's login
    client.force_login(get_user_model().objects.get(username="redactie"))
    for url in urls(person):
        assert client.get(url).status_code == 403
        assert client.post(url).status_code == 403
    person.refresh_from_db()
    assert person.erased_at is None and not person.audit_entries.filter(action="exported")


def test_member_data_staff_export_then_erase(client):
    person, _ = _person_with_a_history()
    staff = member_staff(client)
    export_url, erase_url = urls(person)

    response = client.get(export_url)
    assert response.status_code == 200 and "attachment" in response["Content-Disposition"]
    assert json.loads(response.content)["person"]["first_name"] == FIRST
    assert AuditEntry.objects.get(person=person, action="exported").actor == staff

    page = client.get(erase_url)
    assert page.status_code == 200
    assert "Wfpp" in page.content.decode() and "7 jaar" in page.content.decode()
    assert Person.objects.get(pk=person.pk).erased_at is None  # asking erases nothing

    done = client.post(f"{erase_url}?next=https://elders.example/")
    assert done.status_code == 302 and "elders.example" not in done["Location"]
    person.refresh_from_db()
    assert person.erased_at is not None and not person.emails.filter(address=EMAIL).exists()
    assert AuditEntry.objects.get(person=person, action="erased").actor == staff
