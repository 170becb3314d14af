"""StreamField blocks shared by the generic pages."""

from __future__ import annotations

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
