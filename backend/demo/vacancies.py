"""Fictional vacancies: four open, one closed (which the site no longer shows)."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import Vacancy

OPEN = [
    ("Beleidsmedewerker onderwijs", "Den Haag", 32),
    ("Campagnecoördinator", "Amsterdam", 36),
    ("Webredacteur", "Den Haag", 24),
    ("Officemanager", "Utrecht", 32),
]
TEXT = "Neutrale voorbeeldtekst voor een fictieve vacature in de demonstratieomgeving."


def seed_vacancies() -> None:
    today = timezone.localdate()
    for i, (title, location, hours) in enumerate(OPEN):
        Vacancy.objects.create(
            title=title,
            intro=f"Wij zoeken een {title.lower()} (m/v/x).",
            location=location,
            hours_per_week=hours,
            closes_on=today + timedelta(days=14 + 7 * i),
            body=[("heading", "Wat gaat u doen?"), ("paragraph", RichText(f"<p>{TEXT}</p>")),
                  ("heading", "Wie bent u?"), ("paragraph", RichText(f"<p>{TEXT}</p>"))],
        )
    Vacancy.objects.create(title="Stagiair communicatie", intro="Deze vacature is gesloten.", closes_on=today - timedelta(days=1))
