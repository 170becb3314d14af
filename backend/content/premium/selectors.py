"""Read queries for the premium area (SPEC §2.12), each behind the membership check: a logged-in
visitor without a membership active today gets a 403 before anything about the area is looked up."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import Forbidden, NotFound
from core.users import AnyUser
from members.selectors import has_premium_access

from ..pagination import paginate
from ..preview import preview_serializer
from ..serializers import image_out
from ..translated import DEFAULT_LOCALE
from ..translated_pages import in_locale, texts_out, translated_fields
from ..videos.selectors import video_summary_out
from .models import PremiumIndexPage, PremiumPlaylist, PremiumVideo

MEMBERS_ONLY = gettext_noop(
    "De premiumomgeving is alleen voor leden met een actief lidmaatschap. "
    "Word lid via /word-lid, of betaal uw contributie via /contributie."
)


def require_access(user: AnyUser | None) -> None:
    if not has_premium_access(user):
        raise Forbidden(MEMBERS_ONLY)


def _not_found(path: str) -> NotFound:
    return NotFound(f"Page not found: {path[:200]}")


def visible_premium_videos() -> QuerySet[PremiumVideo]:
    return (
        PremiumVideo.objects.live()
        .filter(publish_on__lte=timezone.now(), locale__language_code=DEFAULT_LOCALE)
        .select_related("image")
        .order_by("-publish_on", "-id")
    )


def visible_playlists() -> QuerySet[PremiumPlaylist]:
    return (
        PremiumPlaylist.objects.live()
        .filter(locale__language_code=DEFAULT_LOCALE)
        .select_related("image")
        .order_by("path")
    )


def _playlist_videos(playlist: PremiumPlaylist) -> list[PremiumVideo]:
    """The playlist's videos in the editor's order, leaving out unpublished or scheduled ones."""
    visible = visible_premium_videos().in_bulk([item.video_id for item in playlist.items.all()])
    return [visible[item.video_id] for item in playlist.items.all() if item.video_id in visible]


def playlist_summary_out(
    playlist: PremiumPlaylist, videos: list[PremiumVideo] | None = None
) -> dict[str, Any]:
    videos = _playlist_videos(playlist) if videos is None else videos
    return {
        "slug": playlist.slug,
        "title": playlist.title,
        "intro": playlist.intro,
        "image": image_out(playlist.image),
        "video_count": len(videos),
    }


def premium_index(
    *, user: AnyUser | None, locale: str, page: int, page_size: int
) -> dict[str, Any]:
    require_access(user)
    index = PremiumIndexPage.objects.live().filter(locale__language_code=DEFAULT_LOCALE).first()
    if index is None:
        raise _not_found("/fi-premium")
    shown = in_locale(index, locale)
    playlists = visible_playlists().prefetch_related("items") if page == 1 else []
    return {
        "title": shown.title,
        "intro": shown.intro,
        "seo_title": shown.seo_title,
        "search_description": shown.search_description,
        "locale": shown.locale.language_code,
        "playlists": [playlist_summary_out(playlist) for playlist in playlists],
        "videos": paginate(
            visible_premium_videos(), page=page, page_size=page_size, item=video_summary_out
        ),
    }


def premium_video(*, user: AnyUser | None, slug: str, locale: str) -> dict[str, Any]:
    require_access(user)
    video = visible_premium_videos().filter(slug=slug).first()
    if video is None:
        raise _not_found(f"/fi-premium/{slug}")
    return {**video_summary_out(video), **translated_fields(video, locale)}


def premium_playlist(*, user: AnyUser | None, slug: str, locale: str) -> dict[str, Any]:
    require_access(user)
    playlist = visible_playlists().filter(slug=slug).prefetch_related("items").first()
    if playlist is None:
        raise _not_found(f"/fi-premium/playlist/{slug}")
    return _playlist_out(playlist, in_locale(playlist, locale))


def _playlist_out(playlist: PremiumPlaylist, shown: PremiumPlaylist) -> dict[str, Any]:
    videos = _playlist_videos(playlist)
    return {
        **playlist_summary_out(playlist, videos),
        **texts_out(playlist, shown),
        "videos": [video_summary_out(video) for video in videos],
    }


@preview_serializer(PremiumVideo, "premium_video")
def premium_video_preview(video: PremiumVideo) -> dict[str, Any]:
    return {**video_summary_out(video), **texts_out(video, video)}


@preview_serializer(PremiumPlaylist, "premium_playlist")
def premium_playlist_preview(playlist: PremiumPlaylist) -> dict[str, Any]:
    return _playlist_out(playlist, playlist)
