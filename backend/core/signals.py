"""Saved site settings are visible at once: the cached copy is dropped."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from .models import SiteLinks
from .selectors import forget_site_settings


@receiver([post_save, post_delete], sender=SiteLinks)
def site_links_changed(**kwargs) -> None:
    forget_site_settings()
