"""The agenda (SPEC §2.2, §3 Event): events are Wagtail pages under the /agenda index, each with its
ticket types. Prices are integer cents; the server picks the buyer's price (SPEC §6)."""

from __future__ import annotations

from datetime import datetime

from django.db import models
from django.utils import timezone
from modelcluster.fields import ParentalKey
from wagtail.admin.panels import FieldPanel, FieldRowPanel, InlinePanel, MultiFieldPanel
from wagtail.fields import RichTextField
from wagtail.models import Orderable, Page
from wagtail.search import index

from content.fields import image_field
from content.models import BasePage
from content.preview import PreviewMixin
from core.i18n import pick
from members.models import PROVINCES


class EventType(models.TextChoices):
    """SPEC §3 'Event type enumeration': value and display label."""

    FVD = "FVD", "FVD"
    JFVD = "JFVD", "JFVD"
    RENAISSANCE = "RENAISSANCE", "Renaissance Instituut"
    INTERNATIONAL = "INTERNATIONAL", "FVD International"
    VRIENDEN = "VRIENDEN", "Vrienden van FVD"
    TOCQUEVILLE = "TOCQUEVILLE", "Renaissanceschool"
    CURSUS = "CURSUS", "Cursus"
    CAMPAIGN = "CAMPAIGN", "Campagne"


class MemberAccess(models.TextChoices):
    """SPEC §6: members get free access or a discount, depending on the event."""

    DISCOUNT = "discount", "Leden betalen de ledenprijs"
    FREE = "free", "Leden hebben gratis toegang"


class EventIndexPage(BasePage):
    """/agenda: its intro above the list of upcoming events; /agenda/index.old is a child page."""

    page_type = "agenda"
    parent_page_types = ["content.HomePage"]
    subpage_types = ["events.EventPage", "content.StandardPage"]
    max_count_per_parent = 1

    class Meta:
        verbose_name = "Agenda"


class EventPage(PreviewMixin, Page):
    event_type = models.CharField(
        "Soort", max_length=20, choices=EventType.choices, default=EventType.FVD
    )
    start_time = models.DateTimeField("Begint op")
    end_time = models.DateTimeField("Eindigt op")
    canceled = models.BooleanField(
        "Geannuleerd",
        default=False,
        help_text="Bij publiceren krijgen alle tickethouders een e-mail.",
    )
    sold_out = models.BooleanField(
        "Uitverkocht",
        default=False,
        help_text="Ook zonder vinkje is een evenement uitverkocht als alle tickets op zijn.",
    )
    image = image_field("Afbeelding")
    seo_image = image_field("Afbeelding voor sociale media")
    intro = models.TextField("Korte omschrijving", blank=True)
    description = RichTextField(
        "Over dit evenement", blank=True, features=["bold", "italic", "link", "ol", "ul", "h3"]
    )
    remark = models.TextField(
        "Opmerking of aankondiging",
        blank=True,
        help_text="Bijvoorbeeld: 'Let op: de zaal is gewijzigd.'",
    )
    location_name = models.CharField("Locatie", max_length=200, blank=True)
    street = models.CharField("Straat", max_length=200, blank=True)
    number = models.CharField("Huisnummer", max_length=20, blank=True)
    postal_code = models.CharField("Postcode", max_length=12, blank=True)
    city = models.CharField("Plaats", max_length=100, blank=True)
    province = models.CharField("Provincie", max_length=20, choices=PROVINCES, blank=True)
    country_code = models.CharField(
        "Landcode", max_length=2, default="NL", help_text="ISO 3166-1, bijvoorbeeld NL of BE."
    )
    member_access = models.CharField(
        "Leden", max_length=10, choices=MemberAccess.choices, default=MemberAccess.DISCOUNT
    )
    max_tickets_per_order = models.PositiveSmallIntegerField(
        "Maximaal aantal tickets per bestelling", default=10
    )

    parent_page_types = ["events.EventIndexPage"]
    subpage_types: list[str] = []
    search_fields = Page.search_fields + [
        index.SearchField("intro"),
        index.SearchField("description"),
    ]
    content_panels = Page.content_panels + [
        MultiFieldPanel(
            [
                FieldPanel("event_type"),
                FieldRowPanel([FieldPanel("start_time"), FieldPanel("end_time")]),
                FieldRowPanel([FieldPanel("canceled"), FieldPanel("sold_out")]),
            ],
            heading="Evenement",
        ),
        FieldPanel("intro"),
        FieldPanel("image"),
        FieldPanel("description"),
        FieldPanel("remark"),
        MultiFieldPanel(
            [
                FieldPanel("location_name"),
                FieldRowPanel([FieldPanel("street"), FieldPanel("number")]),
                FieldRowPanel([FieldPanel("postal_code"), FieldPanel("city")]),
                FieldRowPanel([FieldPanel("province"), FieldPanel("country_code")]),
            ],
            heading="Locatie",
        ),
        MultiFieldPanel(
            [
                FieldPanel("member_access"),
                FieldPanel("max_tickets_per_order"),
                InlinePanel("ticket_types", label="Tickettype"),
            ],
            heading="Tickets",
        ),
    ]
    promote_panels = Page.promote_panels + [FieldPanel("seo_image")]

    class Meta:
        verbose_name = "Evenement"
        verbose_name_plural = "Evenementen"
        permissions = [("check_in", "Mag tickets scannen bij de deur")]

    @property
    def is_past(self) -> bool:
        return self.end_time < timezone.now()


def sales_have_opened(sales_start: datetime | None, now: datetime) -> bool:
    """A ticket type's sale is open from its start (no start: at once); also events/plans.py."""
    return sales_start is None or sales_start <= now


class TicketType(Orderable):
    """One kind of ticket with its three prices (SPEC §3: price, non-member and youth-member variants),
    the moment its sale opens and how many there are."""

    event = ParentalKey(EventPage, on_delete=models.CASCADE, related_name="ticket_types")
    name = models.CharField("Naam", max_length=100, default="Toegang")
    name_en = models.CharField(
        "Naam in het Engels",
        max_length=100,
        blank=True,
        help_text="Op de Engelstalige site (/en). Leeg: de Nederlandse naam.",
    )
    price_cents = models.PositiveIntegerField("Ledenprijs (centen)", default=0)
    youth_price_cents = models.PositiveIntegerField("Prijs jeugdleden (centen)", default=0)
    non_member_price_cents = models.PositiveIntegerField("Prijs niet-leden (centen)", default=0)
    sales_start = models.DateTimeField(
        "Verkoop begint op", null=True, blank=True, help_text="Leeg: direct."
    )
    quota = models.PositiveIntegerField("Aantal beschikbaar", default=100)

    panels = [
        FieldRowPanel([FieldPanel("name"), FieldPanel("name_en")]),
        FieldRowPanel(
            [
                FieldPanel("price_cents"),
                FieldPanel("youth_price_cents"),
                FieldPanel("non_member_price_cents"),
            ]
        ),
        FieldRowPanel([FieldPanel("sales_start"), FieldPanel("quota")]),
    ]

    class Meta(Orderable.Meta):
        verbose_name = "Tickettype"
        verbose_name_plural = "Tickettypes"

    def __str__(self) -> str:
        return f"{self.name} ({self.event.title})" if self.event_id else self.name

    def name_in(self, language: str) -> str:
        """The name on the site in `language` (issue 22): the English one where the editors set it."""
        return pick(language, nl=self.name, en=self.name_en or self.name)

    def sales_open(self, now=None) -> bool:
        return sales_have_opened(self.sales_start, now or timezone.now())


class EventCancellationNotice(models.Model):
    """Once per event: the ticket holders of a cancelled event were e-mailed."""

    event = models.OneToOneField(
        EventPage, on_delete=models.CASCADE, related_name="cancellation_notice"
    )
    sent_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Annulering gemeld: {self.event_id}"
