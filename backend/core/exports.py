"""Admin exports of what visitors typed: a cell that starts like a spreadsheet formula ('=', '+',
'-', '@', a tab or a carriage return) is exported as text, so opening the CSV runs nothing
(CSV injection)."""

from __future__ import annotations

from collections import OrderedDict

from wagtail.admin.views.mixins import SpreadsheetExportMixin
from wagtail.coreutils import multigetattr
from wagtail.snippets.views.snippets import IndexView

from . import admin_format

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def plain_text(value: str) -> str:
    return f"'{value}" if value.startswith(FORMULA_START) else value


class SafeExportIndexView(IndexView):
    custom_value_preprocess = {
        **SpreadsheetExportMixin.custom_value_preprocess,
        str: {"csv": plain_text, "xlsx": plain_text},
    }


class ReadableExportMixin:
    """For an admin report (a ReportView): its CSV/XLSX cells and headings as staff read them
    (euros, not cents; Ja/Nee; local times), as every back-office list exports them."""

    list_export: list[str]

    def to_row_dict(self, item):
        return OrderedDict(
            (field, admin_format.display(multigetattr(item, field), name=field))
            for field in self.list_export
        )

    def get_heading(self, queryset, field):
        return admin_format.label(super().get_heading(queryset, field))  # type: ignore[misc]


def neutralise_every_export() -> None:
    """Every spreadsheet export of the admin (each viewset's list_export, each report, Wagtail's
    own exports) passes its cells through plain_text, whatever their type: a related object or a
    choice label written as text is as dangerous as a typed string. Called once from
    CoreConfig.ready(); SafeExportIndexView stays for its explicit intent."""
    if getattr(SpreadsheetExportMixin, "_formula_safe", False):
        return
    preprocess = SpreadsheetExportMixin.preprocess_field_value

    def preprocess_field_value(self, field, value, export_format):
        result = preprocess(self, field, value, export_format)
        return plain_text(result) if isinstance(result, str) else result

    SpreadsheetExportMixin.preprocess_field_value = preprocess_field_value
    SpreadsheetExportMixin._formula_safe = True
