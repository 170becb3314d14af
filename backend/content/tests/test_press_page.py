"""The press page (/pers): its spokespeople as structured contacts, served by the page resolver."""

import pytest
from django.core.exceptions import ValidationError

from content.models import PressPage
from content.pages.models import PressContactBlock
from content.pages.sitemap import sitemap_entries
from demo.press import CONTACTS


def resolve(client, path, locale="nl"):
    return client.get("/api/pages/resolve", {"path": path, "locale": locale})


def test_the_press_page_answers_its_contacts_in_the_editor_order(client, demo):
    body = resolve(client, "/pers").json()
    assert body["page_type"] == "press" and body["title"] == "Pers"
    assert body["press"]["contacts"] == CONTACTS
    assert "latest_news" in [block["type"] for block in body["body"]]


def test_the_english_press_page_translates_the_roles_and_keeps_names_and_addresses(client, demo):
    body = resolve(client, "/pers", "en").json()
    assert body["locale"] == "en" and body["title"] == "Press"
    contact = body["press"]["contacts"][0]
    assert contact["role"] == "Spokesperson for national politics"
    assert (contact["name"], contact["email"]) == ("Voorbeeld Woordvoerder", "pers@example.org")


def test_an_edited_contact_list_is_what_the_api_answers(client, demo):
    page = PressPage.objects.get(locale__language_code="nl", slug="pers")
    page.contacts = [("contact", {"name": "Nieuwe Woordvoerder", "role": "", "email": "nieuw@example.org", "phone": ""})]
    page.save_revision().publish()
    assert resolve(client, "/pers").json()["press"]["contacts"] == [
        {"name": "Nieuwe Woordvoerder", "role": "", "email": "nieuw@example.org", "phone": ""}
    ]


def test_other_pages_have_no_press_part(client, demo):
    assert resolve(client, "/privacy").json()["press"] is None


def test_the_press_page_is_in_the_sitemap_with_its_english_twin(demo):
    entries = {entry["path"]: entry for entry in sitemap_entries()}
    assert entries["/pers"]["translated"] is True


@pytest.mark.parametrize("phone", ["+31 6 12345678", "(020) 123-4567", "0201234567"])
def test_a_phone_number_of_digits_spaces_dashes_and_brackets_is_accepted(phone):
    value = PressContactBlock().to_python({"name": "A", "role": "", "email": "a@example.org", "phone": phone})
    PressContactBlock().clean(value)


@pytest.mark.parametrize("phone", ["bel mij", "12", "+31 6 1234 5678 ext. 9"])
def test_anything_else_is_refused(phone):
    value = PressContactBlock().to_python({"name": "A", "role": "", "email": "a@example.org", "phone": phone})
    with pytest.raises(ValidationError):
        PressContactBlock().clean(value)


def test_a_press_page_needs_a_mail_address_for_each_contact():
    value = PressContactBlock().to_python({"name": "A", "role": "", "email": "", "phone": "+31 6 12345678"})
    with pytest.raises(ValidationError):
        PressContactBlock().clean(value)
