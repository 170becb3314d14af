from django.apps import AppConfig


class PeopleConfig(AppConfig):
    name = "people"
    verbose_name = "Personen"

    def ready(self) -> None:
        from . import (
            privacy_views,  # noqa: F401  (registers the staff export and erase URLs)
            signals,  # noqa: F401 -- connects the receivers
        )
