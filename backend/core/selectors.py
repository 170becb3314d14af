"""Read queries of the core app."""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from wagtail.models import Site

from .models import PartyIdentity, SiteLinks
from .schemas import PartyOut, SiteSettingsOut, TrackingOut

SITE_SETTINGS_CACHE_KEY = "core:site-settings:v3"
SITE_SETTINGS_TTL_SECONDS = 300
PARTNER_SITES = ("youth_wing", "international", "institute", "schools")
SOCIAL_NETWORKS = ("twitter", "facebook", "instagram", "youtube", "telegram", "tiktok")


def _default_site() -> Site | None:
    return Site.objects.filter(is_default_site=True).first() or Site.objects.first()


def _site_links() -> SiteLinks:
    site = _default_site()
    if site is None:  # a database without any Wagtail site yet: the defaults
        return SiteLinks()
    return SiteLinks.for_site(site)


def party_identity() -> PartyIdentity:
    """The party's name, wordmark and reply address (the defaults before a site exists)."""
    site = _default_site()
    return PartyIdentity.for_site(site) if site is not None else PartyIdentity()


# The logo in the header: at most 96 px high (twice the header's 48 px), in its own format.
LOGO_RENDITION = "height-96"


def _party_out() -> PartyOut:
    identity = party_identity()
    logo = identity.logo
    return PartyOut(
        name=identity.name,
        name_en=identity.name_en,
        wordmark=identity.wordmark,
        logo_url=logo.get_rendition(LOGO_RENDITION).url if logo is not None else None,
    )


def site_settings() -> SiteSettingsOut:
    """The shell's external links, the election date and the party's identity, cached until one
    of those settings is saved."""
    cached = cache.get(SITE_SETTINGS_CACHE_KEY)
    if cached is not None:
        return SiteSettingsOut.model_validate({**cached, "tracking": tracking()})
    links = _site_links()
    result = SiteSettingsOut(
        english_site_url=links.english_site_url,
        institute_url=links.institute_url,
        shop_url=links.shop_url,
        party_site_url=links.party_site_url,
        council_candidate_url=links.council_candidate_url,
        partner_sites=[
            {
                "key": key,
                "url": getattr(links, f"{key}_url"),
                "name": getattr(links, f"{key}_name"),
                "name_en": getattr(links, f"{key}_name_en"),
            }
            for key in PARTNER_SITES
        ],
        social_links=[
            {"network": net, "url": getattr(links, f"{net}_url")} for net in SOCIAL_NETWORKS
        ],
        election_date=links.election_date,
        party=_party_out(),
        tracking=tracking(),
    )
    cache.set(
        SITE_SETTINGS_CACHE_KEY,
        result.model_dump(mode="json", exclude={"tracking"}),
        SITE_SETTINGS_TTL_SECONDS,
    )
    return result


def tracking() -> TrackingOut:
    """From the environment, not the admin: which third parties may ever be contacted is a
    deployment decision. The pixel needs an id; the analytics script its URL."""
    pixel_id = settings.AD_PIXEL_ID
    return TrackingOut(
        pixel_id=pixel_id,
        pixel_url=settings.AD_PIXEL_URL if pixel_id else "",
        analytics_script_url=settings.ANALYTICS_SCRIPT_URL,
        analytics_site=settings.ANALYTICS_SITE,
    )


def forget_site_settings() -> None:
    cache.delete(SITE_SETTINGS_CACHE_KEY)


def database_is_up() -> bool:
    from django.db import connection

    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            return cursor.fetchone() == (1,)
    except Exception:
        return False
