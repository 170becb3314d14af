"""Schemas of the video API."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from ..body.images import ImageOut
from ..body.text import TextBlockOut


class VideoSummaryOut(Schema):
    slug: str
    title: str
    intro: str
    publish_on: datetime
    video_url: str
    image: ImageOut | None
    locale: Literal["nl", "en"] = Field(
        description="The language of title and intro: nl where no English translation exists"
    )


class VideoListOut(Schema):
    items: list[VideoSummaryOut]
    count: int
    page: int
    num_pages: int


class VideoOut(VideoSummaryOut):
    body: list[TextBlockOut]
    seo_title: str
    search_description: str
    seo_image: ImageOut | None
