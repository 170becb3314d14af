"""What supporters give: petition signatures, newsletter subscriptions and volunteer sign-ups.

Petition signatures and newsletter subscriptions count only once their e-mail address is confirmed
(the double opt-in of issue 8). Each record keeps the consent given (when, and which version of
the text) and the campaign (utm) parameters of the visit.
"""

from __future__ import annotations

from django.db import models
from django.db.models.functions import Lower

from core.campaign import CampaignFields
from members.models import PROVINCES
from people.fields import person_link


class Consent(CampaignFields):
    """When the person agreed, to which text (a version named in the frontend's locale files,
    checked against engagement.consent), and the campaign that brought them."""

    consent_at = models.DateTimeField("Toestemming gegeven op")
    consent_version = models.CharField("Versie toestemmingstekst", max_length=40)

    class Meta:
        abstract = True


class PetitionSignature(Consent):
    petition = models.ForeignKey(
        "content.PetitionPage",
        verbose_name="Petitie",
        on_delete=models.CASCADE,
        related_name="signatures",
    )
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres")
    person = person_link("signatures")
    place = models.CharField("Woonplaats", max_length=100, blank=True)
    created_at = models.DateTimeField("Ondertekend op", auto_now_add=True)
    confirmed_at = models.DateTimeField("Bevestigd op", null=True, blank=True, db_index=True)
    confirmation_sent_at = models.DateTimeField("Bevestigingsmail verstuurd", null=True, blank=True)

    class Meta:
        verbose_name = "Handtekening"
        verbose_name_plural = "Handtekeningen"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                Lower("email"), "petition", name="one_signature_per_email_per_petition"
            ),
        ]
        # The petitions' counts (content/petitions/selectors.py, confirmed_counts) read this index
        # alone: 2.6 -> 0.8 ms for 10 000 signatures on PostgreSQL.
        indexes = [
            models.Index(
                fields=["petition"],
                condition=models.Q(confirmed_at__isnull=False),
                name="confirmed_signatures",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name} ({self.petition_id})"


class SubscriptionStatus(models.TextChoices):
    PENDING = "pending", "Wacht op bevestiging"
    CONFIRMED = "confirmed", "Bevestigd"
    UNSUBSCRIBED = "unsubscribed", "Afgemeld"


class NewsletterSubscription(Consent):
    """One per e-mail address. Only `confirmed` ones receive the newsletter; an unsubscribed
    address keeps its row (without the name) so that the unsubscription is on record."""

    email = models.EmailField("E-mailadres")
    person = person_link("newsletter_subscriptions")
    name = models.CharField("Naam", max_length=100, blank=True)
    status = models.CharField(
        "Status",
        max_length=20,
        choices=SubscriptionStatus.choices,
        default=SubscriptionStatus.PENDING,
        db_index=True,
    )
    created_at = models.DateTimeField("Aangemeld op", auto_now_add=True)
    confirmed_at = models.DateTimeField("Bevestigd op", null=True, blank=True)
    unsubscribed_at = models.DateTimeField("Afgemeld op", null=True, blank=True)
    confirmation_sent_at = models.DateTimeField("Bevestigingsmail verstuurd", null=True, blank=True)

    class Meta:
        verbose_name = "Nieuwsbriefabonnee"
        verbose_name_plural = "Nieuwsbriefabonnees"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(Lower("email"), name="one_subscription_per_email"),
        ]

    def __str__(self) -> str:
        return self.email

    def unsubscribe_url(self) -> str:
        """The subscriber's own link to leave: in every mail, and in the export for the mailing
        tool (which puts it in each newsletter)."""
        from .services_newsletter import unsubscribe_url

        return unsubscribe_url(self)


class VolunteerInterest(models.TextChoices):
    """What a volunteer would like to do (the frontend shows its own nl/en labels for the keys)."""

    FLYERS = "flyeren", "Flyeren en folderen"
    CAMPAIGN = "campagne", "Campagne voeren op straat"
    EVENTS = "evenementen", "Helpen bij evenementen"
    SOCIAL_MEDIA = "sociale-media", "Sociale media"
    WRITING = "schrijven", "Schrijven en redactie"
    IT = "ict", "ICT en techniek"
    PHOTO_VIDEO = "foto-video", "Foto en video"
    LOCAL = "lokaal", "Meedoen in de lokale afdeling"


# The English labels, as the English site shows them (frontend locales 'engagement.interests').
INTEREST_LABELS_EN = {
    "flyeren": "Handing out flyers",
    "campagne": "Street campaigning",
    "evenementen": "Helping at events",
    "sociale-media": "Social media",
    "schrijven": "Writing and editing",
    "ict": "IT and technology",
    "foto-video": "Photo and video",
    "lokaal": "Joining the local branch",
}


class VolunteerSignup(Consent):
    """A sign-up on /word-actief: one per e-mail address (signing up again updates it)."""

    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres")
    person = person_link("volunteer_signups")
    phone = models.CharField("Telefoonnummer", max_length=30, blank=True)
    province = models.CharField("Provincie", max_length=20, choices=PROVINCES)
    municipality = models.CharField("Gemeente", max_length=100)
    interests = models.JSONField("Interesses", default=list)
    message = models.TextField("Toelichting", max_length=1000, blank=True)
    created_at = models.DateTimeField("Aangemeld op", auto_now_add=True)
    updated_at = models.DateTimeField("Bijgewerkt op", auto_now=True)
    handled = models.BooleanField("Opgevolgd", default=False)

    class Meta:
        verbose_name = "Vrijwilliger"
        verbose_name_plural = "Vrijwilligers"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(Lower("email"), name="one_volunteer_signup_per_email"),
        ]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name}"

    @property
    def interest_labels(self) -> str:
        return self.interest_labels_in("nl")

    def interest_labels_in(self, language: str) -> str:
        labels = INTEREST_LABELS_EN if language == "en" else dict(VolunteerInterest.choices)
        return ", ".join(labels.get(key, key) for key in self.interests)
