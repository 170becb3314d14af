"""Demo premium area: the /fi-premium index, four premium videos and a playlist. Neutral placeholder
copy about fictional people; images drawn locally."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import (
    HomePage,
    PremiumIndexPage,
    PremiumPlaylist,
    PremiumPlaylistFolder,
    PremiumPlaylistItem,
    PremiumVideo,
)
from content.serializers import image_out

from .images import demo_image

INDEX = (
    "Premium",
    "Video's voor leden: achtergronden, interviews en uitleg die alleen leden met een actief "
    "lidmaatschap kunnen bekijken.",
)
INDEX_EN = (
    "Premium",
    "Videos for members: background, interviews and explanations that only members with an "
    "active membership can watch.",
)
VIDEOS = [
    (
        "ledenavond-voorjaar",
        "Terugblik op de ledenavond",
        "Een fictieve ledenavond in het voorjaar.",
    ),
    (
        "in-gesprek-met-de-penningmeester",
        "In gesprek met de penningmeester",
        "Een fictieve penningmeester vertelt hoe de begroting tot stand komt.",
    ),
    (
        "zo-werkt-een-campagne",
        "Zo werkt een campagne",
        "Van plan tot folder: een fictieve campagne.",
    ),
    (
        "vragen-van-leden",
        "Vragen van leden beantwoord",
        "Een fictief panel beantwoordt vragen van leden.",
    ),
]
PLAYLIST = (
    "achter-de-schermen",
    "Achter de schermen",
    "Drie video's over hoe de vereniging werkt, gepresenteerd door fictieve vrijwilligers.",
)
PARAGRAPH = (
    "Dit is neutrale voorbeeldtekst voor de premiumomgeving van de demonstratie. De personen in "
    "deze video's zijn fictief en de tekst citeert niemand; redacteuren vervangen haar in het beheer."
)
MEMBERS_NOTE = (
    "Deze video is alleen te zien voor leden met een actief lidmaatschap. Vragen over de inhoud "
    "beantwoordt de fictieve ledenadministratie van de demonstratie."
)


def _description() -> list:
    return [
        ("paragraph", RichText(f"<p>{PARAGRAPH}</p>")),
        ("heading", "Over deze video"),
        ("paragraph", RichText(f"<p>{MEMBERS_NOTE}</p>")),
    ]


def seed_premium(home: HomePage) -> PremiumIndexPage:
    images = [demo_image(400 + i, f"Premium illustratie {i + 1}") for i in range(len(VIDEOS))]
    for image in images:  # renditions made here, not on the first member's request
        image_out(image)
    index = home.add_child(
        instance=PremiumIndexPage(title=INDEX[0], slug="fi-premium", intro=INDEX[1])
    )
    now = timezone.now()
    videos = []
    for i, (slug, title, intro) in enumerate(VIDEOS):
        video = PremiumVideo(
            title=title,
            slug=slug,
            intro=intro,
            video_url=f"https://www.youtube.com/watch?v=prem{i + 1:07d}",
            publish_on=now - timedelta(days=5 * i + 2),
            image=images[i],
            body=_description(),
        )
        videos.append(index.add_child(instance=video))
    folder = index.add_child(instance=PremiumPlaylistFolder(title="Playlists", slug="playlist"))
    slug, title, intro = PLAYLIST
    playlist = PremiumPlaylist(
        title=title,
        slug=slug,
        intro=intro,
        image=images[0],
        body=[("paragraph", RichText(f"<p>{PARAGRAPH}</p>"))],
        items=[PremiumPlaylistItem(video=video) for video in videos[:3]],
    )
    folder.add_child(instance=playlist)
    return index

