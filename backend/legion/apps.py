from django.apps import AppConfig


class LegionConfig(AppConfig):
    name = "legion"
    verbose_name = "Legioen en leden werven leden"
