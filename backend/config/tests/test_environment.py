"""settings.py read in a fresh process with a given environment: what each variable turns into,
and which values stop the start with the variable's name."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

BACKEND_DIR = Path(__file__).resolve().parents[2]
NAMES = [
    "DATABASES", "REDIS_URL", "CACHES", "EMAIL_BACKEND", "EMAIL_HOST", "EMAIL_PORT",
    "EMAIL_HOST_USER", "EMAIL_HOST_PASSWORD", "EMAIL_USE_TLS", "EMAIL_USE_SSL", "DEBUG",
    "ADMIN_2FA_REQUIRED", "ALLOWED_HOSTS", "DONATION_YEARLY_MAX_CENTS", "SESSION_COOKIE_AGE",
    "BACKUP_AGE_RECIPIENTS",
]  # fmt: skip
SCRIPT = f"""
import json
from django.conf import settings
print(json.dumps({{name: getattr(settings, name, "<unset>") for name in {NAMES!r}}}, default=str))
"""


def settings_with(tmp_path, **environ) -> dict:
    run = read_settings(tmp_path, **environ)
    assert run.returncode == 0, run.stderr[-2000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def read_settings(tmp_path, **environ) -> subprocess.CompletedProcess:
    keep = {"PATH", "HOME", "LANG"}
    env = {k: v for k, v in os.environ.items() if k in keep}
    env |= {"DJANGO_SETTINGS_MODULE": "config.settings", "VAR_DIR": str(tmp_path), **environ}
    code = "import django; django.setup()\n" + SCRIPT
    return subprocess.run(
        [sys.executable, "-c", code], cwd=BACKEND_DIR, env=env, capture_output=True, text=True
    )


def test_defaults(tmp_path):
    got = settings_with(tmp_path)
    assert got["DATABASES"]["default"]["ENGINE"] == "django.db.backends.sqlite3"
    assert got["DATABASES"]["default"]["NAME"] == str(tmp_path / "db.sqlite3")
    assert got["REDIS_URL"] is None
    assert got["CACHES"]["default"]["BACKEND"] == "django.core.cache.backends.db.DatabaseCache"
    assert got["EMAIL_BACKEND"] == "core.mail.DatabaseEmailBackend"
    assert got["DEBUG"] is False and got["ADMIN_2FA_REQUIRED"] is True
    assert got["ALLOWED_HOSTS"] == ["localhost", "127.0.0.1", "[::1]"]
    assert got["DONATION_YEARLY_MAX_CENTS"] == 10_000_000
    assert got["BACKUP_AGE_RECIPIENTS"] == []


def test_database_and_redis_urls(tmp_path):
    got = settings_with(
        tmp_path,
        DATABASE_URL="postgres://party:s%40cret@db.internal:5433/site",
        REDIS_URL="redis://redis:6379/2",
    )
    db = got["DATABASES"]["default"]
    assert db["ENGINE"] == "django.db.backends.postgresql"
    assert (db["HOST"], db["PORT"], db["NAME"], db["USER"], db["PASSWORD"]) == (
        "db.internal", 5433, "site", "party", "s@cret",
    )  # fmt: skip
    assert got["REDIS_URL"] == "redis://redis:6379/2"
    assert got["CACHES"]["default"]["LOCATION"] == "redis://redis:6379/2"
    sqlite = settings_with(tmp_path, DATABASE_URL=f"sqlite:///{tmp_path}/other.sqlite3")
    assert sqlite["DATABASES"]["default"]["NAME"] == f"{tmp_path}/other.sqlite3"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (
            "smtp://user:p%40ss@mail.example.org:587",
            {"EMAIL_HOST": "mail.example.org", "EMAIL_PORT": 587, "EMAIL_HOST_USER": "user",
             "EMAIL_HOST_PASSWORD": "p@ss", "EMAIL_USE_TLS": True, "EMAIL_USE_SSL": False},
        ),
        (
            "smtp://relay.internal:25",
            {"EMAIL_PORT": 25, "EMAIL_USE_TLS": False, "EMAIL_USE_SSL": False},
        ),
        (
            "smtps://user:pw@mail.example.org",
            {"EMAIL_PORT": 465, "EMAIL_USE_TLS": False, "EMAIL_USE_SSL": True},
        ),
        (
            "smtps://user:pw@mail.example.org:2465",
            {"EMAIL_PORT": 2465, "EMAIL_USE_TLS": False, "EMAIL_USE_SSL": True},
        ),
        (
            "smtp+tls://user:pw@mail.example.org:2525",
            {"EMAIL_PORT": 2525, "EMAIL_USE_TLS": True, "EMAIL_USE_SSL": False},
        ),
    ],
)  # fmt: skip
def test_email_url(tmp_path, url, expected):
    got = settings_with(tmp_path, EMAIL_URL=url)
    assert got["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"
    assert {name: got[name] for name in expected} == expected


def test_email_url_console(tmp_path):
    got = settings_with(tmp_path, EMAIL_URL="console://")
    assert got["EMAIL_BACKEND"] == "django.core.mail.backends.console.EmailBackend"


def test_booleans_ints_and_lists(tmp_path):
    got = settings_with(
        tmp_path,
        DEBUG=" yes ",
        ADMIN_2FA_REQUIRED="off",
        ALLOWED_HOSTS=" example.org, ,www.example.org ",
        SESSION_COOKIE_AGE="3600",
        DONATION_YEARLY_MAX_CENTS="",  # blank: the default
        BACKUP_AGE_RECIPIENTS="age1aaa, age1bbb",
    )
    assert got["DEBUG"] is True and got["ADMIN_2FA_REQUIRED"] is False
    assert got["ALLOWED_HOSTS"] == ["example.org", "www.example.org"]
    assert got["SESSION_COOKIE_AGE"] == 3600
    assert got["DONATION_YEARLY_MAX_CENTS"] == 10_000_000
    assert got["BACKUP_AGE_RECIPIENTS"] == ["age1aaa", "age1bbb"]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("ADMIN_2FA_REQUIRED", "flase"),  # a typo must not switch two-factor off
        ("SESSION_COOKIE_AGE", "two weeks"),
        ("DONATION_YEARLY_MAX_CENTS", "100.000"),
        ("EMAIL_URL", "mail.example.org:587"),
        ("REDIS_URL", "127.0.0.1:6379"),
    ],
)
def test_a_wrong_value_stops_the_start_with_its_name(tmp_path, name, value):
    run = read_settings(tmp_path, **{name: value})
    assert run.returncode != 0
    assert name in run.stderr.strip().splitlines()[-1]
