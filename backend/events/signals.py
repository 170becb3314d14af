"""Publishing a cancelled event e-mails its ticket holders once, cancels their orders and refunds
what was paid (orders.tasks.cancel_event_orders)."""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.dispatch import receiver
from wagtail.signals import page_published

from .models import EventCancellationNotice, EventPage


@receiver(page_published, sender=EventPage)
def cancelled_event_published(sender, instance: EventPage, **kwargs) -> None:
    if not instance.canceled:
        return
    try:
        with transaction.atomic():
            EventCancellationNotice.objects.create(event=instance)
    except IntegrityError:
        return  # already done at an earlier publish
    from orders.tasks import cancel_event_orders

    transaction.on_commit(lambda: cancel_event_orders.enqueue(instance.pk))
