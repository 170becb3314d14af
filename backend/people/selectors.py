"""Persons as staff look for them (issue 20): a search, and segments by membership, place, tags,
newsletter consent and activity; the segment's mailing list; a person's likely duplicates."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db.models import Exists, OuterRef, Prefetch, Q, QuerySet
from django.utils import timezone

from .models import EmailAddress, Person


@dataclass(frozen=True)
class Segment:
    """What staff filter on; every part is optional (empty: not filtered)."""

    query: str = ""
    membership_status: str = ""  # a MembershipStatus value, or "none": never a member
    tier: str = ""
    municipality_id: int | None = None
    province_id: int | None = None
    tags: tuple[str, ...] = ()
    newsletter: bool = False  # a confirmed newsletter subscription
    gave_this_year: bool = False
    attended_event: bool = False


def persons(segment: Segment) -> QuerySet[Person]:
    from engagement.models import NewsletterSubscription, SubscriptionStatus
    from members.models import Membership

    found = Person.objects.filter(merged_into__isnull=True)
    if segment.query:
        found = found.filter(_search(segment.query))
    if segment.membership_status == "none":
        found = found.exclude(Exists(Membership.objects.filter(person=OuterRef("pk"))))
    elif segment.membership_status or segment.tier:
        memberships = Membership.objects.filter(person=OuterRef("pk"))
        if segment.membership_status:
            memberships = memberships.filter(status=segment.membership_status)
        if segment.tier:
            memberships = memberships.filter(tier=segment.tier)
        found = found.filter(Exists(memberships))
    if segment.municipality_id:
        found = found.filter(municipality_id=segment.municipality_id)
    if segment.province_id:
        found = found.filter(municipality__province_id=segment.province_id)
    for tag in segment.tags:
        found = found.filter(tags__name=tag)
    if segment.newsletter:
        found = found.filter(
            Exists(
                NewsletterSubscription.objects.filter(
                    person=OuterRef("pk"), status=SubscriptionStatus.CONFIRMED
                )
            )
        )
    if segment.gave_this_year:
        found = found.filter(_gave_in(timezone.localdate().year))
    if segment.attended_event:
        found = found.filter(_attended())
    return found.distinct() if segment.tags else found


POSTCODE = re.compile(r"\b(\d{4})\s?([a-zA-Z]{2})\b")


def _search(query: str) -> Q:
    """A Dutch postcode with or without its space ('3511ab', '3511 AB'), and each other word in
    the name, an e-mail address, the street, the postcode or the place."""
    condition = Q()
    for digits, letters in POSTCODE.findall(query)[:2]:
        code = f"{digits}{letters.upper()}"
        condition &= Q(postal_code__iexact=code) | Q(postal_code__iexact=f"{digits} {letters}")
    for word in POSTCODE.sub(" ", query).split()[:6]:
        condition &= (
            Q(first_name__icontains=word)
            | Q(last_name__icontains=word)
            | Q(street__icontains=word)
            | Q(city__icontains=word)
            | Q(postal_code__icontains=word)
            | Q(Exists(EmailAddress.objects.filter(person=OuterRef("pk"), address__icontains=word)))
        )
    return condition


def _gave_in(year: int) -> Q:
    """A paid gift, monthly charge or friend gift this calendar year."""
    from donations.models import Donation, DonationStatus
    from friends.models import FriendGift
    from payments.models import PaymentStatus

    gifts = Donation.objects.filter(
        person=OuterRef("pk"), status=DonationStatus.PAID, paid_at__year=year
    )
    friend_gifts = FriendGift.objects.filter(
        friend__person=OuterRef("pk"),
        payment__status=PaymentStatus.PAID,
        payment__paid_at__year=year,
    )
    return Q(Exists(gifts)) | Q(Exists(friend_gifts))


def _attended() -> Q:
    """A valid (or checked-in) ticket of a confirmed order for an event that has ended."""
    from orders.models import OrderStatus, Ticket, TicketStatus

    return Q(
        Exists(
            Ticket.objects.filter(
                order__person=OuterRef("pk"),
                order__status=OrderStatus.CONFIRMED,
                order__event__end_time__lt=timezone.now(),
            ).filter(Q(status=TicketStatus.VALID) | Q(checked_in_at__isnull=False))
        )
    )


def for_listing(found: QuerySet[Person]) -> QuerySet[Person]:
    """What the list shows of each person, in a fixed number of queries per page."""
    from members.models import Membership

    # taggit's manager prefetches; the django-stubs plugin cannot tell
    return found.select_related("municipality").prefetch_related(  # type: ignore[misc]
        "emails",
        "tags",
        Prefetch("memberships", queryset=Membership.objects.order_by("-created_at")),
    )


@dataclass(frozen=True)
class MailingRow:
    name: str
    email: str
    language: str
    municipality: str
    unsubscribe_url: str


MAILING_COLUMNS = ("Naam", "E-mailadres", "Taal", "Gemeente", "Afmeldlink")


def mailing_rows(found: QuerySet[Person]) -> list[MailingRow]:
    """The segment for the mailing tool: only persons with a confirmed newsletter subscription
    (the consent to be mailed), each once, at the address they subscribed with (their primary
    address when they subscribed with more than one), with their own unsubscribe link."""
    from engagement.models import NewsletterSubscription, SubscriptionStatus

    confirmed = NewsletterSubscription.objects.filter(status=SubscriptionStatus.CONFIRMED)
    subscribed = (
        found.filter(Exists(confirmed.filter(person=OuterRef("pk"))))
        .select_related("municipality")
        .prefetch_related(
            "emails",
            Prefetch(
                "newsletter_subscriptions",
                queryset=confirmed.order_by("created_at"),
                to_attr="confirmed_subscriptions",
            ),
        )
        .order_by("last_name", "first_name", "pk")
    )
    rows = []
    for person in subscribed:
        primary = person.primary_email
        subscriptions = person.confirmed_subscriptions
        chosen = next((s for s in subscriptions if s.email.lower() == primary), subscriptions[0])
        rows.append(
            MailingRow(
                name=person.full_name or chosen.name,
                email=chosen.email,
                language=person.language,
                municipality=person.municipality.name if person.municipality else "",
                unsubscribe_url=chosen.unsubscribe_url(),
            )
        )
    return rows


def duplicates_of(person: Person) -> list[tuple[Person, str]]:
    """Other persons who are probably this one (the rules of people.duplicates, for one person)."""
    live = Person.objects.filter(merged_into__isnull=True, erased_at__isnull=True).exclude(
        pk=person.pk
    )
    found: dict[int, tuple[Person, str]] = {}
    if person.last_name and person.postal_code:
        for other in live.filter(
            first_name__iexact=person.first_name,
            last_name__iexact=person.last_name,
            postal_code=person.postal_code,
        )[:20]:
            found.setdefault(other.pk, (other, "Zelfde naam en postcode"))
    digits = _phone(person.phone)
    if digits:
        tail = digits[-9:]
        for other in live.filter(phone__contains=tail[-4:]).exclude(phone="")[:200]:
            if _phone(other.phone) == digits:
                found.setdefault(other.pk, (other, "Zelfde telefoonnummer"))
    addresses = person.emails.values("address")
    for other in live.filter(emails__address__in=addresses).distinct()[:20]:
        found.setdefault(other.pk, (other, "Zelfde e-mailadres"))
    return list(found.values())


def _phone(phone: str) -> str:
    digits = re.sub(r"\D", "", phone or "")
    digits = re.sub(r"^(0031|31)", "0", digits)
    return digits if len(digits) >= 9 else ""
