"""Persons in the admin menu ("Personen": the list with its segments, and the likely duplicates),
shown only to staff with the member-data permission; the URLs check it again (people.admin_views)."""

from __future__ import annotations

from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.menu import Menu, MenuItem, SubmenuMenuItem

from . import admin_views as views


class PersonsMenuItem(MenuItem):
    def is_shown(self, request):
        return views.can_see_persons(request.user)


@hooks.register("register_admin_urls")
def person_admin_urls():
    return [
        path("personen/", views.person_list, name="person_list"),
        path("personen/export/", views.person_segment_export, name="person_segment_export"),
        path("personen/dubbelen/", views.person_duplicates, name="person_duplicates"),
        path("personen/<int:pk>/", views.person_detail, name="person_detail"),
        path("personen/<int:pk>/bewerken/", views.person_edit, name="person_edit"),
        path("personen/<int:pk>/samenvoegen/", views.person_merge, name="person_merge"),
        path("personen/<int:pk>/<str:action>/", views.person_action, name="person_action"),
    ]


@hooks.register("register_admin_menu_item")
def persons_menu_item():
    submenu = Menu(
        items=[
            PersonsMenuItem("Alle personen", reverse("person_list"), icon_name="user", order=100),
            PersonsMenuItem(
                "Mogelijke dubbelen", reverse("person_duplicates"), icon_name="resubmit", order=200
            ),
        ]
    )
    return SubmenuMenuItem("Personen", submenu, icon_name="group", order=205)
