"""The yearly cycle, run daily (manage.py memberships_daily, hourly by core/periodic.py in both
modes): remind before the charge, charge the dues on the mandate from the 1st of January, retry a
failed direct debit once, announce and make the move from youth to adult member, end memberships
whose member gave notice once their paid period is over, and let unpaid memberships lapse after
the grace period (with a mail). Every step is idempotent: a field or a payment key marks it done."""

from __future__ import annotations

from datetime import date, timedelta
from functools import partial

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from payments.services import PaymentUnavailable

from . import rules
from .models import Membership, MembershipPayment, MembershipStatus, PaymentKind, Tier
from .services import checkout_open, debit_running, log_event, renewal_charge
from .tasks import send_adult_notice, send_cancellation, send_lapsed, send_renewal_reminder

ADULT_NOTICE_DAYS = 31  # "a month before"


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
    due = (
        Membership.objects.filter(
            status=MembershipStatus.ACTIVE,
            paid_until=rules.year_end(today.year - 1),
            cancelled_at=None,
        )
        .exclude(mandate_id="")
        # charged already (it failed, and retry_due takes it from there)
        .exclude(
            Exists(
                MembershipPayment.objects.filter(
                    membership=OuterRef("pk"), year=today.year, payment__sequence_type="recurring"
                )
            )
        )
    )
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


def retry_due(*, today: date) -> int:
    """The one retry of a failed direct debit (set by services._direct_debit_failed for a reason
    that allows it), on its day: charged on the mandate with its own key, so a rerun charges
    nobody twice. Nothing when the dues were paid meanwhile, the member gave notice, or the
    mandate is gone; put off a day while the member has a checkout of those dues open."""
    due = Membership.objects.filter(status=MembershipStatus.ACTIVE, dues_retry_on__lte=today)
    retried = 0
    for membership in due.iterator():
        year = rules.next_unpaid_year(membership.paid_until, today)
        if checkout_open(membership, year):
            continue  # the member is paying by the link: look again tomorrow, not charge twice
        if (
            membership.cancelled_at is None
            and membership.mandate_id
            and year <= today.year + 1
            and not debit_running(membership, year)
        ):
            try:
                renewal_charge(
                    membership,
                    year=year,
                    kind=PaymentKind.RENEWAL,
                    tier=rules.renewal_tier(membership, max(today, date(year, 1, 1))),
                    retry=True,
                )
            except PaymentUnavailable:
                continue  # tomorrow's run tries again with the same key
            retried += 1
        Membership.objects.filter(pk=membership.pk, dues_retry_on__lte=today).update(
            dues_retry_on=None
        )
    return retried


def _adult_day(membership: Membership) -> date | None:
    """The day a youth member passes MEMBERSHIP_YOUTH_MAX_AGE (the birthday after it); a birthday
    on the 29th of February counts from the 1st of March in other years, as rules.age_on does."""
    born = membership.date_of_birth
    if born is None:
        return None
    year = born.year + settings.MEMBERSHIP_YOUTH_MAX_AGE + 1
    try:
        return born.replace(year=year)
    except ValueError:
        return date(year, 3, 1)


def announce_adult_tier(*, today: date) -> int:
    """A month before a youth member passes the age limit, they are told what changes: from that
    day they are an adult member; the year already paid is not charged again, and the adult dues
    apply from the next renewal. Once per membership (adult_notice_sent_at)."""
    youth = Membership.objects.filter(
        status=MembershipStatus.ACTIVE,
        tier=Tier.YOUTH,
        adult_notice_sent_at=None,
        date_of_birth__isnull=False,
    )
    sent = 0
    for membership in youth.iterator():
        day = _adult_day(membership)
        if day is None or not today <= day <= today + timedelta(days=ADULT_NOTICE_DAYS):
            continue
        with transaction.atomic():
            if Membership.objects.filter(pk=membership.pk, adult_notice_sent_at=None).update(
                adult_notice_sent_at=timezone.now()
            ):
                log_event(membership, "adult_tier_announced", on=str(day))
                transaction.on_commit(partial(send_adult_notice.enqueue, membership.pk, str(day)))
                sent += 1
    return sent


def youth_to_adult(*, today: date) -> int:
    """On the day a youth member passes the age limit the tier becomes adult (logged). The paid
    period stays as it is; the next charge is the adult dues (rules.renewal_tier)."""
    youth = Membership.objects.filter(
        status=MembershipStatus.ACTIVE, tier=Tier.YOUTH, date_of_birth__isnull=False
    )
    changed = 0
    for membership in youth.iterator():
        if rules.renewal_tier(membership, today) != Tier.ADULT:
            continue
        with transaction.atomic():
            if Membership.objects.filter(pk=membership.pk, tier=Tier.YOUTH).update(tier=Tier.ADULT):
                log_event(membership, "tier_changed", tier=Tier.ADULT, reason="age")
                changed += 1
    return changed


def expire_lapsed(*, today: date) -> int:
    """Active memberships whose dues are unpaid past the grace period lapse (expired), and the
    member is told how to come back. The conditional update makes it once."""
    cutoff = today - timedelta(days=settings.MEMBERSHIP_GRACE_DAYS)
    past_grace = Q(status=MembershipStatus.ACTIVE, paid_until__lt=cutoff) & (
        Q(dues_charged_back_on__isnull=True) | Q(dues_charged_back_on__lt=cutoff)
    )
    lapsed = Membership.objects.filter(past_grace)
    expired = 0
    for membership in lapsed.iterator():
        with transaction.atomic():
            if Membership.objects.filter(past_grace, pk=membership.pk).update(
                status=MembershipStatus.EXPIRED, dues_retry_on=None
            ):
                log_event(membership, "expired", paid_until=str(membership.paid_until))
                transaction.on_commit(partial(send_lapsed.enqueue, membership.pk))
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
