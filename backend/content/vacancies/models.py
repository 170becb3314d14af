"""Vacancies (SPEC §2.12: /vacatures with the nested child page /vacatures/{uuid})."""

from __future__ import annotations

import uuid

from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField
from wagtail.models import TranslatableMixin
from wagtail.search import index
from wagtail.snippets.models import register_snippet
from wagtail_localize.fields import SynchronizedField, TranslatableField

from ..blocks import body_blocks
from ..preview import SnippetPreviewMixin


@register_snippet
class Vacancy(SnippetPreviewMixin, TranslatableMixin, index.Indexed, models.Model):
    """Translated per locale (title, intro, location, body); a translation keeps the source's uuid."""

    uuid = models.UUIDField("Kenmerk", default=uuid.uuid4, editable=False)
    title = models.CharField("Functie", max_length=200)
    intro = models.TextField("Korte omschrijving", blank=True)
    location = models.CharField("Standplaats", max_length=200, blank=True)
    hours_per_week = models.PositiveSmallIntegerField("Uren per week", null=True, blank=True)
    closes_on = models.DateField("Sluitingsdatum", null=True, blank=True, help_text="Na deze dag is de vacature niet meer zichtbaar.")
    is_published = models.BooleanField("Gepubliceerd", default=True)
    body = StreamField(body_blocks(), blank=True, verbose_name="Inhoud")

    panels = [
        FieldPanel("title"),
        FieldPanel("intro"),
        MultiFieldPanel(
            [FieldPanel("location"), FieldPanel("hours_per_week"), FieldPanel("closes_on"), FieldPanel("is_published")],
            heading="Details",
        ),
        FieldPanel("body"),
    ]
    search_fields = [
        index.SearchField("title"), index.SearchField("intro"), index.AutocompleteField("title"), index.FilterField("locale")
    ]
    translatable_fields = [
        *(TranslatableField(name) for name in ("title", "intro", "location", "body")),
        *(SynchronizedField(name) for name in ("hours_per_week", "closes_on", "is_published")),
    ]

    class Meta(TranslatableMixin.Meta):
        verbose_name = "Vacature"
        verbose_name_plural = "Vacatures"
        ordering = ["closes_on", "title"]
        constraints = [models.UniqueConstraint(fields=["uuid", "locale"], name="unique_vacancy_uuid_per_locale")]

    def __str__(self) -> str:
        return self.title
