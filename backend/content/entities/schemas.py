"""Schemas of the organisation, product and profile API."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from ninja import Field, Schema

from ..schemas import ImageOut


class OrganisationOut(Schema):
    locale: Literal["nl", "en"] = Field(description="The language of the texts: nl where no English translation exists")
    uuid: UUID
    name: str
    description: str
    logo: ImageOut | None
    website_url: str


class ProductOut(Schema):
    locale: Literal["nl", "en"] = Field(description="The language of the texts: nl where no English translation exists")
    uuid: UUID
    name: str
    description: str
    image: ImageOut | None
    price_cents: int
    shop_url: str


class ProfileOut(Schema):
    locale: Literal["nl", "en"] = Field(description="The language of the texts: nl where no English translation exists")
    uuid: UUID
    name: str
    role: str
    description: str
    photo: ImageOut | None
