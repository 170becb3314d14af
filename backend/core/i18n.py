"""The reader's language (issue 22): Dutch, the source language and the default, or English.

A form's API call carries the locale of the page it was sent from in its Accept-Language header
(the frontend's anonymousHeaders); Django's LocaleMiddleware activates it for the request, and
`current_language` names it to the services. An action keeps it where its mails come later (the
order, the gift, the friend gift; a sign-up's mail is queued with it) and on the person record
(their latest action's language); a mail that follows no action of its own (a reminder, a lapse,
the yearly overview, a link staff send) is written in the person's stored language.

What the API says to the visitor (a refusal, a field's message, a confirmation) is Dutch in the
code, marked with gettext_noop, and translated where the answer is made: the schemas' VisitorText
fields (core/schemas.py) and the few answers written before ninja (core/api_guards.py,
core/api_input.py) pass it through `translated`, which looks it up in the English catalogue
(locale/en/LC_MESSAGES/django.po) when the request is English. A message with a number in it is
translated before the number goes in (gettext with %(name)s).

The mails themselves: Dutch is the source; each mail template `name.txt`/`.html` has its English
version beside it as `name.en.txt`/`.en.html` (core.mail.send_templated picks it), and the few
texts made in Python (subjects, labels) are chosen with `pick`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from typing import Any, TypeVar

from django.conf import settings
from django.utils import formats, translation

DUTCH = "nl"
ENGLISH = "en"
LANGUAGES = (DUTCH, ENGLISH)

T = TypeVar("T")


def normalise(language: str | None) -> str:
    """'en', 'en-GB', 'EN' → 'en'; anything else → 'nl'."""
    code = (language or "").split("-")[0].lower()
    return code if code in LANGUAGES else DUTCH


def current_language() -> str:
    """The language of the request being served (LocaleMiddleware activated it from the form's
    Accept-Language); Dutch outside a request (the worker, commands)."""
    return normalise(translation.get_language())


def person_language(record: Any) -> str:
    """The stored language of the person a record belongs to (Dutch without one)."""
    return normalise(getattr(getattr(record, "person", None), "language", None))


def pick(language: str, *, nl: T, en: T) -> T:
    """The Dutch or the English one of two texts (a subject, a label)."""
    return en if normalise(language) == ENGLISH else nl


def translated(text: str) -> str:
    """A Dutch message for the visitor in the request's language (unchanged when Dutch, when the
    catalogue has no English for it, or when it is already English)."""
    return translation.gettext(text) if text else text


def page_path(path: str, language: str) -> str:
    """A (Dutch) path of the site in the reader's language: the English site is the Dutch route
    table under /en ('/mijn-account' → '/en/mijn-account', '/' → '/en'); as the frontend's
    localizePath."""
    if normalise(language) != ENGLISH:
        return path
    return "/en" if path == "/" else f"/en{path}"


def live_page_path(page: Any) -> str | None:
    """The visitor path of a live Wagtail page: its place under a site root ('/home/privacy/' →
    '/privacy'), under /en for the English tree; None for a page that is not live or under no
    site. Wagtail's own page.url needs its serve view, which this headless site does not mount."""
    from wagtail.models import Site

    if page is None or not page.live:
        return None
    for root in Site.get_site_root_paths():
        if page.url_path.startswith(root.root_path):
            path = page.url_path[len(root.root_path) - 1 :].rstrip("/")
            prefix = "/en" if root.language_code == ENGLISH else ""
            return (prefix + path) or "/"
    return None


def page_url(path: str, language: str) -> str:
    """The full address of page_path."""
    return f"{settings.SITE_URL}{page_path(path, language)}"


@contextmanager
def reading(language: str) -> Iterator[str]:
    """Renders within it (dates, Django's own texts) in `language`."""
    code = normalise(language)
    with translation.override(code):
        yield code


def format_date(day: date, language: str) -> str:
    """1 januari 2027 / 1 January 2027."""
    with reading(language):
        return formats.date_format(day, "j F Y")
