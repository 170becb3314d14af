from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from ninja import Field, Schema

from core.campaign import CampaignIn
from core.schemas import VisitorText

PathPrefix = Literal["/legioen", "/legioen-mgm", "/en/legioen", "/en/legioen-mgm"]


class LegionJoinIn(CampaignIn):
    first_name: str = Field(max_length=100)
    last_name: str = Field(max_length=100)
    email: str = Field(max_length=254)
    phone: str = Field("", max_length=30)
    region: str = Field(max_length=20)
    consent: bool
    consent_version: str = Field(max_length=40)
    ref: str = Field(
        "", max_length=64, description="The recruiter's code (/legioen-mgm/doe-mee?ref=…)."
    )
    path_prefix: PathPrefix = Field(
        "/legioen", description="Where the mail's dashboard link leads."
    )
    website: str = Field("", max_length=500, description="The honeypot: empty for people.")
    captcha: str = Field("", max_length=4000, description="The captcha's payload, once asked for.")


class LegionAccessIn(Schema):
    email: str = Field(max_length=254)
    path_prefix: PathPrefix = "/legioen"
    website: str = Field("", max_length=500, description="The honeypot: empty for people.")
    captcha: str = Field("", max_length=4000, description="The captcha's payload, once asked for.")


class LegionTokenIn(Schema):
    token: str = Field(max_length=300)


class LegionDoneIn(Schema):
    done: bool


class LegionMessageOut(Schema):
    message: VisitorText


class LegionActionOut(Schema):
    id: int
    title: str
    description: str
    link_url: str
    due_date: date | None


class LegionDoneActionOut(LegionActionOut):
    completed_at: datetime


class LegionRecruitOut(Schema):
    name: str = Field(description="First name and initial.")
    joined_at: datetime
    confirmed: bool = Field(description="Opened their dashboard (the address is theirs).")


class LegionDashboardOut(Schema):
    first_name: str
    recruit_url: str
    todo: list[LegionActionOut]
    done: list[LegionDoneActionOut]
    recruits: list[LegionRecruitOut]


class ReferralLinkOut(Schema):
    code: str
    url: str
    qr_svg: str = Field(description="The link as a QR code: an SVG data URI.")
    joined: int = Field(description="Active memberships started through the link.")
    pending: int = Field(description="Memberships through the link still waiting for payment.")


class ReferralOut(Schema):
    can_create: bool = Field(description="The visitor has an active membership.")
    link: ReferralLinkOut | None


class ReferralCodeOut(Schema):
    valid: bool
