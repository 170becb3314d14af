"""Everything the party knows a person did, newest first, in words staff read (issue 20): gifts and
their payments, memberships and their changes, friend gifts, ticket orders and check-ins,
signatures, subscriptions, sign-ups, applications, consents and the e-mails sent to them.

A fixed number of queries whatever the number of records (one or two per kind, never one per
record): a person with a thousand records loads as fast as one with ten (bench/person_bench.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any

from django.db.models import Count, Q
from django.db.models.functions import Lower
from django.urls import NoReverseMatch, reverse
from django.utils import timezone

from core.money import format_euros

from .models import ConsentPurpose, Person

# Membership log actions worth a line of their own (joining and payments have theirs already).
MEMBERSHIP_EVENTS = {
    "activated": "Lidmaatschap met de hand geactiveerd",
    "cancelled": "Lidmaatschap beëindigd",
    "expired": "Lidmaatschap verlopen",
    "tier_changed": "Soort lidmaatschap gewijzigd",
    "details_changed": "Gegevens van het lidmaatschap gewijzigd",
    "early_renewal_agreed": "Akkoord met vervroegde contributie",
    "early_renewal_declined": "Vervroegde contributie geweigerd",
    "account_deleted": "Account verwijderd",
}


@dataclass(frozen=True)
class Entry:
    at: datetime
    kind: (
        str  # gift, membership, friend, order, petition, newsletter, signup, message, consent, mail
    )
    text: str
    detail: str = ""
    url: str = ""
    all_day: bool = False  # known to the day only (a membership start carried over from before)


def person_timeline(person: Person) -> list[Entry]:
    addresses = list(person.emails.values_list("address", flat=True))
    entries = [
        *_gifts(person),
        *_memberships(person),
        *_friendships(person),
        *_orders(person),
        *_engagement(person),
        *_applications(person),
        *_consents(person),
        *_mails(addresses),
    ]
    return sorted((e for e in entries if e.at is not None), key=lambda e: e.at, reverse=True)


def _start_of(day: date) -> datetime:
    return timezone.make_aware(datetime.combine(day, time.min))


def _status(label: str) -> str:
    return label[:1].lower() + label[1:]


SENTINEL = 987654321


def _urls(name: str) -> Callable[[int], str]:
    """The admin URL of `name` for any pk, reversed once (not once per record); empty when that
    admin is not installed."""
    try:
        pattern = reverse(name, args=[SENTINEL])
    except NoReverseMatch:
        return lambda pk: ""
    return lambda pk: pattern.replace(str(SENTINEL), str(pk))


def _snippet_urls(model: Any, action: str) -> Callable[[int], str]:
    meta = model._meta
    return _urls(f"wagtailsnippets_{meta.app_label}_{meta.model_name}:{action}")


def _labels(choices: Any) -> dict[str, str]:
    return {value: _status(label) for value, label in choices.choices}


# Plain rows (values()), not model instances: a thousand records would otherwise build a
# thousand Wagtail pages for their titles.


def _gifts(person: Person) -> Iterator[Entry]:
    from donations.models import Donation, DonationStatus, Frequency

    url = _snippet_urls(Donation, "inspect")
    status = _labels(DonationStatus)
    rows = person.donations.order_by().values_list(
        "pk", "paid_at", "created_at", "frequency", "amount_cents", "status", "page__title"
    )
    for pk, paid_at, created_at, frequency, cents, state, campaign in rows:
        what = "Maandelijkse gift" if frequency == Frequency.MONTHLY else "Gift"
        yield Entry(
            paid_at or created_at,
            "gift",
            f"{what} {format_euros(cents)} — {status.get(state, state)}",
            campaign,
            url(pk),
        )


def _memberships(person: Person) -> Iterator[Entry]:
    from members.models import (
        MembershipEvent,
        MembershipPayment,
        MembershipStatus,
        PaymentKind,
        Tier,
    )
    from payments.models import PaymentStatus

    history = _urls("member_history")
    tiers, states = dict(Tier.choices), _labels(MembershipStatus)
    memberships = list(
        person.memberships.order_by().values(
            "pk", "tier", "status", "member_since", "paid_until", "created_at"
        )
    )
    tier_of = {m["pk"]: tiers.get(m["tier"], m["tier"]) for m in memberships}
    for m in memberships:
        tier, state = tier_of[m["pk"]], states.get(m["status"], m["status"])
        since, until = m["member_since"], m["paid_until"]
        text = f"Lid geworden ({tier})" if since else f"Aangemeld als lid ({tier}) — {state}"
        period = ""
        if since:
            paid = f"{until:%-d-%-m-%Y}" if until else "—"
            period = f"lid sinds {since:%-d-%-m-%Y}, betaald tot en met {paid}; nu {state}"
        at, all_day = m["created_at"], False
        if since and since < timezone.localdate(at):
            at, all_day = _start_of(since), True
        yield Entry(at, "membership", text, period, history(m["pk"]), all_day)
    if not memberships:
        return
    kinds, paid_states = dict(PaymentKind.choices), _labels(PaymentStatus)
    records = MembershipPayment.objects.filter(membership__in=tier_of).values_list(
        "membership_id",
        "kind",
        "year",
        "created_at",
        "payment__paid_at",
        "payment__amount_cents",
        "payment__status",
    )
    for membership_id, kind, year, created_at, paid_at, cents, state in records.order_by():
        yield Entry(
            paid_at or created_at,
            "membership",
            f"{kinds.get(kind, kind)} {year} {format_euros(cents)} — {paid_states.get(state, state)}",
            tier_of[membership_id],
            history(membership_id),
        )
    events = MembershipEvent.objects.filter(
        membership__in=tier_of, action__in=MEMBERSHIP_EVENTS
    ).values_list(
        "membership_id", "action", "at", "actor__first_name", "actor__last_name", "actor__username"
    )
    for membership_id, action, at, first, last, username in events.order_by():
        actor = f"{first} {last}".strip() or username
        yield Entry(
            at,
            "membership",
            MEMBERSHIP_EVENTS[action],
            f"door {actor}" if actor else "",
            history(membership_id),
        )


def _friendships(person: Person) -> Iterator[Entry]:
    from friends.models import Friend, FriendGift, FriendStatus, GiftKind
    from payments.models import PaymentStatus

    url = _snippet_urls(Friend, "inspect")
    states = _labels(FriendStatus)
    friends = list(
        person.friendships.order_by().values(
            "pk", "status", "amount_cents", "created_at", "activated_at", "stopped_at"
        )
    )
    for friend in friends:
        yearly = f"{format_euros(friend['amount_cents'])} per jaar"
        if friend["activated_at"]:
            yield Entry(
                friend["activated_at"], "friend", "Vriend geworden", yearly, url(friend["pk"])
            )
        else:
            state = states.get(friend["status"], friend["status"])
            yield Entry(
                friend["created_at"],
                "friend",
                f"Aangemeld als vriend — {state}",
                yearly,
                url(friend["pk"]),
            )
        if friend["stopped_at"]:
            yield Entry(
                friend["stopped_at"],
                "friend",
                "Jaarlijkse vriendengift gestopt",
                "",
                url(friend["pk"]),
            )
    if not friends:
        return
    kinds, paid_states = dict(GiftKind.choices), _labels(PaymentStatus)
    gifts = FriendGift.objects.filter(friend__in=[f["pk"] for f in friends]).values_list(
        "friend_id",
        "kind",
        "created_at",
        "payment__paid_at",
        "payment__amount_cents",
        "payment__status",
    )
    for friend_id, kind, created_at, paid_at, cents, state in gifts.order_by():
        yield Entry(
            paid_at or created_at,
            "friend",
            f"Vriendengift {format_euros(cents)} — {paid_states.get(state, state)}",
            kinds.get(kind, kind),
            url(friend_id),
        )


def _orders(person: Person) -> Iterator[Entry]:
    from orders.models import Order, OrderStatus, Ticket, TicketStatus

    url = _snippet_urls(Order, "inspect")
    states = _labels(OrderStatus)
    orders = (
        person.orders.order_by()
        .annotate(seats=Count("tickets", filter=Q(tickets__status=TicketStatus.VALID)))
        .values_list("pk", "created_at", "total_cents", "status", "seats", "event__title")
    )
    titles = {}
    for pk, created_at, total, state, seats, title in orders:
        titles[pk] = title
        price = "gratis" if total == 0 else format_euros(total)
        count = f"{seats} ticket{'s' if seats != 1 else ''} · " if seats else ""
        yield Entry(
            created_at,
            "order",
            f"Tickets besteld voor {title}",
            f"{count}{price} · {states.get(state, state)}",
            url(pk),
        )
    if not titles:
        return
    checked_in = Ticket.objects.filter(order__in=titles, checked_in_at__isnull=False)
    for order_id, at, name in checked_in.order_by().values_list(
        "order_id", "checked_in_at", "ticket_name"
    ):
        if at is not None:  # filtered above; the type does not know
            yield Entry(at, "order", f"Ingecheckt bij {titles[order_id]}", name)


def _engagement(person: Person) -> Iterator[Entry]:
    from engagement.models import SubscriptionStatus, VolunteerInterest
    from legion.models import JoinedVia

    signatures = person.signatures.order_by().values_list(
        "created_at", "confirmed_at", "petition__title"
    )
    for created_at, confirmed_at, title in signatures:
        yield Entry(
            created_at,
            "petition",
            f"Petitie ondertekend: {title}",
            "bevestigd" if confirmed_at else "e-mailadres niet bevestigd",
        )
    states = _labels(SubscriptionStatus)
    subscriptions = person.newsletter_subscriptions.order_by().values_list(
        "created_at", "email", "status", "unsubscribed_at"
    )
    for created_at, email, state, unsubscribed_at in subscriptions:
        yield Entry(
            created_at,
            "newsletter",
            "Aangemeld voor de nieuwsbrief",
            f"{email} · {states.get(state, state)}",
        )
        if unsubscribed_at:
            yield Entry(unsubscribed_at, "newsletter", "Afgemeld voor de nieuwsbrief")
    interests = dict(VolunteerInterest.choices)
    signups = person.volunteer_signups.order_by().values_list(
        "created_at", "municipality", "interests"
    )
    for created_at, municipality, chosen in signups:
        wanted = ", ".join(interests.get(key, key) for key in chosen or [])
        yield Entry(
            created_at,
            "signup",
            "Aangemeld als vrijwilliger",
            ", ".join(filter(None, [municipality, wanted])),
        )
    via = dict(JoinedVia.choices)
    for created_at, joined_via in person.legion_memberships.order_by().values_list(
        "created_at", "joined_via"
    ):
        yield Entry(
            created_at, "signup", "Aangemeld bij het legioen", via.get(joined_via, joined_via)
        )


def _applications(person: Person) -> Iterator[Entry]:
    from applications.models import Status

    states = _labels(Status)
    for created_at, subject, state in person.contactmessages.order_by().values_list(
        "created_at", "subject", "status"
    ):
        yield Entry(created_at, "message", f"Contactbericht: {subject}", states.get(state, state))
    for created_at, title, state in person.vacancyapplications.order_by().values_list(
        "created_at", "vacancy_title", "status"
    ):
        yield Entry(created_at, "message", f"Gesolliciteerd: {title}", states.get(state, state))
    for created_at, municipality, state in person.candidateapplications.order_by().values_list(
        "created_at", "municipality", "status"
    ):
        yield Entry(
            created_at,
            "message",
            "Aangemeld als kandidaat-raadslid",
            f"{municipality} · {states.get(state, state)}",
        )


def _consents(person: Person) -> Iterator[Entry]:
    labels = dict(ConsentPurpose.choices)
    consents = person.consents.order_by().values_list(
        "purpose", "text_version", "given_at", "source", "withdrawn_at"
    )
    for purpose, text_version, given_at, source, withdrawn_at in consents:
        label = labels.get(purpose, purpose)
        version = f"tekst {text_version}" if text_version else ""
        yield Entry(
            given_at,
            "consent",
            f"Toestemming gegeven: {label}",
            " · ".join(filter(None, [version, source])),
        )
        if withdrawn_at:
            yield Entry(withdrawn_at, "consent", f"Toestemming ingetrokken: {label}")


def _mails(addresses: Iterable[str]) -> Iterator[Entry]:
    """The e-mails kept by the embedded mail backend (core.OutgoingEmail); with a real SMTP
    server nothing is stored and there are none to show."""
    from core.models import OutgoingEmail

    addresses = [address.lower() for address in addresses]
    if not addresses:
        return
    mails = (
        OutgoingEmail.objects.annotate(recipient=Lower("to"))
        .filter(recipient__in=addresses)
        .order_by()
        .values_list("subject", "sent_at")
    )
    for subject, sent_at in mails:
        yield Entry(sent_at, "mail", f"E-mail verstuurd: {subject}")
