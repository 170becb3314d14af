"""The campaign a visitor came from (SPEC §4 campaign tracking), declared once: the two model
fields every record made from a public form carries, the two input fields every such form sends,
and which models hold them (for the results per campaign). `core.consent.Campaign` is the value
passed from the input to the service that records it."""

from __future__ import annotations

from django.apps import apps
from django.db import models
from ninja import Field, Schema

from .consent import Campaign

CAMPAIGN_FIELDS = ("utm_id", "utm_content_id")
MAX_LENGTH = 100


class CampaignFields(models.Model):
    """The utm parameters of the visit that made this record; recorded, never edited."""

    utm_id = models.CharField(
        "Campagne (utm_id)", max_length=MAX_LENGTH, blank=True, editable=False
    )
    utm_content_id = models.CharField(
        "Campagne-inhoud (utm_content_id)", max_length=MAX_LENGTH, blank=True, editable=False
    )

    class Meta:
        abstract = True

    @property
    def source_campaign(self) -> Campaign:
        """The campaign this record was made from, to pass on to a record made after it."""
        return Campaign(utm_id=self.utm_id, utm_content_id=self.utm_content_id)


class CampaignIn(Schema):
    """The utm parameters a public form sends along (the frontend keeps them from the landing)."""

    utm_id: str = Field("", max_length=MAX_LENGTH)
    utm_content_id: str = Field("", max_length=MAX_LENGTH)

    @property
    def campaign(self) -> Campaign:
        return Campaign(utm_id=self.utm_id, utm_content_id=self.utm_content_id)


def campaign_models() -> list[type[models.Model]]:
    """Every kind of record that carries a campaign."""
    return [m for m in apps.get_models() if issubclass(m, CampaignFields)]
