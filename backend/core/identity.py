"""The party's name as documents state it: the default Wagtail site's name (Settings → Sites in
the admin), or WAGTAIL_SITE_NAME where no site is set up. One reader, not a second copy."""

from __future__ import annotations

from django.conf import settings


def party_name() -> str:
    from wagtail.models import Site

    site = Site.objects.filter(is_default_site=True).only("site_name").first()
    return (site.site_name if site else "") or settings.WAGTAIL_SITE_NAME
