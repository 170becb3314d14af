"""Read queries for videos."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from core.errors import NotFound

from ..pagination import paginate
from ..preview import preview_serializer
from ..serializers import image_out, renditions_prefetch
from ..translated import DEFAULT_LOCALE, content_locale
from ..translated_pages import in_locale_each, texts_out, translated_fields
from .models import Video


def visible_videos() -> QuerySet[Video]:
    return (
        Video.objects.live()
        .public()
        .filter(publish_on__lte=timezone.now(), locale__language_code=DEFAULT_LOCALE)
        .select_related("image")
        .prefetch_related(renditions_prefetch("image"))
        .order_by("-publish_on", "-id")
    )


def video_summary_out(
    video: Video, shown: Video | None = None, locale: str = DEFAULT_LOCALE
) -> dict[str, Any]:
    """A video as lists show it; `shown` is it in the list's language (in_locale_each)."""
    shown = shown or video
    return {
        "slug": video.slug,
        "title": shown.title,
        "intro": shown.intro,
        "publish_on": video.publish_on,
        "video_url": video.video_url,
        "image": image_out(video.image),
        "locale": content_locale(video, shown, locale),
    }


def video_list(*, page: int, page_size: int, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
    def each(videos: list[Video]) -> list[dict[str, Any]]:
        return [
            video_summary_out(video, shown, locale)
            for video, shown in zip(videos, in_locale_each(videos, locale), strict=True)
        ]

    return paginate(visible_videos(), page=page, page_size=page_size, each=each)


def video_detail(*, slug: str, locale: str) -> dict[str, Any]:
    video = visible_videos().filter(slug=slug).first()
    if video is None:
        raise NotFound(f"Page not found: /videos/{slug}")
    return {**video_summary_out(video), **translated_fields(video, locale)}


@preview_serializer(Video, "video")
def video_preview(video: Video) -> dict[str, Any]:
    return {**video_summary_out(video), **texts_out(video, video)}
