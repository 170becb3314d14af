"""Schemas of the people API."""

from __future__ import annotations

from typing import Literal

from ninja import Field, Schema

from ..schemas import ImageOut

PersonNetwork = Literal["twitter", "facebook", "instagram", "linkedin", "email"]


class PersonLinkOut(Schema):
    network: PersonNetwork
    url: str


class PeopleListRefOut(Schema):
    slug: str
    title: str


class PersonSummaryOut(Schema):
    name: str
    slug: str
    role: str
    portfolio: str
    photo: ImageOut | None


class PersonOut(PersonSummaryOut):
    locale: Literal["nl", "en"] = Field(description="The language of the texts: nl where no English translation exists")
    bio: str
    links: list[PersonLinkOut]
    lists: list[PeopleListRefOut]


class PeopleListOut(Schema):
    locale: Literal["nl", "en"] = Field(description="The language of the texts: nl where no English translation exists")
    slug: str
    title: str
    intro: str
    people: list[PersonSummaryOut]
