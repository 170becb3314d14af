"""Schemas of the page API."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from .body.images import ImageOut
from .body.landing import BodyBlockOut


class ComparisonRowOut(Schema):
    topic: str
    ours: str
    theirs: str
    position_slug: str | None = Field(description="Our position page on this topic, /standpunten/{slug}")


class ComparisonOut(Schema):
    our_party: str
    other_party: str
    rows: list[ComparisonRowOut]


class HeroLinkOut(Schema):
    label: str
    href: str = Field(
        description="A path of the site's Dutch route table (the frontend puts /en before it on the English "
        "site) or an https address"
    )


class HeroVideoOut(Schema):
    title: str
    url: str = Field(
        description="The video on its host (YouTube or Vimeo): the player loads only after a click"
    )


class HomeHeroOut(Schema):
    """The opening of the home page (issue 24): a headline, a short lead, a picture or a video,
    one primary call to action and optionally a second one."""

    title: str
    lead: str
    image: ImageOut | None = Field(
        description="The hero's picture, or the video's thumbnail without one"
    )
    video: HeroVideoOut | None
    primary: HeroLinkOut | None
    secondary: HeroLinkOut | None


class PageOut(Schema):
    id: int | None = Field(description="None only in the preview of a page not saved yet")
    title: str
    locale: Literal["nl", "en"]
    path: str
    page_type: str
    seo_title: str
    search_description: str
    intro: str
    body: list[BodyBlockOut]
    last_published_at: datetime | None
    image: ImageOut | None = Field(description="The page's own picture (fluitjes)")
    comparison: ComparisonOut | None = Field(description="Comparison pages (SPEC §2.4) only")
    hero: HomeHeroOut | None = Field(description="The home page only")


class SitemapEntryOut(Schema):
    path: str
    lastmod: datetime | None
    translated: bool = Field(description="An English translation exists: the /en twin belongs in the sitemap")


class SitemapOut(Schema):
    entries: list[SitemapEntryOut]
