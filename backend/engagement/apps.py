from django.apps import AppConfig


class EngagementConfig(AppConfig):
    name = "engagement"
    verbose_name = "Betrokkenheid"
