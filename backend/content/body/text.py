"""The text blocks of every page body (content/blocks.py body_blocks and article_blocks): for each,
its schema in the API and its serialiser, side by side. Rich text leaves as HTML cleaned by
core.rich_text."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from ninja import Field, Schema

from core.rich_text import rich_text_out

from .images import ImageOut, image_out
from .registry import serialises


class ParagraphBlockOut(Schema):
    type: Literal["paragraph"]
    value: str = Field(description="HTML")


@serialises(ParagraphBlockOut)
def paragraph(value: Any, locale: str) -> str:
    return rich_text_out(value.source)


class HeadingBlockOut(Schema):
    type: Literal["heading"]
    value: str


@serialises(HeadingBlockOut)
def heading(value: Any, locale: str) -> str:
    return str(value)


class ImageBlockOut(Schema):
    type: Literal["image"]
    value: ImageOut


@serialises(ImageBlockOut)
def image(value: Any, locale: str) -> dict[str, Any] | None:
    # None (the block left out) when the image was deleted.
    return image_out(value.get("image"), value.get("alt"))


class QuoteOut(Schema):
    text: str
    attribution: str


class QuoteBlockOut(Schema):
    type: Literal["quote"]
    value: QuoteOut


@serialises(QuoteBlockOut)
def quote(value: Any, locale: str) -> dict[str, Any]:
    return {"text": value["text"], "attribution": value["attribution"] or ""}


class CollapsibleOut(Schema):
    title: str
    body: str = Field(description="HTML")


class CollapsibleBlockOut(Schema):
    type: Literal["collapsible"]
    value: CollapsibleOut


@serialises(CollapsibleBlockOut)
def collapsible(value: Any, locale: str) -> dict[str, Any]:
    return {"title": value["title"] or "", "body": rich_text_out(value["body"].source)}


class VideoLinkOut(Schema):
    url: str = Field(description="On YouTube or Vimeo: the player loads only after a click")
    title: str


class VideoBlockOut(Schema):
    type: Literal["video"]
    value: VideoLinkOut


@serialises(VideoBlockOut)
def video(value: Any, locale: str) -> dict[str, Any]:
    return {"url": value["url"], "title": value["title"]}


# The bodies by StreamField (content/blocks.py): a list of blocks, each one of these by its `type`.
TextBlockOut = Annotated[
    ParagraphBlockOut | HeadingBlockOut | ImageBlockOut | QuoteBlockOut | CollapsibleBlockOut,
    Field(discriminator="type"),
]
ArticleBlockOut = Annotated[
    ParagraphBlockOut | HeadingBlockOut | ImageBlockOut | QuoteBlockOut | CollapsibleBlockOut | VideoBlockOut,
    Field(discriminator="type"),
]
