"""`manage.py restore DIR [--no-media] [--noinput]`: puts a backup of `manage.py backup` back."""

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from core.backups import BackupError, read_manifest, restore


class Command(BaseCommand):
    help = "Restore the database and the media from a folder written by `manage.py backup`"

    def add_arguments(self, parser):
        parser.add_argument("source", type=Path, help="the backup's folder")
        parser.add_argument("--no-media", action="store_true", help="the database only")
        parser.add_argument(
            "--noinput",
            "--no-input",
            action="store_false",
            dest="interactive",
            help="do not ask for confirmation",
        )

    def handle(self, *args, source: Path, no_media: bool, interactive: bool, **options):
        try:
            manifest = read_manifest(source)
        except BackupError as error:
            raise CommandError(str(error)) from error
        if interactive:
            what = "the database" if no_media else f"the database and {settings.MEDIA_ROOT}"
            answer = input(
                f"This replaces {what} with the backup of {manifest['created']}. "
                "Type 'yes' to continue: "
            )
            if answer.strip().lower() != "yes":
                raise CommandError("Nothing restored.")
        try:
            restore(source, media=not no_media)
        except BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"Restored the backup of {manifest['created']} from {source}")
