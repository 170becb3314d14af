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
