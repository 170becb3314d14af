"""The forms' API: contact, vacancy and candidate applications (multipart with a CV). Bad input is
refused in Dutch and stores nothing; a double submission stores one; bots are refused; staff and
the sender are mailed once."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile

from applications.models import CandidateApplication, ContactMessage, VacancyApplication
from content.models import Vacancy
from core.tests.captcha_helpers import cheap_captcha, solved_captcha

from . import files

pytestmark = pytest.mark.django_db

CONTACT = {
    "name": "Anna Voorbeeld",
    "email": "Anna@Example.org",
    "subject": "Vraag over het programma",
    "message": "Wat is uw standpunt over <b>onderwijs</b>?",
    "consent": True,
    "consent_version": "contact-1-nl",
    "idempotency_key": "contact-key-0001",
    "utm_id": "zomer",
    "utm_content_id": "banner-1",
}
APPLICANT = {
    "first_name": "Bram",
    "last_name": "Kandidaat",
    "email": "bram@example.org",
    "phone": "06 12345678",
    "motivation": "Ik wil mij inzetten voor mijn gemeente.",
    "consent": "true",
    "consent_version": "kandidaat-1-nl",
    "idempotency_key": "candidate-key-0001",
    "utm_id": "raad",
}


def mail_to(address: str):
    (message,) = [message for message in mail.outbox if message.to == [address]]
    return message


def contact(client, **overrides):
    return client.post("/api/applications/contact", CONTACT | overrides, content_type="application/json")


def candidate(client, cv=None, **overrides):
    body = APPLICANT | {"municipality": "Utrecht", "is_member": "true"} | overrides
    if cv is not None:
        body["cv"] = cv
    return client.post("/api/applications/candidates", body)


def vacancy(client, uuid, cv=None, **overrides):
    body = APPLICANT | {"idempotency_key": "vacancy-key-0001", "consent_version": "sollicitatie-1-en"} | overrides
    if cv is not None:
        body["cv"] = cv
    return client.post(f"/api/applications/vacancies/{uuid}", body)


def test_a_contact_message_is_stored_with_consent_and_campaign_and_mailed_once(client, run_tasks, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        sent = contact(client)
    assert sent.status_code == 201, sent.json()
    message = ContactMessage.objects.get(public_id=sent.json()["public_id"])
    assert message.email == "anna@example.org"
    assert message.consent_version == "contact-1-nl" and message.consent_at is not None
    assert (message.utm_id, message.utm_content_id) == ("zomer", "banner-1")
    run_tasks()
    staff = mail_to(settings.APPLICATIONS_STAFF_EMAIL)
    assert staff.subject == "Nieuw contactbericht"
    assert "Wat is uw standpunt over <b>onderwijs</b>?" in staff.body  # the text mail is not escaped
    assert "&lt;b&gt;onderwijs&lt;/b&gt;" in staff.alternatives[0][0]  # the HTML mail is
    assert f"/cms/snippets/applications/contactmessage/inspect/{message.pk}/" in staff.body
    receipt = mail_to("anna@example.org")
    assert receipt.subject == "Wij hebben uw bericht ontvangen"
    assert "onderwijs" not in receipt.body and "Anna" not in receipt.body  # nothing typed is repeated
    assert run_tasks() == 0 and len(mail.outbox) == 2


def test_the_same_form_sent_twice_stores_one_message(client, django_capture_on_commit_callbacks):
    first, second = contact(client), contact(client)
    assert first.status_code == second.status_code == 201
    assert first.json()["public_id"] == second.json()["public_id"]
    assert ContactMessage.objects.filter(email="anna@example.org").count() == 1


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"name": "  "}, "name", "Naam is verplicht."),
        ({"email": "geen-adres"}, "email", "Vul een geldig e-mailadres in."),
        ({"subject": ""}, "subject", "Onderwerp is verplicht."),
        ({"message": ""}, "message", "Bericht is verplicht."),
        ({"consent": False}, "consent", "U moet akkoord gaan met het gebruik van uw gegevens zoals beschreven."),
        ({"consent_version": "contact-9-nl"}, "consent", "Deze pagina is verouderd. Laad haar opnieuw en probeer het nog eens."),
    ],
)
def test_bad_contact_input_is_refused_in_dutch_and_stores_nothing(client, overrides, field, message):
    refused = contact(client, **overrides)
    assert refused.status_code == 422
    assert refused.json()["fields"] == {field: message}
    assert not ContactMessage.objects.filter(email="anna@example.org").exists() and not mail.outbox


def test_a_bot_filling_the_honeypot_is_refused_and_nothing_is_stored(client):
    refused = contact(client, website="https://spam.example")
    assert refused.status_code == 422 and refused.json()["message"]
    assert not ContactMessage.objects.filter(email="anna@example.org").exists()


def test_after_repeated_tries_a_captcha_is_asked_and_accepted(client, settings):
    cheap_captcha(settings)
    for attempt in range(settings.FORM_GUARD_CAPTCHA_AFTER):
        assert contact(client, name="", idempotency_key=f"contact-key-{attempt:04}").status_code == 422
    asked = contact(client)
    assert asked.status_code == 429 and "captcha" in asked.json()["fields"]
    assert not ContactMessage.objects.filter(email="anna@example.org").exists()
    assert contact(client, captcha=solved_captcha()).status_code == 201


def test_a_candidate_application_stores_the_cv_privately(client, private_root, run_tasks, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        sent = candidate(client, cv=files.pdf("Mijn CV (2026).pdf"))
    assert sent.status_code == 201, sent.json()
    application = CandidateApplication.objects.get(public_id=sent.json()["public_id"])
    assert application.municipality == "Utrecht" and application.is_member
    assert application.cv_type == "application/pdf"
    stored = private_root / application.cv.name
    assert stored.read_bytes() == files.PDF_BYTES
    assert application.cv.name.startswith("cv/candidateapplication/") and "Mijn" not in application.cv.name
    assert not str(stored).startswith(str(settings.MEDIA_ROOT))
    with pytest.raises(ValueError):
        application.cv.url  # noqa: B018 (a private file has no public address)
    run_tasks()
    staff = mail_to(settings.APPLICATIONS_STAFF_EMAIL)
    assert staff.subject == "Nieuwe aanmelding als kandidaat-raadslid" and "Utrecht" in staff.body
    assert application.cv.name not in staff.body and not staff.attachments  # the CV stays in the admin


@pytest.mark.parametrize(
    ("cv", "message"),
    [
        (None, "Cv is verplicht."),
        (files.png_as_pdf(), "Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx)."),
        (files.xlsx_as_docx(), "Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx)."),
    ],
)
def test_a_candidate_without_a_proper_cv_is_refused(client, private_root, cv, message):
    refused = candidate(client, cv=cv)
    assert refused.status_code == 422
    assert refused.json()["fields"] == {"cv": message}
    assert not CandidateApplication.objects.filter(email="bram@example.org").exists()
    assert not private_root.exists() or not any(private_root.rglob("*.*"))


def test_a_cv_over_the_size_limit_is_refused(client, settings):
    settings.APPLICATIONS_CV_MAX_BYTES = 1024 * 1024
    big = SimpleUploadedFile("cv.pdf", files.PDF_BYTES + b"0" * (1024 * 1024), content_type="application/pdf")
    refused = candidate(client, cv=big)
    assert refused.status_code == 422 and refused.json()["fields"] == {"cv": "Uw cv mag niet groter zijn dan 1 MB."}


def test_a_candidate_needs_a_municipality_and_a_motivation(client):
    assert candidate(client, cv=files.docx(), municipality=" ").json()["fields"] == {"municipality": "Gemeente is verplicht."}
    assert candidate(client, cv=files.docx(), motivation="").json()["fields"] == {"motivation": "Motivatie is verplicht."}


def test_a_vacancy_application_with_or_without_a_cv(client, private_root):
    open_vacancy = Vacancy.objects.get(title="Webredacteur")
    with_cv = vacancy(client, open_vacancy.uuid, cv=files.docx())
    assert with_cv.status_code == 201, with_cv.json()
    application = VacancyApplication.objects.get(public_id=with_cv.json()["public_id"])
    assert application.vacancy == open_vacancy and application.vacancy_title == "Webredacteur"
    assert application.cv_type.endswith("wordprocessingml.document") and application.cv.name.endswith(".docx")
    without = vacancy(client, open_vacancy.uuid, idempotency_key="vacancy-key-0002")
    assert without.status_code == 201
    assert not VacancyApplication.objects.get(public_id=without.json()["public_id"]).has_cv


def test_a_closed_or_unknown_vacancy_takes_no_applications(client):
    closed = Vacancy.objects.get(title="Stagiair communicatie")
    refused = vacancy(client, closed.uuid)
    assert refused.status_code == 404 and refused.json()["message"] == "Deze vacature is gesloten. Solliciteren kan niet meer."
    assert vacancy(client, "00000000-0000-4000-8000-000000000000").status_code == 404
    assert not VacancyApplication.objects.filter(email="bram@example.org").exists()


def test_deleting_an_application_deletes_its_cv(client, private_root):
    sent = candidate(client, cv=files.pdf())
    application = CandidateApplication.objects.get(public_id=sent.json()["public_id"])
    stored = private_root / application.cv.name
    assert stored.exists()
    application.delete()
    assert not stored.exists()


def test_the_rules_endpoint_names_the_cv_rule(client, settings):
    rules = client.get("/api/applications/rules").json()
    assert rules["cv_max_bytes"] == settings.APPLICATIONS_CV_MAX_BYTES
    assert rules["cv_extensions"] == [".pdf", ".doc", ".docx"]


def test_old_messages_and_applications_are_deleted_with_their_cv(client, private_root, settings):
    from datetime import timedelta

    from django.core.management import call_command
    from django.utils import timezone

    assert contact(client).status_code == 201
    sent = candidate(client, cv=files.pdf())
    application = CandidateApplication.objects.get(public_id=sent.json()["public_id"])
    stored = private_root / application.cv.name
    old = timezone.now() - timedelta(days=settings.APPLICATIONS_RETENTION_DAYS + 1)
    CandidateApplication.objects.filter(pk=application.pk).update(created_at=old)
    call_command("purge_applications", stdout=__import__("io").StringIO())
    assert not CandidateApplication.objects.filter(pk=application.pk).exists() and not stored.exists()
    assert ContactMessage.objects.filter(email="anna@example.org").exists()  # still within the year
