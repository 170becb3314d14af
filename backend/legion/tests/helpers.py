"""Shared steps of the legion tests: join, ask for a link, read the link from the mail."""

from __future__ import annotations

import re
from urllib.parse import unquote

from django.core import mail

from legion.rules import CONSENT_VERSION

APPLICANT = {
    "first_name": "Anna",
    "last_name": "Voorbeeld",
    "email": "anna@example.org",
    "phone": "",
    "region": "utrecht",
    "consent": True,
    "consent_version": CONSENT_VERSION,
}


def post(client, path: str, body: dict, **extra):
    return client.post(path, body, content_type="application/json", **extra)


def join(client, **overrides):
    return post(client, "/api/legion/join", APPLICANT | overrides)


def token_in_last_mail(to: str) -> tuple[str, str]:
    """(path prefix, token) of the dashboard link in the newest mail to this address."""
    message = next(m for m in reversed(mail.outbox) if m.to == [to])
    found = re.search(r"(/[\w/-]*?)/toegang-dashboard\?token=(\S+)", message.body)
    assert found, message.body
    return found.group(1), unquote(found.group(2))
