"""Schemas of the vacancy API."""

from __future__ import annotations

from datetime import date
from typing import Literal
from uuid import UUID

from ninja import Field, Schema

from ..body.text import TextBlockOut


class VacancySummaryOut(Schema):
    uuid: UUID
    title: str
    intro: str
    locale: Literal["nl", "en"] = Field(
        description="The language of the texts: nl where no English translation exists"
    )
    location: str
    hours_per_week: int | None
    closes_on: date | None


class VacancyListOut(Schema):
    items: list[VacancySummaryOut]


class VacancyOut(VacancySummaryOut):
    body: list[TextBlockOut]
