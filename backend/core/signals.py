"""Cache invalidation on save: the cached site settings, and nginx's page cache (core/page_cache.py)."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from wagtail.models import Page
from wagtail.signals import page_published, page_unpublished, post_page_move

from .models import PartyIdentity, SiteLinks
from .page_cache import bump_after_commit
from .selectors import forget_site_settings

# Models shown on pages that are saved directly, without a page's publication: the snippets of the
# content app (people, regions, authors, vacancies, …), the site settings and redirects; and a
# page's privacy (its view restriction decides whether it is public, hence listed and cached).
PAGE_CONTENT_APPS = {"content"}
PAGE_CONTENT_MODELS = {
    ("core", "sitelinks"),
    ("core", "partyidentity"),
    ("wagtailredirects", "redirect"),
    ("wagtailcore", "pageviewrestriction"),
}


@receiver([post_save, post_delete], sender=SiteLinks)
@receiver([post_save, post_delete], sender=PartyIdentity)
def site_links_changed(**kwargs) -> None:
    forget_site_settings()


@receiver([page_published, page_unpublished, post_page_move])
def page_changed(**kwargs) -> None:
    bump_after_commit()


@receiver([post_save, post_delete])
def content_saved(sender, instance, **kwargs) -> None:
    # A page's own save also happens for drafts: only its publication counts (above); deleting a
    # page, published or not, counts at once.
    if isinstance(instance, Page):
        if kwargs.get("signal") is post_delete:
            bump_after_commit()
        return
    meta = sender._meta
    if (
        meta.app_label in PAGE_CONTENT_APPS
        or (meta.app_label, meta.model_name) in PAGE_CONTENT_MODELS
    ):
        bump_after_commit()
