"""Schemas of the engagement API. Every form also carries `website` (the honeypot) and `captcha`
(the widget's solution, once asked for): core/abuse.py guard_form."""

from __future__ import annotations

from typing import Literal

from ninja import Field, Schema

from core.campaign import CampaignIn
from core.schemas import VisitorText

VolunteerInterestKey = Literal[
    "flyeren",
    "campagne",
    "evenementen",
    "sociale-media",
    "schrijven",
    "ict",
    "foto-video",
    "lokaal",
]
ProvinceKey = Literal[
    "groningen",
    "friesland",
    "drenthe",
    "overijssel",
    "flevoland",
    "gelderland",
    "utrecht",
    "noord-holland",
    "zuid-holland",
    "zeeland",
    "noord-brabant",
    "limburg",
]


class GuardedIn(CampaignIn):
    website: str = Field("", max_length=500, description="The honeypot: people leave it empty")
    captcha: str = Field("", max_length=4000, description="The captcha widget's payload, if any")
    consent: bool = False
    consent_version: str = Field("", max_length=40)


class NewsletterIn(GuardedIn):
    email: str = Field("", max_length=254)
    name: str = Field("", max_length=100)


class SignatureIn(GuardedIn):
    first_name: str = Field("", max_length=100)
    last_name: str = Field("", max_length=100)
    email: str = Field("", max_length=254)
    place: str = Field("", max_length=100)


class VolunteerIn(GuardedIn):
    first_name: str = Field("", max_length=100)
    last_name: str = Field("", max_length=100)
    email: str = Field("", max_length=254)
    phone: str = Field("", max_length=30)
    province: ProvinceKey | Literal[""] = ""
    municipality: str = Field("", max_length=100)
    interests: list[VolunteerInterestKey] = Field(default_factory=list, max_length=20)
    message: str = Field("", max_length=1000)


class TokenIn(Schema):
    token: str = Field(max_length=200)


class SignatureConfirmedOut(Schema):
    message: VisitorText
    slug: str
    signature_count: int = Field(description="Confirmed signatures, this one included")
    goal: int
