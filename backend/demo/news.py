"""Demo articles, authors, positions and videos: neutral placeholder copy about fictional people."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import (
    Article,
    ArticleIndexPage,
    Author,
    HomePage,
    Position,
    PositionIndexPage,
    Video,
    VideoIndexPage,
    Website,
)
from content.serializers import image_out

from .images import demo_image

AUTHORS = ["Anna de Vries", "Bram Jansen", "Carla Visser", "Daan Smit", "Eva Bakker", "Floris Mulder"]
TOPICS = [
    "onderwijs", "zorg", "wonen", "energie", "landbouw", "veiligheid", "bereikbaarheid", "cultuur",
    "belastingen", "democratie", "Europa", "natuur", "ondernemen", "pensioenen", "defensie",
]
ARTICLE_COUNT = 64
VIDEO_COUNT = 12
POSITION_TITLES = [
    "Onderwijs", "Zorg", "Wonen", "Energie", "Landbouw", "Veiligheid", "Verkeer en vervoer", "Cultuur",
    "Belastingen", "Democratie", "Europa", "Natuur", "Ondernemers", "Pensioenen", "Defensie", "Digitale rechten",
    "Water", "Sport", "Media", "Gemeenten", "Provincies", "Justitie", "Arbeid", "Familie", "Wetenschap",
]
PARAGRAPH = (
    "Dit is neutrale voorbeeldtekst voor de demonstratieomgeving. Ze beschrijft geen echte standpunten "
    "en citeert geen bestaande personen; redacteuren vervangen haar in het beheer."
)
WEBSITES = [Website.DEFAULT, Website.DEFAULT, Website.JFVD, Website.RENAISSANCE, Website.INTERNATIONAL]


def _body(topic: str, *, video: bool = False) -> list:
    clip = [("video", {"url": "https://www.youtube.com/watch?v=aqz-KE-bpKQ", "title": f"Video over {topic}"})]
    return [
        ("paragraph", RichText(f"<p>{PARAGRAPH}</p>")),
        ("heading", f"Achtergrond over {topic}"),
        *(clip if video else []),
        ("paragraph", RichText(f"<p>{PARAGRAPH} Dit deel gaat over {topic}.</p>")),
        ("quote", {"text": "Een voorbeeldcitaat van een fictieve woordvoerder.", "attribution": "Fictieve woordvoerder"}),
        ("collapsible", {"title": "Meer lezen", "body": RichText("".join(f"<p>{PARAGRAPH}</p>" for _ in range(4)))}),
    ]


def regional_article(news: ArticleIndexPage, region, publish_on, image=None) -> Article:
    article = Article(
        image=image,
        title=f"Nieuws uit {region.name}",
        slug=f"nieuws-{region.kind}-{region.slug}",
        intro=f"Een fictief regionaal bericht uit {region.name}.",
        publish_on=publish_on,
        region=region,
        body=_body(region.name),
    )
    return news.add_child(instance=article)


def seed_news(home: HomePage) -> ArticleIndexPage:
    images = [demo_image(seed, f"Illustratie {seed + 1}") for seed in range(8)]
    authors = []
    for i, name in enumerate(AUTHORS):
        portrait = demo_image(100 + i, f"Portret van {name}", size=(600, 600))
        slug = name.lower().replace(" ", "-")
        authors.append(Author.objects.create(name=name, slug=slug, image=portrait))

    # Renditions are made once here, not on the first visitor's request.
    for image in images + [author.image for author in authors]:
        image_out(image)

    news = home.add_child(instance=ArticleIndexPage(title="Nieuws", slug="nieuws"))
    now = timezone.now()
    for i in range(ARTICLE_COUNT):
        topic = TOPICS[i % len(TOPICS)]
        article = Article(
            title=f"Nieuwsbericht {i + 1}: een update over {topic}",
            slug=f"nieuwsbericht-{i + 1}",
            intro=f"Een korte samenvatting van een fictief nieuwsbericht over {topic}.",
            publish_on=now - timedelta(hours=7 * i + 1),
            # Pages added with add_child are live but were never "published": give them the date.
            first_published_at=now - timedelta(hours=7 * i + 1),
            last_published_at=now - timedelta(hours=7 * i + 1),
            website=WEBSITES[i % len(WEBSITES)],
            image=images[i % len(images)],
            body=_body(topic, video=i % 5 == 0),
        )
        news.add_child(instance=article)
        article.authors.set([authors[i % len(authors)]] + ([authors[(i + 2) % len(authors)]] if i % 4 == 0 else []))
        article.save()
    # One scheduled article: invisible until its publish_on has come.
    scheduled = Article(
        title="Gepland bericht voor volgende week",
        slug="gepland-bericht",
        intro="Dit bericht verschijnt pas op de geplande datum.",
        publish_on=now + timedelta(days=7),
        body=_body("de planning"),
    )
    news.add_child(instance=scheduled)

    seed_positions(home, images)
    seed_videos(home, images)
    return news


def seed_videos(home: HomePage, images: list) -> None:
    videos = home.add_child(instance=VideoIndexPage(title="Video's", slug="videos"))
    now = timezone.now()
    for i in range(VIDEO_COUNT):
        videos.add_child(
            instance=Video(
                title=f"Video {i + 1}: uitleg over {TOPICS[i % len(TOPICS)]}",
                slug=f"video-{i + 1}",
                intro="Een fictieve video voor de demonstratieomgeving.",
                video_url=f"https://www.youtube.com/watch?v=demo{i + 1:07d}",
                publish_on=now - timedelta(days=3 * i + 1),
                first_published_at=now - timedelta(days=3 * i + 1),
                last_published_at=now - timedelta(days=3 * i + 1),
                image=images[(i + 5) % len(images)],
                body=[("paragraph", RichText(f"<p>{PARAGRAPH}</p>"))],
            )
        )


def seed_positions(home: HomePage, images: list) -> None:
    positions = home.add_child(instance=PositionIndexPage(title="Standpunten", slug="standpunten"))
    now = timezone.now()
    for i, title in enumerate(POSITION_TITLES):
        # Positions are dated by their first publication (search results show it): weeks apart.
        published = now - timedelta(days=40 + 17 * i)
        positions.add_child(
            instance=Position(
                title=title,
                slug=title.lower().replace(" ", "-"),
                intro=f"Waar wij voor staan op het gebied van {title.lower()}: een neutrale voorbeeldtekst.",
                image=images[(i + 3) % len(images)],
                body=_body(title.lower()),
                first_published_at=published,
                last_published_at=published,
            )
        )
