"""The dashboard: reachable only through a magic link (signed, expiring, used once), the same
answer for known and unknown addresses, 403 and no data without access, actions marked done."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.test import Client
from django.utils import timezone

from legion.access import SESSION_KEY
from legion.demo import LEGION_EMAIL
from legion.models import AccessLink, ActionCompletion, LegionAction, LegionMember
from legion.rules import MAX_LINKS_PER_HOUR

from .helpers import post, token_in_last_mail

pytestmark = pytest.mark.django_db


@pytest.fixture
def mailed_token(client, run_tasks, django_capture_on_commit_callbacks):
    """Asks a link for the demo legion member and returns its token."""

    def ask(email: str = LEGION_EMAIL, prefix: str = "/legioen") -> str:
        with django_capture_on_commit_callbacks(execute=True):
            response = post(client, "/api/legion/access", {"email": email, "path_prefix": prefix})
        assert response.status_code == 200
        run_tasks()
        return token_in_last_mail(email)[1]

    return ask


def use(client, token: str):
    return post(client, "/api/legion/access/use", {"token": token})


def test_known_and_unknown_addresses_get_the_same_answer(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        known = post(client, "/api/legion/access", {"email": LEGION_EMAIL})
        unknown = post(client, "/api/legion/access", {"email": "niemand@example.org"})
    assert known.status_code == unknown.status_code == 200 and known.json() == unknown.json()
    assert run_tasks() == 1
    assert [m.to for m in mail.outbox] == [[LEGION_EMAIL]]
    assert mail.outbox[0].subject == "Uw link naar het legioen-dashboard"
    bad = post(client, "/api/legion/access", {"email": "geen-adres"})
    assert bad.status_code == 422 and bad.json()["fields"]["email"]


def test_dashboard_refuses_without_access_and_shows_no_data(client):
    response = client.get("/api/legion/dashboard")
    assert response.status_code == 403
    assert set(response.json()) == {"message", "fields"} and "link" in response.json()["message"]
    assert "Ruben" not in response.content.decode()
    action = LegionAction.objects.filter(is_published=True).first()
    marked = post(client, f"/api/legion/dashboard/actions/{action.pk}", {"done": True})
    assert marked.status_code == 403 and not ActionCompletion.objects.filter(action=action).exists()


def test_the_link_opens_the_dashboard_once(client, mailed_token):
    token = mailed_token()
    opened = use(client, token)
    assert opened.status_code == 200 and opened.json()["first_name"] == "Ruben"
    dashboard = client.get("/api/legion/dashboard")
    assert dashboard.status_code == 200 and dashboard["Cache-Control"] == "private, no-store"
    body = dashboard.json()
    assert body["recruit_url"].endswith("/legioen-mgm/doe-mee?ref=demo-legioen-ruben")
    assert [r["name"] for r in body["recruits"]] == ["Joost N.", "Fenna A."]
    assert [a["title"] for a in body["done"]] == ["Nodig drie bekenden uit voor het legioen"]
    titles = [a["title"] for a in body["todo"]]
    assert titles == ["Deel de nieuwe campagnevideo", "Folderen in uw gemeente"]
    # Used: another browser gets nothing from it.
    elsewhere = Client(HTTP_HOST="localhost:3000")
    again = use(elsewhere, token)
    assert again.status_code == 410 and "al gebruikt of verlopen" in again.json()["message"]
    assert elsewhere.get("/api/legion/dashboard").status_code == 403


def test_an_expired_link_is_refused(client, mailed_token):
    token = mailed_token()
    AccessLink.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    assert use(client, token).status_code == 410
    assert client.get("/api/legion/dashboard").status_code == 403


def test_an_old_signature_is_refused(client, mailed_token, settings):
    token = mailed_token()
    settings.LEGION_ACCESS_LINK_MINUTES = 0
    settings.LEGION_WELCOME_LINK_HOURS = 0
    assert use(client, token).status_code == 410


@pytest.mark.parametrize("change", ["secret", "id", "signature"])
def test_an_altered_link_is_refused(client, mailed_token, change):
    token = mailed_token()
    link_id, secret, stamp, signature = token.split(":")
    if change == "secret":
        secret = secret[:-1] + ("A" if secret[-1] != "A" else "B")
    elif change == "id":
        link_id = str(int(link_id) + 1)
    else:
        signature = signature[:-1] + ("A" if signature[-1] != "A" else "B")
    assert use(client, ":".join([link_id, secret, stamp, signature])).status_code == 410
    assert AccessLink.objects.get().used_at is None


def test_access_needs_the_csrf_token(mailed_token):
    token = mailed_token()
    browser = Client(enforce_csrf_checks=True, HTTP_HOST="localhost:3000")
    assert use(browser, token).status_code == 403
    csrf = browser.get("/api/accounts/session").json()["csrf_token"]
    allowed = post(
        browser,
        "/api/legion/access/use",
        {"token": token},
        HTTP_X_CSRFTOKEN=csrf,
        HTTP_ORIGIN="http://localhost:3000",
    )
    assert allowed.status_code == 200 and browser.session[SESSION_KEY]


def test_links_per_member_are_limited(
    client, run_tasks, django_capture_on_commit_callbacks, settings
):
    settings.FORM_GUARD_CAPTCHA_AFTER = 100  # the mail limit, not the form guard, is tested here
    for n in range(MAX_LINKS_PER_HOUR + 1):
        with django_capture_on_commit_callbacks(execute=True):
            browser = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR=f"203.0.113.{n + 1}")
            assert post(browser, "/api/legion/access", {"email": LEGION_EMAIL}).status_code == 200
        run_tasks()
    assert AccessLink.objects.count() == MAX_LINKS_PER_HOUR
    assert len(mail.outbox) == MAX_LINKS_PER_HOUR


def test_asking_for_links_is_guarded(client, settings):
    statuses = [
        post(client, "/api/legion/access", {"email": f"x{n}@example.org"}).status_code
        for n in range(settings.FORM_GUARD_CAPTCHA_AFTER + 1)
    ]
    assert statuses[-1] == 429 and set(statuses[:-1]) == {200}
    bot = post(client, "/api/legion/access", {"email": LEGION_EMAIL, "website": "x"})
    assert bot.status_code == 422 and not AccessLink.objects.exists()


def test_a_member_marks_actions_done_and_undone(client, mailed_token):
    use(client, mailed_token())
    action = LegionAction.objects.get(title="Folderen in uw gemeente")
    for _ in range(2):  # twice: done once
        body = post(client, f"/api/legion/dashboard/actions/{action.pk}", {"done": True}).json()
    member = LegionMember.objects.get(email=LEGION_EMAIL)
    assert ActionCompletion.objects.filter(member=member, action=action).count() == 1
    assert "Folderen in uw gemeente" in [a["title"] for a in body["done"]]
    assert "Folderen in uw gemeente" not in [a["title"] for a in body["todo"]]
    body = post(client, f"/api/legion/dashboard/actions/{action.pk}", {"done": False}).json()
    assert "Folderen in uw gemeente" in [a["title"] for a in body["todo"]]
    hidden = LegionAction.objects.get(is_published=False)
    refused = post(client, f"/api/legion/dashboard/actions/{hidden.pk}", {"done": True})
    assert refused.status_code == 404


def test_leaving_deletes_the_member_and_ends_access(client, mailed_token):
    use(client, mailed_token())
    assert post(client, "/api/legion/dashboard/leave", {}).status_code == 204
    assert not LegionMember.objects.filter(email=LEGION_EMAIL).exists()
    assert LegionMember.objects.filter(email="werving1@example.org", recruiter=None).exists()
    assert client.get("/api/legion/dashboard").status_code == 403


def test_closing_the_dashboard_ends_access(client, mailed_token):
    use(client, mailed_token())
    assert post(client, "/api/legion/access/end", {}).status_code == 204
    assert client.get("/api/legion/dashboard").status_code == 403
