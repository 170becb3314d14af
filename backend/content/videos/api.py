"""Videos."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Query, Router

from ..params import ERRORS, LocalePageQuery, LocaleQuery, checked_slug
from . import selectors as video_selectors
from .schemas import VideoListOut, VideoOut

router = Router(tags=["news"])  # grouped with the news in the API document, as before


@router.get("/videos", response={200: VideoListOut, **ERRORS}, summary="Published videos, newest first")
def videos(request: HttpRequest, query: Query[LocalePageQuery]):
    return video_selectors.video_list(page=query.page, page_size=query.page_size, locale=query.locale)


@router.get("/videos/{slug}", response={200: VideoOut, **ERRORS}, summary="One published video")
def video(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return video_selectors.video_detail(slug=checked_slug(slug), locale=query.locale)
