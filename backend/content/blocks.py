"""StreamField blocks shared by the generic pages."""

from __future__ import annotations

from typing import Literal

from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock


class QuoteBlock(blocks.StructBlock):
    text = blocks.TextBlock(label="Citaat")
    attribution = blocks.CharBlock(label="Bron", required=False)

    class Meta:
        icon = "openquote"
        label = "Citaat"


class ImageBlock(blocks.StructBlock):
    image = ImageChooserBlock(label="Afbeelding")
    alt = blocks.CharBlock(label="Alternatieve tekst", required=False)

    class Meta:
        icon = "image"
        label = "Afbeelding"


class CollapsibleBlock(blocks.StructBlock):
    """Shown collapsed (max height 9rem, 'LEES MEER') until opened ('SLUITEN')."""

    title = blocks.CharBlock(label="Titel", required=False)
    body = blocks.RichTextBlock(label="Tekst")

    class Meta:
        icon = "collapse-down"
        label = "Inklapbare tekst"


class VideoBlock(blocks.StructBlock):
    """A link to a video: the site loads nothing from the video host until the visitor clicks."""

    url = blocks.URLBlock(label="Video-URL (YouTube of Vimeo)")
    title = blocks.CharBlock(label="Titel")

    class Meta:
        icon = "media"
        label = "Video"


# The calls to action of SPEC §1, each a fixed path of SPEC §2 with its label from the site's texts
# (the API's type; tests/test_body_blocks.py checks that it names the choices).
CallToAction = Literal["doneer", "word-lid", "word-actief", "nieuwsbrief"]
CALL_TO_ACTION_CHOICES = [
    ("doneer", "Doneer (/doneer)"),
    ("word-lid", "Word lid (/word-lid)"),
    ("word-actief", "Word actief (/word-actief)"),
    ("nieuwsbrief", "Nieuwsbrief (/nu)"),
]


class CallToActionBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titel", required=False)
    actions = blocks.MultipleChoiceBlock(
        label="Knoppen", choices=CALL_TO_ACTION_CHOICES, default=[c for c, _ in CALL_TO_ACTION_CHOICES]
    )

    class Meta:
        icon = "pick"
        label = "Oproep tot actie"


class HeroBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titel")
    text = blocks.TextBlock(label="Tekst", required=False)
    image = ImageChooserBlock(label="Afbeelding", required=False)
    actions = blocks.MultipleChoiceBlock(label="Knoppen", choices=CALL_TO_ACTION_CHOICES, required=False)

    class Meta:
        icon = "image"
        label = "Openingsbeeld"


class AudienceCountsBlock(blocks.StructBlock):
    """The audience counts of SPEC §9; the figures themselves are the site's constants."""

    title = blocks.CharBlock(label="Titel", required=False)

    class Meta:
        icon = "group"
        label = "Bereik (volgers en leden)"


class ElectionCountdownBlock(blocks.StaticBlock):
    """SPEC §9: days until the election date of the site settings, or the texts around it."""

    class Meta:
        icon = "time"
        label = "Aftellen tot de verkiezingen"
        admin_text = "Toont het aantal dagen tot de verkiezingsdatum uit de site-instellingen."


class LatestNewsBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titel", required=False)
    count = blocks.IntegerBlock(label="Aantal artikelen", default=3, min_value=1, max_value=12)

    class Meta:
        icon = "doc-full"
        label = "Laatste nieuws"


class FaqItemBlock(blocks.StructBlock):
    question = blocks.CharBlock(label="Vraag")
    answer = blocks.RichTextBlock(label="Antwoord", features=["bold", "italic", "link", "ul", "ol"])


class FaqBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titel", required=False)
    items = blocks.ListBlock(FaqItemBlock(), label="Vragen", min_num=1)

    class Meta:
        icon = "help"
        label = "Veelgestelde vragen"


class PublishedGiftsBlock(blocks.StructBlock):
    """Party-finance law (Wfpp): the public list of gifts from givers who gave € 10.000 or more in
    a calendar year, read from the gift register when the page is served (wfpp.selectors)."""

    year = blocks.IntegerBlock(
        label="Jaar",
        required=False,
        min_value=2000,
        max_value=2100,
        help_text="Leeg: dit jaar en vorig jaar, elk met een eigen kop.",
    )

    class Meta:
        icon = "table"
        label = "Openbare lijst grote giften (Wfpp)"


def landing_blocks() -> list[tuple[str, blocks.Block]]:
    """The generic pages of SPEC §2.1 and the home page: text blocks plus the landing-page set."""
    return [
        ("hero", HeroBlock()),
        *article_blocks(),
        ("call_to_action", CallToActionBlock()),
        ("audience_counts", AudienceCountsBlock()),
        ("election_countdown", ElectionCountdownBlock()),
        ("latest_news", LatestNewsBlock()),
        ("faq", FaqBlock()),
    ]


def standard_page_blocks() -> list[tuple[str, blocks.Block]]:
    """The generic page's blocks: the landing set plus the pages the law asks for (/anbi)."""
    return [*landing_blocks(), ("published_gifts", PublishedGiftsBlock())]


def article_blocks() -> list[tuple[str, blocks.Block]]:
    return [*body_blocks(), ("video", VideoBlock())]


def body_blocks() -> list[tuple[str, blocks.Block]]:
    return [
        ("paragraph", blocks.RichTextBlock(label="Alinea")),
        ("heading", blocks.CharBlock(label="Tussenkop", form_classname="title")),
        ("image", ImageBlock()),
        ("quote", QuoteBlock()),
        ("collapsible", CollapsibleBlock()),
    ]
