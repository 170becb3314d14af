"""The home page, the generic page of SPEC §2.1 (a landing page built from the shared blocks) the
fluitjes (§2.5 /fluitjes/{slug}), the comparison pages (§2.4: a side-by-side table of positions,
one structured row per topic) and the press page (its spokespeople, each reachable by mail or phone):
all served by the page resolver of selectors.py."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import models
from modelcluster.fields import ParentalKey
from wagtail import blocks
from wagtail.admin.panels import FieldPanel, InlinePanel, MultiFieldPanel, PageChooserPanel
from wagtail.fields import StreamField
from wagtail.models import Orderable, Page
from wagtail.search import index

from ..blocks import landing_blocks, standard_page_blocks
from ..fields import image_field
from ..preview import PreviewMixin


class BasePage(PreviewMixin, Page):
    intro = models.TextField("Inleiding", blank=True)
    body = StreamField(landing_blocks(), blank=True, verbose_name="Inhoud")

    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("body")]
    search_fields = Page.search_fields + [index.SearchField("intro"), index.SearchField("body")]

    # The React app renders every visitor page, the preview too (content/preview.py); Wagtail only
    # edits them.
    page_type = "standard"

    class Meta:
        abstract = True


def _link_fields(label: str) -> tuple[models.CharField, models.ForeignKey, models.CharField]:
    """A button of the home page's hero: its text and where it leads (a page of the site or an
    address)."""
    return (
        models.CharField(f"{label}: tekst", max_length=40, blank=True),
        models.ForeignKey(
            "wagtailcore.Page",
            verbose_name=f"{label}: pagina",
            null=True,
            blank=True,
            on_delete=models.SET_NULL,
            related_name="+",
        ),
        models.CharField(
            f"{label}: adres",
            max_length=300,
            blank=True,
            help_text="Een pad op deze site (/word-lid) of een volledig adres (https://…); leeg als u een pagina kiest.",
        ),
    )


class HomePage(BasePage):
    """The home page opens with a hero (issue 24): a picture or a video the site knows, a headline,
    a short lead and one or two buttons; the body's blocks follow."""

    hero_title = models.CharField(
        "Kop", max_length=120, blank=True, help_text="De grote kop bovenaan; leeg: de paginatitel."
    )
    hero_lead = models.TextField("Korte inleiding", max_length=300, blank=True)
    hero_image = image_field("Afbeelding")
    hero_video = models.ForeignKey(
        "content.Video",
        verbose_name="Video",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Een video van de site; de speler laadt pas na een klik van de bezoeker. "
        "Zonder afbeelding toont de kop de thumbnail van de video.",
    )
    hero_primary_label, hero_primary_page, hero_primary_url = _link_fields("Hoofdknop")
    hero_secondary_label, hero_secondary_page, hero_secondary_url = _link_fields("Tweede knop")

    page_type = "home"
    parent_page_types = ["wagtailcore.Page"]
    max_count_per_parent = 1
    content_panels = Page.content_panels + [
        MultiFieldPanel(
            [
                FieldPanel("hero_title"),
                FieldPanel("hero_lead"),
                FieldPanel("hero_image"),
                FieldPanel("hero_video"),
                FieldPanel("hero_primary_label"),
                PageChooserPanel("hero_primary_page"),
                FieldPanel("hero_primary_url"),
                FieldPanel("hero_secondary_label"),
                PageChooserPanel("hero_secondary_page"),
                FieldPanel("hero_secondary_url"),
            ],
            heading="Openingsbeeld",
        ),
        FieldPanel("intro"),
        FieldPanel("body"),
    ]
    search_fields = BasePage.search_fields + [
        index.SearchField("hero_title"),
        index.SearchField("hero_lead"),
    ]

    class Meta:
        verbose_name = "Homepagina"

    def clean(self) -> None:
        super().clean()
        errors: dict[str, str] = {}
        for which in ("primary", "secondary"):
            label, page, url = (
                getattr(self, f"hero_{which}_{part}") for part in ("label", "page", "url")
            )
            if page and url:
                errors[f"hero_{which}_url"] = "Kies een pagina of vul een adres in, niet allebei."
            elif (page or url) and not label:
                errors[f"hero_{which}_label"] = "Een knop heeft een tekst nodig."
            elif label and not (page or url):
                errors[f"hero_{which}_label"] = (
                    "Kies een pagina of vul een adres in voor deze knop."
                )
            if url and not (
                url.startswith("/") and not url.startswith("//") or url.startswith("https://")
            ):
                errors[f"hero_{which}_url"] = (
                    "Een pad dat met / begint, of een adres dat met https:// begint."
                )
        if errors:
            raise ValidationError(errors)


class StandardPage(BasePage):
    body = StreamField(standard_page_blocks(), blank=True, verbose_name="Inhoud")
    parent_page_types = ["content.HomePage", "content.StandardPage"]

    class Meta:
        verbose_name = "Pagina"
        verbose_name_plural = "Pagina's"


class FluitjeIndexPage(Page):
    """The /fluitjes folder: only its children have a visitor page."""

    # No visitor page of its own to preview (the API lists its children; content/preview.py).
    preview_modes: list[tuple[str, str]] = []
    parent_page_types = ["content.HomePage"]
    subpage_types = ["content.FluitjePage"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Fluitjesmap"


class FluitjePage(BasePage):
    """A short campaign page with a picture at /fluitjes/{slug}."""

    image = image_field("Afbeelding")
    page_type = "fluitje"
    parent_page_types = ["content.FluitjeIndexPage"]
    subpage_types: list[str] = []
    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("image"), FieldPanel("body")]

    class Meta:
        verbose_name = "Fluitje"
        verbose_name_plural = "Fluitjes"


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


class PressContactBlock(blocks.StructBlock):
    """One spokesperson of the press page: who, for what, and how a journalist reaches them."""

    name = blocks.CharBlock(label="Naam", max_length=80)
    role = blocks.CharBlock(label="Functie of onderwerpen", max_length=120, required=False)
    email = blocks.EmailBlock(label="E-mailadres")
    phone = blocks.RegexBlock(
        label="Telefoon",
        regex=r"^\+?\(?[0-9][0-9 ()-]{7,19}$",
        error_messages={"invalid": "Een telefoonnummer van cijfers, met spaties, streepjes of haakjes."},
        required=False,
    )

    class Meta:
        icon = "user"
        label = "Perscontact"


class PressPage(BasePage):
    """The press page (a /{name} page, e.g. /pers): its spokespeople as structured contacts, then the
    page's blocks (the latest news, a FAQ, …)."""

    contacts = StreamField(
        [("contact", PressContactBlock())], blank=True, verbose_name="Perscontacten", max_num=12
    )

    page_type = "press"
    parent_page_types = ["content.HomePage"]
    subpage_types: list[str] = []
    max_count_per_parent = 1
    content_panels = Page.content_panels + [FieldPanel("intro"), FieldPanel("contacts"), FieldPanel("body")]
    search_fields = BasePage.search_fields + [index.SearchField("contacts")]

    class Meta:
        verbose_name = "Perspagina"
        verbose_name_plural = "Perspagina's"
