"""The CV upload rule (SPEC §5 'mime'): PDF or Word only, judged by the file's content (its magic
bytes and structure), never by the name or the type the browser claims; at most
APPLICATIONS_CV_MAX_BYTES. The stored name is ours (a random one), never the visitor's."""

from __future__ import annotations

import uuid
import zipfile
from dataclasses import dataclass

from django.conf import settings
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext, gettext_noop

from core.errors import DomainError

PDF = "application/pdf"
DOC = "application/msword"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
EXTENSIONS = {PDF: "pdf", DOC: "doc", DOCX: "docx"}

OLE2_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# An old Word file is an OLE2 container with a stream named "WordDocument" (UTF-16 in its directory).
WORD_STREAM = "WordDocument".encode("utf-16-le")

REQUIRED = gettext_noop("Cv is verplicht.")
WRONG_TYPE = gettext_noop("Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx).")
EMPTY = gettext_noop("Dit bestand is leeg. Kies een ander bestand.")


def too_large() -> str:
    megabytes = f"{round(settings.APPLICATIONS_CV_MAX_BYTES / (1024 * 1024), 1):g}"
    return gettext("Uw cv mag niet groter zijn dan %(megabytes)s MB.") % {
        "megabytes": megabytes.replace(".", ",")
    }


@dataclass(frozen=True)
class CheckedFile:
    file: UploadedFile
    content_type: str

    @property
    def stored_name(self) -> str:
        return f"{uuid.uuid4().hex}.{EXTENSIONS[self.content_type]}"


def _invalid(message: str, field: str) -> DomainError:
    return DomainError(message, fields={field: message})


def sniff(upload: UploadedFile) -> str | None:
    """The file's real type (PDF, DOC or DOCX), or None for anything else."""
    upload.seek(0)
    head = upload.read(1024)
    upload.seek(0)
    if b"%PDF-" in head:  # readers accept the header anywhere in the first kilobyte
        return PDF
    if head.startswith(OLE2_MAGIC):
        content = upload.read()
        upload.seek(0)
        return DOC if WORD_STREAM in content else None
    if head.startswith(b"PK\x03\x04"):
        try:
            # Only the zip's directory is read: nothing is unpacked (no zip bomb can go off).
            with zipfile.ZipFile(upload) as archive:
                names = set(archive.namelist())
        except (zipfile.BadZipFile, OSError, ValueError):
            return None
        finally:
            upload.seek(0)
        if "[Content_Types].xml" in names and "word/document.xml" in names:
            return DOCX
    return None


def check_cv(
    upload: UploadedFile | None, *, required: bool, field: str = "cv"
) -> CheckedFile | None:
    """The upload when it is a PDF or Word file within the size limit; a Dutch refusal otherwise."""
    if upload is None or not upload.name:
        if required:
            raise _invalid(REQUIRED, field)
        return None
    if upload.size is not None and upload.size > settings.APPLICATIONS_CV_MAX_BYTES:
        raise _invalid(too_large(), field)
    if not upload.size:
        raise _invalid(EMPTY, field)
    content_type = sniff(upload)
    if content_type is None:
        raise _invalid(WRONG_TYPE, field)
    return CheckedFile(file=upload, content_type=content_type)
