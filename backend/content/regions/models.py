"""Municipalities, provinces and water boards (SPEC §2.7) with their representatives."""

from __future__ import annotations

from django.db import models
from modelcluster.fields import ParentalManyToManyField
from modelcluster.models import ClusterableModel
from wagtail.admin.panels import FieldPanel
from wagtail.models import TranslatableMixin
from wagtail.search import index
from wagtail.snippets.models import register_snippet
from wagtail_localize.fields import SynchronizedField, TranslatableField

from ..preview import SnippetPreviewMixin


class RegionKind(models.TextChoices):
    GEMEENTE = "gemeente", "Gemeente"
    PROVINCIE = "provincie", "Provincie"
    WATERSCHAP = "waterschap", "Waterschap"


# Visitor path prefix per kind: /gemeentes/{slug}, /provincies/{slug}, /waterschappen/{slug}.
REGION_PATHS = {RegionKind.GEMEENTE: "gemeentes", RegionKind.PROVINCIE: "provincies", RegionKind.WATERSCHAP: "waterschappen"}


@register_snippet
class Region(SnippetPreviewMixin, TranslatableMixin, index.Indexed, ClusterableModel):
    """Translated per locale: the intro; name, slug, province and representatives are the Dutch source's."""

    kind = models.CharField("Soort", max_length=20, choices=RegionKind.choices)
    name = models.CharField("Naam", max_length=200)
    slug = models.SlugField("Slug", max_length=100, allow_unicode=True)
    province = models.ForeignKey(
        "self",
        verbose_name="Provincie",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="municipalities",
        limit_choices_to={"kind": RegionKind.PROVINCIE},
    )
    intro = models.TextField("Inleiding", blank=True)
    representatives = ParentalManyToManyField(
        "content.Person", verbose_name="Volksvertegenwoordigers", blank=True, related_name="regions"
    )

    panels = [
        FieldPanel("kind"),
        FieldPanel("name"),
        FieldPanel("slug"),
        FieldPanel("province"),
        FieldPanel("intro"),
        FieldPanel("representatives"),
    ]
    search_fields = [index.SearchField("name"), index.AutocompleteField("name"), index.FilterField("kind"),
                     index.FilterField("locale")]
    translatable_fields = [
        TranslatableField("intro"),
        *(SynchronizedField(name) for name in ("kind", "name", "slug", "province", "representatives")),
    ]

    class Meta(TranslatableMixin.Meta):
        verbose_name = "Regio"
        verbose_name_plural = "Regio's"
        ordering = ["kind", "name"]
        constraints = [
            models.UniqueConstraint(fields=["kind", "slug", "locale"], name="unique_region_slug_per_kind_locale")
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.name}"
