"""Schemas shared by every router."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from ninja import Field, Schema
from pydantic import AfterValidator

from core.i18n import translated

#: A text for the visitor, Dutch in the code: it reaches them in the request's language.
VisitorText = Annotated[str, AfterValidator(translated)]


class ErrorOut(Schema):
    message: VisitorText
    fields: dict[str, VisitorText]


class MessageOut(Schema):
    """A success that only has something to say (the same answer whether an address is known or not)."""

    message: VisitorText


class HealthOut(Schema):
    status: Literal["ok", "error"]
    database: Literal["ok", "error"]


class LivenessOut(Schema):
    status: Literal["ok"]


class ReadinessOut(Schema):
    status: Literal["ok", "error"]
    database: Literal["ok", "error"]
    cache: Literal["ok", "error"]
    migrations: Literal["ok", "error"]


PartnerSiteKey = Literal["youth_wing", "international", "institute", "schools"]
SocialNetwork = Literal["twitter", "facebook", "instagram", "youtube", "telegram", "tiktok"]


class PartnerSiteOut(Schema):
    key: PartnerSiteKey
    url: str
    name: str
    name_en: str = Field(description="On the English site; empty: the Dutch name.")


class SocialLinkOut(Schema):
    network: SocialNetwork
    url: str


class PartyOut(Schema):
    """The party's identity (setting Partij-identiteit): its name, wordmark and logo."""

    name: str
    name_en: str = Field(description="The name on the English site; empty: the Dutch name.")
    wordmark: str
    logo_url: str | None


class TrackingOut(Schema):
    """Consent-gated measurement (settings AD_PIXEL_*, ANALYTICS_*): empty strings switch it off."""

    pixel_id: str
    pixel_url: str
    analytics_script_url: str
    analytics_site: str


class SiteSettingsOut(Schema):
    english_site_url: str
    institute_url: str
    shop_url: str
    party_site_url: str
    council_candidate_url: str
    partner_sites: list[PartnerSiteOut]
    social_links: list[SocialLinkOut]
    election_date: date | None
    party: PartyOut
    tracking: TrackingOut
