"""The yearly cycle, run daily (manage.py memberships_daily): remind before the charge, charge the
dues on the mandate from the 1st of January, end memberships whose member gave notice once their
paid period is over, and let unpaid memberships expire after the grace period."""

from __future__ import annotations

from datetime import date, timedelta
from functools import partial

from django.conf import settings
from django.db import transaction

from payments.services import PaymentUnavailable

from . import rules
from .models import Membership, MembershipStatus, PaymentKind
from .services import log_event, renewal_charge
from .tasks import send_cancellation, send_renewal_reminder


def remind_due(*, today: date) -> int:
    """Tells active members, MEMBERSHIP_REMINDER_DAYS before the 1st of January, what will happen."""
    year = today.year + 1
    if (date(year, 1, 1) - today).days > settings.MEMBERSHIP_REMINDER_DAYS:
        return 0
    due = Membership.objects.filter(
        status=MembershipStatus.ACTIVE, paid_until=rules.year_end(today.year), cancelled_at=None
    ).exclude(reminded_for_year=year)
    sent = 0
    for membership in due.iterator():
        with transaction.atomic():
            if (
                Membership.objects.filter(pk=membership.pk)
                .exclude(reminded_for_year=year)
                .update(reminded_for_year=year)
            ):
                pk = membership.pk
                transaction.on_commit(lambda pk=pk: send_renewal_reminder.enqueue(pk, year))
                sent += 1
    return sent


def charge_due(*, today: date) -> int:
    """From the 1st of January: charges this year's dues on the mandates of members paid through
    last year. The payment key is per membership and year, so a rerun charges nobody twice."""
    due = Membership.objects.filter(
        status=MembershipStatus.ACTIVE, paid_until=rules.year_end(today.year - 1), cancelled_at=None
    ).exclude(mandate_id="")
    charged = 0
    for membership in due.iterator():
        try:
            renewal_charge(
                membership,
                year=today.year,
                kind=PaymentKind.RENEWAL,
                tier=rules.renewal_tier(membership, today),
            )
        except PaymentUnavailable:
            continue  # tomorrow's run tries again with the same key
        charged += 1
    return charged


def expire_lapsed(*, today: date) -> int:
    """Active memberships whose dues are unpaid past the grace period become expired."""
    cutoff = today - timedelta(days=settings.MEMBERSHIP_GRACE_DAYS)
    lapsed = Membership.objects.filter(status=MembershipStatus.ACTIVE, paid_until__lt=cutoff)
    expired = 0
    for membership in lapsed.iterator():
        with transaction.atomic():
            if Membership.objects.filter(
                pk=membership.pk, status=MembershipStatus.ACTIVE, paid_until__lt=cutoff
            ).update(status=MembershipStatus.EXPIRED):
                log_event(membership, "expired", paid_until=str(membership.paid_until))
                expired += 1
    return expired


def end_cancelled(*, today: date) -> int:
    """Memberships whose member gave notice end once the paid period is over (the day after
    `paid_until`), and the member is told. Runs before expire_lapsed."""
    ending = Membership.objects.filter(
        status=MembershipStatus.ACTIVE, cancelled_at__isnull=False, paid_until__lt=today
    )
    ended = 0
    for membership in ending.iterator():
        with transaction.atomic():
            if Membership.objects.filter(
                pk=membership.pk,
                status=MembershipStatus.ACTIVE,
                cancelled_at__isnull=False,
                paid_until__lt=today,
            ).update(status=MembershipStatus.CANCELLED):
                log_event(
                    membership, "cancelled", reason="notice", paid_until=str(membership.paid_until)
                )
                transaction.on_commit(partial(send_cancellation.enqueue, membership.pk, "ended"))
                ended += 1
    return ended
