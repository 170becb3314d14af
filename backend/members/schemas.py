from __future__ import annotations

from datetime import date, datetime
from typing import Literal
from uuid import UUID

from ninja import Field, Schema

from core.campaign import CampaignIn
from core.schemas import VisitorText

TierName = Literal["adult", "youth"]


class MembershipOptionsOut(Schema):
    """The yearly dues, what joining today costs (members/pricing.py) and the age limits."""

    adult_cents: int
    youth_cents: int
    adult_first_year_cents: int
    youth_first_year_cents: int
    first_year_until: date  # the first payment covers today's month up to this day
    first_year_months: int
    first_year_prorated: bool
    youth_max_age: int
    min_age: int


class OfferPrefillOut(Schema):
    """What we know of the friend a 'friend' link is for (only that link's holder sees it)."""

    first_name: str
    last_name: str
    email: str


class OfferOut(Schema):
    kind: Literal["discount", "upgrade", "friend"]
    state: Literal["valid", "claimed"]
    campaign: str
    price_cents: int
    tier: TierName
    regular_cents: int = Field(description="What it costs without the offer.")
    prefill: OfferPrefillOut | None = Field(
        None, description="A friend's link: the details the join form starts with."
    )


class JoinIn(CampaignIn):
    tier: TierName
    first_name: str = Field(max_length=100)
    last_name: str = Field(max_length=100)
    email: str = Field(max_length=254)
    date_of_birth: date
    street: str = Field(max_length=200)
    postal_code: str = Field(max_length=12)
    city: str = Field(max_length=100)
    province: str = Field("", max_length=20)
    phone: str = Field("", max_length=30)
    agree: bool
    idempotency_key: str = Field(min_length=8, max_length=64)
    offer_code: str = Field("", max_length=40)
    referral_code: str = Field("", max_length=64)
    website: str = Field("", max_length=200, description="Honeypot: left empty by people.")
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class FriendJoinIn(CampaignIn):
    """Joining through a friend's link: the join form without a code (the address names it)."""

    tier: TierName
    first_name: str = Field(max_length=100)
    last_name: str = Field(max_length=100)
    email: str = Field(max_length=254)
    date_of_birth: date
    street: str = Field(max_length=200)
    postal_code: str = Field(max_length=12)
    city: str = Field(max_length=100)
    province: str = Field("", max_length=20)
    phone: str = Field("", max_length=30)
    agree: bool
    idempotency_key: str = Field(min_length=8, max_length=64)
    website: str = Field("", max_length=200, description="Honeypot: left empty by people.")
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class CheckoutOut(Schema):
    checkout_url: str | None = Field(
        description="Where to pay; none when the charge needs no visitor."
    )
    payment_status: str


class PayLinkOut(Schema):
    first_name: str
    year: int
    amount_cents: int
    state: Literal["due", "waiting", "running", "paid"] = Field(
        description="due: pay now; waiting: a checkout is not settled yet; running: a direct debit"
        " for this year is still with the bank; paid."
    )


class FailedPaymentOut(Schema):
    year: int
    charged_back: bool = Field(description="Paid dues the member's bank took back later.")
    amount_cents: int
    reason: str = Field(description="The bank's reason code (AM04 …), empty when none was given.")
    failed_at: datetime | None
    retry_on: date | None = Field(description="The day of the one retry on the mandate, if any.")
    pay_path: str = Field(description="The signed pay link's page on this site.")


class NextChargeOut(Schema):
    due_on: date
    year: int
    amount_cents: int
    method: Literal["mandate", "pay_link"]
    account_last4: str = Field(description="The last digits of the mandate's account, if known.")
    pay_path: str = Field(description="The signed pay link's page (for method pay_link).")


class JoinOut(CheckoutOut):
    public_id: UUID


class JoinStatusOut(Schema):
    status: Literal["pending", "active", "expired", "cancelled"]
    payment_status: str
    tier: TierName


class KeyIn(Schema):
    idempotency_key: str = Field(min_length=8, max_length=64)


class EarlyRenewalIn(Schema):
    agree: bool


class MemberPaymentOut(Schema):
    kind: str
    kind_label: VisitorText
    year: int
    amount_cents: int
    status: str
    created_at: datetime
    paid_at: datetime | None


class MembershipOut(Schema):
    tier: TierName
    tier_label: VisitorText
    status: Literal["pending", "active", "expired", "cancelled"]
    member_since: date | None
    paid_until: date | None
    automatic_renewal: bool
    first_name: str
    last_name: str
    email: str
    date_of_birth: date | None
    street: str
    postal_code: str
    city: str
    province: str
    phone: str
    dues_cents: int
    can_pay_dues: bool
    can_renew_early: bool
    early_renewal_declined: bool
    cancellation_requested: bool = Field(
        description="The member gave notice: the membership ends after paid_until."
    )
    can_cancel: bool
    in_grace: bool = Field(description="The dues are unpaid; access lasts until grace_until.")
    grace_until: date | None
    next_charge: NextChargeOut | None = Field(
        description="The next yearly dues: when, how much and how; none after notice."
    )
    failed_payment: FailedPaymentOut | None = Field(
        description="The latest dues payment that failed, while those dues are still unpaid."
    )
    payments: list[MemberPaymentOut]


class MemberOut(Schema):
    email: str
    first_name: str
    last_name: str
    membership: MembershipOut | None


class DetailsIn(Schema):
    first_name: str = Field(max_length=100)
    last_name: str = Field(max_length=100)
    street: str = Field(max_length=200)
    postal_code: str = Field(max_length=12)
    city: str = Field(max_length=100)
    province: str = Field("", max_length=20)
    phone: str = Field("", max_length=30)


class PasswordConfirmIn(Schema):
    password: str = Field(max_length=256)

