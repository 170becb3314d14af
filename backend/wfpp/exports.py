"""The yearly Wfpp export for the accountant (CSV and XLSX): every counted gift of the year with
its giver's number and yearly total; name and place only for givers registered (from € 1.000 a
year). Euros as nl-NL ('€ 1.234,56'), dates as Europe/Amsterdam days ('31-12-2026')."""

from __future__ import annotations

import csv
import io

from openpyxl import Workbook  # type: ignore[import-untyped]
from openpyxl.styles import Font  # type: ignore[import-untyped]

from core.exports import plain_text
from core.money import format_euros

from .selectors import givers_of_year

HEADINGS = [
    "Gever (nr.)",
    "Naam",
    "Woonplaats",
    "Datum",
    "Soort",
    "Ontvanger",
    "Omschrijving",
    "Bedrag",
    "Totaal gever in het jaar",
    "Geregistreerd (vanaf € 1.000)",
    "Openbaar (vanaf € 10.000)",
]


def rows(year: int) -> list[list[str]]:
    found = []
    for giver in givers_of_year(year):
        named = giver.registered
        for gift in giver.gifts:
            found.append(
                [
                    str(giver.person.pk),
                    giver.name if named else "",
                    giver.place if named else "",
                    gift.given_on.strftime("%d-%m-%Y"),
                    gift.channel,
                    gift.institution,
                    gift.description,
                    format_euros(gift.amount_cents),
                    format_euros(giver.total_cents),
                    "ja" if named else "nee",
                    "ja" if giver.published else "nee",
                ]
            )
    return [[plain_text(cell) for cell in row] for row in found]


def as_csv(year: int) -> bytes:
    """Semicolon-separated with a byte-order mark: what Excel in Dutch opens as columns."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";")
    writer.writerow(HEADINGS)
    writer.writerows(rows(year))
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def as_xlsx(year: int) -> bytes:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = f"Giften {year}"
    sheet.append(HEADINGS)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for row in rows(year):
        sheet.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
