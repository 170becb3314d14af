"""The admin lists (with their counts) and CSV exports, and who may see referral links."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission

from legion.demo import REFERRAL_CODE

pytestmark = pytest.mark.django_db

LISTS = {
    "legionmember": "legioenleden",
    "legionaction": "legioenacties",
    "actioncompletion": "gedane-acties",
    "referrallink": "wervingslinks",
}


@pytest.fixture
def staff(client):
    client.force_login(get_user_model().objects.get(username="beheer"))
    return client


@pytest.mark.parametrize("model", LISTS)
def test_lists_and_csv_exports(staff, model):
    url = f"/cms/snippets/legion/{model}/"
    assert staff.get(url).status_code == 200
    export = staff.get(url, {"export": "csv"})
    assert export.status_code == 200
    assert LISTS[model] in export["Content-Disposition"]


def test_csv_holds_the_counts(staff):
    members = b"".join(
        staff.get("/cms/snippets/legion/legionmember/", {"export": "csv"}).streaming_content
    ).decode()
    assert "Geworven door (e-mail)" in members.splitlines()[0]
    ruben = next(line for line in members.splitlines() if ",Ruben,Legionair," in line)
    assert ",2,1," in ruben  # two recruits, one action done
    links = b"".join(
        staff.get("/cms/snippets/legion/referrallink/", {"export": "csv"}).streaming_content
    ).decode()
    assert REFERRAL_CODE in links


def test_referral_links_need_the_member_data_permission(client):
    editor = get_user_model().objects.create_user(
        "editor", "editor@example.org", "x", is_staff=True
    )
    editor.user_permissions.add(
        Permission.objects.get(codename="access_admin"),
        Permission.objects.get(codename="view_referrallink"),
        Permission.objects.get(codename="view_legionmember"),
    )
    client.force_login(editor)
    assert client.get("/cms/snippets/legion/legionmember/").status_code == 200
    assert client.get("/cms/snippets/legion/referrallink/").status_code in (302, 403)
    editor.user_permissions.add(Permission.objects.get(codename="view_member_data"))
    assert client.get("/cms/snippets/legion/referrallink/").status_code == 200
