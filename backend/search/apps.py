from django.apps import AppConfig
from django.db.models.signals import post_migrate

INDEX_MIGRATION = "0001_search_index_tuning"


def reindex_after_upgrade(sender, plan=None, using="default", **kwargs) -> None:
    """When this app's index migration has just been applied to a database that already has pages
    (an upgrade, not a fresh install: the demo seed indexes as it saves), fill the search index once:
    articles and positions gained the Dutch search_text field. After all migrations, not in one."""
    applied = any(
        migration.app_label == "search" and migration.name == INDEX_MIGRATION and not backwards
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
