"""The demo's press page (/pers): fictional spokespeople at example.org addresses, and the latest news."""

from __future__ import annotations

from wagtail.rich_text import RichText

from content.models import HomePage, PressPage

from . import texts

CONTACTS = [
    {
        "name": "Voorbeeld Woordvoerder",
        "role": "Woordvoerder landelijke politiek",
        "email": "pers@example.org",
        "phone": "+31 6 00000000",
    },
    {
        "name": "Tweede Voorbeeld",
        "role": "Woordvoerder gemeenten en provincies",
        "email": "regio-pers@example.org",
        "phone": "",
    },
]


def seed_press(home: HomePage) -> PressPage:
    page = PressPage(
        title="Pers",
        slug="pers",
        intro="Voor journalisten: onze woordvoerders en het laatste nieuws.",
        contacts=[("contact", contact) for contact in CONTACTS],
        body=[
            ("paragraph", RichText(f"<p>{texts.LOREM}</p>")),
            ("latest_news", {"title": "Laatste nieuws", "count": 3}),
        ],
    )
    home.add_child(instance=page)
    page.save_revision().publish()
    return page
