"""The Administratie dashboard page (/cms/administratie/): the panels of staff/dashboard.py that
the staff user may see; 403 for staff who may see none (the editors)."""

from __future__ import annotations

from django.shortcuts import render

from core import admin_format
from core.admin_access import staff_passes_test

from .dashboard import Period, panels_for
from .roles import MEMBER_DATA_APPS


def can_see_dashboard(user) -> bool:
    """Staff with any member data (permissions are cached per user: no query per page)."""
    return user.is_active and any(user.has_module_perms(app) for app in MEMBER_DATA_APPS)


@staff_passes_test(can_see_dashboard)
def dashboard(request):
    period = Period.current()
    panels = panels_for(request.user, period)
    context = {"panels": panels, "now": admin_format.local_datetime(period.now)}
    return render(request, "staff/dashboard.html", context)
