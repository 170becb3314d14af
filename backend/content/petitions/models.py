"""Petitions (SPEC §2.1 /petities, §2.5 /petities/{slug} and /bedankt): the goal is the editor's,
the count is the number of confirmed signatures (engagement.PetitionSignature)."""

from __future__ import annotations

from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.models import Page

from ..fields import image_field
from ..pages.models import BasePage


class PetitionIndexPage(BasePage):
    page_type = "petitions"
    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.PetitionPage"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Petitieoverzicht"


class PetitionPage(BasePage):
    image = image_field("Afbeelding")
    seo_image = image_field("Afbeelding voor sociale media")
    goal = models.PositiveIntegerField("Doel (aantal handtekeningen)", default=1000)
    closed = models.BooleanField("Gesloten", default=False, help_text="Een gesloten petitie toont de stand maar neemt geen handtekeningen meer aan.")
    thank_you_title = models.CharField("Titel bedankpagina", max_length=200, default="Bedankt voor uw handtekening!")
    thank_you_text = models.TextField("Tekst bedankpagina", blank=True)

    page_type = "petition"
    parent_page_types = ["content.PetitionIndexPage"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [
        FieldPanel("intro"),
        FieldPanel("image"),
        MultiFieldPanel([FieldPanel("goal"), FieldPanel("closed")], heading="Handtekeningen"),
        FieldPanel("body"),
        MultiFieldPanel([FieldPanel("thank_you_title"), FieldPanel("thank_you_text")], heading="Bedankpagina"),
    ]
    promote_panels = Page.promote_panels + [FieldPanel("seo_image")]

    class Meta:
        verbose_name = "Petitie"
        verbose_name_plural = "Petities"
