from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "core"
    verbose_name = "Site"

    def ready(self) -> None:
        from . import signals  # noqa: F401  (cache invalidation on save)
        from .exports import neutralise_every_export

        neutralise_every_export()  # CSV/formula injection, in every admin export
