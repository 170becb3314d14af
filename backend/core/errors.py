"""Domain errors: raised by services, turned into the API's one error shape by config/api.py."""

from __future__ import annotations


class DomainError(Exception):
    """A rule was broken; `message` is meant for the visitor (Dutch), `fields` per input name."""

    status_code = 422

    def __init__(self, message: str, *, fields: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fields = fields or {}


class NotFound(DomainError):
    status_code = 404


class Conflict(DomainError):
    status_code = 409


class Forbidden(DomainError):
    """Logged in, but not allowed (a 401 is ninja's own AuthenticationError)."""

    status_code = 403
