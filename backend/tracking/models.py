"""What the site keeps about measuring visits (SPEC §4, §7): the answers to the cookie banner
without anyone's identity, the visitor identifiers sent with a personal link, and the personal
links themselves. Ordinary redirects (old path → new path) are Wagtail's redirects app."""

from __future__ import annotations

import uuid

from django.core.validators import RegexValidator
from django.db import models
from django.db.models import Q
from wagtail.admin.panels import FieldPanel


class ConsentChoice(models.TextChoices):
    ACCEPTED = "accepted", "Alles geaccepteerd"
    REFUSED = "refused", "Alles geweigerd"
    CUSTOM = "custom", "Eigen keuze"


class ConsentRecord(models.Model):
    """One answer to the cookie banner: the version of its text, what was chosen and when.
    Nothing else: no address, no cookie, no identifier ties it to a visitor."""

    version = models.PositiveSmallIntegerField("Versie")
    choice = models.CharField("Keuze", max_length=10, choices=ConsentChoice.choices)
    analytics = models.BooleanField("Statistieken")
    advertising = models.BooleanField("Advertenties")
    created_at = models.DateTimeField("Tijdstip", auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "Cookiekeuze"
        verbose_name_plural = "Cookiekeuzes"
        ordering = ["-created_at"]
        constraints = [
            # The choice follows from the purposes: everything, nothing, or a mix.
            models.CheckConstraint(
                condition=(
                    Q(choice="accepted", analytics=True, advertising=True)
                    | Q(choice="refused", analytics=False, advertising=False)
                    | (Q(choice="custom") & ~Q(analytics=models.F("advertising")))
                ),
                name="consent_choice_matches_purposes",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_choice_display()} (versie {self.version})"


class FingerprintRecord(models.Model):
    """A visitor identifier (computed in the browser by FingerprintJS after the visitor allowed
    advertising) seen with the uuid of a personal link. Stored once per pair."""

    visitor_id = models.CharField("Bezoekers-id", max_length=32)
    uuid = models.UUIDField("Link-uuid")
    created_at = models.DateTimeField("Eerst gezien", auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "Bezoekers-id"
        verbose_name_plural = "Bezoekers-id's"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint("visitor_id", "uuid", name="one_fingerprint_per_link"),
            models.CheckConstraint(
                condition=Q(visitor_id__regex=r"^[0-9a-f]{32}$"), name="fingerprint_visitor_id_hex"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.visitor_id} · {self.uuid}"


# A path on this site: '/doneer', '/agenda/x?y=1'; never '//host' or a scheme.
local_path = RegexValidator(
    r"^/(?![/\\])[^\s]*$", "Vul een pad op deze site in, beginnend met / (bijvoorbeeld /doneer)."
)


class PersonalLink(models.Model):
    """A personal link: /any-page?uuid=… sends the visitor to `target_path` (a temporary
    redirect, the query string kept). Mailings put these uuids in their links."""

    uuid = models.UUIDField("Uuid", default=uuid.uuid4, unique=True)
    label = models.CharField(
        "Omschrijving",
        max_length=200,
        help_text="Waarvoor de link is (bijvoorbeeld 'Mailing maart, knop doneren'); geen namen.",
    )
    target_path = models.CharField("Doel", max_length=500, validators=[local_path])
    active = models.BooleanField("Actief", default=True)
    created_at = models.DateTimeField("Aangemaakt", auto_now_add=True)

    panels = [
        FieldPanel("label"),
        FieldPanel("target_path"),
        FieldPanel("active"),
        FieldPanel("uuid", read_only=True),
    ]

    class Meta:
        verbose_name = "Persoonlijke link"
        verbose_name_plural = "Persoonlijke links"
        ordering = ["-created_at"]
        # The campaign report (tracking/reports.py) is checked as the action 'report'.
        permissions = [("report_personallink", "Resultaten per campagne bekijken")]

    def __str__(self) -> str:
        return f"{self.label} → {self.target_path}"

    @property
    def example_url(self) -> str:
        return f"/?uuid={self.uuid}"
