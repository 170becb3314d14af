"""Backups of the database and the media, and their restore (`manage.py backup` / `restore`).

A backup is a folder:
- database.pgdump (PostgreSQL: pg_dump's custom format) or database.sqlite3 (SQLite: a consistent
  copy made with SQLite's online backup API, safe while the site runs);
- media.tar.gz (MEDIA_ROOT, what visitors see) and private.tar.gz (PRIVATE_MEDIA_ROOT: CVs), when
  the media live on this disk (on S3-compatible storage, use the bucket's versioning instead);
- manifest.json: when, which engine, which files, to which public keys they are encrypted.

Every file but the manifest is encrypted with age (pyrage) to the public keys in
BACKUP_AGE_RECIPIENTS: the database holds members' data and the private folder CVs, and the copies
go to another provider. The private key never is on the server: the operator keeps it and gives
its file to `manage.py restore --identity` only when restoring. The plain files exist only in a
private (0700) staging folder while it is written or read, and are removed then.

Restoring puts the database and the folders back as they were (files added since are removed),
then starts a new page cache version and drops the cached site settings. Stop the app servers and
the worker first on PostgreSQL: pg_restore replaces every table in one transaction and waits for
their locks.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pyrage
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.utils.module_loading import import_string
from pyrage import x25519

MANIFEST = "manifest.json"
POSTGRES_FILE = "database.pgdump"
SQLITE_FILE = "database.sqlite3"
FOLDERS = {"media": "MEDIA_ROOT", "private": "PRIVATE_MEDIA_ROOT"}
ENCRYPTED_SUFFIX = ".age"


class BackupError(Exception):
    pass


@dataclass(frozen=True)
class Database:
    engine: str  # "postgresql" or "sqlite"
    settings: dict[str, Any]

    @classmethod
    def default(cls) -> Database:
        config = connections[DEFAULT_DB_ALIAS].settings_dict
        vendor = connections[DEFAULT_DB_ALIAS].vendor
        if vendor not in ("postgresql", "sqlite"):
            raise BackupError(f"No backup for a {vendor} database")
        return cls(engine=vendor, settings=config)

    @property
    def file_name(self) -> str:
        return POSTGRES_FILE if self.engine == "postgresql" else SQLITE_FILE


def _postgres_command(program: str, config: dict[str, Any]) -> tuple[list[str], dict[str, str]]:
    args = [program, "--dbname", str(config["NAME"])]
    if config.get("HOST"):
        args += ["--host", str(config["HOST"])]
    if config.get("PORT"):
        args += ["--port", str(config["PORT"])]
    if config.get("USER"):
        args += ["--username", str(config["USER"])]
    env = {**os.environ}
    if config.get("PASSWORD"):
        env["PGPASSWORD"] = str(config["PASSWORD"])
    return args, env


def _run(args: list[str], env: dict[str, str]) -> None:
    if shutil.which(args[0]) is None:
        raise BackupError(f"{args[0]} is not installed (Debian: apt-get install postgresql-client)")
    result = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise BackupError(f"{args[0]} failed: {result.stderr.strip()[-2000:]}")


def _sqlite_path(config: dict[str, Any]) -> Path:
    name = str(config["NAME"])
    if name == ":memory:" or name.startswith("file:"):
        raise BackupError("An in-memory SQLite database has nothing to back up")
    return Path(name)


def _sqlite_copy(source: Path, target: Path) -> None:
    src = sqlite3.connect(source)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()


def backup_database(database: Database, target: Path) -> None:
    if database.engine == "postgresql":
        args, env = _postgres_command("pg_dump", database.settings)
        _run(
            [*args, "--format=custom", "--no-owner", "--no-privileges", "--file", str(target)], env
        )
    else:
        _sqlite_copy(_sqlite_path(database.settings), target)


def restore_database(database: Database, source: Path) -> None:
    connections.close_all()  # no open transaction of ours holds a lock
    if database.engine == "postgresql":
        args, env = _postgres_command("pg_restore", database.settings)
        options = [
            "--clean",
            "--if-exists",
            "--no-owner",
            "--no-privileges",
            "--single-transaction",
        ]
        _run([*args, *options, str(source)], env)
    else:
        _sqlite_copy(source, _sqlite_path(database.settings))


def media_on_disk() -> bool:
    from django.core.files.storage import FileSystemStorage

    backend = import_string(settings.STORAGES["default"]["BACKEND"])
    return issubclass(backend, FileSystemStorage)


def backup_folder(folder: Path, target: Path) -> None:
    with tarfile.open(target, "w:gz") as archive:
        if folder.is_dir():
            for child in sorted(folder.iterdir()):
                archive.add(child, arcname=child.name)


def restore_folder(archive_path: Path, folder: Path) -> None:
    """The folder's content becomes the archive's: extracted aside first (with tarfile's "data"
    filter: no absolute paths, no links out, no devices), then swapped in."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder.parent, prefix=f".{folder.name}-restore-") as tmp:
        staging = Path(tmp)
        with tarfile.open(archive_path, "r:gz") as archive:
            archive.extractall(staging, filter="data")
        for child in folder.iterdir():
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child)
            else:
                child.unlink()
        for child in staging.iterdir():
            shutil.move(str(child), folder / child.name)


def parse_recipients(keys: list[str]) -> list[x25519.Recipient]:
    """age public keys (age1…), as `age-keygen` prints them."""
    recipients = []
    for key in keys:
        try:
            recipients.append(x25519.Recipient.from_str(key.strip()))
        except pyrage.RecipientError:
            raise BackupError(f"Not an age public key (age1…): {key.strip()[:12]}…") from None
    return recipients


def read_identities(text: str) -> list[x25519.Identity]:
    """The private keys of an age identity file (`age-keygen -o key.txt`): '#' lines are comments."""
    identities = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            identities.append(x25519.Identity.from_str(line))
        except pyrage.IdentityError:
            raise BackupError(
                "The identity file holds no age private key (AGE-SECRET-KEY-1…)"
            ) from None
    if not identities:
        raise BackupError("The identity file holds no age private key (AGE-SECRET-KEY-1…)")
    return identities


def _staging(parent: Path) -> tempfile.TemporaryDirectory:
    """A private (0700) folder for the plain files on the server's own disk (not /tmp, which may
    be small memory), removed afterwards."""
    parent.mkdir(parents=True, exist_ok=True)
    return tempfile.TemporaryDirectory(dir=parent, prefix=".backup-plain-")


def default_backup_dir() -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return Path(settings.VAR_DIR) / "backups" / stamp


def backup(
    target_dir: Path, *, media: bool = True, recipients: list[str] | None = None
) -> dict[str, Any]:
    """Writes an encrypted backup into target_dir (created; it must be empty); returns the manifest.

    recipients: age public keys; by default settings.BACKUP_AGE_RECIPIENTS."""
    keys = list(settings.BACKUP_AGE_RECIPIENTS if recipients is None else recipients)
    if not keys:
        raise BackupError(
            "Set BACKUP_AGE_RECIPIENTS to the age public key (age1…) of the backups' key pair, "
            'made on your own machine (deploy/README.md "Backups")'
        )
    age_recipients = parse_recipients(keys)
    if target_dir.exists() and any(target_dir.iterdir()):
        raise BackupError(f"{target_dir} is not empty")
    target_dir.mkdir(parents=True, exist_ok=True)
    database = Database.default()
    with _staging(target_dir.parent) as tmp:
        plain = Path(tmp)
        backup_database(database, plain / database.file_name)
        names = [database.file_name]
        if media and media_on_disk():
            for name, setting in FOLDERS.items():
                backup_folder(Path(getattr(settings, setting)), plain / f"{name}.tar.gz")
                names.append(f"{name}.tar.gz")
        files = []
        for name in names:
            pyrage.encrypt_file(
                str(plain / name), str(target_dir / f"{name}{ENCRYPTED_SUFFIX}"), age_recipients
            )
            files.append(f"{name}{ENCRYPTED_SUFFIX}")
    manifest = {
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "engine": database.engine,
        "files": files,
        "encryption": "age",
        "recipients": [key.strip() for key in keys],
    }
    (target_dir / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest


def read_manifest(source_dir: Path) -> dict[str, Any]:
    path = source_dir / MANIFEST
    if not path.is_file():
        raise BackupError(f"{source_dir} holds no backup ({MANIFEST} is missing)")
    return json.loads(path.read_text())


def restore(source_dir: Path, *, media: bool = True, identity: str | None = None) -> dict[str, Any]:
    """Puts the backup in source_dir back; returns its manifest.

    identity: the text of the age identity file holding the private key (an encrypted backup);
    backups written before encryption (no "encryption" in the manifest) are read as they are."""
    from .page_cache import bump_version
    from .selectors import forget_site_settings

    manifest = read_manifest(source_dir)
    database = Database.default()
    if manifest["engine"] != database.engine:
        raise BackupError(
            f"The backup is of a {manifest['engine']} database, this site runs on {database.engine}"
        )
    encrypted = manifest.get("encryption") == "age"
    if encrypted and identity is None:
        raise BackupError("The backup is encrypted: give the private key's file with --identity")
    identities = read_identities(identity) if encrypted and identity is not None else []
    suffix = ENCRYPTED_SUFFIX if encrypted else ""
    wanted = [database.file_name]
    if media:
        wanted += [
            f"{name}.tar.gz" for name in FOLDERS if f"{name}.tar.gz{suffix}" in manifest["files"]
        ]
    with _staging(Path(settings.VAR_DIR)) as tmp:
        readable: dict[str, Path] = {}
        for name in wanted:
            stored = source_dir / f"{name}{suffix}"
            if not stored.is_file():
                raise BackupError(f"{stored} is missing")
            readable[name] = Path(tmp) / name if encrypted else stored
            if encrypted:
                try:
                    pyrage.decrypt_file(str(stored), str(readable[name]), identities)
                except pyrage.DecryptError as error:
                    raise BackupError(
                        f"{stored.name} cannot be decrypted with this key: {error}"
                    ) from None
        restore_database(database, readable[database.file_name])
        for name, setting in FOLDERS.items():
            if f"{name}.tar.gz" in readable:
                restore_folder(readable[f"{name}.tar.gz"], Path(getattr(settings, setting)))
    forget_site_settings()
    bump_version()
    return manifest
