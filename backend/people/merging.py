"""Two persons who are one human become one (issue 20): every link moves to the person kept, the
other remains as a pointer (`merged_into`) without data, and the audit log says who and when."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from .models import AuditEntry, EmailAddress, Person

# Fields the kept person takes from the other when its own are empty.
FILLED = (
    "first_name",
    "last_name",
    "phone",
    "street",
    "postal_code",
    "city",
    "municipality",
    "birth_date",
)
OWN = {"emails", "audit_entries", "merged_from", "tagged_items"}


def merge_persons(*, keep: Person, other: Person, actor: Any) -> Person:
    if keep.pk == other.pk:
        raise ValueError("a person cannot be merged with itself")
    with transaction.atomic():
        keep, other = _locked(keep.pk, other.pk)
        moved = _move_links(keep, other)
        _move_addresses(keep, other)
        keep.tags.add(*other.tags.all())
        filled = [f for f in FILLED if not getattr(keep, f) and getattr(other, f)]
        for field in filled:
            setattr(keep, field, getattr(other, field))
        if keep.user_id is None and other.user_id is not None:
            keep.user_id, other.user_id = other.user_id, None
            filled.append("user")
        _empty(other, keep)
        keep.save()
        AuditEntry.objects.filter(person=other).update(person=keep)
        Person.objects.filter(merged_into=other).update(merged_into=keep)
        AuditEntry.objects.create(
            person=keep,
            actor=actor if getattr(actor, "is_authenticated", False) else None,
            action="merged",
            changes={"merged": str(other.public_id), "moved": moved, "filled": filled},
        )
    return keep


def _locked(*pks: int) -> tuple[Person, Person]:
    found = {p.pk: p for p in Person.objects.select_for_update().filter(pk__in=pks).order_by("pk")}
    return found[pks[0]], found[pks[1]]


def _move_links(keep: Person, other: Person) -> dict[str, int]:
    """Every record that points at a person, found from the model: a new kind of record moves
    without this code knowing it."""
    moved = {}
    for relation in Person._meta.related_objects:
        if relation.get_accessor_name() in OWN or relation.one_to_one or relation.many_to_many:
            continue
        model = relation.related_model
        count = model._base_manager.filter(**{relation.field.name: other}).update(
            **{relation.field.name: keep}
        )
        if count:
            moved[model._meta.label] = count
    return moved


def _move_addresses(keep: Person, other: Person) -> None:
    kept = {a.address: a for a in keep.emails.all()}
    for address in other.emails.all():
        mine = kept.get(address.address)
        if mine is None:
            EmailAddress.objects.filter(pk=address.pk).update(person=keep, is_primary=False)
            continue
        verified_at = mine.verified_at or address.verified_at
        address.delete()
        if verified_at != mine.verified_at:
            EmailAddress.objects.filter(pk=mine.pk).update(verified_at=verified_at)


def _empty(other: Person, keep: Person) -> None:
    for field in FILLED:
        setattr(other, field, Person._meta.get_field(field).get_default())  # type: ignore[union-attr]
    other.merged_into = keep
    other.tags.clear()
    other.save()
