"""Money is integer cents; visitors read it the Dutch way."""

from __future__ import annotations


def format_euros(cents: int) -> str:
    """2500 → '€ 25,00'; 123456789 → '€ 1.234.567,89'."""
    euros, rest = divmod(cents, 100)
    return f"€ {euros:,}".replace(",", ".") + f",{rest:02d}"
