"""Schemas of the region API."""

from __future__ import annotations

from typing import Literal

from ninja import Field, Schema

from ..news.schemas import ArticleSummaryOut
from ..people.schemas import PersonSummaryOut

RegionKindName = Literal["gemeente", "provincie", "waterschap"]


class RegionSummaryOut(Schema):
    kind: RegionKindName
    name: str
    slug: str
    path: str


class RegionListOut(Schema):
    items: list[RegionSummaryOut]


class RegionOut(RegionSummaryOut):
    locale: Literal["nl", "en"] = Field(description="The language of the texts: nl where no English translation exists")
    intro: str
    province: RegionSummaryOut | None
    municipalities: list[RegionSummaryOut]
    representatives: list[PersonSummaryOut]
    news: list[ArticleSummaryOut]
