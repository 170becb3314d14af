"""Videos (SPEC §2.1 /videos, §2.5 /videos/{slug}, the /embeds/playlist embed); the premium videos
of models/premium.py share their fields."""

from __future__ import annotations

from django.db import models
from django.utils import timezone
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.search import index

from ..blocks import body_blocks
from ..news.models import ContentPage


class VideoIndexPage(Page):
    # No visitor page of its own to preview (the API lists its children; content/preview.py).
    preview_modes: list[tuple[str, str]] = []
    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.Video"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Video-overzicht"


class VideoPage(ContentPage):
    """A video hosted elsewhere: the site shows its thumbnail and loads the player only on a click."""

    video_url = models.URLField("Video-URL (YouTube of Vimeo)")
    publish_on = models.DateTimeField("Publicatiedatum", default=timezone.now, db_index=True)
    body = StreamField(body_blocks(), blank=True, verbose_name="Beschrijving")

    content_panels = Page.content_panels + [
        FieldPanel("video_url"),
        FieldPanel("publish_on"),
        FieldPanel("intro"),
        FieldPanel("image", heading="Thumbnail"),
        FieldPanel("body"),
    ]
    search_fields = ContentPage.search_fields + [index.SearchField("body")]

    class Meta:
        abstract = True


class Video(VideoPage):
    parent_page_types = ["content.VideoIndexPage"]
    subpage_types: list[str] = []

    class Meta:
        verbose_name = "Video"
        verbose_name_plural = "Video's"
