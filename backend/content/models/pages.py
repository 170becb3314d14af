"""Page types of the foundation: the home page and the generic page that every route shows until
its own screen exists. Later content types (articles, positions, events …) live beside these."""

from __future__ import annotations

from django.db import models
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.search import index

from ..blocks import body_blocks


class BasePage(Page):
    intro = models.TextField("Inleiding", blank=True)
    body = StreamField(body_blocks(), blank=True, verbose_name="Inhoud")

    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("body")]
    search_fields = Page.search_fields + [index.SearchField("intro"), index.SearchField("body")]

    # The React app renders every visitor page; Wagtail only edits and previews them.
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
    parent_page_types = ["content.HomePage", "content.StandardPage"]

    class Meta:
        verbose_name = "Pagina"
        verbose_name_plural = "Pagina's"
