"""Shared by the engagement tests: JSON posts as the Node server makes them, and mail links."""

from __future__ import annotations

import re

from django.core import mail


def post(client, path: str, data: dict, **extra):
    return client.post(path, data, content_type="application/json", **extra)


def last_mail_to(address: str):
    sent = [message for message in mail.outbox if message.to == [address]]
    assert sent, f"no mail to {address}"
    return sent[-1]


def token_in(body: str, marker: str) -> str:
    found = re.search(re.escape(marker) + r"([A-Za-z0-9_.:=-]+)", body)
    assert found, f"no {marker} link in the mail"
    return found.group(1)
