import pytest
from django.core import mail

from content.models import PetitionPage
from core.consent import Campaign
from core.errors import Conflict, DomainError
from engagement import services_petitions as petitions
from engagement.models import PetitionSignature

from .helpers import last_mail_to, post, token_in

pytestmark = pytest.mark.django_db
SLUG = "meer-groen-in-de-stad"
EMAIL = "teken@example.org"
SIGNATURE = {
    "first_name": "Tessa",
    "last_name": "Tekenaar",
    "email": EMAIL,
    "place": "Zwolle",
    "consent": True,
    "consent_version": "petitie-1-nl",
    "utm_id": "petitie-mail",
}


def form_fields() -> dict:
    """The form as the service takes it: the campaign comes as one value."""
    fields = {k: v for k, v in SIGNATURE.items() if k != "utm_id"}
    return {**fields, "campaign": Campaign(utm_id=str(SIGNATURE["utm_id"]))}


def count(client, slug=SLUG) -> int:
    return client.get(f"/api/petitions/{slug}").json()["signature_count"]


@pytest.fixture
def sign(client, django_capture_on_commit_callbacks, run_tasks):
    def signed(slug=SLUG, **changes):
        with django_capture_on_commit_callbacks(execute=True):
            answer = post(client, f"/api/petitions/{slug}/signatures", {**SIGNATURE, **changes})
        run_tasks()
        return answer

    return signed


def confirm_token(slug=SLUG) -> str:
    return token_in(last_mail_to(EMAIL).body, f"/petities/{slug}/bedankt?token=")


def test_a_signature_counts_once_confirmed(client, demo, sign):
    before = count(client)
    answer = sign()
    assert answer.status_code == 202 and "e-mail" in answer.json()["message"]
    signature = PetitionSignature.objects.get(email=EMAIL)
    assert signature.confirmed_at is None and signature.consent_version == "petitie-1-nl"
    assert signature.utm_id == "petitie-mail" and signature.place == "Zwolle"
    assert count(client) == before
    message = last_mail_to(EMAIL)
    assert message.subject == "Bevestig uw handtekening: Meer groen in de stad"
    assert "Handtekening bevestigen" in message.alternatives[0][0]

    confirmed = post(client, "/api/petitions/signatures/confirmation", {"token": confirm_token()})
    assert confirmed.status_code == 200
    assert confirmed.json()["slug"] == SLUG
    assert confirmed.json()["signature_count"] == before + 1 == count(client)
    again = post(client, "/api/petitions/signatures/confirmation", {"token": confirm_token()})
    assert again.status_code == 200 and count(client) == before + 1


def test_one_signature_per_address_per_petition(client, demo, sign):
    sign()
    assert sign(email=EMAIL.upper(), first_name="Ander").status_code == 202
    assert PetitionSignature.objects.filter(email__iexact=EMAIL).count() == 1
    assert len(mail.outbox) == 1  # the second try sent nothing within the resend window
    other = sign(slug="behoud-het-buurthuis")
    assert other.status_code == 202
    assert PetitionSignature.objects.filter(email__iexact=EMAIL).count() == 2


def test_a_confirmed_signer_signing_again_gets_no_mail(client, demo, sign):
    sign()
    post(client, "/api/petitions/signatures/confirmation", {"token": confirm_token()})
    PetitionSignature.objects.update(confirmation_sent_at=None)
    sign()
    assert len(mail.outbox) == 1


def test_a_closed_or_unknown_petition_takes_no_signatures(client, demo, sign):
    closed = sign(slug="veilige-fietsroutes")
    assert closed.status_code == 409 and "gesloten" in closed.json()["message"]
    assert sign(slug="bestaat-niet").status_code == 404
    assert not PetitionSignature.objects.filter(email=EMAIL).exists()


def test_an_unpublished_petition_takes_no_signatures(client, demo, sign):
    PetitionPage.objects.get(locale__language_code="nl", slug=SLUG).unpublish()
    assert sign().status_code == 404


@pytest.mark.parametrize(
    "changes, fields",
    [
        ({"first_name": ""}, {"first_name": "Voornaam is verplicht."}),
        ({"last_name": " "}, {"last_name": "Achternaam is verplicht."}),
        ({"email": "x@"}, {"email": "Vul een geldig e-mailadres in."}),
        ({"consent": False}, {"consent": "Geef toestemming om uw handtekening op te slaan."}),
    ],
)
def test_bad_input_is_refused_per_field(demo, changes, fields):
    petition = PetitionPage.objects.get(locale__language_code="nl", slug=SLUG)
    data = {**form_fields(), **changes}
    with pytest.raises(DomainError) as refused:
        petitions.petition_sign(petition=petition, **data)
    assert refused.value.fields == fields
    assert not PetitionSignature.objects.filter(petition=petition, last_name="Tekenaar").exists()


def test_closed_is_checked_after_the_fields(demo):
    petition = PetitionPage.objects.get(locale__language_code="nl", slug="veilige-fietsroutes")
    with pytest.raises(Conflict):
        petitions.petition_sign(petition=petition, **form_fields())


def test_a_bad_link_is_refused(client, demo):
    answer = post(client, "/api/petitions/signatures/confirmation", {"token": "a:b:c"})
    assert answer.status_code == 404 and "niet geldig" in answer.json()["message"]


def test_the_honeypot_refuses_a_bot(client, demo):
    answer = post(client, f"/api/petitions/{SLUG}/signatures", {**SIGNATURE, "website": "spam"})
    assert answer.status_code == 422
    assert not PetitionSignature.objects.filter(email=EMAIL).exists()
