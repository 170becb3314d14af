"""Schemas of the premium area's API."""

from __future__ import annotations

from typing import Literal

from ninja import Schema

from ..body.images import ImageOut
from ..body.text import TextBlockOut
from ..videos.schemas import VideoListOut, VideoSummaryOut


class PremiumPlaylistSummaryOut(Schema):
    slug: str
    title: str
    intro: str
    image: ImageOut | None
    video_count: int


class PremiumIndexOut(Schema):
    title: str
    intro: str
    seo_title: str
    search_description: str
    locale: Literal["nl", "en"]
    playlists: list[PremiumPlaylistSummaryOut]
    videos: VideoListOut


class PremiumPlaylistOut(PremiumPlaylistSummaryOut):
    body: list[TextBlockOut]
    seo_title: str
    search_description: str
    seo_image: ImageOut | None
    locale: Literal["nl", "en"]
    videos: list[VideoSummaryOut]
