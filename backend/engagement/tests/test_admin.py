import csv
import io

import pytest
from django.contrib.auth import get_user_model

from engagement.models import NewsletterSubscription

pytestmark = pytest.mark.django_db
LIST = "/cms/snippets/engagement/newslettersubscription/"


@pytest.fixture
def staff_client(client, demo):
    client.force_login(get_user_model().objects.get(username="beheer"))
    return client


def rows(response) -> list[dict]:
    return list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))


def test_subscribers_export_for_the_mailing_tool_holds_the_confirmed_with_their_link(staff_client):
    assert staff_client.get(LIST + "?status=confirmed").status_code == 200
    exported = rows(staff_client.get(LIST + "?export=csv&status=confirmed"))
    confirmed = NewsletterSubscription.objects.filter(status="confirmed")
    assert {row["E-mailadres"] for row in exported} == {s.email for s in confirmed}
    assert all("/nieuwsbrief-afmelden/" in row["Afmeldlink"] for row in exported)


def test_nobody_adds_or_edits_subscribers_in_the_admin(staff_client):
    subscription = NewsletterSubscription.objects.first()
    assert staff_client.get(LIST + "add/").status_code == 404
    assert staff_client.get(f"{LIST}edit/{subscription.pk}/").status_code == 404
    assert staff_client.get(f"{LIST}inspect/{subscription.pk}/").status_code == 200


def test_signatures_filter_on_confirmed(staff_client):
    listing = staff_client.get("/cms/snippets/engagement/petitionsignature/?confirmed=false")
    assert listing.status_code == 200
    export = staff_client.get(
        "/cms/snippets/engagement/petitionsignature/?export=csv&confirmed=true"
    )
    exported = rows(export)
    assert exported and all(row["Bevestigd op"] for row in exported)
