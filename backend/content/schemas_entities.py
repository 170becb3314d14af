"""Schemas of the organisation, product and profile API."""

from __future__ import annotations

from uuid import UUID

from ninja import Schema

from .schemas import ImageOut


class OrganisationOut(Schema):
    uuid: UUID
    name: str
    description: str
    logo: ImageOut | None
    website_url: str


class ProductOut(Schema):
    uuid: UUID
    name: str
    description: str
    image: ImageOut | None
    price_cents: int
    shop_url: str


class ProfileOut(Schema):
    uuid: UUID
    name: str
    role: str
    description: str
    photo: ImageOut | None
