"""News articles with their authors, and the party's positions (SPEC §3 Article)."""

from __future__ import annotations

from django.db import models
from django.utils import timezone
from modelcluster.fields import ParentalManyToManyField
from modelcluster.models import ClusterableModel
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.search import index
from wagtail.snippets.models import register_snippet

from ..blocks import article_blocks, body_blocks
from ..fields import image_field
from ..preview import PreviewMixin, SnippetPreviewMixin


class Website(models.TextChoices):
    DEFAULT = "default", "Standaard"
    JFVD = "jfvd", "JFVD"
    RENAISSANCE = "renaissance", "Renaissance Instituut"
    INTERNATIONAL = "international", "FVD International"



@register_snippet
class Author(SnippetPreviewMixin, index.Indexed, ClusterableModel):
    name = models.CharField("Naam", max_length=200)
    slug = models.SlugField("Slug", max_length=100, unique=True, allow_unicode=True)
    image = image_field("Foto")

    panels = [FieldPanel("name"), FieldPanel("slug"), FieldPanel("image")]
    search_fields = [index.SearchField("name"), index.AutocompleteField("name")]

    class Meta:
        verbose_name = "Auteur"
        verbose_name_plural = "Auteurs"
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class ContentPage(PreviewMixin, Page):
    """Fields shared by articles and positions."""

    intro = models.TextField("Inleiding", blank=True)
    image = image_field("Afbeelding")
    seo_image = image_field("Afbeelding voor sociale media")

    search_fields = Page.search_fields + [index.SearchField("intro")]
    promote_panels = Page.promote_panels + [FieldPanel("seo_image")]

    class Meta:
        abstract = True

    def search_text(self) -> str:
        """Title, introduction and body in the Dutch word forms the visitors' search matches."""
        from search.indexing import page_search_text

        return page_search_text(self)


class ArticleIndexPage(Page):
    """/nieuws: the articles below it are listed by the API, newest first."""

    # No visitor page of its own to preview (the API lists its children; content/preview.py).
    preview_modes: list[tuple[str, str]] = []
    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.Article"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Nieuwsoverzicht"


class Article(ContentPage):
    publish_on = models.DateTimeField(
        "Publicatiedatum",
        default=timezone.now,
        db_index=True,
        help_text="Een artikel met een datum in de toekomst is nergens zichtbaar tot dat moment.",
    )
    website = models.CharField("Website", max_length=20, choices=Website.choices, default=Website.DEFAULT)
    authors = ParentalManyToManyField(Author, verbose_name="Auteurs", blank=True, related_name="articles")
    body = StreamField(article_blocks(), blank=True, verbose_name="Inhoud")
    region = models.ForeignKey(
        "content.Region",
        verbose_name="Regio",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="articles",
        help_text="Regionaal nieuws verschijnt op de pagina van de regio in plaats van op /nieuws.",
    )

    parent_page_types = ["content.ArticleIndexPage"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [
        MultiFieldPanel(
            [FieldPanel("publish_on"), FieldPanel("website"), FieldPanel("authors"), FieldPanel("region")],
            heading="Publicatie",
        ),
        FieldPanel("intro"),
        FieldPanel("image"),
        FieldPanel("body"),
    ]
    search_fields = ContentPage.search_fields + [
        index.SearchField("body"),
        index.FilterField("publish_on"),
        index.FilterField("region"),
        index.AutocompleteField("search_text"),
    ]

    class Meta:
        verbose_name = "Artikel"
        verbose_name_plural = "Artikelen"


class PositionIndexPage(Page):
    """/standpunten: positions in the order the editors give them in the page tree."""

    # No visitor page of its own to preview (the API lists its children; content/preview.py).
    preview_modes: list[tuple[str, str]] = []
    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.Position"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Standpuntenoverzicht"


class Position(ContentPage):
    body = StreamField(body_blocks(), blank=True, verbose_name="Inhoud")

    parent_page_types = ["content.PositionIndexPage"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("image"), FieldPanel("body")]
    search_fields = ContentPage.search_fields + [index.SearchField("body"), index.AutocompleteField("search_text")]

    class Meta:
        verbose_name = "Standpunt"
        verbose_name_plural = "Standpunten"
