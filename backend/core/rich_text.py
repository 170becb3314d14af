"""Rich text on its way out through the API: Wagtail's stored HTML expanded (page and document
links, images) and then cleaned with nh3 against an allow-list that fits the editor's features
(headings, bold, italic, lists, links, images, horizontal rule, a few inline marks). Whatever an
import, a paste or a compromised editor account slipped in beyond that (scripts, event handlers,
style, javascript: or data: links) is removed before any visitor's browser sees it."""

from __future__ import annotations

import nh3
from wagtail.rich_text import expand_db_html

TAGS = {
    "p", "br", "h2", "h3", "h4", "h5", "h6", "b", "strong", "i", "em", "u", "s", "sub", "sup",
    "code", "blockquote", "ul", "ol", "li", "a", "hr", "img", "div", "span",
}  # fmt: skip
ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "width", "height", "class"},
    "div": {"class"},
    "span": {"class"},
    "p": {"class"},
}
URL_SCHEMES = {"http", "https", "mailto", "tel"}


def clean_html(html: str) -> str:
    """Only the allowed tags and attributes; links with safe schemes, opening new windows safely."""
    return nh3.clean(
        html,
        tags=TAGS,
        attributes=ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel="noopener noreferrer",
        strip_comments=True,
    )


def rich_text_out(source: str) -> str:
    """Wagtail's stored rich text, expanded and cleaned for the API."""
    return clean_html(expand_db_html(source)) if source else ""
