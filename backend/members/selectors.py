"""Read queries about memberships."""

from __future__ import annotations

from datetime import date

from django.contrib.auth.models import User
from django.utils import timezone

from core.users import AnyUser, signed_in
from people.personal import MEMBER_DETAILS

from .models import Membership, MembershipStatus


def membership_for_email(email: str) -> Membership | None:
    """The latest membership of this address that is not cancelled."""
    return (
        Membership.objects.filter(email__iexact=email.strip())
        .exclude(status=MembershipStatus.CANCELLED)
        .order_by("-created_at")
        .first()
    )


def membership_for_user(user: AnyUser | None) -> Membership | None:
    if not signed_in(user):
        return None
    return (
        user.memberships.exclude(status=MembershipStatus.CANCELLED).order_by("-created_at").first()
    )


def has_premium_access(user: AnyUser | None) -> bool:
    """The premium area (SPEC §2.12) is for logged-in members whose membership is active today."""
    membership = membership_for_user(user)
    return membership is not None and membership.is_active_on(timezone.localdate())


def member_overview(user: User) -> dict:
    """The member's own page: account, membership and payments, and what they may do now."""
    from . import rules

    membership = membership_for_user(user)
    out: dict = {
        "email": user.email,
        "first_name": user.first_name,
        "last_name": user.last_name,
        "membership": None,
    }
    if membership is None:
        return out
    today = timezone.localdate()
    paid_this_year = bool(
        membership.paid_until and membership.paid_until >= rules.year_end(today.year)
    )
    paid_next_year = bool(
        membership.paid_until and membership.paid_until >= rules.year_end(today.year + 1)
    )
    records = membership.payments.select_related("payment").order_by("-created_at")
    notice = membership.cancelled_at if membership.status == MembershipStatus.ACTIVE else None
    in_grace = membership.in_grace_on(today)
    out["membership"] = {
        **{
            field: getattr(membership, field)
            for field in (
                "tier",
                "status",
                "member_since",
                "paid_until",
                *MEMBER_DETAILS,
            )
        },
        "tier_label": membership.get_tier_display(),
        "automatic_renewal": bool(membership.mandate_id),
        "dues_cents": rules.dues_cents(rules.renewal_tier(membership, today)),
        "can_pay_dues": not paid_this_year,
        "can_renew_early": membership.is_active_on(today)
        and paid_this_year
        and not paid_next_year
        and notice is None,
        "early_renewal_declined": membership.early_renewal_declined_for == today.year + 1,
        # An active membership with a cancellation date ends after paid_until (renewals.end_cancelled).
        "cancellation_requested": notice is not None,
        "can_cancel": membership.status == MembershipStatus.ACTIVE
        and membership.paid_until is not None
        and notice is None,
        "in_grace": in_grace,
        "grace_until": membership.grace_until if in_grace else None,
        "next_charge": _next_charge(membership, today, notice is not None),
        "failed_payment": _failed_payment(membership, records),
        "payments": [
            {
                "kind": r.kind,
                "kind_label": r.get_kind_display(),
                "year": r.year,
                "amount_cents": r.payment.amount_cents,
                "status": r.payment.status,
                "created_at": r.payment.created_at,
                "paid_at": r.payment.paid_at,
            }
            for r in records
        ],
    }
    return out


def _next_charge(membership: Membership, today: date, notice: bool) -> dict | None:
    """The next yearly dues: the 1st of January after the paid period (or today, when the dues are
    overdue), the amount of the tier by then, and how: on the mandate or by the pay link."""
    from . import rules
    from .paylinks import pay_path

    if (
        membership.status not in (MembershipStatus.ACTIVE, MembershipStatus.EXPIRED)
        or membership.paid_until is None
        or notice
    ):
        return None
    year = membership.paid_until.year + 1
    due_on = (
        max(date(year, 1, 1), today)
        if membership.status == MembershipStatus.EXPIRED
        else date(year, 1, 1)
    )
    automatic = bool(membership.mandate_id) and membership.status == MembershipStatus.ACTIVE
    return {
        "due_on": due_on,
        "year": year,
        "amount_cents": rules.dues_cents(rules.renewal_tier(membership, due_on)),
        "method": "mandate" if automatic else "pay_link",
        "account_last4": membership.mandate_account_last4 if automatic else "",
        "pay_path": pay_path(membership, year),
    }


def _failed_payment(membership: Membership, records) -> dict | None:
    """The latest failed payment of dues that are still unpaid (a failed direct debit, a checkout
    that failed, or paid dues the bank took back), with the pay link."""
    from payments.models import PaymentStatus

    from .models import PaymentKind
    from .paylinks import pay_path

    if membership.status not in (MembershipStatus.ACTIVE, MembershipStatus.EXPIRED):
        return None
    for record in records:
        if record.kind == PaymentKind.UPGRADE:
            continue
        if membership.paid_until and membership.paid_until.year >= record.year:
            continue
        charged_back = record.payment.amount_charged_back_cents > 0
        if record.payment.status != PaymentStatus.FAILED and not charged_back:
            return None  # a later attempt (a retry or a checkout) is under way
        return {
            "year": record.year,
            "charged_back": charged_back,
            "amount_cents": record.payment.amount_cents,
            "reason": record.payment.failure_reason,
            "failed_at": record.payment.updated_at,
            "retry_on": membership.dues_retry_on,
            "pay_path": pay_path(membership, record.year),
        }
    return None
