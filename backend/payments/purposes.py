"""What a payment pays for reacts to its status changes: each purpose ('donation', 'order',
'membership') registers one handler, called after the change has been committed, once per change.

A purpose with subscriptions may also register a `charge` handler: a subscription's automatic charge
arrives as a payment we never created, and the purpose names (and may first create) the record that
charge pays for. It must be idempotent per provider payment id: webhooks come twice, and at once.

A purpose may register a `charged_back` handler too: a paid payment the payer's bank took back later
(a SEPA reversal within 8 weeks, a card dispute) stays paid at the provider with an amount charged
back. The handler is called once per rise of that amount, after commit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Payment, Subscription
    from .providers.base import ProviderPayment

StatusHandler = Callable[["Payment", str], None]  # (payment, previous status)
ChargeHandler = Callable[["Subscription", "ProviderPayment"], str]  # → the charge's purpose_id
_handlers: dict[str, StatusHandler] = {}
ChargedBackHandler = Callable[["Payment"], None]
_charge_handlers: dict[str, ChargeHandler] = {}
_charged_back_handlers: dict[str, ChargedBackHandler] = {}


def register(
    purpose: str,
    handler: StatusHandler,
    *,
    charge: ChargeHandler | None = None,
    charged_back: ChargedBackHandler | None = None,
) -> None:
    _handlers[purpose] = handler
    if charge is not None:
        _charge_handlers[purpose] = charge
    if charged_back is not None:
        _charged_back_handlers[purpose] = charged_back


def notify(payment: Payment, previous_status: str) -> None:
    handler = _handlers.get(payment.purpose)
    if handler is not None:
        handler(payment, previous_status)


def notify_charged_back(payment: Payment) -> None:
    handler = _charged_back_handlers.get(payment.purpose)
    if handler is not None:
        handler(payment)


def charge_purpose_id(subscription: Subscription, remote: ProviderPayment) -> str:
    """What a subscription's charge pays for: the purpose's own record, or else the subscription's."""
    handler = _charge_handlers.get(subscription.purpose)
    return handler(subscription, remote) if handler is not None else subscription.purpose_id
