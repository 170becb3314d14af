"""The provider chosen by the PAYMENT_PROVIDER setting: 'demo' (default) or 'mollie'."""

from __future__ import annotations

from django.conf import settings
from django.utils.module_loading import import_string

from .base import PaymentProvider

PROVIDERS = {
    "demo": "payments.providers.demo.DemoProvider",
    "mollie": "payments.providers.mollie.MollieProvider",
}


def get_provider(name: str | None = None) -> PaymentProvider:
    name = name or settings.PAYMENT_PROVIDER
    if name not in PROVIDERS:
        raise ValueError(f"Unknown PAYMENT_PROVIDER {name!r}; choose one of {sorted(PROVIDERS)}")
    return import_string(PROVIDERS[name])()
