import pytest
from environs import EnvValidationError

from config.env import (
    Environment,
    cache_config,
    cookies_should_be_secure,
    database_config,
    email_config,
    load_or_create_secret_key,
    ratelimit_cache_config,
)


def test_sqlite_url_gets_a_busy_timeout_and_wal():
    config = database_config("sqlite:////tmp/x/db.sqlite3")
    assert config["ENGINE"] == "django.db.backends.sqlite3"
    assert config["NAME"] == "/tmp/x/db.sqlite3"
    assert "journal_mode=WAL" in config["OPTIONS"]["init_command"]


def test_postgres_url_keeps_connections():
    config = database_config("postgres://party:secret@db.internal:5433/site")
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["HOST"], config["PORT"], config["NAME"], config["USER"]) == (
        "db.internal",
        5433,
        "site",
        "party",
    )
    assert config["CONN_MAX_AGE"] > 0 and config["CONN_HEALTH_CHECKS"] is True


def test_redis_url_switches_the_cache_to_redis():
    assert cache_config("redis://127.0.0.1:6379/1")["BACKEND"] == "django_redis.cache.RedisCache"
    assert cache_config(None)["BACKEND"] == "django.core.cache.backends.db.DatabaseCache"
    # The rate limit's counters never go to the database: Redis, or each process's memory.
    assert (
        ratelimit_cache_config("redis://127.0.0.1:6379/1")["BACKEND"]
        == "django_redis.cache.RedisCache"
    )
    assert (
        ratelimit_cache_config(None)["BACKEND"] == "django.core.cache.backends.locmem.LocMemCache"
    )


def test_lists_and_booleans():
    env = Environment({"ALLOWED_HOSTS": " example.org, ,www.example.org "})
    assert env.list("ALLOWED_HOSTS", "a") == ["example.org", "www.example.org"]
    assert Environment({}).list("ALLOWED_HOSTS", "localhost,127.0.0.1") == [
        "localhost",
        "127.0.0.1",
    ]
    assert Environment({"X": " "}).list("X", "") == []
    assert Environment({"DEBUG": "true"}).bool("DEBUG", False) is True
    assert Environment({"DEBUG": "0"}).bool("DEBUG", True) is False
    assert Environment({}).bool("DEBUG", False) is False
    assert Environment({"DEBUG": ""}).bool("DEBUG", True) is True  # blank: the default
    with pytest.raises(EnvValidationError, match="DEBUG"):
        Environment({"DEBUG": "maybe"}).bool("DEBUG", False)


def test_ints_and_strings():
    assert Environment({"N": " 42 "}).int("N", 1) == 42
    assert Environment({"N": ""}).int("N", 7) == 7
    with pytest.raises(EnvValidationError, match="N"):
        Environment({"N": "4.5"}).int("N", 1)
    assert Environment({"S": "  value "}).str("S", "x") == "value"
    assert Environment({"S": "   "}).str("S", "x") == "x"


def test_redis_url():
    assert (
        Environment({"R": "rediss://cache:6380/1"}).redis_url("R", None) == "rediss://cache:6380/1"
    )
    assert Environment({"R": "unix:///run/redis.sock"}).redis_url("R", None)
    assert Environment({}).redis_url("R", None) is None
    with pytest.raises(EnvValidationError, match="R"):
        Environment({"R": "http://cache:6379"}).redis_url("R", None)


def email_settings(url: str) -> dict:
    config = email_config(url)
    assert config is not None
    return config


def test_email_urls():
    assert email_config(None) is None
    smtp = email_settings("smtp://u:p%40w@mail.example.org")
    assert (smtp["EMAIL_PORT"], smtp["EMAIL_USE_TLS"], smtp["EMAIL_USE_SSL"]) == (587, True, False)
    assert smtp["EMAIL_HOST_PASSWORD"] == "p@w"
    smtps = email_settings("smtps://u:p@mail.example.org")
    assert (smtps["EMAIL_PORT"], smtps["EMAIL_USE_TLS"], smtps["EMAIL_USE_SSL"]) == (
        465,
        False,
        True,
    )
    assert email_settings("smtp+ssl://mail.example.org:2465")["EMAIL_USE_SSL"] is True
    starttls = email_settings("smtp+tls://mail.example.org:25")
    assert (starttls["EMAIL_USE_TLS"], starttls["EMAIL_USE_SSL"]) == (True, False)
    plain = email_settings("smtp://relay:25")
    assert (plain["EMAIL_USE_TLS"], plain["EMAIL_USE_SSL"]) == (False, False)
    assert email_settings("console://")["EMAIL_BACKEND"].endswith("console.EmailBackend")
    with pytest.raises(EnvValidationError, match="EMAIL_URL"):
        Environment({"EMAIL_URL": "imap://mail.example.org"}).email_url("EMAIL_URL", None)


def test_secret_key_is_created_once_and_then_reused(tmp_path):
    path = tmp_path / "var" / "secret_key"
    first = load_or_create_secret_key(path)
    assert len(first) >= 50
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    assert load_or_create_secret_key(path) == first


def test_cookies_are_secure_only_in_production_over_https():
    assert cookies_should_be_secure(debug=False, site_url="https://example.org") is True
    assert cookies_should_be_secure(debug=False, site_url="http://localhost:3000") is False
    assert cookies_should_be_secure(debug=True, site_url="https://example.org") is False


def test_redis_moves_sessions_and_jobs_to_redis():
    from config.env import session_engine, tasks_backend

    assert session_engine("redis://127.0.0.1:6379/0").endswith(".cached_db")
    assert session_engine(None).endswith(".db")
    assert tasks_backend("redis://127.0.0.1:6379/0", {}) == "django_tasks_rq.RQBackend"
    assert tasks_backend(None, {}) == "django_tasks_db.DatabaseBackend"
    assert tasks_backend("redis://x", {"TASKS_BACKEND": "x.Y"}) == "x.Y"


def test_media_go_to_a_bucket_only_with_s3_bucket():
    from config.env import media_storage_config

    assert media_storage_config({})["BACKEND"].endswith("FileSystemStorage")
    config = media_storage_config(
        {"S3_BUCKET": "media", "S3_ENDPOINT_URL": "https://s3.example.net", "S3_REGION": ""}
    )
    assert config["BACKEND"] == "storages.backends.s3.S3Storage"
    assert config["OPTIONS"]["bucket_name"] == "media"
    assert config["OPTIONS"]["endpoint_url"] == "https://s3.example.net"
    assert "region_name" not in config["OPTIONS"]
    assert config["OPTIONS"]["querystring_auth"] is False
