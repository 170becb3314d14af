"""The version of nginx's page cache (deploy/nginx.conf.template), bumped when content changes.

nginx keeps anonymous pages briefly (their Cache-Control: s-maxage). Its cache key starts with
this version, which nginx asks of Django before each page (an auth_request subrequest to
/internal/page-cache-version, itself cached for one second). Publishing, unpublishing, moving or
deleting a page, and saving a snippet or a site setting, sets a new version after the commit: from
then on every page is a miss, rendered from the new content, and the old entries age out unseen.

The version lives in the default cache (Redis in the scaled mode), shared by every app server and
every nginx in front of them; no nginx module or purge request is needed, and a flushed cache
simply starts a new version.
"""

from __future__ import annotations

import secrets
import time

from django.core.cache import cache
from django.db import transaction

VERSION_KEY = "page-cache:version"


def _new_version() -> str:
    return f"{time.time_ns():x}{secrets.token_hex(2)}"


def current_version() -> str:
    version = cache.get(VERSION_KEY)
    if version is None:
        cache.add(VERSION_KEY, _new_version(), timeout=None)
        version = cache.get(VERSION_KEY) or _new_version()
    return str(version)


def bump_version() -> str:
    version = _new_version()
    cache.set(VERSION_KEY, version, timeout=None)
    return version


def bump_after_commit() -> None:
    """A new version once the change is committed (a page rendered before then would otherwise be
    stored under the new version with the old content)."""
    transaction.on_commit(bump_version)
