"""Private files (CVs): stored outside MEDIA_ROOT, which the site serves to anyone, and never given
a public address. Staff download them only through the permission-checked admin view (admin_views).
Production may point STORAGES["private"] at a private bucket instead."""

from __future__ import annotations

import os

from django.conf import settings
from django.core.files.storage import FileSystemStorage, storages


class PrivateFileStorage(FileSystemStorage):
    """A file system storage under PRIVATE_MEDIA_ROOT (read on each use, so tests can move it)."""

    @property
    def base_location(self) -> str:
        return str(self._location or settings.PRIVATE_MEDIA_ROOT)

    @property
    def location(self) -> str:
        return os.path.abspath(self.base_location)

    def url(self, name: str | None) -> str:
        raise ValueError("Private files have no public address.")


def private_storage():
    """For FileField(storage=…): resolved at run time, so migrations do not freeze a backend."""
    return storages["private"]
