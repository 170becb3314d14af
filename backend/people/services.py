"""What staff do to a person from the back office (issue 20), each written to the person's audit
log: their details edited (old → new per field), and the actions on what is linked to them, each
through the service that owns the record (members, donations, friends, orders)."""

from __future__ import annotations

from datetime import date
from typing import Any

from django.db import transaction
from django.utils.translation import gettext_noop

from core.errors import Conflict, DomainError
from core.money import format_euros

from .models import AuditEntry, Language, Person

EDITABLE = (
    "first_name",
    "last_name",
    "phone",
    "street",
    "postal_code",
    "city",
    "municipality",
    "birth_date",
    "language",
)


def _actor(actor: Any) -> Any:
    return actor if getattr(actor, "is_authenticated", False) else None


def log(person: Person, action: str, actor: Any, **changes: Any) -> AuditEntry:
    return AuditEntry.objects.create(
        person=person, actor=_actor(actor), action=action, changes=changes
    )


def _shown(field: str, value: Any) -> str:
    """A value as the audit log keeps it: what staff read, not a key."""
    if value is None:
        return ""
    if field == "municipality":
        return value.name
    if field == "language":
        return dict(Language.choices).get(value, value)
    if isinstance(value, date):
        return value.strftime("%-d-%-m-%Y")
    return str(value)


def update_person(person: Person, changes: dict[str, Any], actor: Any) -> Person:
    """Writes the fields in `changes` that differ (among EDITABLE, and `tags`: a list of names) and
    one audit entry with old → new of each. Nothing changed: no entry."""
    unknown = set(changes) - set(EDITABLE) - {"tags"}
    if unknown:
        raise ValueError(f"not editable: {sorted(unknown)}")
    if "municipality" in changes and changes["municipality"] is not None:
        if changes["municipality"].kind != "gemeente":
            raise DomainError(gettext_noop("Kies een gemeente uit de lijst."))
    with transaction.atomic():
        person = Person.objects.select_for_update().get(pk=person.pk)
        diff: dict[str, list[str]] = {}
        for field in EDITABLE:
            if field not in changes:
                continue
            new = changes[field]
            if isinstance(new, str):
                new = new.strip()
            old = getattr(person, field)
            if old != new:
                diff[field] = [_shown(field, old), _shown(field, new)]
                setattr(person, field, new)
        if "tags" in changes:
            old_tags = sorted(person.tags.names())
            new_tags = sorted({t.strip() for t in changes["tags"] if t.strip()})
            if old_tags != new_tags:
                person.tags.set(new_tags)
                diff["tags"] = [", ".join(old_tags), ", ".join(new_tags)]
        if diff:
            person.save()
            log(person, "updated", actor, **diff)
    return person


def _own(person: Person, record: Any) -> None:
    if record.person_id != person.pk:
        raise Conflict(gettext_noop("Dit hoort niet bij deze persoon."))


def end_membership(person: Person, membership: Any, actor: Any) -> Any:
    from members.models import MembershipStatus
    from members.services import membership_cancel

    _own(person, membership)
    if membership.status == MembershipStatus.CANCELLED:
        raise Conflict(gettext_noop("Dit lidmaatschap is al beëindigd."))
    with transaction.atomic():
        membership = membership_cancel(membership=membership, actor=actor, reason="staff")
        log(person, "membership_ended", actor, membership=membership.get_tier_display())
    return membership


def stop_monthly_gift(person: Person, donation: Any, actor: Any) -> Any:
    from donations.services import donation_stop_monthly

    _own(person, donation)
    with transaction.atomic():
        donation = donation_stop_monthly(donation=donation)
        log(person, "monthly_gift_stopped", actor, gift=format_euros(donation.amount_cents))
    return donation


def stop_friend_gift(person: Person, friend: Any, actor: Any) -> Any:
    from friends.services import friend_stop

    _own(person, friend)
    with transaction.atomic():
        friend = friend_stop(friend=friend, actor=_actor(actor))
        log(person, "friend_gift_stopped", actor, gift=format_euros(friend.amount_cents))
    return friend


def refund_gift(person: Person, donation: Any, actor: Any) -> Any:
    from donations.services import donation_refund

    _own(person, donation)
    with transaction.atomic():
        donation = donation_refund(donation=donation, reason="Terugbetaling gift (medewerker)")
        log(person, "gift_refunded", actor, gift=format_euros(donation.amount_cents))
    return donation


def resend_tickets(person: Person, order: Any, actor: Any) -> Any:
    from orders.services import order_resend_tickets

    _own(person, order)
    with transaction.atomic():
        order = order_resend_tickets(order=order)
        log(person, "tickets_resent", actor, event=order.event.title, to=order.email)
    return order
