"""Small real files of each kind, made in memory: what a visitor could upload."""

from __future__ import annotations

import io
import zipfile

from django.core.files.uploadedfile import SimpleUploadedFile

PDF_BYTES = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"


def pdf(name: str = "cv.pdf", content_type: str = "application/pdf") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, PDF_BYTES, content_type=content_type)


def docx(name: str = "cv.docx") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document/>")
    return SimpleUploadedFile(name, buffer.getvalue(), content_type="application/octet-stream")


def doc(name: str = "cv.doc") -> SimpleUploadedFile:
    # An OLE2 container whose directory names the 'WordDocument' stream.
    body = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504 + "WordDocument".encode("utf-16-le")
    return SimpleUploadedFile(name, body + b"\x00" * 512, content_type="application/msword")


def xlsx_as_docx() -> SimpleUploadedFile:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("xl/workbook.xml", "<workbook/>")
    return SimpleUploadedFile("cv.docx", buffer.getvalue(), content_type=DOCX_TYPE)


def png_as_pdf() -> SimpleUploadedFile:
    # A picture that claims to be a PDF by its name and its declared type.
    return SimpleUploadedFile("cv.pdf", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, content_type="application/pdf")


DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
