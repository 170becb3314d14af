"""Staff in the admin: the lists with filters and CSV export, the inspect page, and the CV, which
only staff with the view permission of that kind of application can download."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

from applications.models import CandidateApplication

from . import files
from .test_api import candidate, contact

pytestmark = pytest.mark.django_db
CANDIDATES = "/cms/snippets/applications/candidateapplication/"


def staff(client, *perms: str, admin: bool = True):
    user = get_user_model().objects.create_user("medewerker", "medewerker@example.org", "x-pass-123")
    group = Group.objects.create(name="Secretariaat")
    if admin:
        group.permissions.add(Permission.objects.get(codename="access_admin"))
    for codename in perms:
        group.permissions.add(Permission.objects.get(codename=codename))
    user.groups.add(group)
    client.force_login(user)
    return user


@pytest.fixture
def application(client):
    sent = candidate(client, cv=files.pdf())
    assert sent.status_code == 201
    client.logout()
    return CandidateApplication.objects.get(public_id=sent.json()["public_id"])


def download_url(application) -> str:
    return f"/cms/aanmeldingen/cv/candidateapplication/{application.pk}/"


def test_anonymous_visitors_and_members_get_no_cv(client, application):
    assert client.get(download_url(application)).status_code == 302  # to the admin login
    staff(client, admin=False)  # an account without admin access, such as a member's
    assert client.get(download_url(application)).status_code == 302


def test_staff_without_the_permission_get_no_cv_and_no_list(client, application):
    staff(client, "view_contactmessage", "view_vacancyapplication")
    refused = client.get(download_url(application))
    assert refused.status_code == 302 and refused["Location"] == "/cms/"  # Wagtail's "no permission"
    assert client.get(CANDIDATES).status_code in (302, 403)


def test_staff_with_the_permission_download_the_cv_as_an_attachment(client, application):
    staff(client, "view_candidateapplication")
    response = client.get(download_url(application))
    assert response.status_code == 200
    assert b"".join(response.streaming_content) == files.PDF_BYTES
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == f'attachment; filename="cv-bram-kandidaat-{application.pk}.pdf"'
    assert "private" in response["Cache-Control"] and "no-store" in response["Cache-Control"]
    inspect = client.get(f"{CANDIDATES}inspect/{application.pk}/").content.decode()
    assert download_url(application) in inspect and "/media/" not in inspect


def test_unknown_kinds_and_records_are_not_found(client, application):
    staff(client, "view_candidateapplication", "view_contactmessage")
    assert client.get(f"/cms/aanmeldingen/cv/contactmessage/{application.pk}/").status_code == 404
    assert client.get(f"/cms/aanmeldingen/cv/candidateapplication/{application.pk + 999}/").status_code == 404


def test_list_filters_and_csv_export_without_the_file(client, application):
    staff(client, "view_candidateapplication", "change_candidateapplication")
    listing = client.get(CANDIDATES + "?municipality=utr")
    assert listing.status_code == 200 and b"bram@example.org" in listing.content
    assert b"bram@example.org" not in client.get(CANDIDATES + "?municipality=Amsterdam").content
    export = client.get(CANDIDATES + "?export=csv")
    csv = b"".join(export.streaming_content).decode()
    assert "bram@example.org" in csv and "Utrecht" in csv and "kandidaat-1-nl" in csv
    assert "cv/candidateapplication" not in csv


def test_nobody_adds_a_submission_in_the_admin_and_staff_only_set_status_and_notes(client, application):
    user = staff(client, "view_candidateapplication", "change_candidateapplication", "add_candidateapplication")
    assert client.get(CANDIDATES + "add/").status_code == 404
    edit = client.post(f"{CANDIDATES}edit/{application.pk}/", {"status": "done", "staff_notes": "Gebeld", "municipality": "Elders"})
    assert edit.status_code == 302, user
    application.refresh_from_db()
    assert (application.status, application.staff_notes, application.municipality) == ("done", "Gebeld", "Utrecht")


def test_contact_messages_are_listed_for_staff_with_their_permission(client):
    assert contact(client).status_code == 201
    staff(client, "view_contactmessage")
    listing = client.get("/cms/snippets/applications/contactmessage/")
    assert listing.status_code == 200 and b"Vraag over het programma" in listing.content


def test_the_export_keeps_formulas_as_text(client):
    assert contact(client, subject="=HYPERLINK(\"http://x.example\")").status_code == 201
    staff(client, "view_contactmessage")
    csv = b"".join(client.get("/cms/snippets/applications/contactmessage/?export=csv").streaming_content).decode()
    assert "'=HYPERLINK" in csv
