"""Demo messages and applications (DESIGN.md §5): fictional senders with example.org addresses, so
that staff see the admin lists; one candidate comes with a small generated PDF as CV, kept in
private storage like a real one."""

from __future__ import annotations

from datetime import timedelta

from django.core.files.base import ContentFile
from django.utils import timezone

from content.models import Vacancy

from .models import CandidateApplication, ContactMessage, Status, VacancyApplication

DEMO_PDF = (
    b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
    b"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
    b"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n"
    b"trailer << /Root 1 0 R >>\n%%EOF\n"
)


def _consent(name: str, days_ago: int) -> dict:
    return {"consent_at": timezone.now() - timedelta(days=days_ago), "consent_version": f"{name}-1-nl"}


def seed_applications() -> None:
    ContactMessage.objects.create(
        idempotency_key="demo-contact-1",
        name="Karin Vraagsteller",
        email="karin@example.org",
        subject="Vraag over een bijeenkomst",
        message="Neutrale voorbeeldvraag: is de bijeenkomst in mijn regio ook toegankelijk met een rolstoel?",
        **_consent("contact", 3),
    )
    ContactMessage.objects.create(
        idempotency_key="demo-contact-2",
        name="Pieter Afgehandeld",
        email="pieter@example.org",
        subject="Adreswijziging",
        message="Neutrale voorbeeldtekst over een adreswijziging.",
        status=Status.DONE,
        **_consent("contact", 20),
    )
    vacancy = Vacancy.objects.filter(title="Webredacteur").first()
    VacancyApplication.objects.create(
        idempotency_key="demo-vacancy-1",
        vacancy=vacancy,
        vacancy_title=vacancy.title if vacancy else "Webredacteur",
        first_name="Sanne",
        last_name="Sollicitant",
        email="sanne@example.org",
        motivation="Neutrale voorbeeldmotivatie voor de functie van webredacteur.",
        **_consent("sollicitatie", 5),
    )
    candidate = CandidateApplication(
        idempotency_key="demo-candidate-1",
        first_name="Ruben",
        last_name="Raadskandidaat",
        email="ruben@example.org",
        municipality="Arnhem",
        is_member=True,
        motivation="Neutrale voorbeeldmotivatie van een fictieve kandidaat voor de gemeenteraad.",
        cv_type="application/pdf",
        **_consent("kandidaat", 7),
    )
    candidate.cv.save("demo-cv.pdf", ContentFile(DEMO_PDF), save=False)
    candidate.save()
