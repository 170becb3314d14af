"""Donation pages (SPEC §2.3: /doneer and its campaigns, edited in Wagtail) and the donations
people make on them. Money is integer cents; a donation counts once its payment is paid."""

from __future__ import annotations

import uuid

from django.contrib import admin
from django.core.validators import RegexValidator
from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.models import Page

from content.fields import image_field
from content.models import BasePage
from core.campaign import CampaignFields
from core.money import format_euros
from people.fields import action_language, person_link

AMOUNTS = RegexValidator(
    r"^\d{1,6}(,\d{1,6}){0,7}$",
    "Geef bedragen in hele euro's, gescheiden door komma's (bijv. 10,25,50).",
)


class DonationPage(BasePage):
    """/doneer, a campaign below it (/doneer/{name}) or an old variant: a story and the donation form."""

    image = image_field("Afbeelding")
    goal_cents = models.PositiveIntegerField(
        "Doel (centen)", null=True, blank=True, help_text="Leeg: geen voortgangsbalk."
    )
    suggested_amounts = models.CharField(
        "Voorgestelde bedragen (euro)", max_length=60, default="10,25,50,100", validators=[AMOUNTS]
    )
    allow_monthly = models.BooleanField("Maandelijks geven mogelijk", default=True)
    thank_you_title = models.CharField(
        "Titel bedankpagina", max_length=200, default="Bedankt voor uw gift!"
    )
    thank_you_text = models.TextField("Tekst bedankpagina", blank=True)

    page_type = "donation"
    parent_page_types = ["content.HomePage", "donations.DonationPage"]
    subpage_types = ["donations.DonationPage"]
    content_panels = Page.content_panels + [
        FieldPanel("intro"),
        FieldPanel("image"),
        FieldPanel("body"),
        MultiFieldPanel(
            [
                FieldPanel("goal_cents"),
                FieldPanel("suggested_amounts"),
                FieldPanel("allow_monthly"),
            ],
            heading="Formulier",
        ),
        MultiFieldPanel(
            [FieldPanel("thank_you_title"), FieldPanel("thank_you_text")], heading="Bedankpagina"
        ),
    ]

    class Meta:
        verbose_name = "Donatiepagina"
        verbose_name_plural = "Donatiepagina's"

    def amounts_cents(self) -> list[int]:
        return [int(euros) * 100 for euros in self.suggested_amounts.split(",") if euros.strip()]


class DonationStatus(models.TextChoices):
    PENDING = "pending", "Wacht op betaling"
    PAID = "paid", "Betaald"
    FAILED = "failed", "Mislukt"
    CANCELED = "canceled", "Geannuleerd"
    EXPIRED = "expired", "Verlopen"
    REFUNDED = "refunded", "Terugbetaald"
    CHARGED_BACK = "charged_back", "Teruggeboekt door de bank"


class Frequency(models.TextChoices):
    ONCE = "once", "Eenmalig"
    MONTHLY = "monthly", "Maandelijks"


class Donation(CampaignFields):
    public_id = models.UUIDField("Kenmerk", default=uuid.uuid4, unique=True, editable=False)
    idempotency_key = models.CharField("Idempotentiesleutel", max_length=100, unique=True)
    page = models.ForeignKey(
        DonationPage, verbose_name="Campagne", on_delete=models.PROTECT, related_name="donations"
    )
    amount_cents = models.PositiveIntegerField("Bedrag (centen)")
    frequency = models.CharField(
        "Frequentie", max_length=10, choices=Frequency.choices, default=Frequency.ONCE
    )
    status = models.CharField(
        "Status", max_length=20, choices=DonationStatus.choices, default=DonationStatus.PENDING
    )
    first_name = models.CharField("Voornaam", max_length=100, blank=True)
    last_name = models.CharField("Achternaam", max_length=100, blank=True)
    email = models.EmailField("E-mailadres", blank=True)
    person = person_link("donations")
    language = action_language()
    street = models.CharField("Straat en huisnummer", max_length=200, blank=True)
    postal_code = models.CharField("Postcode", max_length=12, blank=True)
    city = models.CharField("Woonplaats", max_length=100, blank=True)
    country = models.CharField("Land", max_length=2, default="NL")
    dutch_voter_abroad = models.BooleanField(
        "Verklaart Nederlandse kiezer in het buitenland te zijn", default=False
    )
    wants_receipt = models.BooleanField("Wil een fiscaal overzicht", default=False)
    created_at = models.DateTimeField("Aangemaakt", auto_now_add=True, db_index=True)
    paid_at = models.DateTimeField("Betaald op", null=True, blank=True, db_index=True)
    receipt_sent_at = models.DateTimeField("Bevestiging verstuurd", null=True, blank=True)
    subscription = models.ForeignKey(
        "payments.Subscription",
        verbose_name="Periodieke betaling",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
    )

    class Meta:
        verbose_name = "Donatie"
        verbose_name_plural = "Donaties"
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["page", "status"]),
            models.Index(fields=["email", "status"]),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(amount_cents__gt=0), name="donation_amount_positive"
            )
        ]

    def __str__(self) -> str:
        return f"€ {self.amount_cents / 100:.2f} voor {self.page} ({self.get_status_display()})"

    @admin.display(description="Bedrag", ordering="amount_cents")
    def amount(self) -> str:
        return format_euros(self.amount_cents)

    @property
    def is_anonymous(self) -> bool:
        return not (self.first_name and self.last_name and self.email)
