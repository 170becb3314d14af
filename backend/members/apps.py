from django.apps import AppConfig


class MembersConfig(AppConfig):
    name = "members"
    verbose_name = "Leden"

    def ready(self) -> None:
        from payments import purposes

        from .services import membership_charged_back, membership_payment_changed

        purposes.register(
            "membership", membership_payment_changed, charged_back=membership_charged_back
        )
