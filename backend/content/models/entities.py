"""Organisations, products and profiles (SPEC §2.11), each addressed by a uuid."""

from __future__ import annotations

import uuid

from django.db import models
from wagtail.admin.panels import FieldPanel
from wagtail.search import index
from wagtail.snippets.models import register_snippet


def _image(label: str) -> models.ForeignKey:
    return models.ForeignKey(
        "wagtailimages.Image", verbose_name=label, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )


class UuidEntity(index.Indexed, models.Model):
    uuid = models.UUIDField("Kenmerk", default=uuid.uuid4, unique=True, editable=False)
    name = models.CharField("Naam", max_length=200)
    description = models.TextField("Omschrijving", blank=True)

    search_fields = [index.SearchField("name"), index.SearchField("description")]

    class Meta:
        abstract = True
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


@register_snippet
class Organisation(UuidEntity):
    logo = _image("Logo")
    website_url = models.URLField("Website", blank=True)

    panels = [FieldPanel("name"), FieldPanel("description"), FieldPanel("logo"), FieldPanel("website_url")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Organisatie"
        verbose_name_plural = "Organisaties"


@register_snippet
class Product(UuidEntity):
    image = _image("Afbeelding")
    price_cents = models.PositiveIntegerField("Prijs in centen", default=0)
    shop_url = models.URLField("In de winkel", blank=True)

    panels = [FieldPanel("name"), FieldPanel("description"), FieldPanel("image"), FieldPanel("price_cents"), FieldPanel("shop_url")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Product"
        verbose_name_plural = "Producten"


@register_snippet
class Profile(UuidEntity):
    photo = _image("Foto")
    role = models.CharField("Functie", max_length=200, blank=True)

    panels = [FieldPanel("name"), FieldPanel("role"), FieldPanel("description"), FieldPanel("photo")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Profiel"
        verbose_name_plural = "Profielen"
