"""Payments with their status history (the audit trail), refunds and recurring subscriptions.
Money is integer cents. The provider is the source of truth: we only copy what it says."""

from __future__ import annotations

import uuid

from django.db import models


class PaymentStatus(models.TextChoices):
    CREATED = "created", "Aangemaakt"  # stored, not yet at the provider
    OPEN = "open", "Open"
    PENDING = "pending", "In behandeling"
    AUTHORIZED = "authorized", "Geautoriseerd"
    PAID = "paid", "Betaald"
    FAILED = "failed", "Mislukt"
    CANCELED = "canceled", "Geannuleerd"
    EXPIRED = "expired", "Verlopen"


FINAL = {PaymentStatus.PAID, PaymentStatus.FAILED, PaymentStatus.CANCELED, PaymentStatus.EXPIRED}
# Started and not settled yet: the payer may still be paying, or the bank still deciding.
UNSETTLED = (PaymentStatus.CREATED, PaymentStatus.OPEN, PaymentStatus.PENDING)
# A status may only move forward: a late webhook that reports an older state changes nothing.
RANK = {
    PaymentStatus.CREATED: 0,
    PaymentStatus.OPEN: 1,
    PaymentStatus.PENDING: 2,
    PaymentStatus.AUTHORIZED: 3,
    **{status: 4 for status in FINAL},
}


class Payment(models.Model):
    public_id = models.UUIDField("Kenmerk", default=uuid.uuid4, unique=True, editable=False)
    idempotency_key = models.CharField("Idempotentiesleutel", max_length=100, unique=True)
    purpose = models.CharField(
        "Doel", max_length=30, db_index=True, help_text="donation, order, membership …"
    )
    purpose_id = models.CharField("Doel-id", max_length=64, db_index=True)
    description = models.CharField("Omschrijving", max_length=255)
    amount_cents = models.PositiveIntegerField("Bedrag (centen)")
    currency = models.CharField("Valuta", max_length=3, default="EUR")
    provider = models.CharField("Aanbieder", max_length=20)
    provider_payment_id = models.CharField(
        "Id bij aanbieder", max_length=64, unique=True, null=True, blank=True
    )
    status = models.CharField(
        "Status", max_length=20, choices=PaymentStatus.choices, default=PaymentStatus.CREATED
    )
    method = models.CharField("Methode", max_length=30, blank=True)
    sequence_type = models.CharField("Reeks", max_length=10, default="oneoff")
    customer_id = models.CharField("Klant-id bij aanbieder", max_length=64, blank=True)
    mandate_id = models.CharField("Machtiging-id", max_length=64, blank=True)
    checkout_url = models.CharField("Afrekenpagina", max_length=500, blank=True)
    redirect_url = models.URLField("Terugkeerpagina", max_length=500)
    expires_at = models.DateTimeField("Verloopt", null=True, blank=True)
    paid_at = models.DateTimeField("Betaald op", null=True, blank=True)
    amount_refunded_cents = models.PositiveIntegerField("Terugbetaald (centen)", default=0)
    amount_charged_back_cents = models.PositiveIntegerField(
        "Teruggeboekt (centen)",
        default=0,
        help_text="Wat de bank of kaartuitgever van de betaler na betaling terugboekte (stornering).",
    )
    failure_reason = models.CharField(
        "Reden van mislukken",
        max_length=20,
        blank=True,
        help_text="De redencode van de bank bij een mislukte incasso (AM04, MD01 …).",
    )
    account_last4 = models.CharField("Rekening (laatste cijfers)", max_length=4, blank=True)
    subscription = models.ForeignKey(
        "Subscription",
        verbose_name="Periodieke betaling",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="payments",
        help_text="Voor een automatische afschrijving van een periodieke betaling.",
    )
    created_at = models.DateTimeField("Aangemaakt", auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField("Bijgewerkt", auto_now=True)

    class Meta:
        verbose_name = "Betaling"
        verbose_name_plural = "Betalingen"
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["purpose", "purpose_id"]),
            models.Index(fields=["status", "expires_at"]),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(amount_cents__gt=0), name="payment_amount_positive"
            )
        ]

    def __str__(self) -> str:
        return f"{self.description} (€ {self.amount_cents / 100:.2f}, {self.get_status_display()})"

    @property
    def is_final(self) -> bool:
        return self.status in FINAL

    @property
    def amount_kept_cents(self) -> int:
        """What the party keeps of a paid payment: minus refunds and chargebacks."""
        if self.status != PaymentStatus.PAID:
            return 0
        return max(self.amount_cents - self.amount_refunded_cents - self.amount_charged_back_cents, 0)


class PaymentEvent(models.Model):
    """The audit trail: every status change and every webhook, reconciliation or admin action."""

    payment = models.ForeignKey(Payment, on_delete=models.CASCADE, related_name="events")
    at = models.DateTimeField("Tijdstip", auto_now_add=True, db_index=True)
    source = models.CharField(
        "Bron", max_length=20
    )  # create, webhook, return, reconcile, admin, refund
    from_status = models.CharField("Van", max_length=20, blank=True)
    to_status = models.CharField("Naar", max_length=20, blank=True)
    detail = models.JSONField("Details", default=dict, blank=True)

    class Meta:
        verbose_name = "Betalingsgebeurtenis"
        verbose_name_plural = "Betalingsgebeurtenissen"
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M:%S} {self.source}: {self.from_status} → {self.to_status}"


class Refund(models.Model):
    payment = models.ForeignKey(Payment, on_delete=models.PROTECT, related_name="refunds")
    amount_cents = models.PositiveIntegerField("Bedrag (centen)")
    provider_refund_id = models.CharField(
        "Id bij aanbieder", max_length=64, unique=True, null=True, blank=True
    )
    status = models.CharField("Status", max_length=20, default="queued")
    reason = models.CharField("Reden", max_length=255, blank=True)
    created_at = models.DateTimeField("Aangemaakt", auto_now_add=True)

    class Meta:
        verbose_name = "Terugbetaling"
        verbose_name_plural = "Terugbetalingen"
        constraints = [
            models.CheckConstraint(
                condition=models.Q(amount_cents__gt=0), name="refund_amount_positive"
            )
        ]

    def __str__(self) -> str:
        return f"€ {self.amount_cents / 100:.2f} ({self.status})"


class Subscription(models.Model):
    """A recurring charge at the provider (a monthly gift, a yearly membership fee)."""

    purpose = models.CharField("Doel", max_length=30, db_index=True)
    purpose_id = models.CharField("Doel-id", max_length=64, db_index=True)
    provider = models.CharField("Aanbieder", max_length=20)
    customer_id = models.CharField("Klant-id", max_length=64)
    provider_subscription_id = models.CharField("Id bij aanbieder", max_length=64, unique=True)
    amount_cents = models.PositiveIntegerField("Bedrag (centen)")
    interval = models.CharField("Interval", max_length=20)  # '1 month', '12 months'
    status = models.CharField("Status", max_length=20, default="active")
    description = models.CharField("Omschrijving", max_length=255)
    created_at = models.DateTimeField("Aangemaakt", auto_now_add=True)
    canceled_at = models.DateTimeField("Opgezegd op", null=True, blank=True)
    next_payment_date = models.DateField("Volgende afschrijving", null=True, blank=True)
    # A pause moves the next charge from `paused_from` to `paused_until`; resuming early goes back
    # to the rhythm of `paused_from`.
    paused_from = models.DateField("Gepauzeerd vanaf", null=True, blank=True)
    paused_until = models.DateField("Gepauzeerd tot", null=True, blank=True)

    class Meta:
        verbose_name = "Periodieke betaling"
        verbose_name_plural = "Periodieke betalingen"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.description} ({self.interval}, {self.status})"


class DemoProviderPayment(models.Model):
    """The demo provider's own ledger (embedded default): what Mollie would keep on its side."""

    id = models.CharField(primary_key=True, max_length=64)
    amount_cents = models.PositiveIntegerField()
    description = models.CharField(max_length=255)
    status = models.CharField(max_length=20, default="open")
    redirect_url = models.URLField(max_length=500)
    webhook_url = models.URLField(max_length=500)
    idempotency_key = models.CharField(max_length=100, unique=True)
    sequence_type = models.CharField(max_length=10, default="oneoff")
    customer_id = models.CharField(max_length=64, blank=True)
    mandate_id = models.CharField(max_length=64, blank=True)
    method = models.CharField(max_length=30, blank=True)
    amount_refunded_cents = models.PositiveIntegerField(default=0)
    amount_charged_back_cents = models.PositiveIntegerField(default=0)
    subscription_id = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    paid_at = models.DateTimeField(null=True, blank=True)
    # A direct debit the demo bank settles later (pending until then), failing with this code.
    settles_on = models.DateField(null=True, blank=True)
    failure_reason = models.CharField(max_length=20, blank=True)

    class Meta:
        verbose_name = "Demobetaling"
        verbose_name_plural = "Demobetalingen"

    def __str__(self) -> str:
        return self.id


class DemoProviderSubscription(models.Model):
    """The demo provider's subscriptions: it charges them when due, as Mollie would."""

    id = models.CharField(primary_key=True, max_length=64)
    customer_id = models.CharField(max_length=64)
    amount_cents = models.PositiveIntegerField()
    interval = models.CharField(max_length=20)
    description = models.CharField(max_length=255)
    webhook_url = models.URLField(max_length=500)
    idempotency_key = models.CharField(max_length=100, unique=True)
    status = models.CharField(max_length=20, default="active")
    next_payment_date = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "Demo-abonnement"
        verbose_name_plural = "Demo-abonnementen"

    def __str__(self) -> str:
        return self.id


class DemoProviderMandate(models.Model):
    """The demo provider's mandates, made by a paid first payment. `fail_with` is the demo bank's
    answer to every later direct debit on it: empty pays, a SEPA reason code (AM04, AC04 …) makes
    the debit fail a few days later, as a real bank would. A mandate the bank refused for good is
    invalid: the provider refuses new charges on it, as Mollie does."""

    id = models.CharField(primary_key=True, max_length=64)
    customer_id = models.CharField(max_length=64, db_index=True)
    status = models.CharField(max_length=10, default="valid")
    account = models.CharField("Rekening (demo)", max_length=34, default="NL91DEMO0123456789")
    fail_with = models.CharField(
        "Incasso's mislukken met",
        max_length=20,
        blank=True,
        help_text="Leeg: incasso's slagen. Een redencode (AM04, MS03, AC04, MD01 …): ze mislukken.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "Demomachtiging"
        verbose_name_plural = "Demomachtigingen"

    def __str__(self) -> str:
        return self.id
