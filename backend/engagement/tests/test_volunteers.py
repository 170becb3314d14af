import csv
import io

import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from engagement.models import VolunteerSignup

from .helpers import last_mail_to, post

pytestmark = pytest.mark.django_db
EMAIL = "help@example.org"
SIGN_UP = {
    "first_name": "Harm",
    "last_name": "Helper",
    "email": EMAIL,
    "phone": "06 12345678",
    "province": "gelderland",
    "municipality": "Arnhem",
    "interests": ["evenementen", "flyeren", "flyeren"],
    "message": "Zaterdags kan ik.",
    "consent": True,
    "consent_version": "vrijwilliger-1-nl",
    "utm_id": "zomer",
}


@pytest.fixture
def volunteer(client, django_capture_on_commit_callbacks, run_tasks):
    def signed_up(**changes):
        with django_capture_on_commit_callbacks(execute=True):
            answer = post(client, "/api/volunteers", {**SIGN_UP, **changes})
        run_tasks()
        return answer

    return signed_up


def test_a_sign_up_is_stored_and_thanked(volunteer):
    answer = volunteer()
    assert answer.status_code == 201
    signup = VolunteerSignup.objects.get(email=EMAIL)
    assert signup.interests == ["flyeren", "evenementen"]  # known order, no repeats
    assert (signup.province, signup.municipality, signup.utm_id) == (
        "gelderland",
        "Arnhem",
        "zomer",
    )
    message = last_mail_to(EMAIL)
    assert message.subject == "Bedankt voor uw aanmelding als vrijwilliger"
    assert "Arnhem, Gelderland" in message.body
    assert "Flyeren en folderen, Helpen bij evenementen" in message.body


def test_signing_up_again_updates_and_sends_no_second_mail(volunteer):
    volunteer()
    VolunteerSignup.objects.update(handled=True)
    volunteer(email=EMAIL.upper(), interests=["ict"], municipality="Ede", utm_id="")
    signup = VolunteerSignup.objects.get(email__iexact=EMAIL)
    assert signup.interests == ["ict"] and signup.municipality == "Ede"
    assert signup.utm_id == "zomer" and signup.handled is False
    assert len(mail.outbox) == 1


@pytest.mark.parametrize(
    "changes, fields",
    [
        ({"first_name": ""}, {"first_name": "Voornaam is verplicht."}),
        ({"municipality": ""}, {"municipality": "Gemeente is verplicht."}),
        ({"province": ""}, {"province": "Kies een provincie uit de lijst."}),
        ({"interests": []}, {"interests": "Kies ten minste één manier waarop u wilt helpen."}),
        (
            {"phone": "bel me"},
            {"phone": "Vul een geldig telefoonnummer in, of laat het veld leeg."},
        ),
        ({"consent": False}, {"consent": "Geef toestemming om uw gegevens op te slaan."}),
    ],
)
def test_bad_input_is_refused_per_field(volunteer, changes, fields):
    answer = volunteer(**changes)
    assert answer.status_code == 422
    assert answer.json() == {
        "message": "Sorry, niet alle velden zijn correct ingevuld.",
        "fields": fields,
    }
    assert not VolunteerSignup.objects.filter(email=EMAIL).exists()
    assert not mail.outbox


def test_an_unknown_interest_is_refused(volunteer):
    assert volunteer(interests=["hacken"]).status_code == 422
    assert not VolunteerSignup.objects.filter(email=EMAIL).exists()


@pytest.fixture
def staff_client(client, demo):
    client.force_login(get_user_model().objects.get(username="beheer"))
    return client


def test_staff_filter_and_export_volunteers(staff_client, volunteer):
    volunteer(first_name='=HYPERLINK("http://x.example")')
    listing = staff_client.get("/cms/snippets/engagement/volunteersignup/?interest=evenementen")
    assert listing.status_code == 200
    export = staff_client.get(
        "/cms/snippets/engagement/volunteersignup/?export=csv&interest=evenementen"
    )
    rows = list(csv.DictReader(io.StringIO(b"".join(export.streaming_content).decode())))
    assert list(rows[0])[:7] == [
        "Voornaam",
        "Achternaam",
        "E-mailadres",
        "Telefoonnummer",
        "Provincie",
        "Gemeente",
        "Interesses",
    ]
    assert {row["Gemeente"] for row in rows} == {"Arnhem"}  # the demo's Utrecht volunteer is out
    assert "'=HYPERLINK" in {row["Voornaam"][:11] for row in rows}  # a formula stays text
    assert staff_client.get("/cms/snippets/engagement/volunteersignup/add/").status_code in (
        302,
        403,
        404,  # a sign-up is made by the visitor's form only: the generic add view is closed
    )


def test_staff_mark_a_volunteer_as_followed_up(staff_client, volunteer):
    volunteer()
    signup = VolunteerSignup.objects.get(email=EMAIL)
    edit = f"/cms/snippets/engagement/volunteersignup/edit/{signup.pk}/"
    assert staff_client.get(edit).status_code == 200
    staff_client.post(edit, {"handled": "on"})
    signup.refresh_from_db()
    assert signup.handled is True and signup.first_name == "Harm"
