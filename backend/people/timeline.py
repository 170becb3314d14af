"""Everything the party knows a person did, newest first, in words staff read (issue 20): gifts and
their payments, memberships and their changes, friend gifts, ticket orders and check-ins,
signatures, subscriptions, sign-ups, applications, consents and the e-mails sent to them.

A fixed number of queries whatever the number of records (one or two per kind, never one per
record): a person with a thousand records loads as fast as one with ten (bench/person_bench.py)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any

from django.db.models import Count, Q
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


def _url(name: str, *args: object) -> str:
    try:
        return reverse(name, args=args)
    except NoReverseMatch:  # the admin of that kind of record is not installed
        return ""


def _snippet(model: Any, action: str, pk: int) -> str:
    meta = model._meta
    return _url(f"wagtailsnippets_{meta.app_label}_{meta.model_name}:{action}", pk)


def _gifts(person: Person) -> Iterator[Entry]:
    from donations.models import Donation, Frequency

    for gift in person.donations.select_related("page").order_by():
        what = "Maandelijkse gift" if gift.frequency == Frequency.MONTHLY else "Gift"
        yield Entry(
            gift.paid_at or gift.created_at,
            "gift",
            f"{what} {format_euros(gift.amount_cents)} — {_status(gift.get_status_display())}",
            gift.page.title,
            _snippet(Donation, "inspect", gift.pk),
        )


def _memberships(person: Person) -> Iterator[Entry]:
    from members.models import MembershipEvent, MembershipPayment

    memberships = list(person.memberships.order_by())
    by_pk = {m.pk: m for m in memberships}
    for membership in memberships:
        tier = membership.get_tier_display()
        if membership.member_since:
            text = f"Lid geworden ({tier})"
        else:
            text = f"Aangemeld als lid ({tier}) — {_status(membership.get_status_display())}"
        period = ""
        if membership.member_since:
            until = membership.paid_until.strftime("%-d-%-m-%Y") if membership.paid_until else "—"
            period = (
                f"lid sinds {membership.member_since:%-d-%-m-%Y}, betaald tot en met {until}; "
                f"nu {_status(membership.get_status_display())}"
            )
        at, all_day = membership.created_at, False
        if membership.member_since and membership.member_since < timezone.localdate(at):
            at, all_day = _start_of(membership.member_since), True
        yield Entry(at, "membership", text, period, _url("member_history", membership.pk), all_day)
    if not by_pk:
        return
    records = MembershipPayment.objects.filter(membership__in=by_pk).select_related("payment")
    for record in records.order_by():
        payment = record.payment
        yield Entry(
            payment.paid_at or record.created_at,
            "membership",
            f"{record.get_kind_display()} {record.year} {format_euros(payment.amount_cents)}"
            f" — {_status(payment.get_status_display())}",
            by_pk[record.membership_id].get_tier_display(),
            _url("member_history", record.membership_id),
        )
    events = MembershipEvent.objects.filter(membership__in=by_pk, action__in=MEMBERSHIP_EVENTS)
    for event in events.select_related("actor").order_by():
        by = (
            f"door {event.actor.get_full_name() or event.actor.get_username()}"
            if event.actor
            else ""
        )
        yield Entry(
            event.at,
            "membership",
            MEMBERSHIP_EVENTS[event.action],
            by,
            _url("member_history", event.membership_id),
        )


def _friendships(person: Person) -> Iterator[Entry]:
    from friends.models import Friend, FriendGift

    friends = {f.pk: f for f in person.friendships.order_by()}
    for friend in friends.values():
        yearly = f"{format_euros(friend.amount_cents)} per jaar"
        if friend.activated_at:
            yield Entry(friend.activated_at, "friend", "Vriend geworden", yearly)
        else:
            yield Entry(
                friend.created_at,
                "friend",
                f"Aangemeld als vriend — {_status(friend.get_status_display())}",
                yearly,
            )
        if friend.stopped_at:
            yield Entry(friend.stopped_at, "friend", "Jaarlijkse vriendengift gestopt")
    if not friends:
        return
    gifts = FriendGift.objects.filter(friend__in=friends).select_related("payment")
    for gift in gifts.order_by():
        payment = gift.payment
        yield Entry(
            payment.paid_at or gift.created_at,
            "friend",
            f"Vriendengift {format_euros(payment.amount_cents)} — "
            f"{_status(payment.get_status_display())}",
            gift.get_kind_display(),
            _snippet(Friend, "inspect", gift.friend_id),
        )


def _orders(person: Person) -> Iterator[Entry]:
    from orders.models import Order, Ticket, TicketStatus

    orders = {
        o.pk: o
        for o in person.orders.select_related("event")
        .annotate(seats=Count("tickets", filter=Q(tickets__status=TicketStatus.VALID)))
        .order_by()
    }
    for order in orders.values():
        price = "gratis" if order.total_cents == 0 else format_euros(order.total_cents)
        seats = f"{order.seats} ticket{'s' if order.seats != 1 else ''} · " if order.seats else ""
        yield Entry(
            order.created_at,
            "order",
            f"Tickets besteld voor {order.event.title}",
            f"{seats}{price} · {_status(order.get_status_display())}",
            _snippet(Order, "inspect", order.pk),
        )
    if not orders:
        return
    checked_in = Ticket.objects.filter(order__in=orders, checked_in_at__isnull=False)
    for ticket in checked_in.order_by():
        if ticket.checked_in_at is None:
            continue
        yield Entry(
            ticket.checked_in_at,
            "order",
            f"Ingecheckt bij {orders[ticket.order_id].event.title}",
            ticket.ticket_name,
        )


def _engagement(person: Person) -> Iterator[Entry]:
    for signature in person.signatures.select_related("petition").order_by():
        yield Entry(
            signature.created_at,
            "petition",
            f"Petitie ondertekend: {signature.petition.title}",
            "bevestigd" if signature.confirmed_at else "e-mailadres niet bevestigd",
        )
    for subscription in person.newsletter_subscriptions.order_by():
        yield Entry(
            subscription.created_at,
            "newsletter",
            "Aangemeld voor de nieuwsbrief",
            f"{subscription.email} · {_status(subscription.get_status_display())}",
        )
        if subscription.unsubscribed_at:
            yield Entry(subscription.unsubscribed_at, "newsletter", "Afgemeld voor de nieuwsbrief")
    for signup in person.volunteer_signups.order_by():
        yield Entry(
            signup.created_at,
            "signup",
            "Aangemeld als vrijwilliger",
            ", ".join(filter(None, [signup.municipality, signup.interest_labels])),
        )
    for legion in person.legion_memberships.order_by():
        yield Entry(
            legion.created_at,
            "signup",
            "Aangemeld bij het legioen",
            legion.get_joined_via_display(),
        )


def _applications(person: Person) -> Iterator[Entry]:
    for message in person.contactmessages.order_by():
        yield Entry(
            message.created_at,
            "message",
            f"Contactbericht: {message.subject}",
            _status(message.get_status_display()),
        )
    for application in person.vacancyapplications.order_by():
        yield Entry(
            application.created_at,
            "message",
            f"Gesolliciteerd: {application.vacancy_title}",
            _status(application.get_status_display()),
        )
    for candidate in person.candidateapplications.order_by():
        yield Entry(
            candidate.created_at,
            "message",
            "Aangemeld als kandidaat-raadslid",
            f"{candidate.municipality} · {_status(candidate.get_status_display())}",
        )


def _consents(person: Person) -> Iterator[Entry]:
    labels = dict(ConsentPurpose.choices)
    for consent in person.consents.order_by():
        label = labels.get(consent.purpose, consent.purpose)
        version = f"tekst {consent.text_version}" if consent.text_version else ""
        yield Entry(
            consent.given_at,
            "consent",
            f"Toestemming gegeven: {label}",
            " · ".join(filter(None, [version, consent.source])),
        )
        if consent.withdrawn_at:
            yield Entry(consent.withdrawn_at, "consent", f"Toestemming ingetrokken: {label}")


def _mails(addresses: Iterable[str]) -> Iterator[Entry]:
    """The e-mails kept by the embedded mail backend (core.OutgoingEmail); with a real SMTP
    server nothing is stored and there are none to show."""
    from core.models import OutgoingEmail

    addresses = list(addresses)
    if not addresses:
        return
    to_any = Q()
    for address in addresses:
        to_any |= Q(to__iexact=address)
    for mail in OutgoingEmail.objects.filter(to_any).only("subject", "sent_at").order_by():
        yield Entry(mail.sent_at, "mail", f"E-mail verstuurd: {mail.subject}")
