"""Schemas of the forms' API. The guard fields (honeypot `website`, `captcha`) are core.abuse's."""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from ninja import Field, Schema

from core.campaign import CampaignIn


class GuardedIn(CampaignIn):
    consent: bool = False
    consent_version: str = Field("", max_length=40)
    idempotency_key: str = Field(..., min_length=8, max_length=80, pattern=r"^[\w-]+$")
    website: str = Field("", max_length=200, description="Honeypot: left empty by people.")
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class ContactIn(GuardedIn):
    name: str = Field("", max_length=200)
    email: str = Field("", max_length=254)
    subject: str = Field("", max_length=200)
    message: str = Field("", max_length=5000)


class ApplicantIn(GuardedIn):
    first_name: str = Field("", max_length=100)
    last_name: str = Field("", max_length=100)
    email: str = Field("", max_length=254)
    phone: str = Field("", max_length=30)
    motivation: str = Field("", max_length=5000)


class CandidateIn(ApplicantIn):
    municipality: str = Field("", max_length=100)
    is_member: bool = False


class ReceivedOut(Schema):
    """What the sender may see again: that it arrived, and when."""

    public_id: UUID
    received_at: datetime


class ApplicationRulesOut(Schema):
    """The CV rule the browser checks before sending (the server checks the content again)."""

    cv_max_bytes: int
    cv_types: list[str]
    cv_extensions: list[str]
