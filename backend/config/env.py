"""Pure helpers that turn environment variables into settings values.

Kept apart from settings.py so they can be tested without re-importing the settings module.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import dj_database_url

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off", ""}

# Persistent connections save a connect per request on PostgreSQL; health checks drop dead ones.
POSTGRES_CONN_MAX_AGE = 60
SQLITE_TIMEOUT_SECONDS = 20


def env_str(name: str, default: str, environ: Mapping[str, str] = os.environ) -> str:
    value = environ.get(name)
    return default if value is None or value.strip() == "" else value.strip()


def env_bool(name: str, default: bool, environ: Mapping[str, str] = os.environ) -> bool:
    value = environ.get(name)
    if value is None:
        return default
    word = value.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ValueError(f"{name} must be a boolean (true/false), got {value!r}")


def split_list(value: str) -> list[str]:
    """Comma-separated list; blanks and surrounding spaces are dropped."""
    return [item.strip() for item in value.split(",") if item.strip()]


def env_list(name: str, default: str, environ: Mapping[str, str] = os.environ) -> list[str]:
    return split_list(env_str(name, default, environ))


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


def smtp_config(url: str) -> tuple[str, int, str, str, bool]:
    """EMAIL_URL 'smtp://user:password@host:587' → host, port, user, password, STARTTLS."""
    from urllib.parse import unquote, urlparse

    parsed = urlparse(url)
    if parsed.scheme not in ("smtp", "smtps") or not parsed.hostname:
        raise ValueError("EMAIL_URL must look like smtp://user:password@host:587")
    port = parsed.port or 587
    return (
        parsed.hostname,
        port,
        unquote(parsed.username or ""),
        unquote(parsed.password or ""),
        port != 25,
    )


def env_int(name: str, default: int, environ: Mapping[str, str] = os.environ) -> int:
    value = env_str(name, str(default), environ)
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"{name} must be a whole number, got {value!r}") from None


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


def tasks_backend(redis_url: str | None, environ: Mapping[str, str] = os.environ) -> str:
    """The background jobs' backend: TASKS_BACKEND when set; else RQ on Redis when REDIS_URL is
    set (`manage.py rqworker`), else the database (`manage.py db_worker`)."""
    default = "django_tasks_rq.RQBackend" if redis_url else "django_tasks_db.DatabaseBackend"
    return env_str("TASKS_BACKEND", default, environ)


def media_storage_config(environ: Mapping[str, str] = os.environ) -> dict[str, Any]:
    """STORAGES['default']: the local MEDIA_ROOT, or an S3-compatible bucket when S3_BUCKET is set
    (django-storages; needs boto3: `cd backend && uv add boto3`)."""
    bucket = env_str("S3_BUCKET", "", environ)
    if not bucket:
        return {"BACKEND": "django.core.files.storage.FileSystemStorage"}
    options: dict[str, Any] = {
        "bucket_name": bucket,
        "default_acl": None,  # the bucket's policy decides; media are public
        "querystring_auth": False,  # plain, cacheable URLs
        "file_overwrite": False,
    }
    optional = {
        "endpoint_url": "S3_ENDPOINT_URL",
        "region_name": "S3_REGION",
        "access_key": "S3_ACCESS_KEY_ID",
        "secret_key": "S3_SECRET_ACCESS_KEY",
        "custom_domain": "S3_CUSTOM_DOMAIN",
    }
    for option, name in optional.items():
        value = env_str(name, "", environ)
        if value:
            options[option] = value
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": options}
