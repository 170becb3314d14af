"""Background jobs of ticket orders: the e-mail asking to confirm, the tickets (QR codes, PDF and
.ics), and the end of an order (refund of what was paid, and a word to the buyer)."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django_tasks import task

from core.errors import DomainError
from core.i18n import pick
from core.mail import inline_image, send_templated
from core.money import format_euros

logger = logging.getLogger(__name__)

END_SUBJECTS = {
    "expired": "Uw bestelling is verlopen",
    "sold_out": "Uw tickets waren helaas uitverkocht",
    "cancelled": "Uw bestelling is geannuleerd",
    "event_cancelled": "Het evenement gaat niet door",
}
END_SUBJECTS_EN = {
    "expired": "Your order has expired",
    "sold_out": "Unfortunately your tickets had sold out",
    "cancelled": "Your order has been cancelled",
    "event_cancelled": "The event will not take place",
}


def _order(public_id: str):
    from .models import Order

    return Order.objects.select_related("event").filter(public_id=public_id).first()


def _context(order) -> dict:
    from . import documents, links

    return {
        "order": order,
        "event": order.event,
        "title": documents.title(order),
        "when": documents.when(order),
        "address": documents.address(order),
        "lines": documents.price_lines(order),
        "total": documents.free(order)
        if order.is_free
        else format_euros(order.total_cents, order.language),
        "confirm_url": links.confirm_url(order),
        "tickets_url": links.tickets_url(order),
        "hold_hours": settings.TICKET_CONFIRM_HOLD_HOURS,
    }


@task(backend="background")
def send_confirmation_request(public_id: str) -> None:
    from .models import OrderStatus

    order = _order(public_id)
    if order is None or order.status != OrderStatus.AWAITING_CONFIRMATION:
        return
    context = _context(order)
    send_templated(
        to=order.email,
        subject=pick(
            order.language,
            nl=f"Bevestig uw bestelling voor {context['title']}",
            en=f"Please confirm your order for {context['title']}",
        ),
        template="orders/mail/confirm",
        language=order.language,
        context=context,
    )


@task(backend="background")
def send_tickets(public_id: str) -> None:
    from . import documents
    from .models import Order, OrderStatus

    with transaction.atomic():
        order = (
            Order.objects.select_for_update(of=("self",))
            .select_related("event")
            .filter(public_id=public_id)
            .first()
        )
        if order is None or order.status != OrderStatus.CONFIRMED or order.tickets_sent_at:
            return
        order.tickets_sent_at = timezone.now()
        order.save(update_fields=["tickets_sent_at"])
        tickets = list(order.tickets.all())
        context = _context(order)
        send_templated(
            to=order.email,
            subject=pick(
                order.language,
                nl=f"Uw tickets voor {context['title']}",
                en=f"Your tickets for {context['title']}",
            ),
            template="orders/mail/tickets",
            language=order.language,
            context={**context, "tickets": tickets},
            images=[inline_image(documents.qr_png(t.code), f"ticket-{t.code}") for t in tickets],
            attachments=[
                ("tickets.pdf", documents.tickets_pdf(order, tickets), "application/pdf"),
                (
                    pick(order.language, nl="evenement.ics", en="event.ics"),
                    documents.order_ics(order),
                    "text/calendar",
                ),
            ],
        )


@task(backend="background")
def end_order(public_id: str, reason: str) -> None:
    """After an order ended: refund what was paid (once), then tell the buyer why (unless reason is
    empty). An unpaid order that simply ran out gets no e-mail."""
    from payments.models import Payment, PaymentStatus
    from payments.services import payment_refund

    from .models import HOLDING

    order = _order(public_id)
    if order is None or order.status in HOLDING:
        return  # taken again by a late payment meanwhile
    payment = Payment.objects.filter(
        purpose="order", purpose_id=public_id, status=PaymentStatus.PAID
    ).first()
    if payment is not None and payment.amount_kept_cents > 0:
        try:
            payment_refund(
                payment=payment,
                amount_cents=payment.amount_kept_cents,
                reason=f"Tickets {order.event.title}",
            )
        except DomainError:  # refunded by a simultaneous run of this job
            logger.info("Order %s was already refunded", public_id)
    refunded = payment is not None
    if not reason or (reason == "expired" and not refunded):
        return
    send_templated(
        to=order.email,
        subject=pick(order.language, nl=END_SUBJECTS, en=END_SUBJECTS_EN)[reason],
        template="orders/mail/ended",
        language=order.language,
        context={**_context(order), "reason": reason, "refunded": refunded},
    )


@task(backend="background")
def cancel_event_orders(event_id: int) -> None:
    from .models import Order, OrderStatus
    from .services import order_cancel

    orders = Order.objects.filter(event_id=event_id).exclude(
        status__in=[OrderStatus.CANCELLED, OrderStatus.EXPIRED]
    )
    for order in orders:
        order_cancel(order=order, mail="event_cancelled")
