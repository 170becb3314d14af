"""People (SPEC §2.5 /mensen/{slug}) and the editor-ordered people lists of §2.6."""

from __future__ import annotations

from django.db import models
from modelcluster.fields import ParentalKey
from modelcluster.models import ClusterableModel
from wagtail.admin.panels import FieldPanel, InlinePanel, MultiFieldPanel
from wagtail.models import Orderable, TranslatableMixin
from wagtail.search import index
from wagtail.snippets.models import register_snippet
from wagtail_localize.fields import SynchronizedField, TranslatableField

from ..fields import image_field
from ..preview import SnippetPreviewMixin

# The lists of SPEC §2.6; /mensen/{slug} of a person never takes one of these slugs.
PEOPLE_LIST_SLUGS = ("bestuur", "eerste-kamer", "eerste-kamer-oud", "tweede-kamer", "europees-parlement")


@register_snippet
class Person(SnippetPreviewMixin, TranslatableMixin, index.Indexed, ClusterableModel):
    """Translated per locale (TranslatableMixin): the role, portfolio and biography are visitor text;
    name, slug, photo and links stay the Dutch source's (wagtail-localize synchronises them)."""

    name = models.CharField("Naam", max_length=200)
    slug = models.SlugField("Slug", max_length=100, allow_unicode=True)
    photo = image_field("Foto")
    role = models.CharField("Functie", max_length=200, blank=True)
    portfolio = models.CharField("Portefeuille", max_length=300, blank=True)
    bio = models.TextField("Korte biografie", blank=True)
    twitter_url = models.URLField("Twitter", blank=True)
    facebook_url = models.URLField("Facebook", blank=True)
    instagram_url = models.URLField("Instagram", blank=True)
    linkedin_url = models.URLField("LinkedIn", blank=True)
    email = models.EmailField("Openbaar e-mailadres", blank=True)

    panels = [
        FieldPanel("name"),
        FieldPanel("slug"),
        FieldPanel("photo"),
        FieldPanel("role"),
        FieldPanel("portfolio"),
        FieldPanel("bio"),
        MultiFieldPanel(
            [FieldPanel("twitter_url"), FieldPanel("facebook_url"), FieldPanel("instagram_url"),
             FieldPanel("linkedin_url"), FieldPanel("email")],
            heading="Sociale media en contact",
        ),
    ]
    search_fields = [index.SearchField("name"), index.SearchField("role"), index.AutocompleteField("name"),
                     index.FilterField("locale")]
    translatable_fields = [
        TranslatableField("role"),
        TranslatableField("portfolio"),
        TranslatableField("bio"),
        *(SynchronizedField(name) for name in ("name", "slug", "photo", "twitter_url", "facebook_url",
                                               "instagram_url", "linkedin_url", "email")),
    ]

    class Meta(TranslatableMixin.Meta):
        verbose_name = "Persoon"
        verbose_name_plural = "Personen"
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["slug", "locale"], name="unique_person_slug_per_locale")]

    def __str__(self) -> str:
        return self.name


@register_snippet
class PeopleList(SnippetPreviewMixin, TranslatableMixin, ClusterableModel):
    """Translated per locale: title and intro; the members are the Dutch source's."""

    slug = models.SlugField("Lijst", max_length=50, choices=[(slug, slug) for slug in PEOPLE_LIST_SLUGS])
    title = models.CharField("Titel", max_length=200)
    intro = models.TextField("Inleiding", blank=True)

    panels = [FieldPanel("slug"), FieldPanel("title"), FieldPanel("intro"), InlinePanel("members", label="Personen")]
    translatable_fields = [TranslatableField("title"), TranslatableField("intro"), SynchronizedField("slug")]

    class Meta(TranslatableMixin.Meta):
        verbose_name = "Personenlijst"
        verbose_name_plural = "Personenlijsten"
        constraints = [models.UniqueConstraint(fields=["slug", "locale"], name="unique_people_list_per_locale")]

    def __str__(self) -> str:
        return self.title


class PeopleListMember(Orderable):
    """A person on a list, in the order the editor drags them into."""

    people_list = ParentalKey(PeopleList, on_delete=models.CASCADE, related_name="members")
    person = models.ForeignKey(Person, verbose_name="Persoon", on_delete=models.CASCADE, related_name="memberships")

    panels = [FieldPanel("person")]

    class Meta(Orderable.Meta):
        constraints = [models.UniqueConstraint(fields=["people_list", "person"], name="unique_person_per_list")]
