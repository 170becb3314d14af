"""The QR code on a ticket must be one a phone can read: a regular QR code, never a Micro QR."""

from __future__ import annotations

import re

from orders import documents
from orders.services import ticket_code


def test_ticket_codes_make_regular_qr_codes():
    for _ in range(20):
        qr = documents.qr_code(ticket_code())
        assert not qr.is_micro
        assert qr.version == 1


def test_the_ticket_page_svg_is_version_1_with_its_quiet_zone():
    svg = documents.qr_svg("K7QF-9M2X-H4TD")
    # Version 1 is 21 modules, with 4 modules of quiet zone on each side.
    assert re.search(r'viewBox="0 0 29 29"', svg)
    assert "<script" not in svg


def test_the_mail_png_is_a_png():
    assert documents.qr_png("K7QF-9M2X-H4TD").startswith(b"\x89PNG")
