from django.apps import AppConfig


class PeopleConfig(AppConfig):
    name = "people"
    verbose_name = "Personen"

    def ready(self) -> None:
        from . import signals  # noqa: F401 -- connects the receivers
        from . import privacy_views  # noqa: F401  (registers the staff export and erase URLs)
