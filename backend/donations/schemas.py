"""Schemas of the donation API."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from ninja import Field, Schema

from content.pages.schemas import PageOut
from content.schemas import ImageOut
from core.campaign import CampaignIn


class DonationFormOut(Schema):
    goal_cents: int | None
    raised_cents: int = Field(description="Paid gifts on this page")
    suggested_amounts_cents: list[int]
    allow_monthly: bool
    anonymous_max_cents: int = Field(description="Wfpp: the largest gift without name and e-mail")
    yearly_max_cents: int = Field(
        description="Wfpp: the most one donor may give in a calendar year"
    )
    thank_you_title: str
    thank_you_text: str
    image: ImageOut | None


class DonationPageOut(Schema):
    page: PageOut
    donation: DonationFormOut


class DonationIn(CampaignIn):
    path: str = Field(..., max_length=255, description="The donation page, e.g. /doneer/afrikaners")
    amount_cents: int = Field(..., ge=1, le=100_000_000)
    frequency: Literal["once", "monthly"] = "once"
    first_name: str = Field("", max_length=100)
    last_name: str = Field("", max_length=100)
    email: str = Field("", max_length=254)
    street: str = Field("", max_length=200)
    postal_code: str = Field("", max_length=12)
    city: str = Field("", max_length=100)
    country: str = Field("NL", min_length=2, max_length=2)
    dutch_voter_abroad: bool = Field(
        False, description="Wfpp: a Dutch voter living outside the EU/EEA declares so"
    )
    wants_receipt: bool = False
    idempotency_key: str = Field(..., min_length=8, max_length=80, pattern=r"^[\w-]+$")
    website: str = Field("", max_length=200, description="Honeypot: left empty by people.")
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class DonationStartedOut(Schema):
    public_id: UUID
    checkout_url: str


class DonationStatusOut(Schema):
    public_id: UUID
    status: Literal["pending", "paid", "failed", "canceled", "expired", "refunded", "charged_back"]
    amount_cents: int
    frequency: Literal["once", "monthly"]
    page_path: str
