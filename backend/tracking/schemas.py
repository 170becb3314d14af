"""Bodies and answers of the tracking endpoints."""

from __future__ import annotations

from ninja import Field, Schema


class ConsentIn(Schema):
    version: int = Field(..., ge=1, le=99)
    analytics: bool
    advertising: bool


class FingerprintIn(Schema):
    uuid: str = Field(..., max_length=64)


class RecordedOut(Schema):
    recorded: bool


class RedirectQuery(Schema):
    path: str = Field(..., max_length=500)
    uuid: str = Field("", max_length=64)


class RedirectOut(Schema):
    """`location` is None when the path stays where it is."""

    location: str | None
    permanent: bool
