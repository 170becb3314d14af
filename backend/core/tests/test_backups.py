"""The backup round trip on the test database itself (SQLite or PostgreSQL, whichever the suite
runs on): backup, change and delete, restore, and everything is back. The test commits for real
(pg_dump and pg_restore are other connections); the restore returns the database to the state the
other tests expect."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError

from content.models import Person
from core import backups


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
    (settings.PRIVATE_MEDIA_ROOT / "cv.pdf").write_bytes(b"%PDF cv")
    return settings.MEDIA_ROOT, settings.PRIVATE_MEDIA_ROOT


def test_backup_change_restore_brings_everything_back(db, media_dirs, tmp_path):
    media, private = media_dirs
    person = Person.objects.order_by("pk").first()
    people = Person.objects.count()
    users = get_user_model().objects.count()

    target = tmp_path / "backup"
    call_command("backup", output=target, verbosity=0)
    manifest = backups.read_manifest(target)
    assert set(manifest["files"]) >= {"media.tar.gz", "private.tar.gz"}

    # What happens after the backup: a person deleted, a user added, media changed.
    Person.objects.filter(pk=person.pk).delete()
    get_user_model().objects.create_user("na-de-backup", "na@example.org", "x")
    (media / "images" / "poster.jpg").unlink()
    (media / "added-later.jpg").write_bytes(b"new")
    (private / "cv.pdf").write_bytes(b"overwritten")
    assert Person.objects.count() == people - 1

    call_command("restore", target, interactive=False, verbosity=0)

    assert Person.objects.count() == people
    assert Person.objects.get(pk=person.pk).name == person.name
    assert get_user_model().objects.count() == users
    assert not get_user_model().objects.filter(username="na-de-backup").exists()
    assert (media / "images" / "poster.jpg").read_bytes() == b"poster"
    assert not (media / "added-later.jpg").exists()
    assert (private / "cv.pdf").read_bytes() == b"%PDF cv"


def test_restore_refuses_a_folder_without_a_backup(tmp_path):
    with pytest.raises(CommandError, match="manifest.json"):
        call_command("restore", tmp_path, interactive=False)


def test_restore_refuses_a_backup_of_the_other_engine(db, tmp_path):
    (tmp_path / "manifest.json").write_text('{"engine": "oracle", "files": [], "created": "x"}')
    with pytest.raises(CommandError, match="oracle"):
        call_command("restore", tmp_path, interactive=False)


def test_backup_refuses_a_folder_that_is_not_empty(db, tmp_path):
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
