"""Which person an action belongs to, merging two persons, and the likely duplicates."""

import pytest
from django.contrib.auth.models import User
from django.core import mail

from engagement import services_newsletter as newsletter
from engagement.models import NewsletterSubscription
from engagement.tests.helpers import last_mail_to, token_in
from people.duplicates import likely_duplicates
from people.matching import person_for_action, verify_address
from people.merging import merge_persons
from people.models import AuditEntry, ConsentPurpose, EmailAddress, Person

pytestmark = pytest.mark.django_db
EMAIL = "Sanne.Voorbeeld@Example.org "


def test_an_unverified_address_never_joins_two_actions():
    first = person_for_action(EMAIL, first_name="Sanne")
    second = person_for_action("sanne.voorbeeld@example.org")
    assert first.pk != second.pk
    assert first.primary_email == second.primary_email == "sanne.voorbeeld@example.org"
    assert first.first_name == "Sanne"


def test_a_verified_address_and_a_members_account_find_their_person():
    person = person_for_action(EMAIL, first_name="Sanne", last_name="Voorbeeld")
    assert verify_address(person, EMAIL)
    again = person_for_action(
        " SANNE.voorbeeld@example.org", first_name="Iemand", last_name="Anders"
    )
    assert again.pk == person.pk
    assert again.first_name == "Sanne"  # an action fills nothing a person is on record with

    user = User.objects.create_user("sanne", "ander@example.org")
    person.user = user
    person.save()
    by_account = person_for_action("nog-een-adres@example.org", user=user)
    assert by_account.pk == person.pk
    assert sorted(a.address for a in person.emails.all()) == [
        "nog-een-adres@example.org",
        "sanne.voorbeeld@example.org",
    ]


def test_a_verified_address_has_one_owner():
    one = person_for_action(EMAIL)
    other = person_for_action(EMAIL)
    assert verify_address(one, EMAIL)
    assert not verify_address(other, EMAIL)
    assert (
        EmailAddress.objects.filter(
            verified_at__isnull=False, address=EMAIL.strip().lower()
        ).count()
        == 1
    )


def test_a_newsletter_sign_up_has_a_person_with_its_consent_and_the_link_verifies(
    django_capture_on_commit_callbacks, run_tasks
):
    with django_capture_on_commit_callbacks(execute=True):
        newsletter.newsletter_subscribe(
            email="lezer@example.org",
            name="Lies Lezer",
            consent=True,
            consent_version="nieuwsbrief-1-nl",
        )
    run_tasks()
    subscription = NewsletterSubscription.objects.get(email="lezer@example.org")
    person = subscription.person
    assert (person.first_name, person.primary_email) == ("Lies Lezer", "lezer@example.org")
    consent = person.consents.get()
    assert (consent.purpose, consent.text_version) == (
        ConsentPurpose.NEWSLETTER,
        "nieuwsbrief-1-nl",
    )
    assert not person.emails.get().verified_at

    token = token_in(last_mail_to("lezer@example.org").body, "/nieuwsbrief-bevestigen?token=")
    newsletter.newsletter_confirm(token=token)
    assert person.emails.get().verified_at
    assert person_for_action("lezer@example.org").pk == person.pk
    assert mail.outbox


def test_merging_moves_every_link_and_is_logged(admin_user):
    from engagement.models import VolunteerSignup

    keep = person_for_action("een@example.org", first_name="Kees")
    other = person_for_action("twee@example.org", first_name="K.", last_name="Kasper")
    other.phone = "06 12345678"
    other.tags.add("donateur")
    other.save()
    signup = VolunteerSignup.objects.create(
        person=other,
        first_name="K.",
        last_name="Kasper",
        email="twee@example.org",
        consent_at="2026-01-01T10:00:00Z",
        consent_version="v1",
    )
    merged = merge_persons(keep=keep, other=other, actor=admin_user)

    signup.refresh_from_db()
    other.refresh_from_db()
    assert signup.person_id == keep.pk
    assert (merged.first_name, merged.last_name, merged.phone) == ("Kees", "Kasper", "06 12345678")
    assert sorted(a.address for a in merged.emails.all()) == ["een@example.org", "twee@example.org"]
    assert [t.name for t in merged.tags.all()] == ["donateur"]
    assert other.merged_into_id == keep.pk and other.last_name == "" and not other.emails.exists()
    entry = AuditEntry.objects.get(person=keep, action="merged")
    assert entry.actor == admin_user
    assert entry.changes["moved"] == {"engagement.VolunteerSignup": 1}


def test_likely_duplicates_same_name_and_postcode_or_phone():
    a = Person.objects.create(first_name="Anna", last_name="Bakker", postal_code="1234AB")
    b = Person.objects.create(first_name="anna", last_name="bakker", postal_code="1234AB")
    c = Person.objects.create(first_name="Cor", phone="+31 6 1234 5678")
    d = Person.objects.create(first_name="C.", phone="06-12345678")
    Person.objects.create(first_name="Anna", last_name="Bakker", postal_code="9999ZZ")
    found = {(x.pk, y.pk): reason for x, y, reason in likely_duplicates()}
    assert found[(a.pk, b.pk)] == "Zelfde naam en postcode"
    assert found[(c.pk, d.pk)] == "Zelfde telefoonnummer"


def test_a_member_logging_in_verifies_the_address_and_links_the_account(client):
    from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD
    from members.models import Membership

    membership = Membership.objects.select_related("person", "user").get(email=MEMBER_EMAIL)
    person = membership.person
    person.emails.update(verified_at=None)
    Person.objects.filter(pk=person.pk).update(user=None)
    client.logout()
    response = client.post(
        "/api/accounts/login",
        {"email": MEMBER_EMAIL, "password": MEMBER_PASSWORD, "captcha": ""},
        content_type="application/json",
    )
    assert response.status_code == 200, response.content
    person.refresh_from_db()
    assert person.user_id == membership.user_id
    assert person.emails.get(address=MEMBER_EMAIL).verified_at
    assert person_for_action(MEMBER_EMAIL).pk == person.pk


def test_a_logged_in_member_signing_a_petition_with_another_address_is_the_same_person(client):
    from django.contrib.auth import get_user_model

    from engagement.models import PetitionSignature
    from members.demo import MEMBER_EMAIL

    user = get_user_model().objects.get(username=MEMBER_EMAIL)
    client.force_login(user)
    response = client.post(
        "/api/petitions/meer-groen-in-de-stad/signatures",
        {
            "first_name": "Lotte",
            "last_name": "Demolid",
            "email": "lotte-werk@example.org",
            "consent": True,
            "consent_version": "petitie-1-nl",
        },
        content_type="application/json",
    )
    assert response.status_code == 202, response.content
    signature = PetitionSignature.objects.get(email="lotte-werk@example.org")
    assert signature.person == user.person


def test_only_a_bare_person_made_since_the_action_began_is_discarded():
    from datetime import timedelta

    from django.utils import timezone

    from people.matching import discard_if_bare

    began = timezone.now()
    bare = person_for_action("kort@example.org")
    assert not discard_if_bare(bare, made_since=began + timedelta(seconds=60))  # older: kept
    subscribed = person_for_action("blijft@example.org")
    NewsletterSubscription.objects.create(
        person=subscribed, email="blijft@example.org", consent_at=began, consent_version="test"
    )
    assert not discard_if_bare(subscribed, made_since=began)  # something points at it
    assert discard_if_bare(bare, made_since=began)
    assert not Person.objects.filter(pk=bare.pk).exists()
    assert not EmailAddress.objects.filter(address="kort@example.org").exists()
    assert Person.objects.filter(pk=subscribed.pk).exists()
