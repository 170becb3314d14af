"""Who is asking: the visitor's address as Django sees it behind the local proxies."""

from __future__ import annotations

from ipaddress import ip_address

from django.http import HttpRequest


def _is_loopback(address: str) -> bool:
    try:
        return ip_address(address.strip()).is_loopback
    except ValueError:
        return False


def client_ip(request: HttpRequest) -> str:
    """The visitor's address. Behind the Node server (and nginx) on this machine Django sees a
    loopback address; then the forwarded chain counts, read from the right: every proxy appends
    the address it saw, so the last address that is not a local proxy is the client. Entries
    further left were sent by the client itself and are not trusted."""
    remote = request.META.get("REMOTE_ADDR", "")
    if not _is_loopback(remote):
        return remote
    chain = [
        part.strip()
        for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
        if part.strip()
    ]
    for address in reversed(chain):
        if not _is_loopback(address):
            return address
    return remote
