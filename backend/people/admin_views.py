"""The person in the back office (issue 20): the list and its segments (with the mailing export),
the person page (details, addresses, tags, consents, the timeline, the audit log and the actions),
the edit form, the likely duplicates and the merge. Only staff with the member-data permission see
any of it (editors get a 403 on every URL); changing needs the change permission on persons."""

from __future__ import annotations

import csv
import logging
from collections.abc import Callable
from functools import wraps
from html import escape
from typing import Any

from django.core.paginator import Paginator
from django.db.models import F, Prefetch
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from wagtail.admin import messages

from core.errors import DomainError
from core.exports import plain_text
from core.money import format_euros
from members.admin_views import can_see_members

from . import services
from .duplicates import likely_duplicates
from .forms import PersonForm, SegmentForm
from .merging import merge_persons
from .models import AuditEntry, Person, PersonConsent
from .selectors import MAILING_COLUMNS, duplicates_of, for_listing, mailing_rows, persons
from .timeline import Entry, person_timeline

PAGE_SIZE = 50
REFUNDS_SHOWN = 10
logger = logging.getLogger(__name__)


def can_see_persons(user: Any) -> bool:
    return can_see_members(user)


def can_manage_persons(user: Any) -> bool:
    return can_see_persons(user) and (user.is_superuser or user.has_perm("people.change_person"))


def _requires(check: Callable[[Any], bool]) -> Callable:
    def decorator(view: Callable) -> Callable:
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            if not check(request.user):
                # A plain 403, not Wagtail's redirect to the dashboard: the address itself is closed.
                return render(request, "people/admin/forbidden.html", status=403)
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


def _live(pk: int) -> Person:
    """A person that was not merged into another (that one's page is where things happen)."""
    return get_object_or_404(Person, pk=pk, merged_into__isnull=True)


@_requires(can_see_persons)
def person_list(request):
    form = SegmentForm(request.GET or None)
    found = persons(form.segment())
    page = Paginator(for_listing(found), PAGE_SIZE).get_page(request.GET.get("p"))
    query = request.GET.copy()
    query.pop("p", None)
    return render(
        request,
        "people/admin/list.html",
        {
            "form": form,
            "page": page,
            "rows": [(p, _membership(p)) for p in page.object_list],
            "query": query.urlencode(),
            "filtered": form.is_filtered(),
            "can_manage": can_manage_persons(request.user),
        },
    )


def _membership(person: Person) -> str:
    memberships = list(person.memberships.all())  # prefetched, newest first
    if not memberships:
        return ""
    latest = memberships[0]
    return f"{latest.get_tier_display()} · {latest.get_status_display().lower()}"


@_requires(can_see_persons)
def person_segment_export(request):
    """The segment for the mailing tool: only persons with a confirmed newsletter subscription."""
    form = SegmentForm(request.GET or None)
    rows = mailing_rows(persons(form.segment()))
    stamp = timezone.localtime().strftime("%Y-%m-%d-%H%M")
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="nieuwsbrief-segment-{stamp}.csv"'
    response.write("\ufeff")  # Excel reads UTF-8 only with the byte-order mark
    writer = csv.writer(response, delimiter=";")
    writer.writerow(MAILING_COLUMNS)
    for row in rows:
        writer.writerow(
            [
                plain_text(row.name),
                plain_text(row.email),
                row.language,
                plain_text(row.municipality),
                row.unsubscribe_url,
            ]
        )
    logger.info(
        "Mailing segment exported by user %s: %d persons (%s)",
        request.user.pk,
        len(rows),
        request.GET.urlencode(),
    )
    return response


@_requires(can_see_persons)
def person_detail(request, pk: int):
    related = Person.objects.select_related("municipality__province", "user", "merged_into")
    person = get_object_or_404(
        related.prefetch_related(  # type: ignore[misc]  # taggit's manager prefetches
            "emails",
            "tags",
            Prefetch("consents", queryset=PersonConsent.objects.order_by("-given_at")),
        ),
        pk=pk,
    )
    if person.merged_into_id:
        messages.warning(request, "Deze persoon is samengevoegd; u ziet nu de persoon die bleef.")
        return redirect("person_detail", person.merged_into_id)
    audit = list(person.audit_entries.select_related("actor").order_by("-at", "-pk")[:200])
    return render(
        request,
        "people/admin/detail.html",
        {
            "person": person,
            "timeline": timeline_html(person_timeline(person)),
            "audit": [(entry, audit_action(entry), audit_lines(entry)) for entry in audit],
            "actions": available_actions(person) if can_manage_persons(request.user) else [],
            "duplicates": duplicates_of(person),
            "can_manage": can_manage_persons(request.user),
        },
    )


@_requires(can_manage_persons)
def person_edit(request, pk: int):
    person = _live(pk)
    form = PersonForm.for_person(person, request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            services.update_person(person, form.changes(), request.user)
        except DomainError as error:
            form.add_error(None, error.message)
        else:
            messages.success(request, "De gegevens zijn opgeslagen.")
            return redirect("person_detail", person.pk)
    return render(request, "people/admin/edit.html", {"person": person, "form": form})


def timeline_html(entries: list[Entry]) -> SafeString:
    """The timeline's lines, written here rather than by the template language: a thousand lines
    through `{% for %}` and the date filter took most of a long person page's time. Every value
    passes through html.escape (quotes included) before it is marked safe."""
    lines = []
    for entry in entries:
        local = timezone.localtime(entry.at)
        when = f"{local:%-d-%-m-%Y}" if entry.all_day else f"{local:%-d-%-m-%Y %H:%M}"
        text = escape(entry.text)
        if entry.url:
            text = f'<a href="{escape(entry.url)}">{text}</a>'
        detail = (
            f'<div class="people-detailtext">{escape(entry.detail)}</div>' if entry.detail else ""
        )
        lines.append(
            f'<li><time datetime="{local.isoformat()}">{when}</time><div>{text}{detail}</div></li>'
        )
    return mark_safe("\n".join(lines))  # noqa: S308 -- every value above is escaped


# --- actions on what is linked to the person -----------------------------------------------------


def _membership_of(person: Person, pk: str):
    return person.memberships.filter(pk=pk).first()


def _donation_of(person: Person, pk: str):
    return (
        person.donations.select_related("subscription")
        .annotate(campaign=F("page__title"))
        .filter(pk=pk)
        .first()
    )


def _friend_of(person: Person, pk: str):
    return person.friendships.filter(pk=pk).first()


def _order_of(person: Person, pk: str):
    return person.orders.annotate(event_title=F("event__title")).filter(pk=pk).first()


# action: (title, question, button, find the record, service, done)
ACTIONS: dict[str, tuple[str, str, str, Callable, Callable, str]] = {
    "end_membership": (
        "Lidmaatschap beëindigen",
        "Beëindig het lidmaatschap van {name} ({record})? Er wordt geen contributie meer afgeschreven.",
        "Beëindigen",
        _membership_of,
        services.end_membership,
        "Het lidmaatschap is beëindigd.",
    ),
    "stop_monthly": (
        "Maandelijkse gift stoppen",
        "Stop de maandelijkse gift van {name} ({record})? Wat betaald is, blijft betaald.",
        "Stoppen",
        _donation_of,
        services.stop_monthly_gift,
        "De maandelijkse gift is gestopt.",
    ),
    "stop_friend": (
        "Jaarlijkse vriendengift stoppen",
        "Stop de jaarlijkse gift van {name} ({record})? De vriendschap loopt tot de betaalde datum; "
        "de vriend krijgt een e-mail.",
        "Stoppen",
        _friend_of,
        services.stop_friend_gift,
        "De jaarlijkse vriendengift is gestopt.",
    ),
    "refund": (
        "Gift terugbetalen",
        "Betaal de gift van {name} ({record}) volledig terug? De gift telt daarna niet meer mee.",
        "Terugbetalen",
        _donation_of,
        services.refund_gift,
        "De gift wordt terugbetaald.",
    ),
    "resend_tickets": (
        "Tickets opnieuw versturen",
        "Verstuur de tickets van {name} ({record}) opnieuw naar het e-mailadres van de bestelling?",
        "Versturen",
        _order_of,
        services.resend_tickets,
        "De tickets worden opnieuw verstuurd.",
    ),
}


def _record_label(action: str, record: Any) -> str:
    if action == "end_membership":
        return f"{record.get_tier_display()}, {record.get_status_display().lower()}"
    if action in ("stop_monthly", "refund"):
        return f"{format_euros(record.amount_cents)}, {record.campaign}"
    if action == "stop_friend":
        return f"{format_euros(record.amount_cents)} per jaar"
    return f"{record.event_title}, besteld op {timezone.localtime(record.created_at):%-d-%-m-%Y}"


def available_actions(person: Person) -> list[dict[str, str]]:
    """The actions that apply now to what is linked to the person, in five queries: end a running
    membership, stop a running monthly or friend gift, refund one of the latest paid gifts, send
    the tickets of an event still to come again. (Older gifts: from the gifts' own list.)"""
    from donations.models import DonationStatus, Frequency
    from friends.models import FriendStatus
    from members.models import MembershipStatus
    from orders.models import OrderStatus

    gifts = person.donations.annotate(campaign=F("page__title")).order_by("-created_at")
    found: list[tuple[str, Any]] = []
    for membership in person.memberships.exclude(status=MembershipStatus.CANCELLED):
        found.append(("end_membership", membership))
    running = (
        gifts.filter(frequency=Frequency.MONTHLY, subscription__isnull=False)
        .exclude(subscription__status="canceled")
        .order_by("subscription_id", "-created_at")
    )
    seen: set[int | None] = set()
    for donation in running:  # one line per running monthly gift, not per charge
        if donation.subscription_id not in seen:
            seen.add(donation.subscription_id)
            found.append(("stop_monthly", donation))
    for friend in person.friendships.filter(status=FriendStatus.ACTIVE):
        found.append(("stop_friend", friend))
    for donation in gifts.filter(status=DonationStatus.PAID)[:REFUNDS_SHOWN]:
        found.append(("refund", donation))
    upcoming = person.orders.filter(
        status=OrderStatus.CONFIRMED, event__end_time__gte=timezone.now()
    ).annotate(event_title=F("event__title"))
    for order in upcoming.order_by("-created_at"):
        found.append(("resend_tickets", order))
    action_url = reverse("person_action", args=[person.pk, "-"]).rsplit("-", 1)[0]
    return [
        {
            "title": ACTIONS[action][0],
            "button": ACTIONS[action][2],
            "record": _record_label(action, record),
            "url": f"{action_url}{action}/?record={record.pk}",
        }
        for action, record in found
    ]


@_requires(can_manage_persons)
def person_action(request, pk: int, action: str):
    if action not in ACTIONS:
        raise Http404
    person = _live(pk)
    title, question, button, find, service, done = ACTIONS[action]
    record = find(person, request.POST.get("record") or request.GET.get("record") or "0")
    if record is None:
        raise Http404
    detail_url = reverse("person_detail", args=[person.pk])
    if request.method == "POST":
        try:
            service(person, record, request.user)
        except DomainError as error:
            messages.error(request, error.message)
        else:
            messages.success(request, done)
        return redirect(detail_url)
    return render(
        request,
        "people/admin/confirm.html",
        {
            "person": person,
            "title": title,
            "question": question.format(name=person, record=_record_label(action, record)),
            "button": button,
            "record": record.pk,
            "cancel_url": detail_url,
        },
    )


# --- duplicates and merging -------------------------------------------------------------------------


@_requires(can_see_persons)
def person_duplicates(request):
    pairs = likely_duplicates()
    return render(
        request,
        "people/admin/duplicates.html",
        {
            "pairs": [
                (a, b, reason, reverse("person_merge", args=[a.pk]) + f"?met={b.pk}")
                for a, b, reason in pairs
            ],
            "can_manage": can_manage_persons(request.user),
        },
    )


def _linked_counts(person: Person) -> list[tuple[str, int]]:
    """How many records of each kind point at the person (one query per kind of record)."""
    counts = []
    for relation in Person._meta.related_objects:
        if relation.one_to_one or relation.many_to_many:
            continue
        if relation.get_accessor_name() in (
            "emails",
            "audit_entries",
            "merged_from",
            "tagged_items",
        ):
            continue
        model = relation.related_model
        n = model._base_manager.filter(**{relation.field.name: person}).count()
        if n:
            name = model._meta.verbose_name_plural if n > 1 else model._meta.verbose_name
            counts.append((str(name), n))
    return counts


@_requires(can_manage_persons)
def person_merge(request, pk: int):
    first = _live(pk)
    met = request.POST.get("met") or request.GET.get("met") or ""
    if not met.isdigit():
        raise Http404
    second = _live(int(met))
    if first.pk == second.pk or first.merged_into_id or second.merged_into_id:
        raise Http404
    if request.method == "POST":
        keep_pk = request.POST.get("keep")
        if keep_pk not in (str(first.pk), str(second.pk)):
            messages.error(request, "Kies welke persoon blijft.")
        else:
            keep, other = (first, second) if keep_pk == str(first.pk) else (second, first)
            merge_persons(keep=keep, other=other, actor=request.user)
            messages.success(
                request, f"Samengevoegd: alles van de andere persoon staat nu bij {keep}."
            )
            return redirect("person_detail", keep.pk)
    candidates = []
    for person in (first, second):
        candidates.append(
            {
                "person": person,
                "emails": list(person.emails.all()),
                "tags": sorted(person.tags.names()),
                "counts": _linked_counts(person),
            }
        )
    return render(
        request,
        "people/admin/merge.html",
        {"candidates": candidates, "met": second.pk, "cancel_url": reverse("person_duplicates")},
    )


# --- the audit log in words -------------------------------------------------------------------------

AUDIT_ACTIONS = {
    "updated": "Gegevens gewijzigd",
    "merged": "Samengevoegd met een andere persoon",
    "membership_ended": "Lidmaatschap beëindigd",
    "monthly_gift_stopped": "Maandelijkse gift gestopt",
    "friend_gift_stopped": "Jaarlijkse vriendengift gestopt",
    "monthly_gift_amount_changed": "Bedrag maandelijkse gift gewijzigd",
    "monthly_gift_interval_changed": "Interval maandelijkse gift gewijzigd",
    "monthly_gift_paused": "Maandelijkse gift gepauzeerd",
    "monthly_gift_resumed": "Maandelijkse gift hervat",
    "friend_gift_amount_changed": "Bedrag vriendengift gewijzigd",
    "friend_gift_paused": "Vriendengift gepauzeerd",
    "friend_gift_resumed": "Vriendengift hervat",
    "gift_refunded": "Gift terugbetaald",
    "gift_charged_back": "Gift teruggeboekt door de bank",
    "friend_gift_charged_back": "Vriendengift teruggeboekt door de bank",
    "order_charged_back": "Ticketbetaling teruggeboekt: tickets ongeldig",
    "tickets_resent": "Tickets opnieuw verstuurd",
}
FIELD_LABELS = {
    "first_name": "Voornaam",
    "last_name": "Achternaam",
    "phone": "Telefoon",
    "street": "Straat en huisnummer",
    "postal_code": "Postcode",
    "city": "Woonplaats",
    "municipality": "Gemeente",
    "birth_date": "Geboortedatum",
    "language": "Voorkeurstaal",
    "tags": "Labels",
    "user": "Account",
    "membership": "Lidmaatschap",
    "gift": "Gift",
    "event": "Evenement",
    "to": "Aan",
}


def audit_action(entry: AuditEntry) -> str:
    return AUDIT_ACTIONS.get(entry.action, entry.action)


def audit_lines(entry: AuditEntry) -> list[str]:
    changes = entry.changes or {}
    if entry.action == "merged":
        lines = [f"Andere persoon: {changes.get('merged', '')}"]
        moved = changes.get("moved") or {}
        if moved:
            lines.append("Verplaatst: " + ", ".join(f"{n} × {label}" for label, n in moved.items()))
        filled = changes.get("filled") or []
        if filled:
            lines.append("Overgenomen: " + ", ".join(FIELD_LABELS.get(f, f) for f in filled))
        return lines
    lines = []
    for field, value in changes.items():
        label = FIELD_LABELS.get(field, field)
        if isinstance(value, list) and len(value) == 2:
            lines.append(f"{label}: {value[0] or '(leeg)'} → {value[1] or '(leeg)'}")
        else:
            lines.append(f"{label}: {value}")
    return lines
