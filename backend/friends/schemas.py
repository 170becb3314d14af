"""Schemas of the friends' API."""

from __future__ import annotations

from datetime import date
from typing import Literal
from uuid import UUID

from ninja import Field, Schema

from core.campaign import CampaignIn


class FriendOptionsOut(Schema):
    min_yearly_cents: int
    suggested_cents: list[int]


class FriendIn(CampaignIn):
    first_name: str = Field("", max_length=100)
    last_name: str = Field("", max_length=100)
    email: str = Field("", max_length=254)
    country: str = Field("NL", min_length=2, max_length=2)
    dutch_voter_abroad: bool = Field(
        False, description="Wfpp: a Dutch voter living outside the EU/EEA declares so"
    )
    amount_cents: int = Field(..., ge=1, le=100_000_000)
    consent: bool = False
    consent_version: str = Field("", max_length=40)
    idempotency_key: str = Field(..., min_length=8, max_length=80, pattern=r"^[\w-]+$")
    website: str = Field("", max_length=200, description="Honeypot: left empty by people.")
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class FriendStartedOut(Schema):
    public_id: UUID
    checkout_url: str | None


class FriendStatusOut(Schema):
    """What the thank-you page shows: the sign-up's state and its first payment's."""

    status: Literal["pending", "active", "failed", "stopped"]
    payment_status: str
    amount_cents: int
    paid_until: date | None
