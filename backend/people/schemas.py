"""The shapes of a person's own payments on the member's page (people.payments)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal
from uuid import UUID

from ninja import Schema

PaymentRecord = Literal["gift", "friend", "dues", "order"]


class OwnPaymentOut(Schema):
    """One payment on the member's own page (people.payments): a gift, a monthly charge, a friend
    gift, dues or tickets; a receipt for each paid one."""

    id: str
    record: PaymentRecord
    public_id: UUID
    kind: Literal["gift", "monthly_gift", "friend_gift", "dues", "upgrade", "tickets"]
    detail: str
    amount_cents: int
    status: Literal["paid", "pending", "failed", "canceled", "expired", "refunded", "charged_back"]
    at: datetime
    receipt_number: str | None


class OwnPaymentsOut(Schema):
    payments: list[OwnPaymentOut]
    overview_years: list[int]


class DocumentLanguage(Schema):
    lang: Literal["nl", "en"] = "nl"
