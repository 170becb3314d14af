"""`manage.py backup [--output DIR] [--no-media] [--recipient age1…]`: the database and the media
into one folder, encrypted to the age public key(s) of BACKUP_AGE_RECIPIENTS (or --recipient)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from core.backups import BackupError, backup, default_backup_dir


class Command(BaseCommand):
    help = "Back up the database (pg_dump or SQLite's backup API) and the media (tar) into a folder"

    def add_arguments(self, parser):
        parser.add_argument("--output", type=Path, help="the folder (default: var/backups/<time>)")
        parser.add_argument("--no-media", action="store_true", help="the database only")
        parser.add_argument(
            "--recipient",
            action="append",
            dest="recipients",
            help="an age public key (age1…) to encrypt to, instead of BACKUP_AGE_RECIPIENTS; repeatable",
        )

    def handle(
        self, *args, output: Path | None, no_media: bool, recipients: list[str] | None, **options
    ):
        target = output or default_backup_dir()
        try:
            manifest = backup(target, media=not no_media, recipients=recipients)
        except BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            f"Encrypted backup of the {manifest['engine']} database written to {target}"
        )
        self.stdout.write(f"  {', '.join(manifest['files'])}")
