"""Turns StreamField blocks into plain JSON for the React app."""

from __future__ import annotations

from typing import Any

from django.db.models import Prefetch
from wagtail.images import get_image_model
from wagtail.images.models import Filter

from core.rich_text import rich_text_out

# SPEC §9: webp, automatic quality, at most 2000×2000; smaller widths for the srcset.
IMAGE_RENDITION = "max-2000x2000|format-webp"
SRCSET_WIDTHS = (400, 800, 1200, 1600)
RENDITION_SPECS = (IMAGE_RENDITION, *(f"width-{w}|format-webp" for w in SRCSET_WIDTHS))
# One Filter per spec for the process: Wagtail parses a spec into its operations once per Filter
# object (a good part of the time of a list of images when a new Filter is made for every image).
_FILTERS = {spec: Filter(spec=spec) for spec in RENDITION_SPECS}


def renditions_prefetch(image_field: str) -> Prefetch:
    """For a queryset's prefetch_related: the renditions image_out needs of `image_field` (e.g.
    'image', 'authors__image'), for the whole list in one query."""
    renditions = get_image_model().get_rendition_model().objects.filter(filter_spec__in=RENDITION_SPECS)
    return Prefetch(f"{image_field}__renditions", queryset=renditions)


def _has_prefetched_renditions(image: Any) -> bool:
    return hasattr(image, "prefetched_renditions") or "renditions" in getattr(image, "_prefetched_objects_cache", {})


def image_out(image: Any, alt: str | None = None) -> dict[str, Any] | None:
    """An image as the frontend shows it: the largest rendition, its size, alt text and a srcset."""
    if image is None:
        return None
    specs = [IMAGE_RENDITION] + [f"width-{w}|format-webp" for w in SRCSET_WIDTHS if w < image.width]
    # Wagtail looks renditions up in its cache and writes every one it found back to it (with the
    # database cache of the embedded mode: a write transaction per image per request). Renditions
    # read from the database beforehand (prefetched for lists: renditions_prefetch) are used as they
    # are: one query, no cache traffic. Missing ones are still made here.
    if not _has_prefetched_renditions(image):
        image.prefetched_renditions = list(image.renditions.filter(filter_spec__in=specs))
    renditions = image.get_renditions(*(_FILTERS[spec] for spec in specs))
    main = renditions[IMAGE_RENDITION]
    srcset = [f"{r.url} {r.width}w" for spec, r in renditions.items() if spec != IMAGE_RENDITION]
    srcset.append(f"{main.url} {main.width}w")
    return {
        "url": main.url,
        "width": main.width,
        "height": main.height,
        "alt": alt or getattr(image, "description", "") or image.title,
        "srcset": ", ".join(srcset),
    }


def _image(value: Any) -> dict[str, Any] | None:
    return image_out(value.get("image"), value.get("alt"))


def _landing_block(kind: str, value: Any, locale: str) -> dict[str, Any] | None:
    if kind == "hero":
        return {
            "title": value["title"],
            "text": value["text"],
            "image": image_out(value["image"]) if value["image"] else None,
            "actions": list(value["actions"] or []),
        }
    if kind == "call_to_action":
        # The membership action states the yearly dues: the backend's, not a text of the site.
        from members.models import Tier
        from members.rules import dues_cents

        dues = {"adult_cents": dues_cents(Tier.ADULT), "youth_cents": dues_cents(Tier.YOUTH)}
        return {"title": value["title"], "actions": list(value["actions"] or []), "dues": dues}
    if kind == "audience_counts":
        return {"title": value["title"]}
    if kind == "election_countdown":
        return {}
    if kind == "latest_news":
        # Imported here: the article selectors use this module's image_out.
        # On an English page the English translations, and the Dutch articles that have none
        # (marked as Dutch: their locale).
        from .selectors_news import article_summaries, visible_articles

        articles = list(visible_articles()[: value["count"]])
        return {"title": value["title"], "items": article_summaries(articles, locale)}
    if kind == "faq":
        items = [{"question": item["question"], "answer": rich_text_out(item["answer"].source)} for item in value["items"]]
        return {"title": value["title"], "items": items}
    return None


def _published_gifts(year: int | None) -> dict[str, Any]:
    """The Wfpp public list, read when the page is served: the chosen year, or this year and the
    previous one."""
    from wfpp.ledger import this_year
    from wfpp.selectors import publication_out

    years = [year] if year else [this_year(), this_year() - 1]
    return {"years": [publication_out(y) for y in years]}


LANDING_BLOCKS = {"hero", "call_to_action", "audience_counts", "election_countdown", "latest_news", "faq"}


def serialize_block(block: Any, locale: str = "nl") -> dict[str, Any] | None:
    """A block of a page body in `locale`, the page's language (blocks that list other pages list
    them in it)."""
    kind, value = block.block_type, block.value
    if kind in LANDING_BLOCKS:
        return {"type": kind, "value": _landing_block(kind, value, locale)}
    if kind == "paragraph":
        return {"type": kind, "value": rich_text_out(value.source)}
    if kind == "heading":
        return {"type": kind, "value": str(value)}
    if kind == "quote":
        return {"type": kind, "value": {"text": value["text"], "attribution": value["attribution"]}}
    if kind == "collapsible":
        return {"type": kind, "value": {"title": value["title"], "body": rich_text_out(value["body"].source)}}
    if kind == "video":
        return {"type": kind, "value": {"url": value["url"], "title": value["title"]}}
    if kind == "image":
        image = _image(value)
        return {"type": kind, "value": image} if image else None
    if kind == "published_gifts":
        return {"type": kind, "value": _published_gifts(value["year"])}
    return None


def serialize_body(stream: Any, locale: str = "nl") -> list[dict[str, Any]]:
    return [item for item in (serialize_block(block, locale) for block in stream) if item is not None]
