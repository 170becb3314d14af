from django.apps import AppConfig


class ApplicationsConfig(AppConfig):
    name = "applications"
    verbose_name = "Aanmeldingen en berichten"

    def ready(self) -> None:
        from . import signals  # noqa: F401  (a deleted application takes its CV with it)
