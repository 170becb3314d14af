"""The person's documents as PDF (issue 21), in the style of the ticket PDF (orders.documents):
a receipt for one paid payment, and the yearly overview of gifts and dues for the tax return. Dutch,
or English for a visitor of the English site. Facts only: who received what from whom, when, for
what, with which reference; whether a gift is deductible is not for the party to say."""

from __future__ import annotations

from django.utils import timezone
from fpdf import FPDF

from core.i18n import format_date
from core.money import format_euros
from core.selectors import party_identity
from donations.overview import YearOverview

from .models import Person
from .payments import GIFTS, PaymentRow

TEXTS = {
    "nl": {
        "receipt": "Kwitantie",
        "number": "Kwitantienummer",
        "received_by": "Ontvangen door",
        "received_from": "Ontvangen van",
        "date": "Datum van betaling",
        "amount": "Bedrag",
        "what": "Omschrijving",
        "reference": "Kenmerk",
        "gift_note": "Deze betaling is een gift aan {party}, zonder tegenprestatie.",
        "paid_note": "{party} bevestigt dat dit bedrag is ontvangen.",
        "overview": "Jaaroverzicht {year}",
        "overview_intro": (
            "Overzicht van wat {party} in {year} van u ontving, voor uw belastingaangifte. "
            "Giften en contributie staan apart vermeld."
        ),
        "gifts": "Giften",
        "dues": "Contributie",
        "total_gifts": "Totaal giften",
        "total_dues": "Totaal contributie",
        "none": "Geen.",
        "made": "Opgesteld op {date}.",
        "gift": "Gift",
        "monthly_gift": "Maandelijkse gift",
        "friend_gift": "Vriendengift",
        "dues_kind": "Contributie",
        "upgrade": "Omzetting lidmaatschap",
        "tickets": "Tickets",
    },
    "en": {
        "receipt": "Receipt",
        "number": "Receipt number",
        "received_by": "Received by",
        "received_from": "Received from",
        "date": "Date of payment",
        "amount": "Amount",
        "what": "Description",
        "reference": "Reference",
        "gift_note": "This payment is a gift to {party}, with nothing given in return.",
        "paid_note": "{party} confirms that this amount was received.",
        "overview": "Annual statement {year}",
        "overview_intro": (
            "What {party} received from you in {year}, for your tax return. "
            "Gifts and membership dues are listed separately."
        ),
        "gifts": "Gifts",
        "dues": "Membership dues",
        "total_gifts": "Total gifts",
        "total_dues": "Total membership dues",
        "none": "None.",
        "made": "Made on {date}.",
        "gift": "Gift",
        "monthly_gift": "Monthly gift",
        "friend_gift": "Friend's gift",
        "dues_kind": "Membership dues",
        "upgrade": "Membership upgrade",
        "tickets": "Tickets",
    },
}


def _texts(language: str) -> dict[str, str]:
    return TEXTS.get(language, TEXTS["nl"])


def _day(moment, language: str) -> str:
    """'01-03-2024' in Dutch, '1 March 2024' in English (as the English mails write dates)."""
    day = timezone.localtime(moment).date() if hasattr(moment, "hour") else moment
    return format_date(day, language) if language == "en" else f"{day:%d-%m-%Y}"


def what(kind: str, detail: str, language: str) -> str:
    """'Contributie 2026', 'Gift: Eindsprint', 'Tickets: Najaarscongres'."""
    texts = _texts(language)
    label = texts["dues_kind" if kind == "dues" else kind]
    if not detail:
        return label
    return f"{label} {detail}" if detail.isdigit() else f"{label}: {detail}"


def _payer(person: Person) -> list[str]:
    place = " ".join(part for part in (person.postal_code, person.city) if part)
    lines = [person.full_name or person.primary_email, person.street, place]
    return [line for line in lines if line]


def _document(title: str, party: str) -> FPDF:
    pdf = FPDF(format="A4")
    # Windows-1252 for the core font: the euro sign, dashes and accents as written.
    pdf.core_fonts_encoding = "windows-1252"
    pdf.set_title(title)
    pdf.set_author(party)
    pdf.add_page()
    pdf.set_font("Helvetica", "", 10)
    pdf.cell(0, 6, party, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 22)
    pdf.multi_cell(0, 11, title, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    return pdf


def _fact(pdf: FPDF, label: str, value: str) -> None:
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(55, 7, label)
    pdf.set_font("Helvetica", "", 11)
    pdf.multi_cell(0, 7, value, new_x="LMARGIN", new_y="NEXT")


def _safe(text: str) -> str:
    """What Windows-1252 cannot draw becomes a question mark rather than an error."""
    return text.encode("cp1252", "replace").decode("cp1252")


def receipt_pdf(row: PaymentRow, person: Person, language: str = "nl") -> bytes:
    texts = _texts(language)
    party = party_identity().name_in(language)
    pdf = _document(texts["receipt"], party)
    _fact(pdf, texts["number"], row.number)
    _fact(pdf, texts["received_by"], _safe(party))
    _fact(pdf, texts["received_from"], _safe("\n".join(_payer(person))))
    _fact(pdf, texts["date"], _day(row.at, language))
    _fact(pdf, texts["amount"], format_euros(row.amount_cents, language))
    _fact(pdf, texts["what"], _safe(what(row.kind, row.detail, language)))
    _fact(pdf, texts["reference"], row.reference)
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 11)
    notes = [texts["paid_note"].format(party=party)]
    if row.kind in GIFTS:
        notes.append(texts["gift_note"].format(party=party))
    pdf.multi_cell(0, 6, _safe(" ".join(notes)), align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 6, texts["made"].format(date=_day(timezone.now(), language)))
    return bytes(pdf.output())


def overview_pdf(overview: YearOverview, person: Person, language: str = "nl") -> bytes:
    texts = _texts(language)
    party = party_identity().name_in(language)
    pdf = _document(texts["overview"].format(year=overview.year), party)
    _fact(pdf, texts["received_by"], _safe(party))
    _fact(pdf, texts["received_from"], _safe("\n".join(_payer(person))))
    pdf.ln(2)
    pdf.set_font("Helvetica", "", 11)
    intro = texts["overview_intro"].format(party=party, year=overview.year)
    pdf.multi_cell(0, 6, _safe(intro), align="L", new_x="LMARGIN", new_y="NEXT")
    for heading, lines, total_label, total in (
        (texts["gifts"], overview.gifts, texts["total_gifts"], overview.gifts_cents),
        (texts["dues"], overview.dues, texts["total_dues"], overview.dues_cents),
    ):
        pdf.ln(5)
        pdf.set_font("Helvetica", "B", 13)
        pdf.cell(0, 8, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10)
        if not lines:
            pdf.cell(0, 6, texts["none"], new_x="LMARGIN", new_y="NEXT")
            continue
        for line in lines:
            pdf.cell(28, 6, _day(line.paid_at, language))
            pdf.cell(122, 6, _safe(what(line.kind, line.detail, language))[:70])
            pdf.cell(
                0, 6, format_euros(line.amount_cents, language), align="R", new_x="LMARGIN", new_y="NEXT"
            )
        pdf.set_font("Helvetica", "B", 11)
        pdf.cell(150, 8, total_label)
        pdf.cell(0, 8, format_euros(total, language), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 6, texts["made"].format(date=_day(timezone.now(), language)))
    return bytes(pdf.output())
