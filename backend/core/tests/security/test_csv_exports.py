"""CSV/formula injection: every spreadsheet export of the admin (each snippet viewset with
list_export, each report) turns a cell that starts with = + - @ tab or CR into text. The list of
exports is found, not written down: every SpreadsheetExportMixin subclass the project defines."""

from __future__ import annotations

import pytest
from wagtail.admin.views.mixins import SpreadsheetExportMixin
from wagtail.snippets.models import get_snippet_models

FORMULAS = ["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", '=HYPERLINK("http://evil")']


def subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)


def project_export_views():
    found = {
        f"{view.__module__}.{view.__qualname__}": view
        for view in subclasses(SpreadsheetExportMixin)
        if not view.__module__.startswith("wagtail")
    }
    for model in get_snippet_models():
        viewset = getattr(model, "snippet_viewset", None)
        if viewset is not None and getattr(viewset, "list_export", None):
            found[f"{model._meta.label} export"] = viewset.index_view_class
    return sorted(found.items())


EXPORTS = project_export_views()


def test_the_exports_are_found():
    assert len(EXPORTS) >= 10


class Related:
    """A related object (a page, a campaign) whose name someone chose."""

    def __str__(self):
        return "=cmd|' /C calc'!A0"


@pytest.mark.parametrize(("name", "view"), EXPORTS, ids=[name for name, _ in EXPORTS])
@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_formula_cells_are_exported_as_text(name, view, fmt):
    instance = view()
    for value in [*FORMULAS, Related()]:
        exported = instance.preprocess_field_value("field", value, fmt)
        assert not str(exported).startswith(("=", "+", "-", "@", "\t", "\r")), (name, value)
    assert instance.preprocess_field_value("field", "gewone tekst", fmt) == "gewone tekst"
    assert instance.preprocess_field_value("field", 12, fmt) == 12
