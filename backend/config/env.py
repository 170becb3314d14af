"""The settings' environment variables, read and checked by environs (marshmallow fields): a
value that is not a number, a boolean or a URL of the right kind stops the start with the
variable's name. The helpers below turn the parsed values into Django's settings dicts; they are
kept apart from settings.py so they can be tested without re-importing the settings module.
"""

from __future__ import annotations

import builtins
import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import dj_database_url
import environs
from marshmallow import validate

# Persistent connections save a connect per request on PostgreSQL; health checks drop dead ones.
POSTGRES_CONN_MAX_AGE = 60
SQLITE_TIMEOUT_SECONDS = 20


class Environment(environs.Env):
    """environs, reading `environ` (os.environ by default, a dict in tests). As the hand-written
    helpers did, a value is stripped of surrounding spaces and a blank one counts as unset, so
    `EMAIL_URL=` in a unit file means "the default"; lists are comma-separated without blanks.
    _get_value is environs' hook for where values come from (its FileAwareEnv overrides it too);
    the version is pinned."""

    def __init__(self, environ: Mapping[str, str] | None = None):
        super().__init__(eager=True)
        self._source = os.environ if environ is None else environ
        self.add_parser("email_url", email_config)
        self.add_parser("redis_url", redis_url)

    def _get_value(self, env_key: str, default: Any) -> Any:
        value = self._source.get(env_key)
        if value is None or not value.strip():
            return default
        return value.strip()

    def list(self, name: str, default: str = "", **kwargs: Any) -> builtins.list[str]:  # type: ignore[override]
        # environs leaves a default string unsplit and keeps the spaces around items.
        items = super().list(name, default.split(","), **kwargs) or []
        return [item.strip() for item in items if item.strip()]


def redis_url(url: str | None) -> str | None:
    """REDIS_URL as django-redis and RQ take it: redis://, rediss:// (TLS) or unix:// (a socket)."""
    if url is not None:
        validate.Regexp(
            r"^(redis|rediss|unix)://\S+$", error="must look like redis://127.0.0.1:6379/0"
        )(url)
    return url


EMAIL_URL_FORM = (
    "must look like smtp://user:password@host:587 (or smtps://, smtp+tls://, console://)"
)


def email_config(url: str | None) -> dict[str, Any] | None:
    """EMAIL_URL → Django's EMAIL_* settings; None when unset (mails stay in the database).

    smtp://user:password@host:587  STARTTLS (the port defaults to 587; port 25: plain, as relays
                                   on the local network take it)
    smtp+tls://…                   STARTTLS on any port
    smtps://… / smtp+ssl://…       implicit TLS from the first byte (RFC 8314), port 465:
                                   EMAIL_USE_SSL (dj-email-url and django-environ read smtps as
                                   STARTTLS, which such a server does not speak)
    console://                     mails printed to standard output
    """
    if url is None:
        return None
    if url.startswith("console:"):
        return {"EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend"}
    schemes = {"smtp", "smtp+tls", "smtps", "smtp+ssl"}
    validate.URL(schemes=schemes, require_tld=False, error=EMAIL_URL_FORM)(url)
    parsed = urlparse(url)
    implicit_tls = parsed.scheme in ("smtps", "smtp+ssl")
    port = parsed.port or (465 if implicit_tls else 587)
    return {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": parsed.hostname,
        "EMAIL_PORT": port,
        "EMAIL_HOST_USER": unquote(parsed.username or ""),
        "EMAIL_HOST_PASSWORD": unquote(parsed.password or ""),
        "EMAIL_USE_SSL": implicit_tls,
        "EMAIL_USE_TLS": not implicit_tls and (parsed.scheme == "smtp+tls" or port != 25),
    }


def database_config(url: str) -> dict[str, Any]:
    """DATABASES['default'] for a DATABASE_URL (sqlite:///… or postgres://…)."""
    config = dj_database_url.parse(url, conn_health_checks=True)
    if config["ENGINE"] == "django.db.backends.sqlite3":
        config["CONN_MAX_AGE"] = 0
        # WAL and IMMEDIATE transactions let several gunicorn workers share the file without
        # "database is locked" errors on concurrent writes.
        config["OPTIONS"] = {
            "timeout": SQLITE_TIMEOUT_SECONDS,
            "transaction_mode": "IMMEDIATE",
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            **config.get("OPTIONS", {}),
        }
        # Tests get a file next to the database, not Django's shared-cache memory database, so
        # concurrency tests meet the same locking (WAL, busy timeout) as the running site.
        name = str(config.get("NAME") or "")
        if name and name != ":memory:" and not name.startswith("file:"):
            config["TEST"] = {"NAME": name.removesuffix(".sqlite3") + "-test.sqlite3"}
    else:
        config["CONN_MAX_AGE"] = POSTGRES_CONN_MAX_AGE
    return config


def cache_config(redis_url: str | None) -> dict[str, Any]:
    """CACHES['default']: Redis when REDIS_URL is set, else a table in the database.

    The database cache (not local memory) keeps several worker processes consistent, so that
    invalidating a cached value in one worker is seen by all.
    """
    if redis_url:
        return {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": redis_url,
            "OPTIONS": {"CLIENT_CLASS": "django_redis.client.DefaultClient"},
        }
    return {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "django_cache",
    }


def ratelimit_cache_config(redis_url: str | None) -> dict[str, Any]:
    """CACHES['ratelimit']: the request counters of core/ratelimit.py. Redis when REDIS_URL is
    set (shared by every worker); else memory in each process: counting a request then writes
    nothing to the database. With several gunicorn workers a client may get up to that many times
    the limit per minute, which still stops a flood."""
    if redis_url:
        return {**cache_config(redis_url), "KEY_PREFIX": "ratelimit"}
    return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "ratelimit"}


def load_or_create_secret_key(path: Path) -> str:
    """Reads the secret key from `path`, creating it with a random key on first use.

    The file is created exclusively with mode 0600, so two processes starting at the same time
    end up with the same key.
    """
    try:
        key = path.read_text().strip()
        if key:
            return key
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(50)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        existing = path.read_text().strip()
        if existing:
            return existing
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
    with os.fdopen(fd, "w") as handle:
        handle.write(key + "\n")
    return key


def cookies_should_be_secure(*, debug: bool, site_url: str) -> bool:
    return not debug and site_url.lower().startswith("https://")


SEARCH_BACKENDS = {
    "database": "search.backends",  # Wagtail's database backend, see search/backends.py
    "elasticsearch8": "wagtail.search.backends.elasticsearch8",
    "elasticsearch9": "wagtail.search.backends.elasticsearch9",
    "opensearch2": "wagtail.search.backends.opensearch2",
    "opensearch3": "wagtail.search.backends.opensearch3",
}


def search_backend_config(name: str, url: str) -> dict[str, Any]:
    """WAGTAILSEARCH_BACKENDS['default'] for SEARCH_BACKEND (and SEARCH_URL for a search server)."""
    if name not in SEARCH_BACKENDS:
        raise ValueError(
            f"SEARCH_BACKEND must be one of {', '.join(SEARCH_BACKENDS)}, got {name!r}"
        )
    if name == "database":
        # PostgreSQL builds its search vectors with the Dutch configuration; SQLite ignores it.
        return {"BACKEND": SEARCH_BACKENDS[name], "SEARCH_CONFIG": "dutch"}
    if not url:
        raise ValueError(f"SEARCH_BACKEND={name} needs SEARCH_URL (e.g. http://127.0.0.1:9200)")
    return {
        "BACKEND": SEARCH_BACKENDS[name],
        "URLS": [url],
        "INDEX": "partijwebsite",
        "TIMEOUT": 5,
        "OPTIONS": {},
        "INDEX_SETTINGS": {},
    }


def session_engine(redis_url: str | None) -> str:
    """SESSION_ENGINE: with Redis, sessions are read from the cache (Redis) and written through to
    the database, so that a Redis restart logs no one out; without it, the database alone."""
    if redis_url:
        return "django.contrib.sessions.backends.cached_db"
    return "django.contrib.sessions.backends.db"


def tasks_backend(redis_url: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The background jobs' backend: TASKS_BACKEND when set; else RQ on Redis when REDIS_URL is
    set (`manage.py rqworker`), else the database (`manage.py db_worker`)."""
    default = "django_tasks_rq.RQBackend" if redis_url else "django_tasks_db.DatabaseBackend"
    return _reader(environ).str("TASKS_BACKEND", default)


def media_storage_config(environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """STORAGES['default']: the local MEDIA_ROOT, or an S3-compatible bucket when S3_BUCKET is set
    (django-storages; needs boto3: `cd backend && uv add boto3`)."""
    reader = _reader(environ)
    bucket = reader.str("S3_BUCKET", "")
    optional = {
        "endpoint_url": "S3_ENDPOINT_URL",
        "region_name": "S3_REGION",
        "access_key": "S3_ACCESS_KEY_ID",
        "secret_key": "S3_SECRET_ACCESS_KEY",
        "custom_domain": "S3_CUSTOM_DOMAIN",
    }
    # Read even without a bucket, so that env.dump() lists them (the docs test).
    given = {option: reader.str(name, "") for option, name in optional.items()}
    if not bucket:
        return {"BACKEND": "django.core.files.storage.FileSystemStorage"}
    options: dict[str, Any] = {
        "bucket_name": bucket,
        "default_acl": None,  # the bucket's policy decides; media are public
        "querystring_auth": False,  # plain, cacheable URLs
        "file_overwrite": False,
    }
    options.update({option: value for option, value in given.items() if value})
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": options}


def _reader(environ: Mapping[str, str] | None) -> Environment:
    # The settings' own reader records every variable it read (env.dump(): the docs test).
    return env if environ is None else Environment(environ)


# What settings.py reads through. The short names stay (settings.py's lines, and those other
# branches add, read as before); each is environs' parser for its type.
env = Environment()
env_str, env_bool, env_int, env_list = env.str, env.bool, env.int, env.list
