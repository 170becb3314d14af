"""Demo agenda (DESIGN §5): events of every type and state — paid, free, members free, sales not yet
open, sold out (by flag and by orders), cancelled and past. Fictional, neutral placeholder copy."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import HomePage, StandardPage
from content.serializers import image_out
from events.models import EventIndexPage, EventPage, MemberAccess, TicketType

from . import texts
from .images import demo_image

# slug, title, type, days ahead, city, province, flags, ticket types
# (name, member, youth, non-member cents, quota, hours until sales open or None)
#: A ticket type: name, member, youth and non-member price in cents, quota, sales open in (hours).
TicketSpec = tuple[str, int, int, int, int, int | None]
#: The ticket types' names on the English site (TicketType.name_en).
TICKET_NAMES_EN = {
    "Toegang": "Admission",
    "Conferentiedag": "Conference day",
    "Diner": "Dinner",
    "Hele week": "Whole week",
    "Eén dag": "One day",
    "Cursusavond": "Course evening",
    "Deelname": "Participation",
}
#: slug, title, kind, days from now, city, province, extra fields, ticket types.
EventSpec = tuple[str, str, str, int, str, str, dict[str, Any], list[TicketSpec]]

EVENTS: list[EventSpec] = [
    (
        "ledenavond-utrecht",
        "Ledenavond Utrecht",
        "FVD",
        10,
        "Utrecht",
        "utrecht",
        {},
        [("Toegang", 1000, 500, 1500, 150, None)],
    ),
    (
        "jongerenborrel-groningen",
        "Jongerenborrel Groningen",
        "JFVD",
        14,
        "Groningen",
        "groningen",
        {},
        [("Toegang", 0, 0, 0, 120, None)],
    ),
    (
        "lezing-over-de-republiek",
        "Lezing over de Republiek",
        "RENAISSANCE",
        20,
        "Amsterdam",
        "noord-holland",
        {"member_access": MemberAccess.FREE},
        [("Toegang", 0, 0, 1250, 200, None)],
    ),
    (
        "internationale-conferentie",
        "Internationale conferentie",
        "INTERNATIONAL",
        30,
        "Den Haag",
        "zuid-holland",
        {},
        [("Conferentiedag", 2500, 1500, 3500, 300, 72)],
    ),
    (
        "vriendendiner",
        "Vriendendiner",
        "VRIENDEN",
        40,
        "Arnhem",
        "gelderland",
        {},
        [("Diner", 4500, 4500, 6000, 2, None)],
    ),
    (
        "zomerschool",
        "Zomerschool",
        "TOCQUEVILLE",
        60,
        "Zwolle",
        "overijssel",
        {},
        [("Hele week", 15000, 7500, 20000, 40, None), ("Eén dag", 3500, 2000, 4500, 60, None)],
    ),
    (
        "cursus-debatteren",
        "Cursus debatteren",
        "CURSUS",
        7,
        "Eindhoven",
        "noord-brabant",
        {"canceled": True},
        [("Cursusavond", 2000, 1000, 3000, 30, None)],
    ),
    (
        "campagnedag-limburg",
        "Campagnedag Limburg",
        "CAMPAIGN",
        5,
        "Maastricht",
        "limburg",
        {},
        [("Deelname", 0, 0, 0, 80, None)],
    ),
    (
        "debatavond-zeeland",
        "Debatavond Zeeland",
        "FVD",
        12,
        "Middelburg",
        "zeeland",
        {"sold_out": True},
        [("Toegang", 500, 500, 1000, 100, None)],
    ),
    (
        "terugblik-voorjaarscongres",
        "Voorjaarscongres",
        "FVD",
        -20,
        "Utrecht",
        "utrecht",
        {},
        [("Toegang", 1500, 750, 2500, 500, None)],
    ),
    (
        "terugblik-najaarscongres",
        "Najaarscongres",
        "FVD",
        -70,
        "Amersfoort",
        "utrecht",
        {},
        [("Toegang", 1500, 750, 2500, 400, None)],
    ),
]
REMARKS = {
    "ledenavond-utrecht": "De zaal is vanaf 19.00 uur open; vol is vol.",
    "cursus-debatteren": "Deze cursus gaat helaas niet door. Wie een ticket had, krijgt het geld terug.",
}


def _description(title: str) -> str:
    return (
        f"<p>{title} is een fictief evenement in de demo van deze website. {texts.LOREM}</p>"
        f"<h3>Programma</h3><ul><li>Ontvangst met koffie</li><li>Sprekers en vragen uit de zaal</li>"
        f"<li>Napraten</li></ul><p>{texts.LOREM_2}</p>"
    )


def _picture(seed: int, title: str):
    """A demo picture with its renditions made now, not on the first visit."""
    image = demo_image(seed, title)
    image_out(image)
    return image


def seed_events(home: HomePage) -> EventIndexPage:
    agenda = home.add_child(
        instance=EventIndexPage(
            title="Agenda",
            slug="agenda",
            intro="Bijeenkomsten, lezingen, cursussen en campagnedagen bij u in de buurt.",
        )
    )
    agenda.add_child(
        instance=StandardPage(
            title="Agenda (oud)",
            slug="index-old",
            intro="Een archiefpagina van de vorige agenda.",
            body=[("paragraph", RichText(f"<p>{texts.LOREM}</p>"))],
        )
    )
    now = timezone.now().replace(minute=0, second=0, microsecond=0)
    for n, (slug, title, kind, days, city, province, flags, tickets) in enumerate(EVENTS):
        start = (now + timedelta(days=days)).replace(hour=18 if days > 0 else 10)
        ticket_types = [
            TicketType(
                sort_order=order,
                name=name,
                name_en=TICKET_NAMES_EN[name],
                price_cents=member,
                youth_price_cents=youth,
                non_member_price_cents=non_member,
                quota=quota,
                sales_start=now + timedelta(hours=opens_in) if opens_in else None,
            )
            for order, (name, member, youth, non_member, quota, opens_in) in enumerate(tickets)
        ]
        agenda.add_child(
            instance=EventPage(
                title=title,
                slug=slug,
                event_type=kind,
                start_time=start,
                end_time=start + timedelta(hours=3 if kind != "TOCQUEVILLE" else 24 * 5),
                image=_picture(700 + n, title),
                intro=f"Een fictieve bijeenkomst in {city}.",
                description=_description(title),
                remark=REMARKS.get(slug, ""),
                location_name=f"Zaal De Ontmoeting {city}",
                street="Voorbeeldstraat",
                number=str(10 + n),
                postal_code=f"{1000 + 400 * n:04d} AB",
                city=city,
                province=province,
                ticket_types=ticket_types,
                **flags,
            )
        )
    _sell_out(EventPage.objects.get(locale__language_code="nl", slug="vriendendiner"))
    return agenda


def _sell_out(event: EventPage) -> None:
    """The dinner is sold out by two confirmed demo orders, not by its flag."""
    from orders.models import Order, OrderLine, OrderStatus, PriceGroup
    from orders.services import issue_tickets

    ticket_type = event.ticket_types.get()
    for n in range(ticket_type.quota):
        order = Order.objects.create(
            event=event,
            status=OrderStatus.CONFIRMED,
            first_name="Voorbeeld",
            last_name=f"Gast {n + 1}",
            email=f"gast-{n + 1}@example.org",
            price_group=PriceGroup.NON_MEMBER,
            total_cents=ticket_type.non_member_price_cents,
            idempotency_key=f"demo-vriendendiner-{n}",
            confirmed_at=timezone.now(),
        )
        OrderLine.objects.create(
            order=order,
            ticket_type=ticket_type,
            ticket_name=ticket_type.name,
            quantity=1,
            unit_price_cents=ticket_type.non_member_price_cents,
        )
        issue_tickets(order)
