"""Schemas of the news, author and position API."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from ..body.images import ImageOut
from ..body.text import ArticleBlockOut, TextBlockOut

Website = Literal["jfvd", "renaissance", "international", "default"]


class AuthorOut(Schema):
    name: str
    slug: str
    image: ImageOut | None


class ArticleSummaryOut(Schema):
    slug: str
    title: str
    intro: str
    publish_on: datetime
    website: Website
    image: ImageOut | None
    authors: list[AuthorOut]
    locale: Literal["nl", "en"] = Field(
        description="The language of title and intro: nl where no English translation exists"
    )


class ArticleListOut(Schema):
    items: list[ArticleSummaryOut]
    count: int
    page: int
    num_pages: int


class ArticleOut(ArticleSummaryOut):
    body: list[ArticleBlockOut]
    seo_title: str
    search_description: str
    seo_image: ImageOut | None


class AuthorPageOut(Schema):
    author: AuthorOut
    articles: ArticleListOut


class PositionSummaryOut(Schema):
    slug: str
    title: str
    intro: str
    image: ImageOut | None
    locale: Literal["nl", "en"] = Field(
        description="The language of title and intro: nl where no English translation exists"
    )


class PositionListOut(Schema):
    items: list[PositionSummaryOut]


class PositionOut(PositionSummaryOut):
    body: list[TextBlockOut]
    seo_title: str
    search_description: str
    seo_image: ImageOut | None
