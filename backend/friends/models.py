"""Friends (/vrienden): supporters who give a yearly gift. The first payment sets up a mandate;
a yearly subscription at the provider renews the gift; every payment is one FriendGift."""

from __future__ import annotations

import uuid
from datetime import date

from django.contrib import admin
from django.db import models
from django.utils import timezone

from core.campaign import CampaignFields
from core.money import format_euros
from people.fields import action_language, person_link


class FriendStatus(models.TextChoices):
    PENDING = "pending", "Wacht op betaling"
    ACTIVE = "active", "Actief"
    FAILED = "failed", "Eerste betaling mislukt"
    STOPPED = "stopped", "Gestopt"


class Friend(CampaignFields):
    public_id = models.UUIDField("Kenmerk", default=uuid.uuid4, unique=True, editable=False)
    idempotency_key = models.CharField(max_length=80, unique=True, editable=False)
    status = models.CharField(
        "Status", max_length=10, choices=FriendStatus.choices, default=FriendStatus.PENDING
    )
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres", db_index=True)
    person = person_link("friendships")
    language = action_language()
    country = models.CharField("Land", max_length=2, default="NL")
    dutch_voter_abroad = models.BooleanField(
        "Verklaart Nederlandse kiezer in het buitenland te zijn", default=False
    )
    amount_cents = models.PositiveIntegerField("Jaarlijkse gift (centen)")
    paid_until = models.DateField("Vriend tot en met", null=True, blank=True)
    customer_id = models.CharField("Klant bij betaaldienst", max_length=64, blank=True)
    subscription = models.ForeignKey(
        "payments.Subscription",
        verbose_name="Jaarlijkse betaling",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    consent_at = models.DateTimeField("Toestemming gegeven op")
    consent_version = models.CharField("Versie privacytekst", max_length=40)
    created_at = models.DateTimeField("Aangemeld op", auto_now_add=True, db_index=True)
    activated_at = models.DateTimeField("Vriend sinds", null=True, blank=True)
    stopped_at = models.DateTimeField("Gestopt op", null=True, blank=True)

    class Meta:
        verbose_name = "Vriend"
        verbose_name_plural = "Vrienden"
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(amount_cents__gt=0), name="friend_amount_positive"
            )
        ]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name}"

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    @admin.display(description="Jaarlijkse gift", ordering="amount_cents")
    def amount(self) -> str:
        return format_euros(self.amount_cents)

    def is_current(self, day: date | None = None) -> bool:
        day = day or timezone.localdate()
        return self.status == FriendStatus.ACTIVE and bool(
            self.paid_until and self.paid_until >= day
        )


class GiftKind(models.TextChoices):
    FIRST = "first", "Eerste gift"
    RENEWAL = "renewal", "Jaarlijkse verlenging"


class FriendGift(models.Model):
    """Which payment paid for which year of friendship; applied once when paid."""

    friend = models.ForeignKey(Friend, on_delete=models.CASCADE, related_name="gifts")
    payment = models.OneToOneField(
        "payments.Payment", on_delete=models.PROTECT, related_name="friend_gift"
    )
    kind = models.CharField("Soort", max_length=10, choices=GiftKind.choices)
    applied_at = models.DateTimeField("Verwerkt op", null=True, blank=True)
    receipt_sent_at = models.DateTimeField("Bevestiging verstuurd", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "Vriendengift"
        verbose_name_plural = "Vriendengiften"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({self.payment})"
