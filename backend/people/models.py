"""The person at the centre (DESIGN.md §7): one record for a human the party knows. Every
membership, gift, friend gift, ticket order, signature, subscription, sign-up, application and
member account points here; the law (Wfpp caps, GDPR export and erasure) is applied to the person.

Addresses: a verified address belongs to one person only (the database says so); an unverified
one may appear on several persons until staff merge them (people.duplicates lists them)."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from taggit.managers import TaggableManager
from taggit.models import TaggedItemBase


class Language(models.TextChoices):
    DUTCH = "nl", "Nederlands"
    ENGLISH = "en", "Engels"


class PersonTag(TaggedItemBase):
    content_object = models.ForeignKey(
        "people.Person", on_delete=models.CASCADE, related_name="tagged_items"
    )


class Person(models.Model):  # type: ignore[django-manager-missing]
    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    first_name = models.CharField("Voornaam", max_length=100, blank=True)
    last_name = models.CharField("Achternaam", max_length=100, blank=True)
    phone = models.CharField("Telefoon", max_length=30, blank=True)
    street = models.CharField("Straat en huisnummer", max_length=200, blank=True)
    postal_code = models.CharField("Postcode", max_length=12, blank=True, db_index=True)
    city = models.CharField("Woonplaats", max_length=100, blank=True)
    municipality = models.ForeignKey(
        "content.Region",
        verbose_name="Gemeente",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        limit_choices_to={"kind": "gemeente"},
    )
    birth_date = models.DateField("Geboortedatum", null=True, blank=True)
    language = models.CharField(
        "Voorkeurstaal", max_length=2, choices=Language.choices, default=Language.DUTCH
    )
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        verbose_name="Account",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="person",
    )
    tags = TaggableManager("Labels", through=PersonTag, blank=True)
    merged_into = models.ForeignKey(
        "self",
        verbose_name="Samengevoegd met",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="merged_from",
        editable=False,
    )
    erased_at = models.DateTimeField("Gegevens gewist op", null=True, blank=True, editable=False)
    created_at = models.DateTimeField("Aangemaakt op", auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField("Gewijzigd op", auto_now=True)

    class Meta:
        verbose_name = "Persoon"
        verbose_name_plural = "Personen"
        ordering = ["last_name", "first_name", "pk"]

    def __str__(self) -> str:
        return self.full_name or (self.primary_email or f"Persoon {self.pk}")

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def primary_email(self) -> str:
        address = next((a for a in self.emails.all() if a.is_primary), None)
        return address.address if address else ""


class EmailAddress(models.Model):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="emails")
    address = models.EmailField("E-mailadres", db_index=True)
    is_primary = models.BooleanField("Hoofdadres", default=False)
    verified_at = models.DateTimeField("Bevestigd op", null=True, blank=True)
    created_at = models.DateTimeField("Toegevoegd op", auto_now_add=True)

    class Meta:
        verbose_name = "E-mailadres"
        verbose_name_plural = "E-mailadressen"
        ordering = ["-is_primary", "address"]
        constraints = [
            models.UniqueConstraint(fields=["person", "address"], name="one_address_per_person"),
            models.UniqueConstraint(
                fields=["address"],
                condition=Q(verified_at__isnull=False),
                name="verified_address_has_one_owner",
            ),
            models.UniqueConstraint(
                fields=["person"], condition=Q(is_primary=True), name="one_primary_address"
            ),
        ]

    def __str__(self) -> str:
        return self.address


class ConsentPurpose(models.TextChoices):
    NEWSLETTER = "newsletter", "Nieuwsbrief"
    PETITION = "petition", "Petitie"
    VOLUNTEER = "volunteer", "Vrijwilliger"
    LEGION = "legion", "Legioen"
    MEMBERSHIP = "membership", "Lidmaatschap (statuten en privacy)"
    APPLICATION = "application", "Sollicitatie of bericht"
    DONATION = "donation", "Gift"
    FRIEND = "friend", "Vriend"
    ORDER = "order", "Kaartverkoop"


class PersonConsent(models.Model):
    """A consent the person gave: for which purpose, to which version of the text, when, and
    where (the form or record it came from)."""

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="consents")
    purpose = models.CharField("Doel", max_length=20, choices=ConsentPurpose.choices)
    text_version = models.CharField("Versie tekst", max_length=40, blank=True)
    given_at = models.DateTimeField("Gegeven op")
    source = models.CharField("Bron", max_length=100, blank=True)
    withdrawn_at = models.DateTimeField("Ingetrokken op", null=True, blank=True)

    class Meta:
        verbose_name = "Toestemming"
        verbose_name_plural = "Toestemmingen"
        ordering = ["-given_at"]

    def __str__(self) -> str:
        return f"{self.get_purpose_display()} ({self.given_at:%d-%m-%Y})"


class AuditEntry(models.Model):
    """Who did what to a person's record, and when: edits (old → new), merges, actions."""

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="audit_entries")
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name="Door",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    action = models.CharField("Handeling", max_length=40)
    changes = models.JSONField("Wijzigingen", default=dict, blank=True)
    at = models.DateTimeField("Tijdstip", auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "Logregel"
        verbose_name_plural = "Logboek"
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"{self.action} ({self.at:%d-%m-%Y %H:%M})"
