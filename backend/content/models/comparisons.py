"""Comparison pages (SPEC §2.4): a side-by-side table of positions, one structured row per topic."""

from __future__ import annotations

from django.db import models
from modelcluster.fields import ParentalKey
from wagtail.admin.panels import FieldPanel, InlinePanel, MultiFieldPanel
from wagtail.models import Orderable, Page

from .pages import BasePage


class ComparisonPage(BasePage):
    our_party = models.CharField("Eigen partij", max_length=60, default="FVD")
    other_party = models.CharField("Andere partij", max_length=60)

    page_type = "comparison"
    parent_page_types = ["content.HomePage"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [
        FieldPanel("intro"),
        MultiFieldPanel([FieldPanel("our_party"), FieldPanel("other_party")], heading="Partijen"),
        InlinePanel("rows", label="Onderwerp", heading="Vergelijking per onderwerp", min_num=1),
        FieldPanel("body"),
    ]

    class Meta:
        verbose_name = "Vergelijkingspagina"
        verbose_name_plural = "Vergelijkingspagina's"


class ComparisonRow(Orderable):
    page = ParentalKey(ComparisonPage, on_delete=models.CASCADE, related_name="rows")
    topic = models.CharField("Onderwerp", max_length=120)
    ours = models.TextField("Standpunt eigen partij")
    theirs = models.TextField("Standpunt andere partij")
    position = models.ForeignKey(
        "content.Position",
        verbose_name="Ons standpunt (pagina)",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Optioneel: de standpuntpagina waar bezoekers meer lezen.",
    )

    panels = [FieldPanel("topic"), FieldPanel("ours"), FieldPanel("theirs"), FieldPanel("position")]

    class Meta(Orderable.Meta):
        verbose_name = "Onderwerp"
        verbose_name_plural = "Onderwerpen"
