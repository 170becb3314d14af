"""Organisations, products and profiles (SPEC §2.11), each addressed by a uuid."""

from __future__ import annotations

import uuid

from django.db import models
from wagtail.admin.panels import FieldPanel
from wagtail.models import TranslatableMixin
from wagtail.search import index
from wagtail.snippets.models import register_snippet
from wagtail_localize.fields import SynchronizedField, TranslatableField

from ..fields import image_field


class UuidEntity(TranslatableMixin, index.Indexed, models.Model):
    """Translated per locale (the description, a profile's role); a translation keeps the source's
    uuid and name."""

    uuid = models.UUIDField("Kenmerk", default=uuid.uuid4, editable=False)
    name = models.CharField("Naam", max_length=200)
    description = models.TextField("Omschrijving", blank=True)

    search_fields = [
        index.SearchField("name"), index.SearchField("description"), index.AutocompleteField("name"), index.FilterField("locale")
    ]

    class Meta(TranslatableMixin.Meta):
        abstract = True
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


@register_snippet
class Organisation(UuidEntity):
    translatable_fields = [TranslatableField("description"), *(SynchronizedField(n) for n in ("name", "logo", "website_url"))]

    logo = image_field("Logo")
    website_url = models.URLField("Website", blank=True)

    panels = [FieldPanel("name"), FieldPanel("description"), FieldPanel("logo"), FieldPanel("website_url")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Organisatie"
        constraints = [models.UniqueConstraint(fields=["uuid", "locale"], name="unique_organisation_uuid_per_locale")]
        verbose_name_plural = "Organisaties"


@register_snippet
class Product(UuidEntity):
    translatable_fields = [
        TranslatableField("description"),
        *(SynchronizedField(n) for n in ("name", "image", "price_cents", "shop_url")),
    ]

    image = image_field("Afbeelding")
    price_cents = models.PositiveIntegerField("Prijs in centen", default=0)
    shop_url = models.URLField("In de winkel", blank=True)

    panels = [FieldPanel("name"), FieldPanel("description"), FieldPanel("image"), FieldPanel("price_cents"), FieldPanel("shop_url")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Product"
        constraints = [models.UniqueConstraint(fields=["uuid", "locale"], name="unique_product_uuid_per_locale")]
        verbose_name_plural = "Producten"


@register_snippet
class Profile(UuidEntity):
    translatable_fields = [TranslatableField("description"), TranslatableField("role"), *(SynchronizedField(n) for n in ("name", "photo"))]

    photo = image_field("Foto")
    role = models.CharField("Functie", max_length=200, blank=True)

    panels = [FieldPanel("name"), FieldPanel("role"), FieldPanel("description"), FieldPanel("photo")]

    class Meta(UuidEntity.Meta):
        verbose_name = "Profiel"
        constraints = [models.UniqueConstraint(fields=["uuid", "locale"], name="unique_profile_uuid_per_locale")]
        verbose_name_plural = "Profielen"
