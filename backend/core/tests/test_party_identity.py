"""The party's identity is a site setting an administrator changes in the admin, without a
developer: the mails (and the receipts) read it at once."""

from __future__ import annotations

import pytest
from django.core import mail
from django.core.mail import EmailMultiAlternatives
from wagtail.models import Site

from core.mail import send_templated
from core.models import PartyIdentity

pytestmark = pytest.mark.django_db


def test_an_administrator_renames_the_party_and_the_next_mail_says_so(client, django_user_model):
    admin = django_user_model.objects.create_superuser(
        "beheerder", "beheer@example.org", "pw-12345678"
    )
    client.force_login(admin)
    site = Site.objects.get(is_default_site=True)
    path = f"/cms/settings/core/partyidentity/{site.pk}/"
    page = client.get(path)
    assert page.status_code == 200 and "Partijnaam" in page.content.decode()
    saved = client.post(
        path,
        {
            "name": "Voorbeeldpartij",
            "name_en": "Example Party",
            "wordmark": "VBP",
            "reply_to_email": "leden@example.org",
        },
    )
    assert saved.status_code == 302, saved.content.decode()[:500]
    assert PartyIdentity.for_site(site).name == "Voorbeeldpartij"
    send_templated(
        to="lid@example.org",
        subject="Test",
        template="members/account_deleted",
        context={"first_name": "Lid"},
    )
    (message,) = mail.outbox
    assert isinstance(message, EmailMultiAlternatives)
    html = str(message.alternatives[0][0])
    assert "Voorbeeldpartij" in message.body and "VBP" in html and "Voorbeeldpartij" in html
    assert message.reply_to == ["leden@example.org"]


def test_the_site_reads_the_identity_and_a_change_shows_at_once(client):
    """The shell (header wordmark or logo, page titles, texts naming the party) reads the identity
    from /api/site-settings; saving the setting empties the cached answer."""
    from wagtail.images.models import Image
    from wagtail.images.tests.utils import get_test_image_file

    party = client.get("/api/site-settings").json()["party"]
    assert party == {
        "name": "Forum voor Democratie",
        "name_en": "Forum for Democracy",
        "wordmark": "FVD",
        "logo_url": None,
    }
    identity = PartyIdentity.for_site(Site.objects.get(is_default_site=True))
    identity.name, identity.name_en, identity.wordmark = "Voorbeeldpartij", "", "VBP"
    identity.logo = Image.objects.create(title="Logo", file=get_test_image_file())
    identity.save()
    party = client.get("/api/site-settings").json()["party"]
    assert (party["name"], party["name_en"], party["wordmark"]) == ("Voorbeeldpartij", "", "VBP")
    assert party["logo_url"].startswith("/media/images/") or "/images/" in party["logo_url"]
