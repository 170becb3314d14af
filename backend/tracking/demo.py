"""Demo personal links and redirects: one of each kind, printed nowhere secret (uuids are fixed so
the browser tests and the README can use them)."""

from __future__ import annotations

import uuid

from wagtail.contrib.redirects.models import Redirect
from wagtail.models import Page, Site

from .models import PersonalLink

# /?uuid=… sends the visitor to the year-end donation campaign.
DEMO_LINK_UUID = uuid.UUID("6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11")
DEMO_LINK_TARGET = "/doneer/eindsprint"
# An old path that moved (permanent) and a temporary campaign path, each to a page (as staff pick
# one in the admin).
DEMO_REDIRECTS = [
    ("/oude-doneerpagina", "/doneer", True),
    ("/actie", "/word-lid", False),
]


def seed_tracking() -> None:
    PersonalLink.objects.update_or_create(
        uuid=DEMO_LINK_UUID,
        defaults={
            "label": "Demo: mailing eindsprint, knop doneren",
            "target_path": DEMO_LINK_TARGET,
        },
    )
    site = Site.objects.filter(is_default_site=True).first()
    if site is None:
        return
    for old_path, new_path, permanent in DEMO_REDIRECTS:
        page = Page.objects.filter(
            url_path=f"{site.root_page.url_path}{new_path.strip('/')}/"
        ).first()
        if page is None:
            continue
        Redirect.objects.update_or_create(
            old_path=Redirect.normalise_path(old_path),
            site=site,
            defaults={"redirect_page": page, "is_permanent": permanent},
        )
