"""Taking tickets (DESIGN §4): one service locks the ticket types' rows in a fixed order inside a
durable transaction, re-checks what is left, and only then writes the order; the payment starts and
the mail goes out after the commit. An order that cannot start its payment ends at once, so nothing
stays half-done."""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import OperationalError, connection, transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from accounts.services import is_activated
from core.consent import NO_CAMPAIGN, Campaign
from core.errors import Conflict, DomainError
from core.i18n import current_language
from events.models import EventPage, TicketType
from payments.services import PaymentUnavailable, payment_create
from people.matching import person_for_action

from . import availability, links, tasks
from .models import HOLDING, Order, OrderLine, OrderStatus, Ticket, TicketStatus
from .pricing import price_group_for, unit_price_cents

logger = logging.getLogger(__name__)

GENERIC_ERROR = "Er is een fout opgetreden"
SOLD_OUT = gettext_noop("Er zijn niet genoeg tickets meer beschikbaar.")
BUSY = gettext_noop("Het is op dit moment erg druk. Probeer het over een minuut opnieuw.")
#: Switched off only by the concurrency suite's control case, to show the race the lock prevents.
LOCK_TICKET_TYPES = True


class SoldOut(Conflict):
    pass


class Busy(DomainError):
    status_code = 503


class OrderGone(DomainError):
    status_code = 410


@dataclass(frozen=True)
class Buyer:
    first_name: str
    last_name: str
    email: str
    user: User | None = None
    campaign: Campaign = NO_CAMPAIGN


def _checked_buyer(buyer: Buyer) -> None:
    """SPEC §5 in the '{Field} is required' style, in Dutch, per field."""
    fields = {}
    if not buyer.first_name:
        fields["first_name"] = gettext_noop("Voornaam is verplicht.")
    if not buyer.last_name:
        fields["last_name"] = gettext_noop("Achternaam is verplicht.")
    if not buyer.email:
        fields["email"] = gettext_noop("E-mailadres is verplicht.")
    else:
        try:
            validate_email(buyer.email)
        except ValidationError:
            fields["email"] = gettext_noop("Vul een geldig e-mailadres in.")
    if fields:
        raise DomainError(
            gettext_noop("Sorry, niet alle velden zijn correct ingevuld."), fields=fields
        )


def _open_event(event: EventPage) -> None:
    if not event.live or event.canceled:
        raise Conflict(gettext_noop("Voor dit evenement worden geen tickets meer verkocht."))
    if event.end_time <= timezone.now():
        raise Conflict(gettext_noop("Dit evenement is al voorbij."))


def _checked_lines(event: EventPage, lines: dict[int, int]) -> dict[int, int]:
    """Ticket type id → quantity, only positive quantities of this event's types."""
    wanted = {type_id: quantity for type_id, quantity in lines.items() if quantity}
    if not wanted:
        raise DomainError(
            gettext_noop("Kies ten minste één ticket."),
            fields={"lines": gettext_noop("Kies ten minste één ticket.")},
        )
    if any(quantity < 0 for quantity in wanted.values()):
        raise DomainError(
            gettext_noop("Een aantal kan niet negatief zijn."),
            fields={"lines": gettext_noop("Ongeldig aantal.")},
        )
    if sum(wanted.values()) > event.max_tickets_per_order:
        message = gettext("U kunt maximaal %(count)s tickets per bestelling kopen.") % {
            "count": event.max_tickets_per_order
        }
        raise DomainError(message, fields={"lines": message})
    own = set(event.ticket_types.values_list("pk", flat=True))
    if not set(wanted) <= own:
        raise DomainError(
            gettext_noop("Dit ticket hoort niet bij dit evenement."),
            fields={"lines": gettext_noop("Onbekend ticket.")},
        )
    return wanted


def _locked_types(type_ids: list[int]) -> list[TicketType]:
    """The ticket types, locked in primary-key order (no deadlock between two buyers)."""
    types = TicketType.objects.filter(pk__in=type_ids).order_by("pk")
    if LOCK_TICKET_TYPES:
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL lock_timeout = '5s'")
        types = types.select_for_update()
    return list(types)


def _check_left(
    types: list[TicketType], wanted: dict[int, int], *, exclude_order: int | None = None
) -> None:
    now = timezone.now()
    counts = availability.taken(wanted, now=now, exclude_order=exclude_order)
    for ticket_type in types:
        if not ticket_type.sales_open(now):
            raise Conflict(gettext_noop("De verkoop van dit ticket is nog niet begonnen."))
        if counts.get(ticket_type.pk, 0) + wanted[ticket_type.pk] > ticket_type.quota:
            raise SoldOut(SOLD_OUT, fields={"lines": SOLD_OUT})


def _reserve(event: EventPage, wanted: dict[int, int], buyer: Buyer, idempotency_key: str) -> Order:
    group = price_group_for(buyer.user)
    with transaction.atomic(durable=True):
        types = _locked_types(sorted(wanted))
        _check_left(types, wanted)
        prices = {t.pk: unit_price_cents(t, event=event, group=group) for t in types}
        total = sum(prices[type_id] * quantity for type_id, quantity in wanted.items())
        now = timezone.now()
        free = total == 0
        language = current_language()
        order = Order.objects.create(
            person=person_for_action(
                buyer.email,
                user=buyer.user,
                first_name=buyer.first_name,
                last_name=buyer.last_name,
                language=language,
            ),
            language=language,
            event=event,
            status=OrderStatus.AWAITING_CONFIRMATION if free else OrderStatus.RESERVED,
            first_name=buyer.first_name,
            last_name=buyer.last_name,
            email=buyer.email,
            user=buyer.user if buyer.user is not None and buyer.user.is_authenticated else None,
            price_group=group,
            total_cents=total,
            held_until=now
            + (confirm_hold() if free else timedelta(minutes=settings.TICKET_PAYMENT_HOLD_MINUTES)),
            idempotency_key=idempotency_key,
            **buyer.campaign.record(),
        )
        OrderLine.objects.bulk_create(
            OrderLine(
                order=order,
                ticket_type=t,
                ticket_name=t.name,
                quantity=wanted[t.pk],
                unit_price_cents=prices[t.pk],
            )
            for t in types
        )
        if free:
            await_confirmation(order)
    return order


def buyer_is_known(order: Order) -> bool:
    """A logged-in buyer ordering for their own account's address: that address is proven (an
    account is activated only through a link mailed to it), so the order needs no confirmation
    mail and its tickets come right after the payment."""
    user = order.user
    return (
        user is not None
        and is_activated(user)
        and user.email.strip().lower() == order.email.strip().lower()
    )


def await_confirmation(order: Order) -> None:
    """A free or just-paid order: confirmed at once for a known buyer, else held while the buyer
    confirms by the e-mail link. Inside the caller's transaction, with the order locked or new."""
    if buyer_is_known(order):
        _confirm(order)
        return
    order.status, order.held_until, order.ended_at = (
        OrderStatus.AWAITING_CONFIRMATION,
        timezone.now() + confirm_hold(),
        None,
    )
    order.save(update_fields=["status", "held_until", "ended_at"])
    public_id = str(order.public_id)
    transaction.on_commit(lambda: tasks.send_confirmation_request.enqueue(public_id))


def confirm_hold() -> timedelta:
    return timedelta(hours=settings.TICKET_CONFIRM_HOLD_HOURS)


def order_create(
    *,
    event: EventPage,
    lines: dict[int, int],
    buyer: Buyer,
    idempotency_key: str,
) -> tuple[Order, str]:
    """Reserves the tickets and, for a paid order, starts its payment: (order, checkout url or '').
    The same idempotency key (a double click, a retried request) returns the same order. The order
    keeps the language of the page it was placed on (core.i18n.current_language): its mails, the
    payment's return page and the tickets are in it."""
    existing = Order.objects.filter(idempotency_key=idempotency_key).select_related("event").first()
    if existing is not None:
        if existing.event_id != event.pk or existing.email.lower() != buyer.email.lower():
            raise Conflict(GENERIC_ERROR)
        return existing, _checkout_url(existing) if existing.status == OrderStatus.RESERVED else ""
    _checked_buyer(buyer)
    _open_event(event)
    wanted = _checked_lines(event, lines)
    # Without the lock first: once the tickets are gone, the crowd hears so at once instead of
    # queueing for the lock. Only the locked check inside _reserve can say yes.
    _check_left(list(TicketType.objects.filter(pk__in=wanted)), wanted)
    order = _with_retry(lambda: _reserve(event, wanted, buyer, idempotency_key))
    return order, (_checkout_url(order) if order.status == OrderStatus.RESERVED else "")


def _with_retry(reserve):
    """A lock wait that times out (PostgreSQL) or a database that stays busy (SQLite) is tried once
    more, then answered with a clear 'busy'."""
    for attempt in (1, 2):
        try:
            return reserve()
        except OperationalError as error:
            logger.warning(
                "Ticket reservation waited too long for a lock (attempt %s): %s",
                attempt,
                type(error).__name__,
            )
    raise Busy(BUSY)


def _checkout_url(order: Order) -> str:
    try:
        payment = payment_create(
            purpose="order",
            purpose_id=str(order.public_id),
            amount_cents=order.total_cents,
            description=f"Tickets {order.event.title}"[:255],
            redirect_url=links.after_payment_url(order),
            idempotency_key=f"order-{order.public_id}",
        )
    except PaymentUnavailable:
        _end(order, status=OrderStatus.EXPIRED)
        raise
    return payment.checkout_url


def _end(order: Order, *, status: str) -> bool:
    """Ends a holding order (its tickets are free again); False when it was no longer holding."""
    ended = Order.objects.filter(pk=order.pk, status__in=HOLDING).update(
        status=status, ended_at=timezone.now()
    )
    return bool(ended)


def lock_order(public_id: str) -> Order | None:
    return (
        Order.objects.select_for_update(of=("self",))
        .select_related("event")
        .filter(public_id=public_id)
        .first()
    )


def retake(order: Order) -> bool:
    """Inside a transaction: after its hold ran out, takes the order's tickets again if they are
    still there (a late payment, a late confirmation). False when they are gone."""
    wanted = dict(order.lines.values_list("ticket_type_id", "quantity"))
    if None in wanted:  # an editor removed a ticket type
        return False
    try:
        _check_left(_locked_types(sorted(wanted)), wanted, exclude_order=order.pk)
    except Conflict:
        return False
    return True


def ticket_code() -> str:
    """12 characters without look-alikes, grouped for typing at the door: 'K7QF-9M2X-H4TD'."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    raw = "".join(secrets.choice(alphabet) for _ in range(12))
    return f"{raw[:4]}-{raw[4:8]}-{raw[8:]}"


def issue_tickets(order: Order) -> None:
    Ticket.objects.bulk_create(
        Ticket(
            order=order,
            ticket_type_id=line.ticket_type_id,
            ticket_name=line.ticket_name,
            code=ticket_code(),
        )
        for line in order.lines.all()
        for _ in range(line.quantity)
    )


def order_confirm(*, public_id: str) -> Order:
    """The buyer clicked the e-mail link: the order is confirmed once and its tickets go out. A
    repeated click shows the same tickets."""
    with transaction.atomic():
        order = lock_order(public_id)
        if order is None:
            raise OrderGone(gettext_noop("Deze link is ongeldig of verlopen."))
        if order.status == OrderStatus.CONFIRMED:
            return order
        if order.status == OrderStatus.RESERVED:
            raise Conflict(gettext_noop("Deze bestelling is nog niet betaald."))
        if order.status != OrderStatus.AWAITING_CONFIRMATION:
            raise OrderGone(gettext_noop("Deze bestelling is verlopen of geannuleerd."))
        if order.held_until and order.held_until <= timezone.now() and not retake(order):
            order.status, order.ended_at = OrderStatus.EXPIRED, timezone.now()
            order.save(update_fields=["status", "ended_at"])
            transaction.on_commit(lambda: tasks.end_order.enqueue(str(order.public_id), "expired"))
            raise OrderGone(
                gettext_noop(
                    "Deze bestelling is verlopen en de tickets zijn niet meer beschikbaar."
                )
            )
        _confirm(order)
    return order


def _confirm(order: Order) -> None:
    """The order is confirmed once: its tickets are issued and mailed after the commit."""
    order.status, order.confirmed_at, order.held_until, order.ended_at = (
        OrderStatus.CONFIRMED,
        timezone.now(),
        None,
        None,
    )
    order.save(update_fields=["status", "confirmed_at", "held_until", "ended_at"])
    issue_tickets(order)
    public_id = str(order.public_id)
    transaction.on_commit(lambda: tasks.send_tickets.enqueue(public_id))


def order_cancel(*, order: Order, mail: str = "cancelled") -> bool:
    """Staff cancel an order (or the event was cancelled): tickets stop being valid, a paid order is
    refunded in full, and the buyer gets the e-mail `mail` (tasks.END_SUBJECTS; '' for none). False
    when the order had already ended."""
    with transaction.atomic():
        locked = lock_order(str(order.public_id))
        if locked is None or locked.status in (OrderStatus.CANCELLED, OrderStatus.EXPIRED):
            return False
        locked.status, locked.ended_at, locked.held_until = (
            OrderStatus.CANCELLED,
            timezone.now(),
            None,
        )
        locked.save(update_fields=["status", "ended_at", "held_until"])
        locked.tickets.update(status=TicketStatus.CANCELLED)
        public_id = str(locked.public_id)
        transaction.on_commit(lambda: tasks.end_order.enqueue(public_id, mail))
    return True


def order_resend_tickets(*, order: Order) -> Order:
    """Staff send a confirmed order's tickets again (the buyer lost the e-mail): the same tickets
    and codes, to the order's address."""
    with transaction.atomic():
        locked = lock_order(str(order.public_id))
        if locked is None or locked.status != OrderStatus.CONFIRMED:
            raise Conflict(
                gettext_noop(
                    "Alleen van een bevestigde bestelling kunnen de tickets opnieuw worden verstuurd."
                )
            )
        if not locked.tickets.filter(status=TicketStatus.VALID).exists():
            raise Conflict(gettext_noop("Deze bestelling heeft geen geldige tickets."))
        locked.tickets_sent_at = None  # send_tickets sends once per cleared mark
        locked.save(update_fields=["tickets_sent_at"])
        public_id = str(locked.public_id)
        transaction.on_commit(lambda: tasks.send_tickets.enqueue(public_id))
    return locked


def orders_expire() -> int:
    """Ends the holds that ran out (their tickets already count as free); a paid one is refunded."""
    count = 0
    for public_id in Order.objects.filter(
        status__in=HOLDING, held_until__lte=timezone.now()
    ).values_list("public_id", flat=True):
        with transaction.atomic():
            order = lock_order(str(public_id))
            if order is None or order.status not in HOLDING:
                continue
            if order.held_until is None or order.held_until > timezone.now():
                continue
            order.status, order.ended_at = OrderStatus.EXPIRED, timezone.now()
            order.save(update_fields=["status", "ended_at"])
            transaction.on_commit(lambda p=str(public_id): tasks.end_order.enqueue(p, "expired"))
            count += 1
    return count
