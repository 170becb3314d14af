"""Admin exports of what visitors typed: a cell that starts like a spreadsheet formula ('=', '+',
'-', '@', a tab or a carriage return) is exported as text, so opening the CSV runs nothing
(CSV injection)."""

from __future__ import annotations

from wagtail.admin.views.mixins import SpreadsheetExportMixin
from wagtail.snippets.views.snippets import IndexView

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def plain_text(value: str) -> str:
    return f"'{value}" if value.startswith(FORMULA_START) else value


class SafeExportIndexView(IndexView):
    custom_value_preprocess = {
        **SpreadsheetExportMixin.custom_value_preprocess,
        str: {"csv": plain_text, "xlsx": plain_text},
    }


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
