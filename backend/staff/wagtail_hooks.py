"""The Administratie dashboard in the admin: its own page in the menu, and its panels on the
admin's home page for staff who may see them (editors see neither)."""

from __future__ import annotations

from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.menu import MenuItem
from wagtail.admin.ui.components import Component

from .admin_views import can_see_dashboard, dashboard
from .dashboard import panels_for


@hooks.register("register_admin_urls")
def dashboard_urls():
    return [path("administratie/", dashboard, name="backoffice_dashboard")]


class DashboardMenuItem(MenuItem):
    def is_shown(self, request):
        return can_see_dashboard(request.user)


@hooks.register("register_admin_menu_item")
def dashboard_menu_item():
    return DashboardMenuItem(
        "Administratie", reverse("backoffice_dashboard"), icon_name="table", order=150
    )


class DashboardHomePanel(Component):
    name = "backoffice_dashboard"
    order = 50
    template_name = "staff/_panels.html"

    def __init__(self, panels):
        self.panels = panels

    def get_context_data(self, parent_context):
        return {"panels": self.panels}


@hooks.register("construct_homepage_panels")
def dashboard_home_panel(request, panels):
    if can_see_dashboard(request.user):
        panels.append(DashboardHomePanel(panels_for(request.user)))
