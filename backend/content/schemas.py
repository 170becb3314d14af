"""Schemas every content API shares: images and the page body's blocks."""

from __future__ import annotations

from typing import Any

from ninja import Schema


class ImageOut(Schema):
    """A webp rendition (at most 2000×2000) with its size, alt text and a srcset."""

    url: str
    width: int
    height: int
    alt: str
    srcset: str


class BodyBlockOut(Schema):
    """One StreamField block, by `type`:

    paragraph: HTML; heading: string; image: ImageOut; quote: {text, attribution};
    collapsible: {title, body (HTML)}; video: {url, title};
    hero: {title, text, image: ImageOut | null, actions: [action]};
    call_to_action: {title, actions: [action]}, action one of doneer, word-lid, word-actief, nieuwsbrief;
    audience_counts: {title}; election_countdown: {};
    latest_news: {title, items: [ArticleSummaryOut]}; faq: {title, items: [{question, answer (HTML)}]};
    published_gifts: {years: [PublishedGiftsOut]}, the Wfpp public list (GET /api/wfpp/published)
    of the chosen year, or of this year and the previous one.
    """

    type: str
    value: Any
