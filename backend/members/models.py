"""Memberships (SPEC §6, §9): who joined at which tier, what they paid for which year, the offers
of discount and upgrade links, and a log of every change. Party membership reveals a political
opinion (GDPR art. 9): only staff with the member-data permission see these records."""

from __future__ import annotations

import secrets
import uuid
from datetime import date, timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.campaign import CampaignFields
from people.fields import person_link

PROVINCES = [
    ("groningen", "Groningen"),
    ("friesland", "Friesland"),
    ("drenthe", "Drenthe"),
    ("overijssel", "Overijssel"),
    ("flevoland", "Flevoland"),
    ("gelderland", "Gelderland"),
    ("utrecht", "Utrecht"),
    ("noord-holland", "Noord-Holland"),
    ("zuid-holland", "Zuid-Holland"),
    ("zeeland", "Zeeland"),
    ("noord-brabant", "Noord-Brabant"),
    ("limburg", "Limburg"),
]


class Tier(models.TextChoices):
    # Labels the API shows the visitor: marked for the English catalogue (core/catalogue.py).
    ADULT = "adult", gettext_noop("Lid")
    YOUTH = "youth", gettext_noop("Jeugdlid")


class MembershipStatus(models.TextChoices):
    PENDING = "pending", "Wacht op betaling"
    ACTIVE = "active", "Actief"
    EXPIRED = "expired", "Verlopen"
    CANCELLED = "cancelled", "Opgezegd"


class Membership(CampaignFields):
    """One person's membership. Dues cover calendar years: `paid_until` is the 31st of December
    of the last year paid for."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="memberships",
        verbose_name="Account",
    )
    tier = models.CharField("Soort", max_length=10, choices=Tier.choices, default=Tier.ADULT)
    status = models.CharField(
        "Status", max_length=10, choices=MembershipStatus.choices, default=MembershipStatus.PENDING
    )
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres", db_index=True)
    person = person_link("memberships")
    date_of_birth = models.DateField("Geboortedatum", null=True, blank=True)
    street = models.CharField("Straat en huisnummer", max_length=200, blank=True)
    postal_code = models.CharField("Postcode", max_length=12, blank=True)
    city = models.CharField("Woonplaats", max_length=100, blank=True)
    province = models.CharField("Provincie", max_length=20, choices=PROVINCES, blank=True)
    phone = models.CharField("Telefoon", max_length=30, blank=True)

    agreed_at = models.DateTimeField("Akkoord met statuten en privacy", null=True, blank=True)
    member_since = models.DateField("Lid sinds", null=True, blank=True)
    paid_until = models.DateField("Betaald tot en met", null=True, blank=True)
    cancelled_at = models.DateTimeField("Opgezegd op", null=True, blank=True)
    customer_id = models.CharField("Klant bij betaaldienst", max_length=64, blank=True)
    mandate_id = models.CharField("Machtiging", max_length=64, blank=True)
    reminded_for_year = models.PositiveIntegerField(
        "Herinnering verstuurd voor", null=True, blank=True
    )
    early_renewal_declined_for = models.PositiveIntegerField(
        "Vervroegde contributie geweigerd voor", null=True, blank=True
    )
    mandate_account_last4 = models.CharField(
        "Rekening van de machtiging (laatste cijfers)", max_length=4, blank=True
    )
    dues_retry_on = models.DateField(
        "Incasso opnieuw op",
        null=True,
        blank=True,
        help_text="Na een mislukte incasso die opnieuw mag: de dag van de tweede poging.",
    )
    dues_charged_back_on = models.DateField(
        "Contributie teruggeboekt op",
        null=True,
        blank=True,
        help_text="De bank boekte betaalde contributie terug: de respijttermijn loopt vanaf die dag.",
    )
    adult_notice_sent_at = models.DateTimeField(
        "Overgang naar gewoon lid aangekondigd op", null=True, blank=True
    )

    referral_code = models.CharField(
        "Aangebracht via (code)", max_length=64, blank=True, db_index=True
    )
    idempotency_key = models.CharField(max_length=64, unique=True, null=True, blank=True)
    created_at = models.DateTimeField("Aangemeld op", auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "Lidmaatschap"
        verbose_name_plural = "Leden"
        ordering = ["-created_at"]
        permissions = [("view_member_data", "Mag ledengegevens inzien")]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name} ({self.get_tier_display()})"

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    def is_active_on(self, day: date | None = None) -> bool:
        """Whether the member has a member's access on `day`: an active membership paid through
        that day, or whose unpaid dues are still in the grace period (MEMBERSHIP_GRACE_DAYS after
        `paid_until`; renewals.expire_lapsed ends it after that)."""
        day = day or timezone.localdate()
        grace_until = self.grace_until
        return (
            self.status == MembershipStatus.ACTIVE
            and grace_until is not None
            and grace_until >= day
        )

    def in_grace_on(self, day: date | None = None) -> bool:
        """Active but past the paid period: the dues are unpaid and access lasts until grace_until."""
        day = day or timezone.localdate()
        return self.is_active_on(day) and self.paid_until is not None and self.paid_until < day

    @property
    def grace_until(self) -> date | None:
        """The last day of access with unpaid dues: MEMBERSHIP_GRACE_DAYS after the paid period,
        or after the day the bank took paid dues back, whichever is later."""
        if self.paid_until is None:
            return None
        start = max(self.paid_until, self.dues_charged_back_on or self.paid_until)
        return start + timedelta(days=settings.MEMBERSHIP_GRACE_DAYS)


class PaymentKind(models.TextChoices):
    JOIN = "join", gettext_noop("Aanmelding")
    DUES = "dues", gettext_noop("Contributie")
    RENEWAL = "renewal", gettext_noop("Automatische verlenging")
    EARLY_RENEWAL = "early_renewal", gettext_noop("Vervroegde contributie")
    UPGRADE = "upgrade", "Upgrade"  # the same word in English


class MembershipPayment(models.Model):
    """Which payment paid for what: a year of dues, or an upgrade of the tier."""

    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="payments")
    payment = models.OneToOneField(
        "payments.Payment", on_delete=models.PROTECT, related_name="membership_payment"
    )
    kind = models.CharField("Soort", max_length=16, choices=PaymentKind.choices)
    year = models.PositiveIntegerField("Jaar")
    offer = models.ForeignKey(
        "members.MembershipOffer", null=True, blank=True, on_delete=models.SET_NULL
    )
    applied_at = models.DateTimeField("Verwerkt op", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "Contributiebetaling"
        verbose_name_plural = "Contributiebetalingen"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.year}"


def new_offer_code() -> str:
    return secrets.token_urlsafe(18)  # 24 characters, 144 random bits


class OfferKind(models.TextChoices):
    DISCOUNT = "discount", "Korting bij aanmelding"
    UPGRADE = "upgrade", "Upgrade jeugdlid naar lid"
    FRIEND = "friend", "Vriend wordt lid"


class MembershipOffer(models.Model):
    """A link for one person: join at a discount (/word-lid/kortings-actie/{code}), upgrade a
    youth membership, or let a friend become a member (both /lidmaatschap-upgrade/{code}). Used
    once; it may expire."""

    code = models.CharField(max_length=40, unique=True, default=new_offer_code, editable=False)
    kind = models.CharField("Soort", max_length=10, choices=OfferKind.choices)
    campaign = models.CharField("Actie", max_length=100, blank=True)
    price_cents = models.PositiveIntegerField(
        "Prijs (centen)", help_text="Wat de eerste contributie of de upgrade kost."
    )
    tier = models.CharField(
        "Soort lidmaatschap", max_length=10, choices=Tier.choices, default=Tier.ADULT
    )
    membership = models.ForeignKey(
        Membership,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="offers",
        help_text="Bij een upgrade: het jeugdlidmaatschap dat lid wordt.",
    )
    friend = models.ForeignKey(
        "friends.Friend",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="member_offers",
        help_text="Bij 'vriend wordt lid': de vriend wiens gegevens al klaarstaan.",
    )
    expires_at = models.DateTimeField("Verloopt op", null=True, blank=True)
    claimed_by = models.ForeignKey(
        Membership, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    claimed_at = models.DateTimeField(null=True, blank=True)
    used_at = models.DateTimeField("Gebruikt op", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "Ledenactie-link"
        verbose_name_plural = "Ledenactie-links"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.campaign or self.code[:6]}"

    @property
    def path(self) -> str:
        base = (
            "/word-lid/kortings-actie/"
            if self.kind == OfferKind.DISCOUNT
            else "/lidmaatschap-upgrade/"
        )
        return base + self.code

    def is_expired(self) -> bool:
        return self.expires_at is not None and self.expires_at <= timezone.now()


class MembershipEvent(models.Model):
    """The log of every change to a membership: who (a staff user, the member, the system) did what."""

    membership = models.ForeignKey(Membership, on_delete=models.CASCADE, related_name="events")
    at = models.DateTimeField(default=timezone.now)
    action = models.CharField(max_length=40)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    detail = models.JSONField(default=dict, blank=True)

    class Meta:
        verbose_name = "Wijziging"
        verbose_name_plural = "Wijzigingen"
        ordering = ["-at"]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.action}"
