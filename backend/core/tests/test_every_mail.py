"""Every mail the site sends, rendered by the flow that sends it, in one test (issue 21): each
carries the party's identity in its HTML and text versions, greets its reader by name, asks
nobody to reply to a no-reply address, and each of its links leads to a page of the site that
accepts it (core/tests/mail_links.py). A mail template that no flow here sends fails the test, so
a new mail cannot be left out.

Every flow runs twice (issue 22): from the Dutch site, and from the English one (the frontend's
Accept-Language, core/i18n.py) with a reader whose stored language is English. The English mails
greet with 'Dear', hold none of the Dutch telltale words below, and link to the English pages; the
Dutch ones link to the Dutch pages."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from django.conf import settings
from django.core import mail
from django.test import Client
from django.test.signals import template_rendered
from django.utils import timezone, translation

from core.selectors import party_identity

from .mail_links import follow, links_in

pytestmark = pytest.mark.django_db

STAFF_MAILS = {"applications/mail/staff.txt"}  # to the secretariat, not to a person by name
# What is left to manage after these: nothing (the account is gone).
NOTHING_TO_MANAGE = {"Uw account is verwijderd", "Your account has been deleted"}
REPLY_WORDS = re.compile(r"beantwoord (deze|dit) (e-)?mail|reply to this", re.IGNORECASE)
GREETING = {"nl": "Beste {},", "en": "Dear {},"}
# Words an English mail must not hold outside its links and what people typed or staff named
# (names, titles of Dutch-only pages): the Dutch mails' frame, dates and money words.
DUTCH_WORDS = re.compile(
    r"\b(Beste|[Uu]w|[Ww]ij|niet|Met vriendelijke groet|secretariaat|Bedankt|Bevestig|bestelling"
    r"|betaling|lidmaatschap|contributie|gift van|giften|vriendengift|Totaal|Gratis|Vragen"
    r"|kunt|januari|februari|maart|mei|juni|juli|augustus|oktober|maand|kwartaal|jaar|Kenmerk"
    r"|legioen|afschrijving|wijzigen|e-mailadres|Welkom)\b"
)
STAFF = "staff"  # the secretariat's mails stay Dutch whatever the sender's language


def _mail_templates(language: str = "nl") -> set[str]:
    """Every text template that extends the mail layout of `language`, as 'app/…/name.txt' (or
    'app/…/name.en.txt')."""
    layout = "mail/layout.txt" if language == "nl" else f"mail/layout.{language}.txt"
    found = set()
    for path in Path(settings.BACKEND_DIR).glob("*/templates/**/*.txt"):
        if f'extends "{layout}"' in path.read_text():
            found.add("/".join(path.parts[path.parts.index("templates") + 1 :]))
    return found


def test_every_dutch_mail_has_its_english_version():
    """Staff's mails aside, each Dutch mail template has an English one beside it (text and HTML)."""
    dutch = {name for name in _mail_templates() if name not in STAFF_MAILS}
    english = _mail_templates("en")
    assert {name.removesuffix(".txt") + ".en.txt" for name in dutch} == english
    for name in english:
        for kind in ("txt", "html"):
            dutch_name = name.removesuffix(".en.txt") + f".{kind}"
            english_name = name.removesuffix(".txt") + f".{kind}"
            assert _tags(dutch_name) == _tags(english_name), (
                f"{english_name} does not follow the branches of {dutch_name}"
            )


def _tags(name: str) -> list[str]:
    """A template's {% … %} tags in order, English file names read as Dutch: a Dutch mail that
    gains a case shows up here until its English version has it too."""
    (path,) = Path(settings.BACKEND_DIR).glob(f"*/templates/{name}")
    tags = re.findall(r"{%.*?%}", path.read_text())
    return [tag.replace(".en.", ".") for tag in tags]


def _post(client, path: str, data: dict):
    return client.post(path, data, content_type="application/json")


def _engagement_flows(client, capture) -> dict[str, str]:
    with capture(execute=True):
        _engagement_posts(client)
    return {
        "lies@example.org": "Lies Lezer",
        "tessa@example.org": "Tessa",
        "harm@example.org": "Harm",
        # Not the contact form's sender: its receipt goes to an address nobody has proven and
        # repeats nothing typed into the form, the name included (applications/tests).
    }


def _engagement_posts(client) -> None:
    _post(
        client,
        "/api/newsletter/subscriptions",
        {
            "email": "lies@example.org",
            "name": "Lies Lezer",
            "consent": True,
            "consent_version": "nieuwsbrief-1-nl",
        },
    )
    _post(
        client,
        "/api/petitions/meer-groen-in-de-stad/signatures",
        {
            "first_name": "Tessa",
            "last_name": "Tekenaar",
            "email": "tessa@example.org",
            "consent": True,
            "consent_version": "petitie-1-nl",
        },
    )
    _post(
        client,
        "/api/volunteers",
        {
            "first_name": "Harm",
            "last_name": "Helper",
            "email": "harm@example.org",
            "province": "gelderland",
            "municipality": "Arnhem",
            "interests": ["flyeren"],
            "consent": True,
            "consent_version": "vrijwilliger-1-nl",
        },
    )
    _post(
        client,
        "/api/applications/contact",
        {
            "name": "Anna Voorbeeld",
            "email": "anna-contact@example.org",
            "subject": "Een vraag",
            "message": "Hoe kan ik helpen?",
            "consent": True,
            "consent_version": "contact-1-nl",
            "idempotency_key": "every-mail-contact-1",
        },
    )


def _legion_flows(client, capture) -> dict[str, str]:
    from legion.rules import CONSENT_VERSION

    person = {"first_name": "Lars", "last_name": "Legioen", "email": "lars@example.org"}
    joining = {"phone": "", "region": "utrecht", "consent": True, "consent_version": CONSENT_VERSION}
    with capture(execute=True):
        _post(client, "/api/legion/join", person | joining)
    with capture(execute=True):
        _post(client, "/api/legion/access", {"email": person["email"]})
    return {person["email"]: "Lars"}


def _order_flows(client, capture, run_tasks) -> dict[str, str]:
    from orders import services
    from orders.tests.helpers import buyer, make_event, pay, ticket_type

    event = make_event()
    order, _ = services.order_create(
        event=event,
        lines={ticket_type(event).pk: 1},
        buyer=buyer("kim@example.org"),
        idempotency_key="every-mail-order-1",
    )
    with capture(execute=True):
        pay(client, order)
    run_tasks()  # the confirmation request
    with capture(execute=True):
        services.order_confirm(public_id=str(order.public_id))
    run_tasks()  # the tickets
    order.refresh_from_db()
    with capture(execute=True):
        services.order_cancel(order=order)
    return {"kim@example.org": "Kim"}


def _member_flows(client, capture) -> dict[str, str]:
    from members import services
    from members.models import Membership, MembershipStatus
    from members.tasks import (
        send_adult_notice,
        send_dues_failed,
        send_dues_receipt,
        send_lapsed,
        send_renewal_reminder,
    )
    from members.tests.helpers import join_and_pay

    membership = join_and_pay(client, capture, email="bram-lid@example.org")
    with capture(execute=True):
        services.membership_cancel_at_period_end(membership=membership, actor=membership.user)
        services.membership_cancel_undo(
            membership=Membership.objects.get(pk=membership.pk), actor=membership.user
        )
    send_renewal_reminder.call(membership.pk, timezone.localdate().year + 1)
    send_dues_receipt.call(membership.payments.get().pk)
    next_year = timezone.localdate().year + 1
    send_dues_failed.call(membership.pk, next_year, 2500, f"{next_year}-01-06", False)
    send_adult_notice.call(membership.pk, f"{next_year}-03-14")
    Membership.objects.filter(pk=membership.pk).update(status=MembershipStatus.EXPIRED)
    send_lapsed.call(membership.pk)
    with capture(execute=True):
        _post(client, "/api/accounts/activation", {"email": membership.email})
    return {membership.email: membership.first_name}


def _password_flow(client, capture) -> dict[str, str]:
    from members.demo import MEMBER_EMAIL

    with capture(execute=True):
        _post(client, "/api/accounts/password-reset", {"email": MEMBER_EMAIL})
    return {MEMBER_EMAIL: "Lotte"}


def _deletion_flow(capture, language: str) -> dict[str, str]:
    from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD
    from members.tests.helpers import logged_in

    member = logged_in()
    token = member.get("/api/accounts/session").json()["csrf_token"]
    with capture(execute=True):
        member.post(
            "/api/members/me/delete",
            {"password": MEMBER_PASSWORD},
            content_type="application/json",
            HTTP_X_CSRFTOKEN=token,
            HTTP_ACCEPT_LANGUAGE=language,
        )
    return {MEMBER_EMAIL: "Lotte"}


def _gift_flows(client, capture, run_tasks) -> dict[str, str]:
    from donations import monthly
    from donations.models import Donation, DonationStatus
    from donations.tasks import send_donation_receipt, send_donation_refunded, send_year_overview
    from friends import manage
    from friends.services import friend_stop
    from friends.tasks import send_member_offer
    from friends.tests.helpers import become_friend
    from payments.models import Subscription
    from payments.recurring import GiftChange
    from people.models import Person

    paid = Donation.objects.filter(status=DonationStatus.PAID).exclude(first_name="")
    gift = paid.exclude(email="")[0]
    subscription = Subscription.objects.filter(purpose="donation")[0]
    language = translation.get_language()
    # The demo's gifts were given on the Dutch site: given on this one instead.
    given = Donation.objects.filter(email__iexact=gift.email) | Donation.objects.filter(
        public_id=subscription.purpose_id
    )
    given.update(language=language)
    Person.objects.filter(donations__in=given).update(language=language)
    Donation.objects.filter(pk=gift.pk).update(receipt_sent_at=None)
    send_donation_receipt.call(str(gift.public_id))
    send_year_overview.call(gift.email, timezone.localtime(gift.paid_at).year)
    Donation.objects.filter(pk=gift.pk).update(status=DonationStatus.REFUNDED)
    send_donation_refunded.call(str(gift.public_id))
    token = monthly.manage_token(subscription)
    with capture(execute=True):
        monthly.monthly_gift_manage(token=token, change=GiftChange(action="pause", months=1))
    run_tasks()  # the confirmation, before the gift stops
    with capture(execute=True):
        monthly.monthly_gift_stop(token=token)
    monthly_donor = Donation.objects.get(public_id=subscription.purpose_id)
    friend = become_friend(
        client, capture, email="fenna-vriend@example.org", idempotency_key="every-mail-friend-1"
    )
    send_member_offer.call(friend.pk)
    with capture(execute=True):
        manage.friend_gift_manage(
            token=manage.manage_token(friend),
            change=GiftChange(action="amount", amount_cents=friend.amount_cents + 500),
        )
    run_tasks()
    with capture(execute=True):
        friend_stop(friend=friend)
    return {
        gift.email: gift.first_name,
        monthly_donor.email: monthly_donor.first_name,
        friend.email: friend.first_name,
    }


def _problems(message, names: dict[str, str], language: str) -> list[str]:
    identity = party_identity()
    label = f"{message.to} '{message.subject}'"
    html = next((body for body, mime in message.alternatives if mime == "text/html"), "")
    problems = []
    if not html or not message.body.strip():
        problems.append(f"{label}: no HTML or no text version")
    (to,) = message.to
    if to == settings.APPLICATIONS_STAFF_EMAIL:
        language = "nl"
    party = identity.name_in(language)
    if party not in html or party not in message.body:
        problems.append(f"{label}: without the party's name")
    if to in names and GREETING[language].format(names[to]) not in message.body:
        problems.append(f"{label}: does not greet {names[to]} by name")
    problems += _language_problems(message, html, label, language)
    if REPLY_WORDS.search(message.body) and not message.reply_to:
        problems.append(f"{label}: invites a reply to a no-reply address")
    paths = {urlsplit(link).path.rstrip("/") for link in links_in(message)}
    if not paths - {"", "/contact", "/privacy"} and message.subject not in NOTHING_TO_MANAGE:
        problems.append(f"{label}: no link to manage what it is about")
    return problems + [f"{label}: {why}" for link in links_in(message) if (why := follow(link))]


def _language_problems(message, html: str, label: str, language: str) -> list[str]:
    """An English mail has an English subject and text and links to the English pages; a Dutch
    one to the Dutch pages."""
    problems = []
    pages = [
        path
        for link in links_in(message)
        if link.startswith(settings.SITE_URL)
        and not (path := urlsplit(link).path).startswith(("/api/", "/cms/"))
    ]
    if language == "nl":
        problems += [f"{label}: links to the English {path}" for path in pages if _english(path)]
        return problems
    problems += [f"{label}: links to the Dutch {path}" for path in pages if not _english(path)]
    subject = DUTCH_WORDS.findall(message.subject)
    if subject:
        problems.append(f"{label}: Dutch in the subject: {subject}")
    for version, text in (("text", message.body), ("HTML", html)):
        found = DUTCH_WORDS.findall(_without_links_and_names(text, message))
        if found:
            problems.append(f"{label}: Dutch in the {version} version: {sorted(set(found))}")
    if 'lang="en"' not in html:
        problems.append(f"{label}: the HTML is not marked English")
    return problems


def _english(path: str) -> bool:
    return path == "/en" or path.startswith("/en/")


def _without_links_and_names(text: str, message) -> str:
    """The text without addresses, and without what came from data rather than the template (the
    demo's Dutch event, campaign and petition titles are untranslated)."""
    text = re.sub(r"https?://\S+|href=\"[^\"]*\"", "", text)
    for title in _demo_titles():
        text = text.replace(title, "")
    return text


def _demo_titles() -> list[str]:
    from content.models import PetitionPage
    from donations.models import DonationPage
    from events.models import EventPage

    return [
        page.title
        for model in (EventPage, DonationPage, PetitionPage)
        for page in model.objects.filter(locale__language_code="nl")
    ]


@pytest.mark.parametrize("language", ["nl", "en"])
def test_every_mail_carries_the_identity_greets_by_name_and_its_links_lead_somewhere(
    language, client, demo, django_capture_on_commit_callbacks, run_tasks
):
    if language == "en":  # the English site's forms (frontend anonymousHeaders)
        client = Client(headers={"accept-language": language})
    rendered: set[str] = set()

    def record(sender, template, context, **kwargs) -> None:
        if template.name:
            rendered.add(template.name)

    template_rendered.connect(record)
    capture = django_capture_on_commit_callbacks
    flows: list[Callable[[], dict[str, str]]] = [
        lambda: _engagement_flows(client, capture),
        lambda: _legion_flows(client, capture),
        lambda: _order_flows(client, capture, run_tasks),
        lambda: _member_flows(client, capture),
        lambda: _gift_flows(client, capture, run_tasks),
        lambda: _password_flow(client, capture),
        lambda: _deletion_flow(capture, language),
    ]
    problems = []
    try:
        for flow in flows:
            mail.outbox.clear()
            with translation.override(language):  # what services run outside a request
                names = flow()
                run_tasks()
            # Checked at once: a later step (a login, a deletion) may rightly end a link's use.
            problems += [
                problem
                for message in mail.outbox
                for problem in _problems(message, names, language)
            ]
    finally:
        template_rendered.disconnect(record)
    expected = _mail_templates(language) | (STAFF_MAILS if language != "nl" else set())
    unsent = expected - rendered
    assert not unsent, f"mail templates no flow here sends: {sorted(unsent)}"
    assert not problems, "\n".join(problems)


def test_replies_go_to_the_partys_reply_address_when_one_is_set(
    demo, django_capture_on_commit_callbacks, run_tasks
):
    from wagtail.models import Site

    from core.mail import send_templated
    from core.models import PartyIdentity

    identity = PartyIdentity.for_site(Site.objects.get(is_default_site=True))
    send_templated(
        to="a@example.org",
        subject="Zonder",
        template="members/account_deleted",
        context={"first_name": "A"},
    )
    identity.reply_to_email = "secretariaat@example.org"
    identity.save()
    send_templated(
        to="a@example.org",
        subject="Met",
        template="members/account_deleted",
        context={"first_name": "A"},
    )
    without, with_address = mail.outbox[-2:]
    assert without.reply_to == [] and "/contact" in without.body
    assert with_address.reply_to == ["secretariaat@example.org"]
    assert "Beantwoord deze e-mail" in with_address.body
