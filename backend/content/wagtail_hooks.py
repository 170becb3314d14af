"""The admin's report of what has no English version (Reports → 'Zonder Engelse vertaling')."""

from __future__ import annotations

from django.shortcuts import render
from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.menu import MenuItem

from .untranslated import untranslated_pages, untranslated_snippets


def untranslated_report(request):
    return render(
        request,
        "content/admin/untranslated.html",
        {"pages": untranslated_pages(), "snippets": untranslated_snippets()},
    )


@hooks.register("register_admin_urls")
def untranslated_report_urls():
    return [path("reports/zonder-engelse-vertaling/", untranslated_report, name="untranslated_report")]


@hooks.register("register_reports_menu_item")
def untranslated_report_menu_item():
    return MenuItem("Zonder Engelse vertaling", reverse("untranslated_report"), icon_name="site", order=9010)
