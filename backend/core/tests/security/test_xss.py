"""XSS: rich text leaves the API cleaned (core/rich_text.py), stored through the admin or not;
reflected input comes back as JSON data, never as markup."""

from __future__ import annotations

import pytest

from core.rich_text import clean_html, rich_text_out
from events.models import EventPage

ATTACKS = [
    '<script>alert(1)</script><p>tekst</p>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">klik</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">klik</a>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<p><a href=" JaVaScRiPt:alert(1)">x</a></p>',
    '<form action="https://evil.example"><input name="q"></form>',
]


@pytest.mark.parametrize("attack", ATTACKS)
def test_rich_text_is_cleaned(attack):
    cleaned = clean_html(attack).lower()
    for needle in ("<script", "onerror", "onclick", "javascript:", "data:text", "<iframe",
                   "<svg", "style=", "<form", "<input"):  # fmt: skip
        assert needle not in cleaned


def test_what_the_editor_makes_survives():
    html = (
        '<h3>Kop</h3><p><b>vet</b> <i>schuin</i> <a href="https://example.org/x">link</a> '
        '<a href="/over-ons">intern</a> <a href="mailto:a@example.org">mail</a></p>'
        "<ul><li>een</li></ul><ol><li>twee</li></ol>"
    )
    cleaned = rich_text_out(html)
    for kept in ("<h3>Kop</h3>", "<b>vet</b>", "<i>schuin</i>", 'href="https://example.org/x"',
                 'href="/over-ons"', 'href="mailto:a@example.org"', "<li>een</li>"):  # fmt: skip
        assert kept in cleaned
    assert 'rel="noopener noreferrer"' in cleaned


@pytest.mark.django_db
def test_stored_xss_in_an_event_description_is_cleaned_in_the_api(client):
    event = EventPage.objects.live().public().filter(locale__language_code="nl").first()
    assert event is not None
    event.description = "".join(ATTACKS)
    event.save_revision().publish()
    response = client.get(f"/api/events/{event.slug}")
    assert response.status_code == 200, response.content
    description = response.json()["description_html"].lower()
    assert "<script" not in description and "onerror" not in description
    assert "javascript:" not in description


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url", ["/api/search", "/api/events/%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/api/pages/resolve"]
)
def test_reflected_input_comes_back_as_json_data(client, url):
    attack = "<script>alert(1)</script>"
    response = client.get(url, {"q": attack, "path": f"/{attack}", "html_path": attack})
    assert response.status_code < 500
    body = response.content.decode()
    if response["Content-Type"].startswith("application/json"):
        return  # data: the frontend renders it as text (React escapes), never as markup
    # Django's own 404 page for a path no route matches: it must not echo the input.
    assert attack not in body and "<script" not in body
