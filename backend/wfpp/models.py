"""Dutch party-finance law (Wet financiering politieke partijen) as records: what an open checkout
holds on its giver's year, the gifts staff record by hand (gifts in kind, gifts to an affiliated
institution), and the alerts staff must act on. Money is integer cents."""

from __future__ import annotations

from django.conf import settings
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.db import models

from core.money import format_euros
from people.fields import person_link

PARTY = "Partij"


def institution_choices() -> list[tuple[str, str]]:
    """The party itself and its affiliated institutions (settings.WFPP_INSTITUTIONS)."""
    return [(PARTY, PARTY)] + [(name, name) for name in settings.WFPP_INSTITUTIONS]


class ReservationStatus(models.TextChoices):
    HELD = "held", "Vastgehouden"
    PAID = "paid", "Betaald"
    RELEASED = "released", "Vrijgegeven"


class Reservation(models.Model):
    """An open checkout's amount, held on its giver's year from the moment the checkout starts
    until its payment is paid (the gift then counts itself), fails, expires or is cancelled.
    Keyed like the payment it waits for: (purpose, purpose_id)."""

    person = person_link("wfpp_reservations")
    purpose = models.CharField("Kanaal", max_length=30)
    purpose_id = models.CharField("Kenmerk", max_length=64)
    amount_cents = models.PositiveIntegerField("Bedrag (centen)")
    year = models.PositiveSmallIntegerField("Jaar")
    status = models.CharField(
        "Status", max_length=10, choices=ReservationStatus.choices, default=ReservationStatus.HELD
    )
    expires_at = models.DateTimeField("Vervalt op", db_index=True)
    created_at = models.DateTimeField("Aangemaakt", auto_now_add=True)
    ended_at = models.DateTimeField("Beëindigd", null=True, blank=True)

    class Meta:
        verbose_name = "Reservering"
        verbose_name_plural = "Reserveringen"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["purpose", "purpose_id"], name="one_reservation_per_checkout"
            )
        ]
        indexes = [models.Index(fields=["person", "year", "status"])]

    def __str__(self) -> str:
        return f"{format_euros(self.amount_cents)} ({self.get_status_display()})"


class GiftKind(models.TextChoices):
    MONEY = "money", "Geld"
    IN_KIND = "in_kind", "In natura"


class RecordedGift(models.Model):
    """A gift staff record by hand: a gift in kind (valued in euros), or a gift to one of the
    party's affiliated institutions. Counts towards its giver's yearly maximum like any other."""

    person = person_link("wfpp_recorded_gifts")
    institution = models.CharField("Ontvanger", max_length=100, default=PARTY)
    kind = models.CharField(
        "Soort", max_length=10, choices=GiftKind.choices, default=GiftKind.MONEY
    )
    amount_cents = models.PositiveIntegerField("Bedrag of waarde (centen)")
    given_on = models.DateField("Datum van de gift")
    description = models.CharField("Omschrijving", max_length=255)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name="Vastgelegd door",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        editable=False,
    )
    created_at = models.DateTimeField("Vastgelegd op", auto_now_add=True)

    class Meta:
        verbose_name = "Vastgelegde gift"
        verbose_name_plural = "Vastgelegde giften (in natura, gelieerde instellingen)"
        ordering = ["-given_on", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(amount_cents__gt=0), name="recorded_gift_amount_positive"
            ),
            models.CheckConstraint(
                condition=models.Q(person__isnull=False), name="recorded_gift_has_a_giver"
            ),
        ]

    def __str__(self) -> str:
        return (
            f"{format_euros(self.amount_cents)} aan {self.institution} ({self.given_on:%d-%m-%Y})"
        )

    @admin.display(description="Bedrag", ordering="amount_cents")
    def amount(self) -> str:
        return format_euros(self.amount_cents)

    def clean(self) -> None:
        if self.institution not in dict(institution_choices()):
            raise ValidationError({"institution": "Kies de partij of een gelieerde instelling."})


class AlertKind(models.TextChoices):
    PUBLISH = "publish", "Gift vanaf de publicatiegrens: binnen 3 dagen openbaar"
    REFUNDED = "refunded", "Betaling boven het jaarmaximum: terugbetaald"
    REFUND_FAILED = "refund_failed", "Betaling boven het jaarmaximum: terugbetalen mislukt"
    OVER_CAP = "over_cap", "Vastgelegde gift boven het jaarmaximum"


class Alert(models.Model):
    """Something staff must look at: a giver who reached the publication threshold, or a payment
    the law does not let the party keep (refunded, or to be refunded by hand)."""

    kind = models.CharField("Soort", max_length=20, choices=AlertKind.choices)
    person = person_link("wfpp_alerts")
    year = models.PositiveSmallIntegerField("Jaar")
    amount_cents = models.PositiveIntegerField("Bedrag (centen)")
    year_total_cents = models.PositiveIntegerField("Totaal van de gever dit jaar (centen)")
    payment = models.ForeignKey(
        "payments.Payment",
        verbose_name="Betaling",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    detail = models.CharField("Toelichting", max_length=500, blank=True)
    due_at = models.DateTimeField("Uiterlijk", null=True, blank=True)
    created_at = models.DateTimeField("Gemeld op", auto_now_add=True, db_index=True)
    handled_at = models.DateTimeField("Afgehandeld op", null=True, blank=True)
    handled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name="Afgehandeld door",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )

    class Meta:
        verbose_name = "Wfpp-melding"
        verbose_name_plural = "Wfpp-meldingen"
        ordering = ["handled_at", "-created_at"]
        permissions = [("export_register", "Kan het giftenregister exporteren")]
        constraints = [
            models.UniqueConstraint(
                fields=["person", "year"],
                condition=models.Q(kind="publish"),
                name="one_publish_alert_per_giver_year",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {format_euros(self.amount_cents)}"

    @admin.display(description="Bedrag", ordering="amount_cents")
    def amount(self) -> str:
        return format_euros(self.amount_cents)

    @admin.display(description="Totaal dit jaar", ordering="year_total_cents")
    def year_total(self) -> str:
        return format_euros(self.year_total_cents)

    @admin.display(description="Open", boolean=True)
    def is_open(self) -> bool:
        return self.handled_at is None
