"""Checking tickets in at the door. Every scan carries an id chosen by the scanner: a scan sent twice
(a retry on a bad connection) gets the first answer again, so it counts once; a second, different
scan of the same ticket answers 'already used' with the time of the first."""

from __future__ import annotations

import re
import uuid

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone

from events.models import EventPage

from .models import OrderStatus, Scan, ScanResult, Ticket, TicketStatus


def normalized(code: str) -> str:
    """'k7qf 9m2x-h4td' → 'K7QF-9M2X-H4TD': people type codes with spaces, lowercase or no dashes."""
    raw = re.sub(r"[^A-Za-z0-9]", "", code).upper()
    return f"{raw[:4]}-{raw[4:8]}-{raw[8:]}" if len(raw) == 12 else raw


def _result(ticket: Ticket | None, event: EventPage, by: User) -> str:
    if ticket is None:
        return ScanResult.UNKNOWN
    if ticket.order.event_id != event.pk:
        return ScanResult.WRONG_EVENT
    if ticket.status == TicketStatus.CANCELLED or ticket.order.status != OrderStatus.CONFIRMED:
        return ScanResult.CANCELLED
    entered = Ticket.objects.filter(pk=ticket.pk, checked_in_at__isnull=True).update(
        checked_in_at=timezone.now(), checked_in_by=by
    )
    return ScanResult.VALID if entered else ScanResult.USED


def check_in(*, event: EventPage, code: str, scan_id: uuid.UUID, by: User) -> Scan:
    earlier = Scan.objects.select_related("ticket").filter(scan_id=scan_id).first()
    if earlier is not None:
        return earlier
    ticket = Ticket.objects.select_related("order").filter(code=normalized(code)).first()
    try:
        with transaction.atomic():
            return Scan.objects.create(
                scan_id=scan_id,
                event=event,
                ticket=ticket,
                code=normalized(code)[:32],
                result=_result(ticket, event, by),
                scanned_by=by,
            )
    except IntegrityError:  # the same scan, sent twice at once
        return Scan.objects.select_related("ticket").get(scan_id=scan_id)
