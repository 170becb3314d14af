"""Demo landing pages, fluitjes, petitions with signatures and the comparison pages: neutral
placeholder copy. The comparison rows describe no real party's views: they only show the layout."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import (
    ComparisonPage,
    ComparisonRow,
    FluitjeIndexPage,
    FluitjePage,
    HomePage,
    PetitionIndexPage,
    PetitionPage,
    Position,
)
from content.serializers import image_out
from engagement.models import PetitionSignature

from . import texts
from .images import demo_image

ALL_ACTIONS = ["doneer", "word-lid", "word-actief", "nieuwsbrief"]
FAQ = [
    ("Wat is dit voor pagina?", "Een voorbeeld van een actiepagina in de demonstratieomgeving."),
    ("Hoe pas ik deze tekst aan?", "Redacteuren passen elke blok aan in het beheer onder /cms/."),
    ("Kan ik meedoen?", "Ja: word lid, word actief of meld u aan voor de nieuwsbrief."),
]


def home_body() -> list:
    """Below the home page's hero, events and newsletter: the countdown, the calls to action, the
    latest news and the audience counts."""
    titles = ("Doe mee", "Laatste nieuws", "Ons bereik")
    return [
        ("election_countdown", None),
        ("call_to_action", {"title": titles[0], "actions": ALL_ACTIONS}),
        ("latest_news", {"title": titles[1], "count": 3}),
        ("audience_counts", {"title": titles[2]}),
    ]


def landing_body(title: str, image) -> list:
    """Hero, text, countdown, calls to action, FAQ and audience: the shared landing-page set."""
    return [
        (
            "hero",
            {"title": title, "text": texts.LOREM, "image": image, "actions": ["word-lid", "doneer"]},
        ),
        ("paragraph", RichText(f"<p>{texts.LOREM_2}</p>")),
        ("election_countdown", None),
        ("call_to_action", {"title": "Steun ons", "actions": ALL_ACTIONS}),
        (
            "faq",
            {
                "title": "Veelgestelde vragen",
                "items": [{"question": q, "answer": RichText(f"<p>{a}</p>")} for q, a in FAQ],
            },
        ),
        ("audience_counts", {"title": "Samen met velen"}),
    ]


def landing_image():
    image = demo_image(204, "Illustratie actiepagina")  # the party colour (images.PALETTES[0])
    image_out(image)  # renditions made now, not on the first visit
    return image


def seed_fluitjes(home: HomePage, image) -> None:
    folder = home.add_child(instance=FluitjeIndexPage(title="Fluitjes", slug="fluitjes"))
    for i, topic in enumerate(["de wijk", "het dorpsplein", "de bibliotheek"], start=1):
        folder.add_child(
            instance=FluitjePage(
                title=f"Fluitje {i}: aandacht voor {topic}",
                slug=f"fluitje-{i}",
                intro=f"Een kort fictief signaal over {topic}.",
                image=image,
                body=[("paragraph", RichText(f"<p>{texts.LOREM}</p>"))],
            )
        )


PETITIONS = [
    # slug, title, goal, confirmed, unconfirmed, closed
    ("meer-groen-in-de-stad", "Meer groen in de stad", 5000, 3210, 40, False),
    ("behoud-het-buurthuis", "Behoud het buurthuis", 2000, 1250, 15, False),
    ("veilige-fietsroutes", "Veilige fietsroutes naar school", 1000, 1000, 0, True),
    # Also shown at /petitie-voor-vrede, without header and footer (SPEC §2.1, §2.15).
    ("petitie-voor-vrede", "Petitie voor vrede", 10000, 4321, 25, False),
]


def seed_petitions(home: HomePage, image) -> None:
    index = home.add_child(
        instance=PetitionIndexPage(
            title="Petities", slug="petities", intro="Teken en laat uw stem horen."
        )
    )
    now = timezone.now()
    for slug, title, goal, confirmed, unconfirmed, closed in PETITIONS:
        petition = index.add_child(
            instance=PetitionPage(
                title=title,
                slug=slug,
                intro=f"Een fictieve petitie: {title.lower()}.",
                image=image,
                goal=goal,
                closed=closed,
                body=[("paragraph", RichText(f"<p>{texts.LOREM}</p><p>{texts.LOREM_2}</p>"))],
                thank_you_text="Deel de petitie met vrienden en familie: hoe meer handtekeningen, hoe sterker het signaal.",
            )
        )
        PetitionSignature.objects.bulk_create(
            PetitionSignature(
                petition=petition,
                first_name="Voorbeeld",
                last_name=f"Ondertekenaar {n}",
                email=f"ondertekenaar-{slug}-{n}@example.org",
                consent_at=now - timedelta(minutes=n),
                consent_version="petitie-1-nl",
                confirmed_at=now - timedelta(minutes=n) if n < confirmed else None,
            )
            for n in range(confirmed + unconfirmed)
        )


COMPARISONS = [
    # slug, other party
    ("de-verschillen-tussen-fvd-en-bbb", "BBB"),
    ("de-verschillen-tussen-fvd-en-pvv", "PVV"),
    (texts.COMPARISON_HASH, "partij X"),
]
TOPICS = ["Onderwijs", "Zorg", "Wonen", "Energie", "Europa"]


def seed_comparisons(home: HomePage) -> None:
    positions = {p.title: p for p in Position.objects.filter(title__in=TOPICS)}
    for slug, other in COMPARISONS:
        page = ComparisonPage(
            title=f"De verschillen tussen FVD en {other}",
            slug=slug,
            intro="Voorbeeldvergelijking in de demonstratieomgeving: de redactie vult de standpunten in.",
            other_party=other,
        )
        page.rows = [
            ComparisonRow(
                sort_order=order,
                topic=topic,
                ours="Voorbeeldtekst: hier vat de redactie ons standpunt over dit onderwerp samen.",
                theirs=f"Voorbeeldtekst: hier komt de samenvatting van het standpunt van {other}, met bron.",
                position=positions.get(topic),
            )
            for order, topic in enumerate(TOPICS)
        ]
        home.add_child(instance=page)
