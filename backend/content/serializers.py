"""Turns StreamField blocks into plain JSON for the React app."""

from __future__ import annotations

from typing import Any

from wagtail.rich_text import expand_db_html

IMAGE_RENDITION = "max-2000x2000|format-webp"


def _image(value: Any) -> dict[str, Any] | None:
    image = value.get("image")
    if image is None:
        return None
    rendition = image.get_rendition(IMAGE_RENDITION)
    return {"url": rendition.url, "alt": value.get("alt") or image.title, "width": rendition.width, "height": rendition.height}


def serialize_block(block: Any) -> dict[str, Any] | None:
    kind, value = block.block_type, block.value
    if kind == "paragraph":
        return {"type": kind, "value": expand_db_html(value.source)}
    if kind == "heading":
        return {"type": kind, "value": str(value)}
    if kind == "quote":
        return {"type": kind, "value": {"text": value["text"], "attribution": value["attribution"]}}
    if kind == "collapsible":
        return {"type": kind, "value": {"title": value["title"], "body": expand_db_html(value["body"].source)}}
    if kind == "image":
        image = _image(value)
        return {"type": kind, "value": image} if image else None
    return None


def serialize_body(stream: Any) -> list[dict[str, Any]]:
    return [item for item in (serialize_block(block) for block in stream) if item is not None]
