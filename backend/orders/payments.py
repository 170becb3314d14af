"""The payment core's news about an order's payment (purpose 'order'). Paid: the tickets stay held
while the buyer confirms by e-mail, and the confirmation mail goes out; a known buyer (a logged-in
member's own address) gets the tickets at once. A payment that arrives after
the hold ran out takes the tickets again if they are still there, else it is refunded. An unpaid end
frees the tickets at once."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from payments.models import Payment, PaymentStatus

from . import tasks
from .models import Order, OrderStatus
from .services import await_confirmation, lock_order, order_cancel, retake

UNPAID_ENDS = (PaymentStatus.FAILED, PaymentStatus.CANCELED, PaymentStatus.EXPIRED)


def order_payment_changed(payment: Payment, previous_status: str) -> None:
    with transaction.atomic():
        order = lock_order(payment.purpose_id)
        if order is None:
            return
        if payment.status == PaymentStatus.PAID:
            _paid(order)
        elif payment.status in UNPAID_ENDS and order.status == OrderStatus.RESERVED:
            order.status, order.ended_at = OrderStatus.EXPIRED, timezone.now()
            order.save(update_fields=["status", "ended_at"])


def order_charged_back(payment: Payment) -> None:
    """The buyer's bank or card issuer took the payment back: the tickets stop being valid (their
    places are free again) and nothing is refunded, since the money is back already. No mail: after
    a card dispute the one who gets the money back is often not the one who ordered."""
    order = Order.objects.select_related("event").filter(public_id=payment.purpose_id).first()
    if order is None or payment.amount_kept_cents > 0:
        return
    if order_cancel(order=order, mail="") and order.person is not None:
        from people.services import log

        log(order.person, "order_charged_back", None, event=order.event.title)


def _paid(order) -> None:
    public_id = str(order.public_id)
    now = timezone.now()
    late = order.status == OrderStatus.EXPIRED or (
        order.status == OrderStatus.RESERVED and order.held_until <= now
    )
    if order.status == OrderStatus.CANCELLED:  # cancelled by staff while the buyer paid: refund
        transaction.on_commit(lambda: tasks.end_order.enqueue(public_id, ""))
        return
    if order.status not in (OrderStatus.RESERVED, OrderStatus.EXPIRED):
        return  # already moved on: a repeated webhook
    if late and not retake(order):
        if order.status != OrderStatus.EXPIRED:
            order.status, order.ended_at = OrderStatus.EXPIRED, now
            order.save(update_fields=["status", "ended_at"])
        transaction.on_commit(lambda: tasks.end_order.enqueue(public_id, "sold_out"))
        return
    await_confirmation(order)
