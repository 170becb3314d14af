"""The one interface every payment provider implements (Mollie, and the demo provider of the
embedded default). Amounts are integer cents; statuses are Mollie's words."""

from __future__ import annotations

import calendar
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any, Literal, Protocol

PaymentStatus = Literal["open", "pending", "authorized", "paid", "failed", "canceled", "expired"]
SequenceType = Literal["oneoff", "first", "recurring"]
FINAL_STATUSES: frozenset[str] = frozenset({"paid", "failed", "canceled", "expired"})


class ProviderError(Exception):
    """The provider refused the request or could not be reached; `retryable` when trying again may help."""

    def __init__(
        self, message: str, *, retryable: bool = False, status_code: int | None = None
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.status_code = status_code


@dataclass(frozen=True)
class ProviderPayment:
    id: str
    status: PaymentStatus
    amount_cents: int
    checkout_url: str | None = None
    method: str | None = None
    expires_at: datetime | None = None
    paid_at: datetime | None = None
    customer_id: str | None = None
    mandate_id: str | None = None
    amount_refunded_cents: int = 0
    # What the payer's bank took back after the payment was paid (a SEPA reversal, a card dispute).
    amount_charged_back_cents: int = 0
    metadata: dict[str, Any] = field(default_factory=dict)
    # Set on the automatic charges a subscription makes: payments we never created ourselves.
    subscription_id: str | None = None
    # Why a direct debit failed, in the bank's words: a SEPA reason code (AM04, MD01 …).
    failure_reason: str | None = None
    # The last four digits of the account paid from (for "we charge your account ending 1234").
    account_last4: str | None = None


@dataclass(frozen=True)
class ProviderRefund:
    id: str
    payment_id: str
    amount_cents: int
    status: str


@dataclass(frozen=True)
class ProviderSubscription:
    id: str
    customer_id: str
    status: str
    amount_cents: int
    interval: str
    next_payment_date: date | None = None


@dataclass(frozen=True)
class PaymentRequest:
    """What we ask the provider for: one payment; `idempotency_key` makes a retry return the same one."""

    amount_cents: int
    description: str
    redirect_url: str
    webhook_url: str
    idempotency_key: str
    currency: str = "EUR"
    method: str | None = None
    sequence_type: SequenceType = "oneoff"
    customer_id: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)


# SEPA reason codes after which trying the same mandate again makes sense (insufficient funds, a
# refusal for no stated reason); any other code means the mandate or account is no good any more
# (AC01 wrong account, AC04 closed, AC06 blocked, MD01 no mandate, MD07 debtor deceased, MS02
# refused by the debtor, SL01 a bank service) and the mandate is not used again.
RETRYABLE_REASONS: frozenset[str] = frozenset({"AM04", "MS03"})


def retryable(reason: str | None) -> bool:
    """Whether a failed direct debit may be tried again on the same mandate. Without a code (the
    provider gave none) one more try is allowed."""
    return not reason or reason.upper() in RETRYABLE_REASONS


def add_interval(day: date, interval: str) -> date:
    """One interval in Mollie's words ('1 month', '12 months', '2 weeks', '14 days') after `day`;
    a month from 31 January is the last day of February, as at Mollie."""
    count_text, _, unit = interval.partition(" ")
    count = int(count_text)
    if unit.startswith("month"):
        months = day.month - 1 + count
        year, month = day.year + months // 12, months % 12 + 1
        last = calendar.monthrange(year, month)[1]
        return day.replace(year=year, month=month, day=min(day.day, last))
    if unit.startswith("week"):
        return day + timedelta(weeks=count)
    if unit.startswith("day"):
        return day + timedelta(days=count)
    raise ValueError(f"Unknown interval {interval!r}")


class PaymentProvider(Protocol):
    name: str

    def create_payment(self, request: PaymentRequest) -> ProviderPayment: ...

    def get_payment(self, payment_id: str) -> ProviderPayment: ...

    def create_customer(self, *, name: str, email: str) -> str: ...

    def create_subscription(
        self,
        *,
        customer_id: str,
        amount_cents: int,
        interval: str,
        description: str,
        webhook_url: str,
        start_date: date | None = None,
        idempotency_key: str,
    ) -> ProviderSubscription: ...

    def cancel_subscription(
        self, *, customer_id: str, subscription_id: str
    ) -> ProviderSubscription: ...

    def update_subscription(
        self,
        *,
        customer_id: str,
        subscription_id: str,
        amount_cents: int | None = None,
        interval: str | None = None,
        start_date: date | None = None,
        idempotency_key: str,
    ) -> ProviderSubscription:
        """Changes what is given (per charge, how often) or when the next charge falls
        (`start_date`: a pause moves it to the resume date); what is None stays."""
        ...

    def create_refund(
        self, *, payment_id: str, amount_cents: int, description: str, idempotency_key: str
    ) -> ProviderRefund: ...
