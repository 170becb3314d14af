"""Following a mail's links without a browser: every link is on this site, its path is a page of
the frontend's route table (frontend/app/routes.ts), and a link that carries a token carries one
the page will accept, checked through the same decoder or API the page's loader uses."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from django.conf import settings
from django.test import Client
from django.urls import Resolver404, resolve

FRONTEND = Path(settings.BACKEND_DIR).parent / "frontend" / "app"
HREF = re.compile(r'href="([^"]+)"')
URL = re.compile(r"https?://[^\s<>\"')]+")


@cache
def _route_patterns() -> tuple[re.Pattern[str], ...]:
    """The Dutch paths of routes.ts (the English site is the same table under /en)."""
    source = (FRONTEND / "routes.ts").read_text()
    constants = (FRONTEND / "route-paths.ts").read_text()
    named = dict(re.findall(r"(\w+): \"(/[^\"]*)\"", constants))
    paths = set(re.findall(r'page\("(/[^"]*)"', source))
    paths |= {
        named[key] for key in re.findall(r"page\((?:MEMBER_ONLY_PAGES|DOTTED_PAGES)\.(\w+)", source)
    }
    bases = re.findall(r'\.\.\.legion\("(/[^"]*)"\)', source)
    for template in re.findall(r"page\(`([^`]*)`", source):
        expanded = re.sub(r"\$\{\w+\.(\w+)\}", lambda m: named[m[1]], template)
        paths |= (
            {expanded.replace("${base}", base) for base in bases}
            if "${base}" in expanded
            else {expanded}
        )
    paths |= set(bases)
    assert len(paths) > 50, "routes.ts could not be read"
    return tuple(
        re.compile("^" + re.sub(r":\w+", r"[^/]+", re.escape(path).replace(r"\:", ":")) + "/?$")
        for path in paths
    )


def is_a_page(path: str) -> bool:
    path = path.removeprefix("/en") or "/"
    return path == "/" or any(pattern.match(path) for pattern in _route_patterns())


def links_in(message) -> list[str]:
    html = next((body for body, mime in message.alternatives if mime == "text/html"), "")
    found = [link.replace("&amp;", "&") for link in HREF.findall(html)]
    found += URL.findall(message.body)
    return sorted(set(found))


# Pages whose address carries a token: (path pattern, what the page would do with it).
TokenCheck = Callable[[re.Match[str], dict[str, list[str]]], bool]


def _order_confirm(match, query) -> bool:
    from orders.links import order_id_from_token

    return order_id_from_token(match["token"]) is not None


def _engagement(purpose: str, key: str = "token") -> TokenCheck:
    def check(match, query) -> bool:
        from core.errors import DomainError
        from engagement.links import read_token

        token = match.groupdict().get(key) or query.get(key, [""])[0]
        try:
            read_token(purpose, token)  # type: ignore[arg-type]
        except DomainError:
            return False
        return True

    return check


def _api_ok(path: Callable[[re.Match[str], dict[str, list[str]]], str]) -> TokenCheck:
    def check(match, query) -> bool:
        return Client().get(path(match, query)).status_code == 200

    return check


def _account(match, query) -> bool:
    from accounts.tokens import activation_tokens, password_tokens, user_for_token

    token = match.groupdict().get("token") or query.get("token", [""])[0]
    return any(
        user_for_token(token, generator) is not None
        for generator in (activation_tokens, password_tokens)
    )


def _legion(match, query) -> bool:
    from django.core import signing

    from legion.access import _signer

    try:
        _signer().unsign(query.get("token", [""])[0])
    except signing.BadSignature:
        return False
    return True


TOKEN_PAGES: list[tuple[re.Pattern[str], TokenCheck]] = [
    (re.compile(r"^/agenda/bevestigen/(?P<token>[^/]+)$"), _order_confirm),
    (
        re.compile(r"^/agenda/tickets/(?P<key>[^/]+)$"),
        _api_ok(lambda m, q: f"/api/tickets/{m['key']}"),
    ),
    (re.compile(r"^/nieuwsbrief-bevestigen$"), _engagement("newsletter-confirm")),
    (
        re.compile(r"^/nieuwsbrief-afmelden/(?P<token>[^/]+)$"),
        _engagement("newsletter-unsubscribe"),
    ),
    (re.compile(r"^/petities/[^/]+/bedankt$"), _engagement("petition-confirm")),
    (re.compile(r"^/account-aanmaken/(?P<token>[^/]+)$"), _account),
    (re.compile(r"^/wachtwoord-instellen$"), _account),
    (re.compile(r"^/legioen(-mgm)?/toegang-dashboard$"), _legion),
    (
        re.compile(r"^/doneer/stoppen/(?P<token>[^/]+)$"),
        _api_ok(lambda m, q: f"/api/donations/monthly/{m['token']}"),
    ),
    (
        re.compile(r"^/contributie/betalen/(?P<token>[^/]+)$"),
        _api_ok(lambda m, q: f"/api/members/dues/link/{m['token']}"),
    ),
    (
        re.compile(r"^/lidmaatschap-upgrade/(?P<code>[^/]+)$"),
        _api_ok(lambda m, q: f"/api/members/offers/upgrade/{m['code']}"),
    ),
]


def follow(link: str) -> str | None:
    """Why the link does not lead where it should, or None when it does."""
    if link.startswith("mailto:"):
        return None
    if not link.startswith(settings.SITE_URL):
        return f"{link}: not on this site ({settings.SITE_URL})"
    parts = urlsplit(link)
    path = parts.path or "/"
    if path.startswith("/cms/"):  # the admin, for staff mails: Django's own pages
        try:
            resolve(path)
        except Resolver404:
            return f"{link}: no admin page at {path}"
        return None
    if not is_a_page(path):
        return f"{link}: no page at {path}"
    query = parse_qs(parts.query)
    dutch = path.removeprefix("/en") or "/"
    for pattern, check in TOKEN_PAGES:
        match = pattern.match(dutch)
        if match and not check(match, query):
            return f"{link}: the page would refuse its token"
    if any(key in query for key in ("token", "code")) and not any(
        pattern.match(dutch) for pattern, _ in TOKEN_PAGES
    ):
        return f"{link}: carries a token no check here knows (add the page to TOKEN_PAGES)"
    return None
