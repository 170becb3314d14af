"""The volunteer legion (SPEC §2.9) and member-get-member (SPEC §2.10).

Legion members join with a name, e-mail address and region; they open their dashboard through a
magic link (AccessLink: signed, expiring, used once), see the actions staff set out, mark them done
and see whom they recruited through their own recruit link. A member of the party shares a personal
referral link (ReferralLink); a membership started from it carries the code in
`Membership.referral_code`."""

from __future__ import annotations

import secrets
import uuid

from django.db import models
from django.db.models.functions import Lower

from core.campaign import CampaignFields
from members.models import PROVINCES
from people.fields import person_link


def new_recruit_code() -> str:
    return secrets.token_urlsafe(9)  # 12 characters, 72 random bits


def new_referral_code() -> str:
    return secrets.token_urlsafe(9)


class JoinedVia(models.TextChoices):
    LEGION = "legioen", "/legioen"
    RECRUIT = "legioen-mgm", "/legioen-mgm (geworven)"


class LegionMember(CampaignFields):
    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres")
    person = person_link("legion_memberships")
    phone = models.CharField("Telefoon", max_length=30, blank=True)
    region = models.CharField("Regio", max_length=20, choices=PROVINCES)
    recruiter = models.ForeignKey(
        "self",
        verbose_name="Geworven door",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="recruits",
    )
    recruit_code = models.CharField(
        "Eigen wervingscode", max_length=20, unique=True, default=new_recruit_code, editable=False
    )
    joined_via = models.CharField(
        "Aangemeld via", max_length=12, choices=JoinedVia.choices, default=JoinedVia.LEGION
    )
    consent_at = models.DateTimeField("Toestemming gegeven op")
    consent_version = models.CharField("Versie toestemmingstekst", max_length=40)
    confirmed_at = models.DateTimeField(
        "E-mailadres bevestigd op",
        null=True,
        blank=True,
        help_text="De eerste keer dat de link naar het dashboard werd gebruikt.",
    )
    last_access_at = models.DateTimeField("Laatst op het dashboard", null=True, blank=True)
    created_at = models.DateTimeField("Aangemeld op", auto_now_add=True)

    class Meta:
        verbose_name = "Legioenlid"
        verbose_name_plural = "Legioenleden"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(Lower("email"), name="one_legion_member_per_email"),
        ]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name}"

    @property
    def recruiter_email(self) -> str:
        return self.recruiter.email if self.recruiter is not None else ""


class AccessLink(models.Model):
    """One magic link to the dashboard. The mail holds a signed token naming this row and a secret;
    the row keeps only the secret's hash, and is spent on first use."""

    member = models.ForeignKey(LegionMember, on_delete=models.CASCADE, related_name="access_links")
    secret_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "Dashboardlink"
        verbose_name_plural = "Dashboardlinks"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Dashboardlink {self.pk}"


class LegionAction(models.Model):
    """Something staff ask the legion to do: call, share, hand out flyers."""

    title = models.CharField("Titel", max_length=150)
    description = models.TextField("Omschrijving", blank=True)
    link_url = models.URLField(
        "Link", blank=True, help_text="Waar de actie te vinden is (optioneel)."
    )
    due_date = models.DateField("Uiterlijk op", null=True, blank=True)
    is_published = models.BooleanField(
        "Zichtbaar op het dashboard",
        default=True,
        help_text="Uit: de actie staat klaar maar toont nog niet.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "Legioenactie"
        verbose_name_plural = "Legioenacties"
        ordering = [models.F("due_date").asc(nulls_last=True), "-created_at"]

    def __str__(self) -> str:
        return self.title


class ActionCompletion(models.Model):
    member = models.ForeignKey(
        LegionMember,
        verbose_name="Legioenlid",
        on_delete=models.CASCADE,
        related_name="completions",
    )
    action = models.ForeignKey(
        LegionAction, verbose_name="Actie", on_delete=models.CASCADE, related_name="completions"
    )
    completed_at = models.DateTimeField("Gedaan op", auto_now_add=True)

    class Meta:
        verbose_name = "Gedane actie"
        verbose_name_plural = "Gedane acties"
        ordering = ["-completed_at"]
        constraints = [
            models.UniqueConstraint(
                "member", "action", name="one_completion_per_member_and_action"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.member} · {self.action}"


class ReferralLink(models.Model):
    """A member's own member-get-member link: /member-get-member/doe-mee?ref={code}. New members
    who join through it get the code in Membership.referral_code."""

    membership = models.OneToOneField(
        "members.Membership",
        verbose_name="Lid",
        on_delete=models.CASCADE,
        related_name="referral_link",
    )
    code = models.CharField(
        "Code", max_length=20, unique=True, default=new_referral_code, editable=False
    )
    created_at = models.DateTimeField("Gemaakt op", auto_now_add=True)

    class Meta:
        verbose_name = "Wervingslink"
        verbose_name_plural = "Wervingslinks"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.code

    @property
    def path(self) -> str:
        return f"/member-get-member/doe-mee?ref={self.code}"
