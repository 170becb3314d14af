"""A recurring gift as its giver manages it, on the subscription it rides on: change the amount or
the interval, pause (the next charge moves to the resume date, as Mollie's startDate does) and
resume, stop. Each change is applied once, under the subscription's row lock: two clicks at once
change it once, and a change to what already is changes nothing (no log, no mail).

The purposes (donations.monthly, friends.manage) add their own rules through `check`, which runs
under the same lock with the state asked for, and log and mail when something changed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import Conflict, DomainError

from . import services as payments
from .models import Subscription
from .providers.base import add_interval

MONTHLY, QUARTERLY, YEARLY = "1 month", "3 months", "12 months"
PAUSE_MONTHS = (1, 3, 6)
# A pause to a date: at most a year on, so that a gift is not forgotten rather than paused.
PAUSE_MAX_MONTHS = 12
STOPPED = gettext_noop("Deze gift is al gestopt.")


@dataclass(frozen=True)
class State:
    amount_cents: int
    interval: str
    next_charge: date | None
    paused_until: date | None


@dataclass(frozen=True)
class Outcome:
    subscription: Subscription
    before: State
    after: State

    @property
    def changed(self) -> bool:
        return self.before != self.after


def charges_per_year(interval: str) -> int:
    count, _, unit = interval.partition(" ")
    return 12 // int(count) if unit.startswith("month") else 1


def next_charge(subscription: Subscription, today: date | None = None) -> date | None:
    """The next charge on or after tomorrow: the stored date, or (for a subscription made before
    it was stored) one interval after it started, moved on past today by whole intervals."""
    if subscription.status == "canceled":
        return None
    today = today or timezone.localdate()
    day = subscription.next_payment_date or add_interval(
        timezone.localdate(subscription.created_at), subscription.interval
    )
    while day <= today:
        day = add_interval(day, subscription.interval)
    return day


def state(subscription: Subscription, today: date | None = None) -> State:
    today = today or timezone.localdate()
    paused = (
        subscription.paused_until
        if (subscription.paused_until and subscription.paused_until > today)
        else None
    )
    return State(
        amount_cents=subscription.amount_cents,
        interval=subscription.interval,
        next_charge=next_charge(subscription, today),
        paused_until=paused,
    )


def charges_in_year(first: date, interval: str, year: int) -> int:
    """How many charges fall in `year` from `first` on, one interval apart."""
    count, day = 0, first
    while day.year <= year:
        if day.year == year:
            count += 1
        day = add_interval(day, interval)
    return count


Check = Callable[[Subscription, State, State], None]


def _change(
    subscription_pk: int,
    wanted: Callable[[Subscription, State], State],
    check: Check | None,
) -> Outcome:
    with transaction.atomic():
        subscription = Subscription.objects.select_for_update().get(pk=subscription_pk)
        if subscription.status == "canceled":
            raise Conflict(STOPPED)
        today = timezone.localdate()
        before = state(subscription, today)
        after = wanted(subscription, before)
        if after == before:
            return Outcome(subscription, before, after)
        if check is not None:
            check(subscription, before, after)
        payments.subscription_update(
            subscription=subscription,
            amount_cents=after.amount_cents if after.amount_cents != before.amount_cents else None,
            interval=after.interval if after.interval != before.interval else None,
            next_payment_date=after.next_charge
            if after.next_charge != before.next_charge
            else None,
        )
        if after.paused_until is None:
            subscription.paused_from = None
        elif before.paused_until is None:
            subscription.paused_from = before.next_charge
        subscription.paused_until = after.paused_until
        subscription.save(update_fields=["paused_from", "paused_until"])
        return Outcome(subscription, before, after)


def change_amount(
    subscription_pk: int, amount_cents: int, *, check: Check | None = None
) -> Outcome:
    return _change(subscription_pk, lambda _, now: replace(now, amount_cents=amount_cents), check)


def change_interval(
    subscription_pk: int, interval: str, *, allowed: tuple[str, ...], check: Check | None = None
) -> Outcome:
    if interval not in allowed:
        raise DomainError(
            gettext_noop("Kies hoe vaak u wilt geven."),
            fields={"interval": gettext_noop("Ongeldige keuze.")},
        )
    return _change(subscription_pk, lambda _, now: replace(now, interval=interval), check)


def pause(subscription_pk: int, *, months: int | None = None, until: date | None = None) -> Outcome:
    """Skips the charges until the resume date: `months` after the charge that was next (1, 3 or
    6), or a date of one's own (tomorrow at the earliest, a year on at the latest). A pause of a
    paused gift counts from the charge that was next before it, so asking twice moves it once."""
    today = timezone.localdate()
    if (months is None) == (until is None):
        raise DomainError(
            gettext_noop("Kies hoe lang u wilt pauzeren."),
            fields={"pause": gettext_noop("Kies een duur.")},
        )
    if months is not None and months not in PAUSE_MONTHS:
        raise DomainError(
            gettext_noop("Pauzeer 1, 3 of 6 maanden."),
            fields={"pause": gettext_noop("Ongeldige duur.")},
        )
    if until is not None and not today < until <= add_interval(today, f"{PAUSE_MAX_MONTHS} months"):
        message = gettext_noop("Kies een datum na vandaag en binnen een jaar.")
        raise DomainError(message, fields={"until": message})

    def wanted(subscription: Subscription, now: State) -> State:
        base = subscription.paused_from if now.paused_until else now.next_charge
        assert base is not None
        resume = add_interval(base, f"{months} months") if months else until
        assert resume is not None
        if resume <= base:
            message = gettext_noop("Uw volgende afschrijving valt al na deze datum.")
            raise DomainError(message, fields={"until": message})
        return replace(now, next_charge=resume, paused_until=resume)

    return _change(subscription_pk, wanted, None)


def resume(subscription_pk: int) -> Outcome:
    """Ends a pause early: the next charge is the first in the gift's own rhythm after today."""

    def wanted(subscription: Subscription, now: State) -> State:
        if now.paused_until is None:
            return now
        day = subscription.paused_from or timezone.localdate()
        while day <= timezone.localdate():
            day = add_interval(day, subscription.interval)
        return replace(now, next_charge=day, paused_until=None)

    return _change(subscription_pk, wanted, None)


# --- what a giver asks for, from /mijn-account or a signed link ----------------------------------
@dataclass(frozen=True)
class GiftChange:
    action: str  # amount, interval, pause, resume (stop is the purpose's own)
    amount_cents: int | None = None
    interval: str | None = None
    months: int | None = None
    until: date | None = None


def apply(
    subscription_pk: int,
    change: GiftChange,
    *,
    check_amount: Callable[[int], None],
    intervals: tuple[str, ...],
    person_of: Callable[[Subscription], object],
) -> Outcome:
    """One change of a giver's recurring gift: the amount within the purpose's limits, and an
    increase (per year) within the party-finance yearly maximum as a new gift would be."""
    from wfpp import services as wfpp

    def grows(subscription: Subscription, before: State, after: State) -> None:
        yearly = after.amount_cents * charges_per_year(after.interval)
        if yearly > before.amount_cents * charges_per_year(before.interval) and after.next_charge:
            wfpp.check_recurring_increase(
                person=person_of(subscription),  # type: ignore[arg-type]
                amount_cents=after.amount_cents,
                interval=after.interval,
                next_charge=after.next_charge,
            )

    if change.action == "amount":
        if change.amount_cents is None:
            raise DomainError(
                gettext_noop("Vul een bedrag in."),
                fields={"amount": gettext_noop("Vul een bedrag in.")},
            )
        check_amount(change.amount_cents)
        return change_amount(subscription_pk, change.amount_cents, check=grows)
    if change.action == "interval":
        return change_interval(
            subscription_pk, change.interval or "", allowed=intervals, check=grows
        )
    if change.action == "pause":
        return pause(subscription_pk, months=change.months, until=change.until)
    if change.action == "resume":
        return resume(subscription_pk)
    raise DomainError(gettext_noop("Onbekende wijziging."))


INTERVAL_WORDS = {MONTHLY: "per maand", QUARTERLY: "per kwartaal", YEARLY: "per jaar"}
INTERVAL_WORDS_EN = {MONTHLY: "a month", QUARTERLY: "a quarter", YEARLY: "a year"}


def interval_words(language: str) -> dict[str, str]:
    from core.i18n import pick

    return pick(language, nl=INTERVAL_WORDS, en=INTERVAL_WORDS_EN)


# The words of described(), per language: the labels, and how a pause's end reads.
_CHANGE_WORDS = {
    "nl": {"amount": "bedrag", "interval": "interval", "pause": "pauze",
           "next": "volgende afschrijving", "until": "tot {}", "ended": "beëindigd"},
    "en": {"amount": "amount", "interval": "frequency", "pause": "pause",
           "next": "next debit", "until": "until {}", "ended": "ended"},
}  # fmt: skip


def _day(day: date, language: str) -> str:
    from core.i18n import format_date

    return format_date(day, "en") if language == "en" else f"{day:%-d-%-m-%Y}"


def described(outcome: Outcome, language: str = "nl") -> dict[str, str]:
    """What changed, in staff's and the giver's words (audit log, confirmation mail); Dutch, or
    English for an English giver's mail."""
    from core.money import format_euros

    language = "en" if language == "en" else "nl"
    label, intervals = _CHANGE_WORDS[language], interval_words(language)
    before, after = outcome.before, outcome.after
    words: dict[str, str] = {}
    if before.amount_cents != after.amount_cents:
        words[label["amount"]] = (
            f"{format_euros(before.amount_cents, language)} → "
            f"{format_euros(after.amount_cents, language)}"
        )
    if before.interval != after.interval:
        words[label["interval"]] = (
            f"{intervals.get(before.interval, before.interval)} → "
            f"{intervals.get(after.interval, after.interval)}"
        )
    if before.paused_until != after.paused_until:
        words[label["pause"]] = (
            label["until"].format(_day(after.paused_until, language))
            if after.paused_until
            else label["ended"]
        )
    if before.next_charge != after.next_charge and after.next_charge:
        words[label["next"]] = _day(after.next_charge, language)
    return words


def action_name(change: GiftChange) -> str:
    """The audit log's word for a change (after monthly_gift_ or friend_gift_)."""
    return {
        "amount": "amount_changed",
        "interval": "interval_changed",
        "pause": "paused",
        "resume": "resumed",
    }[change.action]
