"""Stored XSS through the public forms: a visitor types markup into every free-text field of a
form, through the form's real API endpoint; staff then open every admin page that shows the
record (admin_pages.py finds them) and the site sends its mails. The markup must come out escaped
in the HTML (admin pages, the mails' HTML parts), never as markup.

Which fields are free text is read from the OpenAPI document: every string field of a POST body
without a format or a fixed set of values, except those listed in NOT_FREE_TEXT. Every public POST
route with such a field is in FORMS, or in ELSEWHERE with the reason."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from core.mail import DatabaseEmailBackend
from legion.rules import CONSENT_VERSION as LEGION_CONSENT
from payments.models import Payment
from payments.providers.demo import DemoProvider
from staff.two_factor import mark_session_verified

from .admin_pages import new_records, render_admin_pages, snapshot
from .api_routes import schema

SCRIPT = "<script>alert(1)</script>"
IMG = '"><img src=x onerror=alert(1)>'
ATTACKS = (SCRIPT, IMG)
RAW = ("<script>alert(1)", "<img src=x onerror=alert(1)>")
ESCAPED = ("&lt;script&gt;alert(1)", "&lt;img src=x onerror=alert(1)&gt;")

# Strings that are no free text: an e-mail address, a password, a token or code that is looked up,
# a date, a choice from a fixed list, the honeypot and the captcha, a return path that is checked and
# never stored (the login's next). (Campaign ids, phone numbers and
# postcodes are free text where the service takes them as typed.)
NOT_FREE_TEXT = {
    "email", "password", "token", "idempotency_key", "consent_version", "website", "captcha",
    "path", "path_prefix", "next", "tier", "locale", "event", "region", "province", "country", "ref",
    "offer_code", "referral_code", "code", "date_of_birth", "frequency", "id", "uuid",
}  # fmt: skip
# Fields the service checks against a fixed form, so the attack is refused (422) there: those
# forms get a normal value in them.
CHECKED = {
    route: {"phone"}
    for route in (
        "/api/volunteers",
        "/api/legion/join",
        "/api/applications/vacancies/{uuid}",
        "/api/applications/candidates",
    )
}


def free_text_fields(method: str, template: str) -> dict[str, int | None]:
    """The free-text fields of a route's body, each with its maximum length (None: no maximum)."""
    operation = schema()["paths"][template][method.lower()]
    content = operation.get("requestBody", {}).get("content", {})
    components = schema()["components"]["schemas"]
    fields = {}
    for body in content.values():
        ref = body["schema"].get("$ref", "")
        body_schema = components[ref.split("/")[-1]] if ref else body["schema"]
        for name, field in body_schema.get("properties", {}).items():
            options = [field, *field.get("anyOf", [])]
            if name in NOT_FREE_TEXT or not any(o.get("type") == "string" for o in options):
                continue
            if any("format" in o or "enum" in o for o in options):
                continue
            lengths = [o["maxLength"] for o in options if "maxLength" in o]
            fields[name] = min(lengths) if lengths else None
    return fields


def hostile(payload: dict[str, Any], route: str) -> dict[str, Any]:
    """The payload with both attacks, or one, in each free-text field (cut to the field's
    maximum length: a postcode gets `"><img src=x`)."""
    checked = CHECKED.get(route, set())
    fields = {k: v for k, v in free_text_fields("POST", route).items() if k not in checked}
    attacked = dict(payload)
    for number, (field, longest) in enumerate(fields.items()):
        both = f"{SCRIPT} {IMG}"
        value = both if longest is None or longest >= len(both) else ATTACKS[number % 2]
        attacked[field] = value[:longest]
    return attacked


@dataclass(frozen=True)
class Form:
    name: str
    route: str  # the OpenAPI template
    payload: dict[str, Any]
    url: Any = None  # a function that fills in the path; the template itself if None
    multipart: bool = False
    then: Any = None  # what the visitor does next (a confirmation link, a payment)
    prepare: Any = None  # fills in what exists only in the test's database (an event)


def _vacancy_url() -> str:
    from content.models import Vacancy

    return f"/api/applications/vacancies/{Vacancy.objects.get(title='Webredacteur').uuid}"


def _free_event(payload: dict[str, Any]) -> dict[str, Any]:
    from orders.tests.helpers import make_event, ticket_type

    event = make_event(member=0, youth=0, non_member=0)
    return payload | {
        "event": event.slug,
        "lines": [{"ticket_type": ticket_type(event).pk, "quantity": 1}],
    }


def _confirm(path: str, marker: str):
    def confirm(client, tasks):
        message = next(m for m in reversed(mail.outbox) if marker in m.body)
        token = unquote(re.search(re.escape(marker) + r"([A-Za-z0-9_.:=%-]+)", message.body)[1])
        answer = tasks.post(client, path, {"token": token})
        assert answer.status_code < 300, answer.content

    return confirm


def _pay(client, tasks):
    for payment in Payment.objects.filter(status__in=["open", "created"]).exclude(
        pk__in=tasks.payments_before
    ):
        DemoProvider().choose(payment.provider_payment_id, "paid")
        tasks.post(client, "/api/payments/webhook", {"id": payment.provider_payment_id}, form=True)


CONSENT = {"consent": True}
APPLICANT = {
    "email": "sollicitant@example.org",
    "consent": "true",
    "idempotency_key": "xss-apply-1",
}
FORMS = [
    Form(
        "petition signature",
        "/api/petitions/{slug}/signatures",
        {"email": "teken@example.org", **CONSENT, "consent_version": "petitie-1-nl"},
        url=lambda: "/api/petitions/meer-groen-in-de-stad/signatures",
        then=_confirm("/api/petitions/signatures/confirmation", "/bedankt?token="),
    ),
    Form(
        "newsletter",
        "/api/newsletter/subscriptions",
        {"email": "lezer@example.org", **CONSENT, "consent_version": "nieuwsbrief-1-nl"},
        then=_confirm("/api/newsletter/confirmation", "/nieuwsbrief-bevestigen?token="),
    ),
    Form(
        "volunteer",
        "/api/volunteers",
        {
            "email": "helper@example.org",
            "phone": "06 12345678",
            "province": "gelderland",
            "interests": ["flyeren"],
            **CONSENT,
            "consent_version": "vrijwilliger-1-nl",
        },  # fmt: skip
    ),
    Form(
        "legion",
        "/api/legion/join",
        {
            "email": "xss-legioen@example.org",
            "region": "utrecht",
            **CONSENT,
            "consent_version": LEGION_CONSENT,
        },  # fmt: skip
    ),
    Form(
        "contact",
        "/api/applications/contact",
        {
            "email": "vraag@example.org",
            **CONSENT,
            "consent_version": "contact-1-nl",
            "idempotency_key": "xss-contact-1",
        },  # fmt: skip
    ),
    Form(
        "vacancy application",
        "/api/applications/vacancies/{uuid}",
        APPLICANT | {"consent_version": "sollicitatie-1-nl"},
        url=_vacancy_url,
        multipart=True,
    ),
    Form(
        "candidate application",
        "/api/applications/candidates",
        APPLICANT | {"consent_version": "kandidaat-1-nl", "is_member": "true"},
        multipart=True,
    ),
    Form(
        "donation",
        "/api/donations",
        {
            "path": "/doneer/eindsprint",
            "amount_cents": 2500,
            "frequency": "once",
            "email": "xss-gever@example.org",
            "idempotency_key": "xss-gift-1",
        },  # fmt: skip
        then=_pay,
    ),
    Form(
        "membership",
        "/api/members/join",
        {
            "tier": "adult",
            "email": "xss-lid@example.org",
            "date_of_birth": "1980-05-17",
            "postal_code": "1234 AB",
            "province": "utrecht",
            "agree": True,
            "idempotency_key": "xss-join-1",
        },  # fmt: skip
        then=_pay,
    ),
    Form(
        "friend",
        "/api/friends",
        {
            "email": "xss-vriend@example.org",
            "country": "NL",
            "amount_cents": 10000,
            **CONSENT,
            "consent_version": "vriend-1-nl",
            "idempotency_key": "xss-friend-1",
        },  # fmt: skip
        then=_pay,
    ),
    Form(
        "ticket order",
        "/api/orders",
        {"email": "xss-koper@example.org", "idempotency_key": "0f0e0d0c0b0a09080706050403020100"},
        prepare=_free_event,
        then=_confirm("/api/orders/confirm", "/agenda/bevestigen/"),
    ),
]

# Public POST routes with a free-text field that FORMS does not post, and why.
ELSEWHERE = {
    "/api/members/upgrade/{code}/join": "the offer's join: the same service and fields as "
    "/api/members/join, which FORMS posts",
    "/api/members/me/details": "a member corrects their own record (logged in): the fields of "
    "/api/members/join, shown by the same admin pages",
}


class Steps:
    """Posts as the Node server does and runs what the posts leave for after the commit."""

    def __init__(self, capture, run_tasks):
        self.capture = capture
        self.run_tasks = run_tasks
        self.payments_before = set(Payment.objects.values_list("pk", flat=True))

    def post(self, client, url, data, *, form=False, multipart=False):
        with self.capture(execute=True):
            if form or multipart:
                answer = client.post(url, data)
            else:
                answer = client.post(url, data, content_type="application/json")
        while self.run_tasks():
            pass
        return answer


def submit(form: Form, client, steps: Steps):
    url = form.url() if form.url else form.route
    payload = dict(form.payload)
    if form.prepare:
        payload = form.prepare(payload)
    payload = hostile(payload, form.route)
    if form.multipart:
        # The CV's file name is the visitor's too.
        payload["cv"] = SimpleUploadedFile(
            f"{IMG}.pdf", b"%PDF-1.4\n%%EOF\n", content_type="application/pdf"
        )
    answer = steps.post(client, url, payload, multipart=form.multipart)
    assert answer.status_code < 300, (answer.status_code, answer.content)
    if form.then:
        form.then(client, steps)


def assert_escaped(html: str, where: str):
    for raw in RAW:
        assert raw not in html, f"unescaped {raw!r} in {where}"


def superuser_client() -> Client:
    user = get_user_model().objects.create_superuser("xss-beheer", "xss-beheer@example.org", "x")
    staff = Client()
    staff.force_login(user)
    session = staff.session
    mark_session_verified(session, user)
    return staff


def test_every_public_form_with_free_text_is_posted_here():
    posted = {form.route for form in FORMS}
    for template, methods in schema()["paths"].items():
        for method, operation in methods.items():
            if method != "post" or operation.get("security") and template not in ELSEWHERE:
                continue
            if free_text_fields("POST", template):
                assert template in posted or template in ELSEWHERE, template
    assert not posted & set(ELSEWHERE)


@pytest.mark.django_db
@pytest.mark.parametrize("form", FORMS, ids=[form.name for form in FORMS])
def test_markup_from_a_public_form_is_escaped_in_the_admin_and_the_mails(
    form, client, demo, settings, run_tasks, django_capture_on_commit_callbacks, tmp_path
):
    settings.PRIVATE_MEDIA_ROOT = tmp_path / "private"
    before = snapshot()
    steps = Steps(django_capture_on_commit_callbacks, run_tasks)
    submit(form, Client(HTTP_HOST="localhost:3000"), steps)
    assert mail.outbox, "the form sends no mail"
    DatabaseEmailBackend().send_messages(mail.outbox)  # the admin shows the mails too

    records = new_records(before)
    stored = [r for r in records if any(a in str(vars(r)) for a in ATTACKS)]
    assert stored, "the attack was not stored as typed"

    with django_capture_on_commit_callbacks(execute=True):
        pages = render_admin_pages(superuser_client(), records, act=True)
    while run_tasks():
        pass  # the mails of what staff did (a cancelled order, a link sent)
    for url, html in pages.items():
        assert_escaped(html, url)
    shown = [url for url, html in pages.items() if any(e in html for e in ESCAPED)]
    assert shown, f"no admin page shows the {form.name} (rendered: {sorted(pages)})"
    for record in stored:
        model = type(record)._meta.model_name
        assert any(f"/{model}/" in url for url in shown), f"no admin page shows the {model}"

    # The mails: an HTML part shows the markup as text; the text part is plain text, where the
    # visitor's words appear as typed (an entity there would be a misprint, not a protection).
    for message in mail.outbox:
        for entity in ("&lt;", "&gt;", "&quot;", "&#x27;", "&amp;"):
            assert entity not in message.body, f"{entity} in the text of {message.subject!r}"
        for content, mime in getattr(message, "alternatives", []):
            if mime == "text/html":
                assert_escaped(content, f"the HTML of the mail {message.subject!r}")


def test_the_check_fails_on_markup():
    with pytest.raises(AssertionError):
        assert_escaped(f"<p>{SCRIPT}</p>", "a page")
    assert_escaped("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>", "a page")
