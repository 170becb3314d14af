"""Ticket orders (SPEC §4 order flow): an order holds its tickets while the buyer pays and confirms
by e-mail, then issues one ticket per seat. A hold that runs out frees its tickets without a job:
availability counts only live holds (orders.availability)."""

from __future__ import annotations

import secrets
import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

from core.campaign import CampaignFields
from core.i18n import pick
from core.money import format_euros
from people.fields import action_language, person_link


class PriceGroup(models.TextChoices):
    MEMBER = "member", "Lid"
    YOUTH_MEMBER = "youth_member", "Jeugdlid"
    NON_MEMBER = "non_member", "Niet-lid"


class OrderStatus(models.TextChoices):
    RESERVED = "reserved", "Wacht op betaling"
    AWAITING_CONFIRMATION = "awaiting_confirmation", "Wacht op bevestiging per e-mail"
    CONFIRMED = "confirmed", "Bevestigd"
    EXPIRED = "expired", "Verlopen"
    CANCELLED = "cancelled", "Geannuleerd"


#: Orders whose lines count against the quota (a reserved or unconfirmed one only until held_until).
HOLDING = (OrderStatus.RESERVED, OrderStatus.AWAITING_CONFIRMATION)


def ticket_key() -> str:
    return secrets.token_urlsafe(24)


class Order(CampaignFields):
    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    event = models.ForeignKey(
        "events.EventPage",
        verbose_name="Evenement",
        on_delete=models.PROTECT,
        related_name="orders",
    )
    status = models.CharField(
        "Status",
        max_length=24,
        choices=OrderStatus.choices,
        default=OrderStatus.RESERVED,
        db_index=True,
    )
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres")
    person = person_link("orders")
    language = action_language()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name="Account",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    price_group = models.CharField("Prijsgroep", max_length=12, choices=PriceGroup.choices)
    total_cents = models.PositiveIntegerField("Totaal (centen)")
    held_until = models.DateTimeField("Gereserveerd tot", null=True, blank=True)
    idempotency_key = models.CharField(max_length=80, unique=True, editable=False)
    #: The unguessable part of the ticket page's address (/agenda/tickets/{key}).
    ticket_key = models.CharField(max_length=40, unique=True, default=ticket_key, editable=False)
    created_at = models.DateTimeField("Besteld op", default=timezone.now, db_index=True)
    confirmed_at = models.DateTimeField("Bevestigd op", null=True, blank=True)
    tickets_sent_at = models.DateTimeField("Tickets verstuurd op", null=True, blank=True)
    ended_at = models.DateTimeField("Verlopen of geannuleerd op", null=True, blank=True)

    class Meta:
        verbose_name = "Bestelling"
        verbose_name_plural = "Bestellingen"
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["event", "status"])]

    def __str__(self) -> str:
        return f"Bestelling {str(self.public_id)[:8]} — {self.event.title}"

    @property
    def is_free(self) -> bool:
        return self.total_cents == 0

    @property
    def total(self) -> str:
        return format_euros(self.total_cents)

    @property
    def buyer_name(self) -> str:
        return f"{self.first_name} {self.last_name}"


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    ticket_type = models.ForeignKey(
        "events.TicketType",
        verbose_name="Tickettype",
        null=True,
        on_delete=models.SET_NULL,
        related_name="order_lines",
    )
    ticket_name = models.CharField("Ticket", max_length=100)
    quantity = models.PositiveSmallIntegerField("Aantal")
    unit_price_cents = models.PositiveIntegerField("Prijs per stuk (centen)")

    class Meta:
        verbose_name = "Bestelregel"
        verbose_name_plural = "Bestelregels"
        constraints = [
            models.CheckConstraint(
                condition=models.Q(quantity__gt=0), name="order_line_quantity_positive"
            ),
            models.UniqueConstraint("order", "ticket_type", name="one_line_per_ticket_type"),
        ]

    def __str__(self) -> str:
        return f"{self.quantity} × {self.ticket_name}"


class TicketStatus(models.TextChoices):
    VALID = "valid", "Geldig"
    CANCELLED = "cancelled", "Geannuleerd"


class Ticket(models.Model):
    """One seat of a confirmed order; `code` is what the QR code holds and the door scans."""

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="tickets")
    ticket_type = models.ForeignKey(
        "events.TicketType", null=True, on_delete=models.SET_NULL, related_name="+"
    )
    ticket_name = models.CharField("Ticket", max_length=100)
    code = models.CharField("Code", max_length=16, unique=True)
    status = models.CharField(
        "Status", max_length=10, choices=TicketStatus.choices, default=TicketStatus.VALID
    )
    checked_in_at = models.DateTimeField("Ingecheckt op", null=True, blank=True)
    checked_in_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        verbose_name = "Ticket"
        verbose_name_plural = "Tickets"
        ordering = ["order", "pk"]

    def __str__(self) -> str:
        return self.code


class ScanResult(models.TextChoices):
    VALID = "valid", "Geldig"
    USED = "used", "Al gebruikt"
    WRONG_EVENT = "wrong_event", "Ander evenement"
    CANCELLED = "cancelled", "Geannuleerd"
    UNKNOWN = "unknown", "Onbekende code"


class Scan(models.Model):
    scan_id = models.UUIDField(unique=True)
    event = models.ForeignKey("events.EventPage", on_delete=models.CASCADE, related_name="+")
    ticket = models.ForeignKey(Ticket, null=True, on_delete=models.SET_NULL, related_name="scans")
    code = models.CharField(max_length=32)
    result = models.CharField(max_length=12, choices=ScanResult.choices)
    scanned_at = models.DateTimeField(default=timezone.now)
    scanned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        verbose_name = "Scan"
        verbose_name_plural = "Scans"

    def __str__(self) -> str:
        return f"{self.code}: {self.get_result_display()}"


def ticket_name_in(bought: OrderLine | Ticket, language: str) -> str:
    """A bought ticket's name for a reader in `language`. `ticket_name` is the ticket type's (Dutch)
    name as bought, and stays so in the staff's lists; a reader of the English site gets the type's
    English name where the editors set one."""
    english = bought.ticket_type.name_en if bought.ticket_type is not None else ""
    return pick(language, nl=bought.ticket_name, en=english or bought.ticket_name)
