"""The landing-page blocks of the generic pages and the home page (content/blocks.py
landing_blocks, standard_page_blocks): for each, its schema in the API and its serialiser, side by
side. Blocks that show other data (the latest news, the dues, the Wfpp list) read it when the page
is served."""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from ninja import Field, Schema

from core.rich_text import rich_text_out
from wfpp.schemas import PublishedGiftsOut

from ..blocks import CallToAction
from ..news.schemas import ArticleSummaryOut
from .images import ImageOut, image_out
from .registry import serialises
from .text import (
    CollapsibleBlockOut,
    HeadingBlockOut,
    ImageBlockOut,
    ParagraphBlockOut,
    QuoteBlockOut,
    VideoBlockOut,
)


def _actions(actions: Any) -> list[str]:
    """The editor's actions in the editor's order, without any the site no longer offers."""
    return [action for action in actions or [] if action in get_args(CallToAction)]


class HeroOut(Schema):
    title: str
    text: str
    image: ImageOut | None
    actions: list[CallToAction]


class HeroBlockOut(Schema):
    type: Literal["hero"]
    value: HeroOut


@serialises(HeroBlockOut)
def hero(value: Any, locale: str) -> dict[str, Any]:
    return {
        "title": value["title"],
        "text": value["text"] or "",
        "image": image_out(value["image"]) if value["image"] else None,
        "actions": _actions(value["actions"]),
    }


class DuesOut(Schema):
    adult_cents: int
    youth_cents: int


class CallToActionOut(Schema):
    title: str
    actions: list[CallToAction]
    dues: DuesOut = Field(description="The yearly dues the membership action states")


class CallToActionBlockOut(Schema):
    type: Literal["call_to_action"]
    value: CallToActionOut


@serialises(CallToActionBlockOut)
def call_to_action(value: Any, locale: str) -> dict[str, Any]:
    # The membership action states the yearly dues: the backend's, not a text of the site.
    from members.models import Tier
    from members.rules import dues_cents

    dues = {"adult_cents": dues_cents(Tier.ADULT), "youth_cents": dues_cents(Tier.YOUTH)}
    return {"title": value["title"] or "", "actions": _actions(value["actions"]), "dues": dues}


class AudienceCountsOut(Schema):
    title: str


class AudienceCountsBlockOut(Schema):
    type: Literal["audience_counts"]
    value: AudienceCountsOut


@serialises(AudienceCountsBlockOut)
def audience_counts(value: Any, locale: str) -> dict[str, Any]:
    return {"title": value["title"] or ""}


class ElectionCountdownOut(Schema):
    """Empty: the frontend counts down to the election date of the site settings."""


class ElectionCountdownBlockOut(Schema):
    type: Literal["election_countdown"]
    value: ElectionCountdownOut


@serialises(ElectionCountdownBlockOut)
def election_countdown(value: Any, locale: str) -> dict[str, Any]:
    return {}


class LatestNewsOut(Schema):
    title: str
    items: list[ArticleSummaryOut]


class LatestNewsBlockOut(Schema):
    type: Literal["latest_news"]
    value: LatestNewsOut


@serialises(LatestNewsBlockOut)
def latest_news(value: Any, locale: str) -> dict[str, Any]:
    # On an English page the English translations, and the Dutch articles that have none (marked
    # as Dutch: their locale). Imported here: the article selectors import this package.
    from ..news.selectors import article_summaries, visible_articles

    articles = list(visible_articles()[: value["count"]])
    return {"title": value["title"] or "", "items": article_summaries(articles, locale)}


class FaqItemOut(Schema):
    question: str
    answer: str = Field(description="HTML")


class FaqOut(Schema):
    title: str
    items: list[FaqItemOut]


class FaqBlockOut(Schema):
    type: Literal["faq"]
    value: FaqOut


@serialises(FaqBlockOut)
def faq(value: Any, locale: str) -> dict[str, Any]:
    items = [{"question": item["question"], "answer": rich_text_out(item["answer"].source)} for item in value["items"]]
    return {"title": value["title"] or "", "items": items}


class PublishedGiftsBlockValueOut(Schema):
    years: list[PublishedGiftsOut] = Field(
        description="The Wfpp public list (GET /api/wfpp/published) of the chosen year, or of this year and the previous one"
    )


class PublishedGiftsBlockOut(Schema):
    type: Literal["published_gifts"]
    value: PublishedGiftsBlockValueOut


@serialises(PublishedGiftsBlockOut)
def published_gifts(value: Any, locale: str) -> dict[str, Any]:
    # Read when the page is served: the chosen year, or this year and the previous one.
    from wfpp.ledger import this_year
    from wfpp.selectors import publication_out

    years = [value["year"]] if value["year"] else [this_year(), this_year() - 1]
    return {"years": [publication_out(year) for year in years]}


# The body of the generic pages (content/blocks.py standard_page_blocks; landing_blocks is the
# same set less published_gifts): a list of blocks, each one of these by its `type`.
BodyBlockOut = Annotated[
    ParagraphBlockOut
    | HeadingBlockOut
    | ImageBlockOut
    | QuoteBlockOut
    | CollapsibleBlockOut
    | VideoBlockOut
    | HeroBlockOut
    | CallToActionBlockOut
    | AudienceCountsBlockOut
    | ElectionCountdownBlockOut
    | LatestNewsBlockOut
    | FaqBlockOut
    | PublishedGiftsBlockOut,
    Field(discriminator="type"),
]
