"""Money is integer cents; each reader reads it their own way (issue 22)."""

from __future__ import annotations


def format_euros(cents: int, language: str = "nl") -> str:
    """Dutch: 2500 → '€ 25,00', 123456789 → '€ 1.234.567,89'. English: '€25.00', '€1,234,567.89'."""
    from .i18n import ENGLISH, normalise

    euros, rest = divmod(cents, 100)
    if normalise(language) == ENGLISH:
        return f"€{euros:,}.{rest:02d}"
    return f"€ {euros:,}".replace(",", ".") + f",{rest:02d}"
