"""The premium area (SPEC §2.12): /fi-premium, /fi-premium/{slug}, /fi-premium/playlist/{slug}.

Members with an active membership only: the /api/premium endpoints check that. None of these
types is a BasePage, so the generic page resolver and the sitemap never serve them, and the public
search looks at articles and positions only; their search fields serve the admin's search.
"""

from __future__ import annotations

from django.db import models
from modelcluster.fields import ParentalKey
from wagtail.admin.panels import FieldPanel, InlinePanel
from wagtail.fields import StreamField
from wagtail.models import Orderable, Page
from wagtail.search import index

from ..blocks import body_blocks
from ..news.models import ContentPage
from ..videos.models import VideoPage


class PremiumIndexPage(Page):
    """/fi-premium: its premium videos, newest first, and the playlists."""

    # Its visitor page lists the published videos and playlists; it has nothing of its own to preview.
    preview_modes: list[tuple[str, str]] = []
    intro = models.TextField("Inleiding", blank=True)

    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.PremiumVideo", "content.PremiumPlaylistFolder"]
    max_count_per_parent = 1
    content_panels = Page.content_panels + [FieldPanel("intro")]
    search_fields = Page.search_fields + [index.SearchField("intro")]

    class Meta:
        verbose_name = "Premiumomgeving"


class PremiumVideo(VideoPage):
    """/fi-premium/{slug}."""

    parent_page_types = ["content.PremiumIndexPage"]
    subpage_types: list[str] = []

    class Meta:
        verbose_name = "Premiumvideo"
        verbose_name_plural = "Premiumvideo's"


class PremiumPlaylistFolder(Page):
    """The /fi-premium/playlist folder: only its children have a visitor page."""

    # No visitor page of its own to preview (the API lists its children; content/preview.py).
    preview_modes: list[tuple[str, str]] = []
    parent_page_types = ["content.PremiumIndexPage"]
    subpage_types = ["content.PremiumPlaylist"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Premiumplaylistmap"


class PremiumPlaylist(ContentPage):
    """/fi-premium/playlist/{slug}: premium videos in the editor's order."""

    body = StreamField(body_blocks(), blank=True, verbose_name="Beschrijving")

    parent_page_types = ["content.PremiumPlaylistFolder"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [
        FieldPanel("intro"),
        FieldPanel("image"),
        FieldPanel("body"),
        InlinePanel("items", label="Video", heading="Video's in deze playlist", min_num=1),
    ]
    search_fields = ContentPage.search_fields + [index.SearchField("body")]

    class Meta:
        verbose_name = "Premiumplaylist"
        verbose_name_plural = "Premiumplaylists"


class PremiumPlaylistItem(Orderable):
    playlist = ParentalKey(PremiumPlaylist, on_delete=models.CASCADE, related_name="items")
    video = models.ForeignKey(
        PremiumVideo, verbose_name="Premiumvideo", on_delete=models.CASCADE, related_name="+"
    )

    panels = [FieldPanel("video")]

    class Meta(Orderable.Meta):
        verbose_name = "Video"
        verbose_name_plural = "Video's"
