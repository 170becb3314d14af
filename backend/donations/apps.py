from django.apps import AppConfig


class DonationsConfig(AppConfig):
    name = "donations"
    verbose_name = "Donaties"

    def ready(self) -> None:
        from payments import purposes

        from .monthly import donation_for_charge
        from .services import donation_charged_back, donation_payment_changed

        purposes.register(
            "donation",
            donation_payment_changed,
            charge=donation_for_charge,
            charged_back=donation_charged_back,
        )
