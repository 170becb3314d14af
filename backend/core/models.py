"""Site-wide settings editors change in the admin (Settings → Site links, Party identity)."""

from __future__ import annotations

from django.core.validators import RegexValidator
from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.contrib.settings.models import BaseSiteSetting, register_setting

# Placeholder targets at reserved example domains; editors set the real ones in the admin.
DEFAULT_LINKS = {
    "english_site_url": "https://english.example.org/",
    "institute_url": "https://institute.example.org/",
    "shop_url": "https://shop.example.org/",
    "party_site_url": "https://party.example.org/",
    "youth_wing_url": "https://youth.example.org/",
    "international_url": "https://international.example.org/",
    "schools_url": "https://schools.example.org/",
    "twitter_url": "https://twitter.com/example",
    "facebook_url": "https://www.facebook.com/example",
    "instagram_url": "https://www.instagram.com/example",
    "youtube_url": "https://www.youtube.com/@example",
    "telegram_url": "https://t.me/example",
    "tiktok_url": "https://www.tiktok.com/@example",
    "council_candidate_url": "/kandidatenlijst",
}


# The partner organisations as the mobile panel names them: Dutch, and English on /en.
DEFAULT_PARTNER_NAMES = {
    "youth_wing": ("JFVD", "JFVD"),
    "international": ("FVD International", "FVD International"),
    "institute": ("Renaissance Instituut", "Renaissance Institute"),
    "schools": ("Renaissanceschool", "Renaissance School"),
}


def _partner_name(key: str, *, english: bool = False) -> models.CharField:
    dutch, english_name = DEFAULT_PARTNER_NAMES[key]
    if english:
        return models.CharField(
            "Naam in het Engels",
            max_length=100,
            default=english_name,
            blank=True,
            help_text="Op de Engelstalige site (/en). Leeg: de Nederlandse naam.",
        )
    return models.CharField("Naam", max_length=100, default=dutch)


# A path on this site or an http(s) URL: nothing else (javascript:, data:) may become a link.
link_target = RegexValidator(
    r"^(/(?!/)\S*|https?://\S+)$",
    "Vul een pad op deze site (/pagina) of een volledige URL (https://…) in.",
)


def _url(label: str, key: str, help_text: str = "") -> models.CharField:
    # CharField rather than URLField: internal paths such as /kandidatenlijst are allowed too.
    return models.CharField(
        label,
        max_length=500,
        default=DEFAULT_LINKS[key],
        help_text=help_text,
        validators=[link_target],
    )


@register_setting(icon="link")
class SiteLinks(BaseSiteSetting):
    english_site_url = _url("Engelstalige site", "english_site_url")
    institute_url = _url("Partnerinstituut", "institute_url")
    shop_url = _url("Merchandise-winkel", "shop_url")
    party_site_url = _url("Externe partijsite (footer)", "party_site_url")
    youth_wing_url = _url("Jongerenorganisatie", "youth_wing_url")
    youth_wing_name = _partner_name("youth_wing")
    youth_wing_name_en = _partner_name("youth_wing", english=True)
    international_url = _url("Internationale partijsite", "international_url")
    international_name = _partner_name("international")
    international_name_en = _partner_name("international", english=True)
    institute_name = _partner_name("institute")
    institute_name_en = _partner_name("institute", english=True)
    schools_url = _url("Scholen", "schools_url")
    schools_name = _partner_name("schools")
    schools_name_en = _partner_name("schools", english=True)
    twitter_url = _url("Twitter", "twitter_url")
    facebook_url = _url("Facebook", "facebook_url")
    instagram_url = _url("Instagram", "instagram_url")
    youtube_url = _url("YouTube", "youtube_url")
    telegram_url = _url("Telegram", "telegram_url")
    tiktok_url = _url("TikTok", "tiktok_url")
    council_candidate_url = _url(
        "Aanmelden als raadslid",
        "council_candidate_url",
        "Doel van de headerknop: een pad op deze site (/kandidatenlijst) of een volledige URL.",
    )
    election_date = models.DateField("Verkiezingsdatum", null=True, blank=True)

    panels = [
        MultiFieldPanel(
            [
                FieldPanel("english_site_url"),
                FieldPanel("institute_url"),
                FieldPanel("shop_url"),
                FieldPanel("party_site_url"),
                FieldPanel("council_candidate_url"),
            ],
            heading="Header en footer",
        ),
        *[
            MultiFieldPanel(
                [FieldPanel(f"{key}_url"), FieldPanel(f"{key}_name"), FieldPanel(f"{key}_name_en")],
                heading=f"Partnersite in het mobiele paneel: {DEFAULT_PARTNER_NAMES[key][0]}",
            )
            for key in ("youth_wing", "international", "schools")
        ],
        MultiFieldPanel(
            [FieldPanel("institute_name"), FieldPanel("institute_name_en")],
            heading="Partnerinstituut in het mobiele paneel (adres: Header en footer)",
        ),
        MultiFieldPanel(
            [
                FieldPanel("twitter_url"),
                FieldPanel("facebook_url"),
                FieldPanel("instagram_url"),
                FieldPanel("youtube_url"),
                FieldPanel("telegram_url"),
                FieldPanel("tiktok_url"),
            ],
            heading="Sociale media",
        ),
        FieldPanel("election_date"),
    ]

    class Meta:
        verbose_name = "Sitelinks"


@register_setting(icon="group")
class PartyIdentity(BaseSiteSetting):
    """Who the site speaks for: the name and wordmark (or logo) in the site's header, page titles,
    texts that name the party and every mail, and the address replies to a mail go to. Another party
    running this site changes them here."""

    name = models.CharField("Partijnaam", max_length=100, default="Forum voor Democratie")
    name_en = models.CharField(
        "Partijnaam in het Engels",
        max_length=100,
        default="Forum for Democracy",
        help_text="Op de Engelstalige site (/en) en in Engelse e-mails. Leeg: de Nederlandse naam.",
        blank=True,
    )
    wordmark = models.CharField(
        "Woordmerk", max_length=12, default="FVD", help_text="De korte naam in de kop van de site en van e-mails."
    )
    logo = models.ForeignKey(
        "wagtailimages.Image",
        verbose_name="Logo",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="In de kop van de site in plaats van het woordmerk. Leeg: het woordmerk als tekst.",
    )
    reply_to_email = models.EmailField(
        "Antwoordadres van e-mails",
        blank=True,
        help_text=(
            "Waar een antwoord op een e-mail van de site heen gaat (Reply-To), bijvoorbeeld het "
            "secretariaat. Leeg: e-mails nodigen niet uit tot antwoorden en verwijzen naar /contact."
        ),
    )

    panels = [
        FieldPanel("name"),
        FieldPanel("name_en"),
        FieldPanel("wordmark"),
        FieldPanel("logo"),
        FieldPanel("reply_to_email"),
    ]

    class Meta:
        verbose_name = "Partij-identiteit"

    def name_in(self, language: str) -> str:
        """The party's name for a reader of `language`: the English name, where set, in English."""
        return (self.name_en or self.name) if language == "en" else self.name


class OutgoingEmail(models.Model):
    """E-mails of the embedded default: kept here and readable in the admin instead of sent
    (EMAIL_URL unset). In production EMAIL_URL points at a real SMTP server and nothing is stored."""

    to = models.TextField("Aan")
    subject = models.CharField("Onderwerp", max_length=300)
    text = models.TextField("Tekst")
    html = models.TextField("HTML", blank=True)
    attachments = models.TextField("Bijlagen", blank=True, help_text="Naam, type en grootte van elke bijlage.")
    sent_at = models.DateTimeField("Verstuurd", auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "E-mail (ontwikkeling)"
        verbose_name_plural = "E-mails (ontwikkeling)"
        ordering = ["-sent_at"]

    def __str__(self) -> str:
        return f"{self.subject} → {self.to}"


class RateCounter(models.Model):  # noqa: DJ008 -- never shown
    """A hit counter of core/ratelimit.py while the cache is the database: one row per key and
    window, counted up in one SQL statement. The database cache's own incr() reads, then writes,
    so concurrent requests lose counts (13 ticket orders passed a threshold of 10)."""

    key = models.CharField(max_length=250, primary_key=True)
    count = models.PositiveIntegerField(default=0)
    expires_at = models.BigIntegerField(db_index=True, help_text="Unix time; purged after it.")

    class Meta:
        verbose_name = "Teller"
