from django.apps import AppConfig


class DonationsConfig(AppConfig):
    name = "donations"
    verbose_name = "Donaties"

    def ready(self) -> None:
        from payments import purposes

        from .services import donation_payment_changed

        purposes.register("donation", donation_payment_changed)
