"""Where a path leads: a personal link (by its uuid) or one of Wagtail's redirects (by the path)."""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from wagtail.contrib.redirects.models import Redirect
from wagtail.models import Site

from core.i18n import live_page_path

from .models import PersonalLink
from .services import parse_uuid

MAX_PATH_LENGTH = 500


@dataclass(frozen=True)
class Target:
    location: str
    permanent: bool


def _same_path(a: str, b: str) -> bool:
    def path_of(value: str) -> str:
        return value.split("?", 1)[0].split("#", 1)[0].rstrip("/") or "/"

    return path_of(a) == path_of(b)


def _personal_link(path: str, uuid: str) -> Target | None:
    link_uuid = parse_uuid(uuid)
    if link_uuid is None:
        return None
    link = PersonalLink.objects.filter(uuid=link_uuid, active=True).first()
    # At its target the link has done its work (the uuid stays in the address): no loop.
    if link is None or _same_path(link.target_path, path):
        return None
    return Target(location=link.target_path, permanent=False)


def _own_path(link: str) -> str:
    """The admin asks for a full URL: one on this site becomes its path (the visitor's query
    string can then travel along, and the redirect works on every host the site answers to)."""
    site_url = settings.SITE_URL.rstrip("/")
    if link == site_url:
        return "/"
    if link.startswith(site_url + "/") or link.startswith(site_url + "?"):
        return link[len(site_url) :]
    return link


def _wagtail_redirect(path: str) -> Target | None:
    site = Site.objects.filter(is_default_site=True).first()
    old_path = Redirect.normalise_path(path)
    redirects = Redirect.get_for_site(site) if site else Redirect.objects.filter(site__isnull=True)
    redirect = redirects.filter(old_path=old_path).select_related("redirect_page").first()
    if redirect is None:
        return None
    location = (
        live_page_path(redirect.redirect_page)
        if redirect.redirect_page_id
        else _own_path(redirect.redirect_link)
    )
    if not location or _same_path(location, path):
        return None
    return Target(location=location, permanent=redirect.is_permanent)


def resolve_redirect(*, path: str, uuid: str = "") -> Target | None:
    """The personal link of `uuid` first, then a redirect of `path`; None when the path stays."""
    if not path.startswith("/") or len(path) > MAX_PATH_LENGTH:
        return None
    if uuid:
        target = _personal_link(path, uuid)
        if target is not None:
            return target
    return _wagtail_redirect(path)
