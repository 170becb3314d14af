from django.apps import AppConfig


class WfppConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "wfpp"
    verbose_name = "Giftenregister (Wfpp)"
