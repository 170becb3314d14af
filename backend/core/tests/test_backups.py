"""The backup round trip on the test database itself (SQLite or PostgreSQL, whichever the suite
runs on): backup, change and delete, restore with the private key, and everything is back. The
test commits for real (pg_dump and pg_restore are other connections); the restore returns the
database to the state the other tests expect."""

import gzip
import io
import subprocess
import tarfile

import pyrage
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError
from pyrage import x25519

from content.models import Person
from core import backups
from members.models import Membership

CV_TEXT = b"%PDF cv of Jan Jansen, born 1 April 1990"


@pytest.fixture
def db(django_db_setup, django_db_blocker):
    """This module's `db`: the test database without the transaction that is rolled back (the
    name makes pytest-django create the test database for these tests, as for any other)."""
    with django_db_blocker.unblock():
        yield


@pytest.fixture
def media_dirs(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.PRIVATE_MEDIA_ROOT = tmp_path / "private"
    (settings.MEDIA_ROOT / "images").mkdir(parents=True)
    (settings.MEDIA_ROOT / "images" / "poster.jpg").write_bytes(b"poster")
    settings.PRIVATE_MEDIA_ROOT.mkdir()
    (settings.PRIVATE_MEDIA_ROOT / "cv.pdf").write_bytes(CV_TEXT)
    return settings.MEDIA_ROOT, settings.PRIVATE_MEDIA_ROOT


@pytest.fixture
def key_pair(settings, tmp_path):
    """The operator's key pair: the public key in the settings, the private key in a file that
    only the restore is given (as `age-keygen -o key.txt` writes it)."""
    identity = x25519.Identity.generate()
    settings.BACKUP_AGE_RECIPIENTS = [str(identity.to_public())]
    key_file = tmp_path / "operator" / "backup-key.txt"
    key_file.parent.mkdir()
    key_file.write_text(f"# public key: {identity.to_public()}\n{identity}\n")
    return identity, key_file


def test_backup_change_restore_brings_everything_back(db, media_dirs, key_pair, tmp_path):
    media, private = media_dirs
    _, key_file = key_pair
    person = Person.objects.order_by("pk").first()
    people = Person.objects.count()
    users = get_user_model().objects.count()

    target = tmp_path / "backup"
    call_command("backup", output=target, verbosity=0)
    manifest = backups.read_manifest(target)
    assert set(manifest["files"]) >= {"media.tar.gz.age", "private.tar.gz.age"}

    # What happens after the backup: a person deleted, a user added, media changed.
    Person.objects.filter(pk=person.pk).delete()
    get_user_model().objects.create_user("na-de-backup", "na@example.org", "x")
    (media / "images" / "poster.jpg").unlink()
    (media / "added-later.jpg").write_bytes(b"new")
    (private / "cv.pdf").write_bytes(b"overwritten")
    assert Person.objects.count() == people - 1

    with pytest.raises(CommandError, match="--identity"):
        call_command("restore", target, interactive=False, verbosity=0)
    call_command("restore", target, identity=str(key_file), interactive=False, verbosity=0)

    assert Person.objects.count() == people
    assert Person.objects.get(pk=person.pk).name == person.name
    assert get_user_model().objects.count() == users
    assert not get_user_model().objects.filter(username="na-de-backup").exists()
    assert (media / "images" / "poster.jpg").read_bytes() == b"poster"
    assert not (media / "added-later.jpg").exists()
    assert (private / "cv.pdf").read_bytes() == CV_TEXT


def _plain(data: bytes, name: str) -> bytes:
    """What a reader finds in a file once any compression is undone: the SQL of a pg_dump
    archive, the members of a tar.gz, the bytes of a SQLite file."""
    if name.startswith("database.pgdump"):
        listing = subprocess.run(
            ["pg_restore", "--data-only", "--file", "-"],
            input=data,
            capture_output=True,
            check=True,
        )
        return listing.stdout
    if name.endswith(".tar.gz") or name.endswith(".tar.gz.age"):
        with tarfile.open(fileobj=io.BytesIO(gzip.decompress(data))) as archive:
            files = (archive.extractfile(m) for m in archive if m.isfile())
            return b"".join(file.read() for file in files if file is not None)
    return data


def test_the_written_files_hold_no_plaintext(db, media_dirs, key_pair, tmp_path):
    """A member's e-mail address and a CV's text appear in no file of the backup, compressed or
    not; with the private key both are there."""
    identity, _ = key_pair
    email = Membership.objects.order_by("pk").values_list("email", flat=True).first()
    assert email, "the demo data has members"
    target = tmp_path / "backup"
    call_command("backup", output=target, verbosity=0)

    written = sorted(p for p in target.iterdir())
    manifest = backups.read_manifest(target)
    assert [p.name for p in written] == sorted([*manifest["files"], "manifest.json"])
    assert not any(p.name.startswith(".backup-plain-") for p in tmp_path.iterdir())
    for path in written:
        data = path.read_bytes()
        assert email.encode() not in data, path.name
        assert CV_TEXT not in data, path.name
        if path.name == "manifest.json":
            continue
        assert data.startswith(b"age-encryption.org/v1\n"), path.name
        decrypted = _plain(pyrage.decrypt(data, [identity]), path.name.removesuffix(".age"))
        if path.name.startswith("database."):
            assert email.encode() in decrypted
        if path.name.startswith("private."):
            assert CV_TEXT in decrypted


def test_backup_refuses_to_write_without_a_public_key(db, settings, tmp_path):
    settings.BACKUP_AGE_RECIPIENTS = []
    with pytest.raises(CommandError, match="BACKUP_AGE_RECIPIENTS"):
        call_command("backup", output=tmp_path / "backup", no_media=True)
    assert not (tmp_path / "backup").exists()


def test_restore_refuses_another_key(db, media_dirs, key_pair, tmp_path):
    call_command("backup", output=tmp_path / "backup", no_media=True, verbosity=0)
    other = tmp_path / "other-key.txt"
    other.write_text(f"{x25519.Identity.generate()}\n")
    with pytest.raises(CommandError, match="cannot be decrypted"):
        call_command("restore", tmp_path / "backup", identity=str(other), interactive=False)


def test_restore_refuses_a_folder_without_a_backup(tmp_path):
    with pytest.raises(CommandError, match="manifest.json"):
        call_command("restore", tmp_path, interactive=False)


def test_restore_refuses_a_backup_of_the_other_engine(db, tmp_path):
    (tmp_path / "manifest.json").write_text('{"engine": "oracle", "files": [], "created": "x"}')
    with pytest.raises(CommandError, match="oracle"):
        call_command("restore", tmp_path, interactive=False)


def test_backup_refuses_a_folder_that_is_not_empty(db, key_pair, tmp_path):
    (tmp_path / "something").write_text("x")
    with pytest.raises(CommandError, match="not empty"):
        call_command("backup", output=tmp_path, no_media=True)


def test_archives_cannot_write_outside_the_folder(tmp_path):
    import io
    import tarfile

    archive = tmp_path / "evil.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        info = tarfile.TarInfo("../escaped.txt")
        info.size = 4
        tar.addfile(info, io.BytesIO(b"evil"))
    folder = tmp_path / "media"
    with pytest.raises(tarfile.OutsideDestinationError):
        backups.restore_folder(archive, folder)
    assert not (tmp_path / "escaped.txt").exists()
