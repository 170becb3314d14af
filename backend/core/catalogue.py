"""The English catalogue of the visitor's messages (issue 22): locale/en/LC_MESSAGES/django.po.

The messages are Dutch in the code, marked with gettext_noop (or gettext where a number goes in);
Babel, a PyPI package, reads them out of the code and compiles the catalogue, so neither needs
GNU gettext. `manage.py catalogue` adds new messages to the .po (with an empty English text to
fill in), drops those no longer in the code and writes the .mo that Django reads; the .mo is
committed, so running the site needs no compiling. core/tests/test_catalogue.py fails while a
message has no English text or the .mo is older than the .po."""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from django.conf import settings

LANGUAGE = "en"
KEYWORDS: dict[str, None] = {"gettext": None, "gettext_noop": None, "gettext_lazy": None}
SKIPPED_DIRS = frozenset({"tests", "migrations", "locale", "node_modules"})
PO_PATH = settings.BACKEND_DIR / "locale" / LANGUAGE / "LC_MESSAGES" / "django.po"
MO_PATH = PO_PATH.with_suffix(".mo")


def _code_dir(path: str) -> bool:
    name = Path(path).name
    return not (name.startswith((".", "_")) or name in SKIPPED_DIRS)


def marked_messages() -> Iterator[tuple[str, str]]:
    """(msgid, where) for every message marked in the backend's code."""
    for filename, lineno, message, _comments, _context in extract_from_dir(
        settings.BACKEND_DIR,
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        directory_filter=_code_dir,
    ):
        if isinstance(message, str) and message:
            yield message, f"{filename}:{lineno}"


def read_catalogue(path: Path = PO_PATH) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=LANGUAGE)


def compiled(catalogue: Catalog) -> bytes:
    out = BytesIO()
    write_mo(out, catalogue)
    return out.getvalue()


def translations(mo: bytes) -> dict[str, str]:
    """msgid → English text of a compiled catalogue (without its header)."""
    catalogue = gettext.GNUTranslations(BytesIO(mo))
    return {str(k): str(v) for k, v in catalogue._catalog.items() if k}  # type: ignore[attr-defined]


def update() -> tuple[int, int]:
    """Brings the .po in line with the code and compiles the .mo: (messages added, dropped)."""
    catalogue = read_catalogue() if PO_PATH.exists() else Catalog(locale=LANGUAGE)
    created = catalogue.creation_date
    template = Catalog(locale=LANGUAGE, creation_date=created)
    for message, _where in marked_messages():
        template.add(message)
    known = {message.id for message in catalogue if message.id}
    wanted = {message.id for message in template if message.id}
    catalogue.update(template, no_fuzzy_matching=True, update_header_comment=False)
    catalogue.obsolete.clear()
    catalogue.project, catalogue.version = "party-site-backend", "1"
    catalogue.creation_date = created  # a stable header: the .po changes only with its messages
    catalogue.fuzzy = False
    PO_PATH.parent.mkdir(parents=True, exist_ok=True)
    with PO_PATH.open("wb") as file:
        write_po(file, catalogue, width=100, no_location=True, sort_output=True, omit_header=False)
    MO_PATH.write_bytes(compiled(catalogue))
    return len(wanted - known), len(known - wanted)
