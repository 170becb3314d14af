"""`manage.py restore DIR --identity KEYFILE [--no-media] [--noinput]`: puts a backup of
`manage.py backup` back, decrypted with the age private key the operator brings (`-`: read from
standard input, so the key need not be written to the server's disk)."""

import sys
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from core.backups import BackupError, read_manifest, restore


class Command(BaseCommand):
    help = "Restore the database and the media from a folder written by `manage.py backup`"

    def add_arguments(self, parser):
        parser.add_argument("source", type=Path, help="the backup's folder")
        parser.add_argument(
            "--identity",
            "-i",
            help="the age identity file with the backups' private key ('-': standard input)",
        )
        parser.add_argument("--no-media", action="store_true", help="the database only")
        parser.add_argument(
            "--noinput",
            "--no-input",
            action="store_false",
            dest="interactive",
            help="do not ask for confirmation",
        )

    def handle(
        self,
        *args,
        source: Path,
        identity: str | None,
        no_media: bool,
        interactive: bool,
        **options,
    ):
        try:
            manifest = read_manifest(source)
        except BackupError as error:
            raise CommandError(str(error)) from error
        key = None
        if identity == "-":
            if interactive:
                raise CommandError("--identity - reads the key from standard input: add --noinput")
            key = sys.stdin.read()
        elif identity:
            try:
                key = Path(identity).read_text()
            except OSError as error:
                raise CommandError(f"Cannot read the identity file: {error}") from error
        if interactive:
            what = "the database" if no_media else f"the database and {settings.MEDIA_ROOT}"
            answer = input(
                f"This replaces {what} with the backup of {manifest['created']}. "
                "Type 'yes' to continue: "
            )
            if answer.strip().lower() != "yes":
                raise CommandError("Nothing restored.")
        try:
            restore(source, media=not no_media, identity=key)
        except BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"Restored the backup of {manifest['created']} from {source}")
