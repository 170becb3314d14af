"""The accessibility statement at /toegankelijkheid (issue 24): an editable page the seed writes in
Dutch and English after the Dutch government's model, its contact link leading to the contact page in
the reader's language."""

from __future__ import annotations

import re

from demo.accessibility import SECTIONS


def _page(client, locale: str) -> dict:
    response = client.get("/api/pages/resolve", {"path": "/toegankelijkheid", "locale": locale})
    assert response.status_code == 200
    return response.json()


def _text(body: list[dict]) -> str:
    return " ".join(block["value"] if isinstance(block["value"], str) else "" for block in body)


def test_the_statement_has_the_models_parts_in_dutch(client, demo):
    page = _page(client, "nl")
    assert (page["title"], page["locale"]) == ("Toegankelijkheidsverklaring", "nl")
    headings = [block["value"] for block in page["body"] if block["type"] == "heading"]
    assert headings == [
        "Ons streven", "Status", "Hoe wij dit hebben onderzocht", "Bekende beperkingen", "Een probleem melden",
        "Handhavingsprocedure", "Datum van deze verklaring",
    ]
    text = _text(page["body"])
    assert "WCAG) 2.2" in text and "EN 301 549" in text and "axe-core" in text
    assert "<li>" in text and re.search(r"opgesteld op \d{1,2} \w+ \d{4}", text)
    assert '<a href="/contact"' in text
    assert not re.search(r"\b(je|jij|jouw)\b", text, re.IGNORECASE)  # the visitor is 'u'


def test_the_english_statement_is_translated_and_links_to_the_english_contact_page(client, demo):
    page = _page(client, "en")
    assert (page["title"], page["locale"]) == ("Accessibility statement", "en")
    text = _text(page["body"])
    for _, dutch, english in SECTIONS:
        assert english.replace('<a id="a1">', '').split('</a>')[0][:40] in text
        assert dutch[:40] not in text
    assert '<a href="/en/contact"' in text
