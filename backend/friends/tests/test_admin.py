"""Friends in the admin: the list and CSV export for staff with the view permission; stopping the
yearly gift and mailing the link to become a member for staff who may change friends."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core import mail

from friends.models import FriendStatus

from .helpers import become_friend

pytestmark = pytest.mark.django_db
LIST = "/cms/snippets/friends/friend/"


def staff(client, *perms: str):
    user = get_user_model().objects.create_user("medewerker", "medewerker@example.org", "x-pass-123")
    group = Group.objects.create(name="Vriendenadministratie")
    for codename in ("access_admin", *perms):
        group.permissions.add(Permission.objects.get(codename=codename))
    user.groups.add(group)
    client.force_login(user)


@pytest.fixture
def friend(client, django_capture_on_commit_callbacks):
    return become_friend(client, django_capture_on_commit_callbacks)


def test_the_list_and_export_need_the_view_permission(client, friend):
    staff(client)
    assert client.get(LIST).status_code in (302, 403)
    client.logout()
    staff_with = get_user_model().objects.get(username="medewerker")
    staff_with.groups.first().permissions.add(Permission.objects.get(codename="view_friend"))
    client.force_login(staff_with)
    listing = client.get(LIST + "?status=active")
    assert listing.status_code == 200 and b"fenna@example.org" in listing.content
    csv = b"".join(client.get(LIST + "?export=csv").streaming_content).decode()
    assert "fenna@example.org" in csv and "vriend-1-nl" in csv and "vrienden-zomer" in csv
    assert client.get(LIST + "add/").status_code == 404
    assert client.get(f"/cms/vrienden/{friend.pk}/stop/").status_code == 403  # managing needs more


def test_staff_stop_the_yearly_gift_and_mail_the_member_link(client, friend, run_tasks, django_capture_on_commit_callbacks):
    staff(client, "view_friend", "change_friend")
    assert b"Jaarlijkse gift stoppen" in client.get(f"/cms/vrienden/{friend.pk}/stop/").content
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(f"/cms/vrienden/{friend.pk}/member-link/").status_code == 302
    run_tasks()
    offer_mail = [message for message in mail.outbox if message.subject == "Word ook lid"]
    assert len(offer_mail) == 1 and "/lidmaatschap-upgrade/" in offer_mail[0].body
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(f"/cms/vrienden/{friend.pk}/stop/").status_code == 302
    friend.refresh_from_db()
    assert friend.status == FriendStatus.STOPPED
