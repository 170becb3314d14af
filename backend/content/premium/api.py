"""The premium area (SPEC §2.12): members with an active membership only. No session answers 401,
a session without such a membership 403 (before any lookup, so it tells nothing about what exists),
then 404 for what is not there. Answers are never stored by a cache."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router
from ninja.security import django_auth

from core.schemas import ErrorOut

from ..params import LocaleQuery, PageQuery
from ..videos.schemas import VideoOut
from . import selectors as premium
from .schemas import PremiumIndexOut, PremiumPlaylistOut

router = Router(tags=["premium"], auth=django_auth)
ERRORS = {401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 422: ErrorOut}
PRIVATE = "private, no-store"


class IndexQuery(LocaleQuery, PageQuery):
    pass


@router.get(
    "", response={200: PremiumIndexOut, **ERRORS}, summary="The premium area: videos, playlists"
)
def premium_index(request: HttpRequest, response: HttpResponse, query: Query[IndexQuery]):
    response["Cache-Control"] = PRIVATE
    return premium.premium_index(
        user=request.auth, locale=query.locale, page=query.page, page_size=query.page_size
    )


@router.get("/videos/{slug}", response={200: VideoOut, **ERRORS}, summary="One premium video")
def premium_video(
    request: HttpRequest, response: HttpResponse, slug: str, query: Query[LocaleQuery]
):
    response["Cache-Control"] = PRIVATE
    return premium.premium_video(user=request.auth, slug=slug, locale=query.locale)


@router.get(
    "/playlists/{slug}",
    response={200: PremiumPlaylistOut, **ERRORS},
    summary="One premium playlist",
)
def premium_playlist(
    request: HttpRequest, response: HttpResponse, slug: str, query: Query[LocaleQuery]
):
    response["Cache-Control"] = PRIVATE
    return premium.premium_playlist(user=request.auth, slug=slug, locale=query.locale)
