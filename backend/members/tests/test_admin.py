"""Members in the admin: only staff with the member-data permission see them; CSV export."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

pytestmark = pytest.mark.django_db
LIST = "/cms/snippets/members/membership/"


def editor(client, *perms: str):
    user = get_user_model().objects.create_user("redacteur", "redacteur@example.org", "x-pass-123")
    group = Group.objects.create(name="Test")
    group.permissions.add(Permission.objects.get(codename="access_admin"))
    for codename in perms:
        group.permissions.add(Permission.objects.get(codename=codename))
    user.groups.add(group)
    client.force_login(user)
    return user


def test_editor_without_permission_sees_no_members(client):
    editor(client, "view_membership", "change_membership")
    assert client.get(LIST).status_code in (302, 403)
    assert client.get("/cms/leden/1/geschiedenis/").status_code == 403


def test_member_data_permission_shows_list_history_and_export(client):
    editor(client, "view_member_data")
    listing = client.get(LIST)
    assert listing.status_code == 200 and b"lid@example.org" in listing.content
    export = client.get(LIST + "?export=csv")
    assert export.status_code == 200 and b"lid@example.org" in b"".join(export.streaming_content)
    from members.models import Membership

    member = Membership.objects.get(email="lid@example.org")
    assert client.get(f"/cms/leden/{member.pk}/geschiedenis/").status_code == 200
    assert client.get(f"/cms/leden/{member.pk}/cancel/").status_code == 403  # managing needs more
