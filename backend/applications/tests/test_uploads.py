"""The CV rule: PDF or Word by content, never by name or declared type; a size limit."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from applications.uploads import DOC, DOCX, PDF, check_cv, sniff, too_large
from core.errors import DomainError

from . import files


@pytest.mark.parametrize(
    ("upload", "kind"),
    [(files.pdf(), PDF), (files.docx(), DOCX), (files.doc(), DOC)],
)
def test_pdf_and_word_files_are_recognised_by_their_content(upload, kind):
    assert sniff(upload) == kind
    assert check_cv(upload, required=True).content_type == kind


@pytest.mark.parametrize(
    "upload",
    [
        files.png_as_pdf(),
        files.xlsx_as_docx(),
        SimpleUploadedFile("cv.pdf", b"just text, no PDF", content_type="application/pdf"),
        SimpleUploadedFile("cv.doc", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600),  # OLE, not Word
        SimpleUploadedFile("cv.docx", b"PK\x03\x04 broken zip"),
        SimpleUploadedFile("cv.exe", b"MZ\x90\x00" + b"\x00" * 100),
    ],
)
def test_anything_else_is_refused_whatever_its_name_says(upload):
    with pytest.raises(DomainError) as refused:
        check_cv(upload, required=True)
    assert refused.value.fields == {"cv": "Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx)."}


def test_too_large_and_empty_files_are_refused(settings):
    settings.APPLICATIONS_CV_MAX_BYTES = 50
    with pytest.raises(DomainError) as refused:
        check_cv(files.pdf(), required=True)
    assert refused.value.fields["cv"].startswith("Uw cv mag niet groter zijn dan")
    settings.APPLICATIONS_CV_MAX_BYTES = 5 * 1024 * 1024
    assert too_large() == "Uw cv mag niet groter zijn dan 5 MB."
    settings.APPLICATIONS_CV_MAX_BYTES = int(2.5 * 1024 * 1024)
    assert too_large() == "Uw cv mag niet groter zijn dan 2,5 MB."
    with pytest.raises(DomainError) as empty:
        check_cv(SimpleUploadedFile("cv.pdf", b""), required=True)
    assert empty.value.fields["cv"] == "Dit bestand is leeg. Kies een ander bestand."


def test_a_missing_cv_is_refused_only_where_it_is_required():
    with pytest.raises(DomainError) as refused:
        check_cv(None, required=True)
    assert refused.value.fields == {"cv": "Cv is verplicht."}
    assert check_cv(None, required=False) is None
