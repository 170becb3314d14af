"""Health and site settings."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Router, Status

from . import health as health_checks
from . import selectors
from .schemas import HealthOut, LivenessOut, ReadinessOut, SiteSettingsOut

router = Router(tags=["site"])


@router.get(
    "/health", response={200: HealthOut, 503: HealthOut}, summary="Liveness and database check"
)
def health(request: HttpRequest):
    if selectors.database_is_up():
        return Status(200, HealthOut(status="ok", database="ok"))
    return Status(503, HealthOut(status="error", database="error"))


@router.get("/health/live", response=LivenessOut, summary="Liveness: the process answers")
def live(request: HttpRequest):
    return LivenessOut(status="ok")


@router.get(
    "/health/ready",
    response={200: ReadinessOut, 503: ReadinessOut},
    summary="Readiness: database, cache and migrations",
)
def ready(request: HttpRequest):
    checks = {name: "ok" if up else "error" for name, up in health_checks.readiness().items()}
    ok = all(value == "ok" for value in checks.values())
    return Status(200 if ok else 503, ReadinessOut(status="ok" if ok else "error", **checks))


@router.get(
    "/site-settings",
    response=SiteSettingsOut,
    summary="External links and election date of the shell",
)
def site_settings(request: HttpRequest):
    return selectors.site_settings()
