"""Health and site settings."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Router, Status

from . import selectors
from .schemas import HealthOut, SiteSettingsOut

router = Router(tags=["site"])


@router.get(
    "/health", response={200: HealthOut, 503: HealthOut}, summary="Liveness and database check"
)
def health(request: HttpRequest):
    if selectors.database_is_up():
        return Status(200, HealthOut(status="ok", database="ok"))
    return Status(503, HealthOut(status="error", database="error"))


@router.get(
    "/site-settings",
    response=SiteSettingsOut,
    summary="External links and election date of the shell",
)
def site_settings(request: HttpRequest):
    return selectors.site_settings()
