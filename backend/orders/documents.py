"""What a buyer receives with the tickets: each ticket's code as a QR code, a PDF with one ticket per
page, and an .ics calendar file for the event; in the language of the order (issue 22)."""

from __future__ import annotations

import io
from zoneinfo import ZoneInfo

import segno
from django.utils import timezone
from fpdf import FPDF
from icalendar import Calendar
from icalendar import Event as CalendarEvent

from core.i18n import format_date, pick
from core.money import format_euros

from .links import tickets_url
from .models import Order, Ticket, ticket_name_in

AMSTERDAM = ZoneInfo("Europe/Amsterdam")


#: The quiet zone a (full-size) QR code needs around it, in modules.
QR_BORDER = 4


def qr_code(code: str) -> segno.QRCode:
    """A regular QR code: segno.make would pick a Micro QR for a short code, which phone cameras
    and scanning libraries (jsQR, most BarcodeDetectors) cannot read."""
    return segno.make_qr(code, error="m")


def qr_png(code: str, *, scale: int = 8) -> bytes:
    out = io.BytesIO()
    qr_code(code).save(out, kind="png", scale=scale, border=QR_BORDER)
    return out.getvalue()


def qr_svg(code: str) -> str:
    """An inline SVG for the ticket page (no image request, sharp on every screen)."""
    out = io.BytesIO()
    qr_code(code).save(
        out, kind="svg", scale=1, border=QR_BORDER, xmldecl=False, svgns=True, omitsize=True
    )
    return out.getvalue().decode()


def title(order: Order) -> str:
    """The event's title in the order's language (its English translation, where there is one)."""
    from content.translated_pages import in_locale

    return in_locale(order.event, order.language).title


def when(order: Order) -> str:
    start = timezone.localtime(order.event.start_time, AMSTERDAM)
    end = timezone.localtime(order.event.end_time, AMSTERDAM)
    if order.language == "en":  # 1 January 2027, 20:00 – 22:00
        first = f"{format_date(start.date(), 'en')}, {start:%H:%M}"
        if start.date() == end.date():
            return f"{first} – {end:%H:%M}"
        return f"{first} – {format_date(end.date(), 'en')}, {end:%H:%M}"
    return (
        f"{start:%d-%m-%Y %H:%M} – {end:%H:%M}"
        if start.date() == end.date()
        else f"{start:%d-%m-%Y %H:%M} – {end:%d-%m-%Y %H:%M}"
    )


def address(order: Order) -> str:
    event = order.event
    street = " ".join(part for part in (event.street, event.number) if part)
    place = " ".join(part for part in (event.postal_code, event.city) if part)
    return ", ".join(part for part in (event.location_name, street, place) if part)


def _latin1(text: str) -> str:
    """The PDF's core font is Latin-1: keep accents, replace what it cannot draw."""
    return text.replace("–", "-").replace("’", "'").encode("latin-1", "replace").decode("latin-1")


def tickets_pdf(order: Order, tickets: list[Ticket]) -> bytes:
    pdf = FPDF(format="A4")
    pdf.set_title(_latin1(f"Tickets {title(order)}"))
    for ticket in tickets:
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 22)
        pdf.multi_cell(0, 11, _latin1(title(order)), new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
        pdf.set_font("Helvetica", "", 13)
        holder = f"{ticket_name_in(ticket, order.language)} - {order.buyer_name}"
        for line in (when(order), address(order), holder):
            if line:
                pdf.multi_cell(0, 8, _latin1(line), new_x="LMARGIN", new_y="NEXT")
        pdf.image(io.BytesIO(qr_png(ticket.code, scale=10)), x=55, y=pdf.get_y() + 8, w=100)
        pdf.set_y(pdf.get_y() + 114)
        pdf.set_font("Courier", "B", 20)
        pdf.cell(0, 10, ticket.code, align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10)
        pdf.multi_cell(
            0,
            6,
            _latin1(
                pick(
                    order.language,
                    nl="Toon deze code bij de ingang. Elke code geeft één keer toegang.",
                    en="Show this code at the entrance. Each code gives access once.",
                )
            ),
            align="C",
            new_x="LMARGIN",
            new_y="NEXT",
        )
    return bytes(pdf.output())


def order_ics(order: Order) -> bytes:
    calendar = Calendar()
    calendar.add("prodid", "-//Forum voor Democratie//Agenda//NL")
    calendar.add("version", "2.0")
    calendar.add("method", "PUBLISH")
    event = CalendarEvent()
    event.add("uid", f"order-{order.public_id}@tickets")
    event.add("dtstamp", timezone.now())
    event.add("dtstart", order.event.start_time)
    event.add("dtend", order.event.end_time)
    event.add("summary", title(order))
    event.add("location", address(order))
    event.add("url", tickets_url(order))
    event.add(
        "description",
        pick(order.language, nl="Uw tickets: ", en="Your tickets: ") + tickets_url(order),
    )
    if order.event.canceled:
        event.add("status", "CANCELLED")
    calendar.add_component(event)
    return calendar.to_ical()


def price_lines(order: Order) -> list[dict]:
    return [
        {
            "name": ticket_name_in(line, order.language),
            "quantity": line.quantity,
            "price": free(order)
            if line.unit_price_cents == 0
            else format_euros(line.unit_price_cents, order.language),
        }
        for line in order.lines.all()
    ]


def free(order: Order) -> str:
    return pick(order.language, nl="Gratis", en="Free")
