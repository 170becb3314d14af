"""What a payment pays for reacts to its status changes: each purpose ('donation', 'order',
'membership') registers one handler, called after the change has been committed, once per change."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Payment

StatusHandler = Callable[["Payment", str], None]  # (payment, previous status)
_handlers: dict[str, StatusHandler] = {}


def register(purpose: str, handler: StatusHandler) -> None:
    _handlers[purpose] = handler


def notify(payment: Payment, previous_status: str) -> None:
    handler = _handlers.get(payment.purpose)
    if handler is not None:
        handler(payment, previous_status)
