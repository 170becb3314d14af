from django.apps import AppConfig
from django.db.models.signals import post_migrate

# Migrations after which the index is filled once: 0001 gave pages the Dutch search_text, 0003
# added the title index, 0004 the vocabulary (search/models.py).
INDEX_MIGRATIONS = {"0001_search_index_tuning", "0003_title_index", "0004_vocabulary"}


def reindex_after_upgrade(sender, plan=None, using="default", **kwargs) -> None:
    """When one of this app's index migrations has just been applied to a database that already has
    pages (an upgrade, not a fresh install: the demo seed indexes as it saves), fill the search index
    once. After all migrations, not in one."""
    applied = any(
        migration.app_label == "search" and migration.name in INDEX_MIGRATIONS and not backwards
        for migration, backwards in plan or []
    )
    if not applied:
        return
    from django.core.management import call_command
    from wagtail.models import Page

    if Page.objects.using(using).filter(depth__gt=1).exists():
        call_command("update_index", verbosity=0)


class SearchConfig(AppConfig):
    name = "search"
    verbose_name = "Zoeken"

    def ready(self) -> None:
        post_migrate.connect(reindex_after_upgrade, sender=self)
