import csv
import io

import pytest
from django.contrib.auth import get_user_model

from tracking.models import ConsentRecord, FingerprintRecord, PersonalLink

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(client):
    client.force_login(get_user_model().objects.get(username="beheer"))
    return client


@pytest.fixture
def editor(client):
    client.force_login(get_user_model().objects.get(username="redactie"))
    return client


def _csv(response) -> list[dict]:
    text = b"".join(response.streaming_content).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def test_consent_counts_per_version_and_choice(staff, client):
    for analytics, advertising in [(True, True), (True, True), (False, False), (True, False)]:
        ConsentRecord.objects.create(
            version=2,
            choice="accepted"
            if analytics and advertising
            else "refused"
            if not analytics
            else "custom",
            analytics=analytics,
            advertising=advertising,
        )
    page = staff.get("/cms/reports/cookiekeuzes/")
    assert page.status_code == 200
    assert "Alles geaccepteerd" in page.content.decode()
    rows = _csv(staff.get("/cms/reports/cookiekeuzes/", {"export": "csv"}))
    counts = {(row["Keuze"], row["Statistieken"]): row["Aantal"] for row in rows}
    assert counts == {  # labels as staff read them, not codes and True/False
        ("Alles geaccepteerd", "Ja"): "2",
        ("Eigen keuze", "Ja"): "1",
        ("Alles geweigerd", "Nee"): "1",
    }


@pytest.mark.parametrize(
    "url", ["/cms/snippets/tracking/consentrecord/", "/cms/snippets/tracking/fingerprintrecord/"]
)
def test_records_are_listed_and_exported_but_never_edited(staff, url):
    ConsentRecord.objects.create(version=2, choice="refused", analytics=False, advertising=False)
    FingerprintRecord.objects.create(
        visitor_id="0123456789abcdef0123456789abcdef", uuid="6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11"
    )
    assert staff.get(url).status_code == 200
    assert len(_csv(staff.get(url, {"export": "csv"}))) == 1
    assert staff.get(url + "add/").status_code == 404
    record_id = (ConsentRecord if "consent" in url else FingerprintRecord).objects.get().pk
    assert staff.get(f"{url}edit/{record_id}/").status_code == 404


def test_staff_manage_personal_links(editor):
    staff = editor
    response = staff.post(
        "/cms/snippets/tracking/personallink/add/",
        {"label": "Mailing april", "target_path": "/word-lid", "active": "on"},
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    link = PersonalLink.objects.get(label="Mailing april")
    assert link.target_path == "/word-lid" and link.uuid
    bad = staff.post(
        "/cms/snippets/tracking/personallink/add/",
        {"label": "Elders", "target_path": "https://elders.example/", "active": "on"},
    )
    assert bad.status_code == 200
    assert not PersonalLink.objects.filter(label="Elders").exists()
    assert staff.get("/cms/snippets/tracking/personallink/").status_code == 200


def test_wagtail_redirects_are_in_the_admin(editor):
    staff = editor
    assert staff.get("/cms/redirects/").status_code == 200
