from django.apps import AppConfig


class FriendsConfig(AppConfig):
    name = "friends"
    verbose_name = "Vrienden"

    def ready(self) -> None:
        from payments import purposes

        from .services import friend_charged_back, friend_payment_changed

        # A yearly charge of the subscription pays for the friend named by its purpose_id (the
        # payment core's default), so no charge handler is needed.
        purposes.register("friend", friend_payment_changed, charged_back=friend_charged_back)
