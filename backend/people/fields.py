"""The link from a record to its person, declared once for every model that has one."""

from __future__ import annotations

from django.db import models


def person_link(related_name: str) -> models.ForeignKey:
    """A record's person. Protected: a person is merged or pseudonymised, never deleted while
    records point at it. Empty only for what has no person (an anonymous gift)."""
    return models.ForeignKey(
        "people.Person",
        verbose_name="Persoon",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name=related_name,
    )


def action_language() -> models.CharField:
    """The language of the page an action was taken on (issue 22): its later mails (the receipt
    after payment, the tickets) are written in it."""
    from .models import Language

    return models.CharField(
        "Taal", max_length=2, choices=Language.choices, default=Language.DUTCH, editable=False
    )
