from django.apps import AppConfig


class OrdersConfig(AppConfig):
    name = "orders"
    verbose_name = "Tickets"

    def ready(self) -> None:
        from payments import purposes

        from .payments import order_charged_back, order_payment_changed

        purposes.register("order", order_payment_changed, charged_back=order_charged_back)
