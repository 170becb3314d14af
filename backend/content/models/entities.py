"""Organisations, products and profiles (SPEC §2.11), each addressed by a uuid."""

from __future__ import annotations

import uuid

from django.db import models
from wagtail.admin.panels import FieldPanel
from wagtail.search import index
from wagtail.snippets.models import register_snippet

from .fields import image_field


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
    logo = image_field("Logo")
    website_url = models.URLField("Website", blank=True)

    panels = [FieldPanel("name"), FieldPanel("description"), FieldPanel("logo"), FieldPanel("website_url")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Organisatie"
        verbose_name_plural = "Organisaties"


@register_snippet
class Product(UuidEntity):
    image = image_field("Afbeelding")
    price_cents = models.PositiveIntegerField("Prijs in centen", default=0)
    shop_url = models.URLField("In de winkel", blank=True)

    panels = [FieldPanel("name"), FieldPanel("description"), FieldPanel("image"), FieldPanel("price_cents"), FieldPanel("shop_url")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Product"
        verbose_name_plural = "Producten"


@register_snippet
class Profile(UuidEntity):
    photo = image_field("Foto")
    role = models.CharField("Functie", max_length=200, blank=True)

    panels = [FieldPanel("name"), FieldPanel("role"), FieldPanel("description"), FieldPanel("photo")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Profiel"
        verbose_name_plural = "Profielen"
