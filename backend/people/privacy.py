"""A person's own data (GDPR art. 15 and 17), worked from the person: everything linked to them as
one JSON document, and erasure.

Completeness comes from the model, not from a list kept here: the export walks every relation to
Person (`Person._meta.related_objects`) and, below each record, the records that belong to it
(relations that cascade), so a new kind of record is exported the day it is linked.

Erasure keeps what the law requires, pseudonymised (decided for issue 20):
- Bookkeeping (fiscal retention, 7 years; Burgerlijk Wetboek 2:10 and AWR 52): gifts, friend gifts,
  memberships and ticket orders stay with their amounts, statuses and dates, the payments and their
  history too. Every personal field on them is emptied; which fields stay is listed below per
  model (KEPT), so a new personal field is erased without this code knowing it.
- The Wfpp gift register: the gift amounts and dates stay, attached to the erased person (a row
  with `erased_at` and no personal data). The yearly sums per donor (the €100,000 cap, the €1,000
  and €10,000 thresholds) therefore still add up, under a pseudonym. Name and place of a donor of
  €1,000 or more are erased with the rest: the register and the publication list name who gave
  while that person is on record; a report already filed with the minister keeps its own copy.
- Everything else (signatures, subscriptions, sign-ups, the legion, applications with their CVs,
  consents, e-mail addresses, tags, referral and offer links, the member account) is deleted.
  Running monthly and yearly gifts are stopped at the payment provider first."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.db import models, transaction
from django.db.models.fields.reverse_related import ForeignObjectRel
from django.utils import timezone

from .models import AuditEntry, Language, Person

ERASED_NAME = "Verwijderd"

# Never in an export: keys that only protect a form against a double submit, and secrets.
SECRET_FIELDS = {"idempotency_key", "secret_hash", "password"}
# Below a record, these are not followed: a one-time login link's hash means nothing to its owner.
NOT_EXPORTED_CHILDREN = {"legion.AccessLink"}

# Worked out, not stored, and still the person's: the address of their own referral link.
PROPERTIES = {"legion.ReferralLink": ("path",)}

# Records the law makes us keep (bookkeeping; the Wfpp register for gifts). Named here: their
# amounts, dates and these non-personal fields stay; every other text, JSON, file and date field
# is emptied. Integers (amounts), booleans, date-times and links to pages, events and payments stay.
KEPT: dict[str, set[str]] = {
    "donations.Donation": {"status", "frequency", "country"},
    "friends.Friend": {"status", "country", "paid_until"},
    "members.Membership": {"tier", "status", "member_since", "paid_until"},
    "orders.Order": {"status", "price_group"},
    # Party-finance law: what a giver gave and holds this year is summed and registered.
    "wfpp.Reservation": {"purpose", "purpose_id", "status"},
    "wfpp.RecordedGift": {"institution", "kind", "given_on"},
    "wfpp.Alert": {"kind"},
}
# Below a kept record: what stays (with its non-personal text: kinds, ticket names, codes);
# JSON details on them are emptied. Any other record below a kept one is deleted (referral and
# offer links, the legion's login links).
KEPT_CHILDREN = {
    "members.MembershipPayment",
    "members.MembershipEvent",
    "friends.FriendGift",
    "orders.OrderLine",
    "orders.Ticket",
}
# The person's own log stays (who did what, when) without the values it recorded.
AUDIT = "audit_entries"
ALWAYS_KEPT = {"public_id", "idempotency_key", "ticket_key", "created_at", "updated_at"}
TEXT_FIELDS = (models.CharField, models.TextField)  # EmailField, URLField are CharFields


# What stays after erasure and why, as staff are told before they erase (the member's own page says
# the same in the frontend's locale files, account.me.kept*).
KEPT_ON_ERASURE = (
    {
        "nl": "Giften en vriendengiften: bedrag en datum, voor het giftenregister van de Wet "
        "financiering politieke partijen (Wfpp) en de boekhouding."
    },
    {
        "nl": "Betalingen, contributie en bestellingen met hun tickets: bedrag, status en datum, "
        "voor de boekhouding (fiscale bewaarplicht van 7 jaar)."
    },
    {"nl": "Het logboek van deze persoon: wie wat deed en wanneer, zonder de gegevens zelf."},
)


# --- export -----------------------------------------------------------------------------------


def export_person(person: Person) -> dict[str, Any]:
    """Everything held about `person`, JSON-serialisable: their own details, the member account,
    every linked record (per relation to Person, with the records below it) and the payments."""
    records = {
        relation.get_accessor_name(): {
            "label": str(relation.related_model._meta.verbose_name_plural),
            "items": [_record(obj) for obj in _linked(person, relation)],
        }
        for relation in person_relations()
    }
    return {
        "exported_at": timezone.now().isoformat(),
        "person": _record(person, depth=2),
        "account": _account(person),
        "records": records,
        "payments": [_payment(p) for p in _payments(person)],
    }


def person_relations() -> list[ForeignObjectRel]:
    """Every kind of record that points at a person, read from the model."""
    return [r for r in Person._meta.related_objects if not r.many_to_many]


def _linked(person: Person, relation: ForeignObjectRel) -> list[models.Model]:
    manager = relation.related_model._base_manager
    return list(manager.filter(**{relation.field.name: person}).order_by("pk"))


def _record(obj: models.Model, depth: int = 0) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for field in obj._meta.concrete_fields:
        if field.primary_key or field.name in SECRET_FIELDS:
            continue
        if field.is_relation:
            if field.related_model is get_user_model():
                continue  # the account is exported once, as `account`
            target = getattr(obj, field.name)
            if field.related_model is Person:
                if not isinstance(obj, Person):
                    continue  # the record's own person: the document is about them
                out[field.name] = str(target.public_id) if target else None  # merged into
                continue
            out[field.name] = _payment(target) if _is_payment(target) else _label(target)
        elif isinstance(field, models.FileField):
            value = getattr(obj, field.name)
            out[field.name] = value.name.rsplit("/", 1)[-1] if value else ""
        else:
            out[field.name] = _plain(getattr(obj, field.name))
            if field.choices:
                out[f"{field.name}_label"] = str(getattr(obj, f"get_{field.name}_display")())
    for name in PROPERTIES.get(obj._meta.label, ()):
        out[name] = getattr(obj, name)
    if depth < 2:
        for relation, children in _children(obj):
            if relation.related_model._meta.label not in NOT_EXPORTED_CHILDREN:
                key = relation.get_accessor_name() or relation.name
                out[key] = [_record(c, depth + 1) for c in children]
    return out


def _children(obj: models.Model) -> Iterable[tuple[ForeignObjectRel, list[models.Model]]]:
    """The records that belong to `obj`: relations that would be deleted with it."""
    for relation in obj._meta.related_objects:
        if relation.many_to_many or relation.on_delete is not models.CASCADE:
            continue
        if relation.related_model is Person:
            continue  # a person's merged-away persons are listed as records of their own
        manager = relation.related_model._base_manager
        yield relation, list(manager.filter(**{relation.field.name: obj}).order_by("pk"))


def _account(person: Person) -> dict[str, Any] | None:
    user = person.user
    if user is None:
        return None
    return {
        "email": user.email,
        "first_name": user.first_name,
        "last_name": user.last_name,
        "date_joined": _plain(user.date_joined),
        "last_login": _plain(user.last_login),
    }


def _payments(person: Person) -> list[Any]:
    """Payments name their record by its public id (purpose, purpose_id), not by a foreign key."""
    from payments.models import Payment

    ids = [str(pk) for pk in _public_ids(person)]
    return list(Payment.objects.filter(purpose_id__in=ids).order_by("created_at", "pk"))


def _public_ids(person: Person) -> list[Any]:
    ids = []
    for relation in person_relations():
        model = relation.related_model
        if any(f.name == "public_id" for f in model._meta.concrete_fields):
            ids += list(
                model._base_manager.filter(**{relation.field.name: person}).values_list(
                    "public_id", flat=True
                )
            )
    return ids


def _is_payment(value: Any) -> bool:
    return value is not None and value._meta.label == "payments.Payment"


def _payment(payment: Any) -> dict[str, Any]:
    return {
        "public_id": str(payment.public_id),
        "description": payment.description,
        "amount_cents": payment.amount_cents,
        "amount_refunded_cents": payment.amount_refunded_cents,
        "status": payment.status,
        "method": payment.method,
        "created_at": _plain(payment.created_at),
        "paid_at": _plain(payment.paid_at),
    }


def _label(value: Any) -> Any:
    return None if value is None else str(value)


def _plain(value: Any) -> Any:
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if hasattr(value, "hex") and not isinstance(value, (str, bytes, float)):
        return str(value)  # UUID
    return value


# --- erasure ----------------------------------------------------------------------------------


def erase_person(person: Person, *, actor: Any = None) -> Person:
    """Erases `person` as the module docstring says; one audit entry records who and when.
    Doing it twice changes nothing more."""
    with transaction.atomic():
        person = Person.objects.select_for_update().get(pk=person.pk)
        _stop_recurring(person)
        counts: dict[str, int] = {}
        for relation in person_relations():
            accessor = relation.get_accessor_name()
            objs = _linked(person, relation)
            if not objs:
                continue
            if accessor == AUDIT:
                AuditEntry.objects.filter(person=person).update(changes={})
            elif relation.related_model._meta.label in KEPT:
                for obj in objs:
                    _pseudonymise(obj, KEPT[obj._meta.label])
            elif relation.related_model is Person:
                continue  # persons merged into this one hold no data (people.merging)
            else:
                for obj in objs:
                    _delete(obj)
            counts[relation.related_model._meta.label] = len(objs)
        _erase_payments(person)
        user = person.user
        for field in ("first_name", "last_name", "phone", "street", "postal_code", "city"):
            setattr(person, field, "")
        person.municipality = None
        person.birth_date = None
        person.language = Language.DUTCH
        person.user = None
        person.erased_at = person.erased_at or timezone.now()
        person.save()
        person.tags.clear()
        if user is not None:
            user.delete()
        AuditEntry.objects.create(
            person=person,
            actor=actor if getattr(actor, "is_authenticated", False) else None,
            action="erased",
            changes={"records": counts},
        )
    return person


def _stop_recurring(person: Person) -> None:
    """No further charges for an erased person: running monthly gifts and friend gifts stop at the
    provider (without a mail: there is no one to address any more)."""
    from payments import services as payments
    from payments.models import Subscription

    ids = {str(pk) for pk in _public_ids(person)}
    for subscription in Subscription.objects.filter(purpose_id__in=ids).exclude(status="canceled"):
        payments.subscription_cancel(subscription=subscription)


def _pseudonymise(obj: models.Model, kept: set[str]) -> None:
    _blank(obj, kept | ALWAYS_KEPT)
    if obj._meta.label == "members.Membership":
        from members.models import MembershipStatus

        if obj.status != MembershipStatus.CANCELLED:  # type: ignore[attr-defined]
            obj.status = MembershipStatus.CANCELLED  # type: ignore[attr-defined]
            obj.cancelled_at = obj.cancelled_at or timezone.now()  # type: ignore[attr-defined]
        obj.last_name = ERASED_NAME  # type: ignore[attr-defined]
    if obj._meta.label == "friends.Friend":
        from friends.models import FriendStatus

        if obj.status in (FriendStatus.ACTIVE, FriendStatus.PENDING):  # type: ignore[attr-defined]
            obj.status = FriendStatus.STOPPED  # type: ignore[attr-defined]
            obj.stopped_at = obj.stopped_at or timezone.now()  # type: ignore[attr-defined]
    obj.save()
    for _relation, children in _children(obj):
        for child in children:
            if child._meta.label in KEPT_CHILDREN:
                _blank(child, keep_text=True)
                child.save()
            else:
                _delete(child)


def _blank(obj: models.Model, kept: set[str] | None = None, *, keep_text: bool = False) -> None:
    """Empties the personal fields of a record kept for the law: text, JSON, files and dates not
    named in `kept`, and links to an account. Amounts, flags and moments stay."""
    kept = kept or set()
    for field in obj._meta.concrete_fields:
        if field.primary_key or field.name in kept or field.unique:
            continue
        if isinstance(field, models.JSONField):
            setattr(obj, field.name, field.get_default())
        elif keep_text:
            continue  # below a kept record only the JSON details go; staff who acted stay named
        elif field.is_relation:
            if field.related_model is get_user_model() and field.null:
                setattr(obj, field.name, None)
        elif isinstance(field, models.FileField):
            _delete_file(obj, field)
        elif isinstance(field, TEXT_FIELDS):
            setattr(obj, field.name, "")
        elif isinstance(field, models.DateField) and not isinstance(field, models.DateTimeField):
            if field.null:
                setattr(obj, field.name, None)


def _delete(obj: models.Model) -> None:
    for field in obj._meta.concrete_fields:
        if isinstance(field, models.FileField):
            _delete_file(obj, field)
    obj.delete()


def _delete_file(obj: models.Model, field: models.Field) -> None:
    value = getattr(obj, field.name)
    if value:
        value.delete(save=False)


def _erase_payments(person: Person) -> None:
    """Payments stay for the books (amount, status, dates, description); the provider's customer
    and mandate references, which lead back to the payer's name and bank account, go."""
    from payments.models import Payment, Subscription

    ids = [str(pk) for pk in _public_ids(person)]
    Payment.objects.filter(purpose_id__in=ids).update(
        customer_id="", mandate_id="", checkout_url=""
    )
    Subscription.objects.filter(purpose_id__in=ids).update(customer_id="")


def person_of_user(user: Any) -> Person | None:
    """The person behind a member account: linked directly, else through a membership."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    person = Person.objects.filter(user=user).first()
    if person is None:
        person = Person.objects.filter(memberships__user=user).order_by("pk").first()
    return person
