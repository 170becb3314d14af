from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from core.consent import Campaign
from core.errors import DomainError, NotFound
from engagement import services_newsletter as newsletter
from engagement.links import LinkExpired
from engagement.models import NewsletterSubscription, SubscriptionStatus

from .helpers import last_mail_to, post, token_in

pytestmark = pytest.mark.django_db
EMAIL = "lezer@example.org"
SIGN_UP = {
    "email": EMAIL,
    "name": "Lies Lezer",
    "consent": True,
    "consent_version": "nieuwsbrief-1-nl",
    "utm_id": "voorjaar",
    "utm_content_id": "banner-1",
}


@pytest.fixture
def subscribe(django_capture_on_commit_callbacks, run_tasks):
    def sign_up(**changes):
        with django_capture_on_commit_callbacks(execute=True):
            form = {**SIGN_UP, **changes}
            campaign = Campaign(
                utm_id=form.pop("utm_id"), utm_content_id=form.pop("utm_content_id")
            )
            newsletter.newsletter_subscribe(**form, campaign=campaign)
        return run_tasks()

    return sign_up


def confirm_token() -> str:
    return token_in(last_mail_to(EMAIL).body, "/nieuwsbrief-bevestigen?token=")


def test_a_sign_up_waits_for_the_link_in_the_mail(subscribe):
    assert subscribe() == 1
    subscription = NewsletterSubscription.objects.get(email=EMAIL)
    assert subscription.status == SubscriptionStatus.PENDING
    assert subscription.consent_version == "nieuwsbrief-1-nl" and subscription.consent_at
    assert (subscription.utm_id, subscription.utm_content_id) == ("voorjaar", "banner-1")
    message = last_mail_to(EMAIL)
    assert message.subject == "Bevestig uw aanmelding voor de nieuwsbrief"
    assert "/nieuwsbrief-afmelden/" in message.body
    html = message.alternatives[0][0]
    assert "Aanmelding bevestigen" in html and "/nieuwsbrief-afmelden/" in html
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert (
        "/api/newsletter/one-click-unsubscribe?token=" in message.extra_headers["List-Unsubscribe"]
    )

    confirmed = newsletter.newsletter_confirm(token=confirm_token())
    assert confirmed.status == SubscriptionStatus.CONFIRMED and confirmed.confirmed_at
    assert newsletter.newsletter_confirm(token=confirm_token()).pk == confirmed.pk  # again: fine


def test_signing_up_twice_keeps_one_row_and_resends_at_most_every_few_minutes(subscribe):
    assert subscribe() == 1
    assert subscribe(email=EMAIL.upper(), name="Lies") == 0  # within the window: no second mail
    assert NewsletterSubscription.objects.filter(email__iexact=EMAIL).count() == 1
    NewsletterSubscription.objects.filter(email=EMAIL).update(
        confirmation_sent_at=timezone.now() - timedelta(minutes=11)
    )
    assert subscribe() == 1
    assert len([m for m in mail.outbox if m.to == [EMAIL]]) == 2


def test_a_confirmed_address_signing_up_again_gets_nothing(subscribe):
    subscribe()
    newsletter.newsletter_confirm(token=confirm_token())
    NewsletterSubscription.objects.update(confirmation_sent_at=None)
    assert subscribe(name="Iemand Anders") == 0
    subscription = NewsletterSubscription.objects.get(email=EMAIL)
    assert subscription.status == SubscriptionStatus.CONFIRMED and subscription.name == "Lies Lezer"


def test_leaving_by_the_link_and_coming_back(subscribe):
    subscribe()
    first_link = confirm_token()
    newsletter.newsletter_confirm(token=first_link)
    leave = token_in(last_mail_to(EMAIL).body, "/nieuwsbrief-afmelden/")
    newsletter.newsletter_unsubscribe(token=leave)
    newsletter.newsletter_unsubscribe(token=leave)  # again: harmless
    gone = NewsletterSubscription.objects.get(email=EMAIL)
    assert gone.status == SubscriptionStatus.UNSUBSCRIBED and gone.name == ""
    # An old confirmation link does not bring the address back.
    with pytest.raises(LinkExpired):
        newsletter.newsletter_confirm(token=first_link)
    # A new sign-up does, once confirmed with its own link.
    NewsletterSubscription.objects.update(
        confirmation_sent_at=None, unsubscribed_at=timezone.now() - timedelta(seconds=5)
    )
    assert subscribe() == 1
    assert NewsletterSubscription.objects.get(email=EMAIL).status == SubscriptionStatus.UNSUBSCRIBED
    newsletter.newsletter_confirm(token=confirm_token())
    back = NewsletterSubscription.objects.get(email=EMAIL)
    assert back.status == SubscriptionStatus.CONFIRMED and back.unsubscribed_at is None


def test_bad_and_expired_links(subscribe, settings):
    subscribe()
    token = confirm_token()
    for bad in ["", "x" * 300, token[:-2] + "zz", token.replace(":", "")]:
        with pytest.raises(NotFound):
            newsletter.newsletter_confirm(token=bad)
    with pytest.raises(NotFound):  # a link of another purpose
        newsletter.newsletter_unsubscribe(token=token)
    settings.ENGAGEMENT_CONFIRM_LINK_DAYS = 0
    with pytest.raises(LinkExpired):
        newsletter.newsletter_confirm(token=token)
    assert NewsletterSubscription.objects.get(email=EMAIL).status == SubscriptionStatus.PENDING


@pytest.mark.parametrize(
    "changes, fields",
    [
        ({"email": ""}, {"email": "E-mailadres is verplicht."}),
        ({"email": "geen-adres"}, {"email": "Vul een geldig e-mailadres in."}),
        ({"name": "  "}, {"name": "Naam is verplicht."}),
        ({"consent": False}, {"consent": "Geef toestemming om de nieuwsbrief te ontvangen."}),
        (
            {"consent_version": "oud"},
            {"consent": "Deze pagina is verouderd. Laad haar opnieuw en probeer het nog eens."},
        ),
        (
            {"email": "", "name": "", "consent": False},
            {
                "email": "E-mailadres is verplicht.",
                "name": "Naam is verplicht.",
                "consent": "Geef toestemming om de nieuwsbrief te ontvangen.",
            },
        ),
    ],
)
def test_bad_input_is_refused_per_field_and_stores_nothing(subscribe, changes, fields):
    with pytest.raises(DomainError) as refused:
        subscribe(**changes)
    assert refused.value.fields == fields
    assert refused.value.message == "Sorry, niet alle velden zijn correct ingevuld."
    assert not NewsletterSubscription.objects.filter(email=EMAIL).exists()
    assert not mail.outbox


def test_the_api_answers_the_same_for_new_and_known_addresses(client, run_tasks):
    first = post(client, "/api/newsletter/subscriptions", SIGN_UP)
    again = post(client, "/api/newsletter/subscriptions", SIGN_UP)
    assert first.status_code == again.status_code == 202
    assert first.json() == again.json()
    assert "e-mail" in first.json()["message"]


def test_the_api_confirms_and_unsubscribes_by_links(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        post(client, "/api/newsletter/subscriptions", SIGN_UP)
    run_tasks()
    assert post(client, "/api/newsletter/confirmation", {"token": "onzin"}).status_code == 404
    done = post(client, "/api/newsletter/confirmation", {"token": confirm_token()})
    assert done.status_code == 200 and done.json()["message"].startswith("Uw aanmelding")
    leave = token_in(last_mail_to(EMAIL).body, "/nieuwsbrief-afmelden/")
    assert post(client, "/api/newsletter/unsubscription", {"token": leave}).status_code == 200
    assert NewsletterSubscription.objects.get(email=EMAIL).status == SubscriptionStatus.UNSUBSCRIBED


def test_one_click_unsubscribe_of_mail_programs(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        post(client, "/api/newsletter/subscriptions", SIGN_UP)
    run_tasks()
    header = last_mail_to(EMAIL).extra_headers["List-Unsubscribe"]
    path = header.strip("<>").split("localhost:3000", 1)[1]
    answer = client.post(
        path, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
    )
    assert answer.status_code == 200
    assert NewsletterSubscription.objects.get(email=EMAIL).status == SubscriptionStatus.UNSUBSCRIBED


def test_a_filled_honeypot_is_refused_and_stores_nothing(client):
    answer = post(
        client, "/api/newsletter/subscriptions", {**SIGN_UP, "website": "http://x.example"}
    )
    assert answer.status_code == 422 and answer.json()["message"]
    assert not NewsletterSubscription.objects.filter(email=EMAIL).exists()


def test_repeated_tries_need_a_captcha(client, settings):
    from core.tests.captcha_helpers import cheap_captcha, solved_captcha

    cheap_captcha(settings)
    for n in range(settings.FORM_GUARD_CAPTCHA_AFTER):
        assert (
            post(
                client, "/api/newsletter/subscriptions", {**SIGN_UP, "email": f"l{n}@example.org"}
            ).status_code
            == 202
        )
    refused = post(client, "/api/newsletter/subscriptions", {**SIGN_UP, "email": "l9@example.org"})
    assert refused.status_code == 429 and "captcha" in refused.json()["fields"]
    assert not NewsletterSubscription.objects.filter(email="l9@example.org").exists()
    passed = post(
        client,
        "/api/newsletter/subscriptions",
        {**SIGN_UP, "email": "l9@example.org", "captcha": solved_captcha()},
    )
    assert passed.status_code == 202
    assert NewsletterSubscription.objects.filter(email="l9@example.org").exists()
