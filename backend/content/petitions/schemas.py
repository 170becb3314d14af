"""Schemas of the petition API."""

from __future__ import annotations

from typing import Literal

from ninja import Field, Schema

from ..schemas import BodyBlockOut, ImageOut


class PetitionSummaryOut(Schema):
    slug: str
    title: str
    intro: str
    locale: Literal["nl", "en"] = Field(
        description="The language of title and intro: nl where no English translation exists"
    )
    image: ImageOut | None
    goal: int = Field(description="The number of signatures the editors aim for")
    signature_count: int = Field(description="Confirmed signatures only")
    closed: bool


class PetitionListOut(Schema):
    title: str
    locale: Literal["nl", "en"] = Field(description="The language of the index page's texts")
    intro: str
    seo_title: str
    search_description: str
    items: list[PetitionSummaryOut]


class PetitionOut(PetitionSummaryOut):
    body: list[BodyBlockOut]
    seo_title: str
    search_description: str
    seo_image: ImageOut | None
    thank_you_title: str
    thank_you_text: str
