"""Removes a staff account's two-factor devices (a lost phone): the next login enrols anew."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from staff import two_factor


class Command(BaseCommand):
    help = "Remove the two-factor devices of a user; they set up a new one at the next login."

    def add_arguments(self, parser) -> None:
        parser.add_argument("username")

    def handle(self, *args, username: str, **options) -> None:
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No user named {username!r}.")
        removed = two_factor.reset(user)
        self.stdout.write(
            f"Removed {removed} device(s) of {username}; the next admin login sets up a new one."
        )
