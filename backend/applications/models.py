"""What visitors send to the party's staff: contact messages (/contact), applications for a vacancy
(/vacatures/{uuid}) and applications as a candidate council member (/kandidatenlijst, the header's
button). Each keeps the consent given (time and text version) and the campaign of the visit; a CV
lives in private storage and reaches staff only through the permission-checked download view."""

from __future__ import annotations

import uuid

from django.db import models

from core.campaign import CampaignFields
from people.fields import person_link

from .storage import private_storage


class Status(models.TextChoices):
    NEW = "new", "Nieuw"
    IN_PROGRESS = "in_progress", "In behandeling"
    DONE = "done", "Afgehandeld"


def cv_path(instance: models.Model, filename: str) -> str:
    # `filename` is already ours (uploads.CheckedFile.stored_name): random, with the real extension.
    return f"cv/{instance._meta.model_name}/{filename}"


class Submission(CampaignFields):
    """What every form stores besides its own fields."""

    public_id = models.UUIDField("Kenmerk", default=uuid.uuid4, unique=True, editable=False)
    idempotency_key = models.CharField(max_length=80, unique=True, editable=False)
    email = models.EmailField("E-mailadres")
    person = person_link("%(class)ss")
    status = models.CharField("Status", max_length=12, choices=Status.choices, default=Status.NEW)
    staff_notes = models.TextField("Notities (alleen voor medewerkers)", blank=True)
    consent_at = models.DateTimeField("Toestemming gegeven op", editable=False)
    consent_version = models.CharField("Versie privacytekst", max_length=40, editable=False)
    created_at = models.DateTimeField("Ontvangen op", auto_now_add=True, db_index=True)
    staff_notified_at = models.DateTimeField(
        "Medewerkers gemaild op", null=True, blank=True, editable=False
    )
    confirmed_at = models.DateTimeField(
        "Ontvangstbevestiging verstuurd", null=True, blank=True, editable=False
    )

    class Meta:
        abstract = True
        ordering = ["-created_at"]


class ContactMessage(Submission):
    name = models.CharField("Naam", max_length=200)
    subject = models.CharField("Onderwerp", max_length=200)
    message = models.TextField("Bericht", max_length=5000)

    class Meta(Submission.Meta):
        verbose_name = "Contactbericht"
        verbose_name_plural = "Contactberichten"

    def __str__(self) -> str:
        return f"{self.subject} ({self.name})"


class Applicant(Submission):
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    phone = models.CharField("Telefoon", max_length=30, blank=True)
    motivation = models.TextField("Motivatie", max_length=5000)
    cv = models.FileField(
        "Cv", storage=private_storage, upload_to=cv_path, blank=True, max_length=200
    )
    cv_type = models.CharField("Soort cv", max_length=100, blank=True, editable=False)

    class Meta(Submission.Meta):
        abstract = True

    def __str__(self) -> str:
        return self.full_name

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def has_cv(self) -> bool:
        return bool(self.cv)


class VacancyApplication(Applicant):
    vacancy = models.ForeignKey(
        "content.Vacancy",
        verbose_name="Vacature",
        null=True,
        on_delete=models.SET_NULL,
        related_name="applications",
    )
    vacancy_title = models.CharField("Functie", max_length=200, editable=False)

    class Meta(Applicant.Meta):
        verbose_name = "Sollicitatie"
        verbose_name_plural = "Sollicitaties"


class CandidateApplication(Applicant):
    municipality = models.CharField("Gemeente", max_length=100, db_index=True)
    is_member = models.BooleanField("Is lid", default=False)

    class Meta(Applicant.Meta):
        verbose_name = "Aanmelding kandidaat-raadslid"
        verbose_name_plural = "Aanmeldingen kandidaat-raadslid"
