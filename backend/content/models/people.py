"""People (SPEC §2.5 /mensen/{slug}) and the editor-ordered people lists of §2.6."""

from __future__ import annotations

from django.db import models
from modelcluster.fields import ParentalKey
from modelcluster.models import ClusterableModel
from wagtail.admin.panels import FieldPanel, InlinePanel, MultiFieldPanel
from wagtail.models import Orderable
from wagtail.search import index
from wagtail.snippets.models import register_snippet

from .fields import image_field

# The lists of SPEC §2.6; /mensen/{slug} of a person never takes one of these slugs.
PEOPLE_LIST_SLUGS = ("bestuur", "eerste-kamer", "eerste-kamer-oud", "tweede-kamer", "europees-parlement")


@register_snippet
class Person(index.Indexed, ClusterableModel):
    name = models.CharField("Naam", max_length=200)
    slug = models.SlugField("Slug", max_length=100, unique=True, allow_unicode=True)
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
    search_fields = [index.SearchField("name"), index.SearchField("role"), index.AutocompleteField("name")]

    class Meta:
        verbose_name = "Persoon"
        verbose_name_plural = "Personen"
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


@register_snippet
class PeopleList(ClusterableModel):
    slug = models.SlugField(
        "Lijst", max_length=50, unique=True, choices=[(slug, slug) for slug in PEOPLE_LIST_SLUGS]
    )
    title = models.CharField("Titel", max_length=200)
    intro = models.TextField("Inleiding", blank=True)

    panels = [FieldPanel("slug"), FieldPanel("title"), FieldPanel("intro"), InlinePanel("members", label="Personen")]

    class Meta:
        verbose_name = "Personenlijst"
        verbose_name_plural = "Personenlijsten"

    def __str__(self) -> str:
        return self.title


class PeopleListMember(Orderable):
    """A person on a list, in the order the editor drags them into."""

    people_list = ParentalKey(PeopleList, on_delete=models.CASCADE, related_name="members")
    person = models.ForeignKey(Person, verbose_name="Persoon", on_delete=models.CASCADE, related_name="memberships")

    panels = [FieldPanel("person")]

    class Meta(Orderable.Meta):
        constraints = [models.UniqueConstraint(fields=["people_list", "person"], name="unique_person_per_list")]
