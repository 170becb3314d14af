"""The home page, the generic page of SPEC §2.1 (a landing page built from the shared blocks) and
the fluitjes (§2.5 /fluitjes/{slug}): all served by the page resolver of selectors.py."""

from __future__ import annotations

from django.db import models
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.search import index

from ..blocks import landing_blocks, standard_page_blocks
from ..preview import PreviewMixin
from .fields import image_field


class BasePage(PreviewMixin, Page):
    intro = models.TextField("Inleiding", blank=True)
    body = StreamField(landing_blocks(), blank=True, verbose_name="Inhoud")

    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("body")]
    search_fields = Page.search_fields + [index.SearchField("intro"), index.SearchField("body")]

    # The React app renders every visitor page, the preview too (content/preview.py); Wagtail only
    # edits them.
    page_type = "standard"

    class Meta:
        abstract = True


class HomePage(BasePage):
    page_type = "home"
    parent_page_types = ["wagtailcore.Page"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Homepagina"


class StandardPage(BasePage):
    body = StreamField(standard_page_blocks(), blank=True, verbose_name="Inhoud")
    parent_page_types = ["content.HomePage", "content.StandardPage"]

    class Meta:
        verbose_name = "Pagina"
        verbose_name_plural = "Pagina's"


class FluitjeIndexPage(Page):
    """The /fluitjes folder: only its children have a visitor page."""

    # No visitor page of its own to preview (the API lists its children; content/preview.py).
    preview_modes: list[tuple[str, str]] = []
    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.FluitjePage"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Fluitjesmap"


class FluitjePage(BasePage):
    """A short campaign page with a picture at /fluitjes/{slug}."""

    image = image_field("Afbeelding")
    page_type = "fluitje"
    parent_page_types = ["content.FluitjeIndexPage"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("image"), FieldPanel("body")]

    class Meta:
        verbose_name = "Fluitje"
        verbose_name_plural = "Fluitjes"
