"""A friend manages their yearly gift (issue 21): from the signed link in every mail about it and
from /mijn-account; the amount from the friends' minimum, a pause, stopping; each once, logged
and confirmed by a mail whose link works."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from friends import manage
from friends.models import Friend, FriendStatus
from payments.models import DemoProviderSubscription
from payments.providers.base import add_interval
from people.models import AuditEntry

from .helpers import become_friend

pytestmark = pytest.mark.django_db

LINK = re.compile(r"http://localhost:3000/vrienden/beheren/(\S+)")


@pytest.fixture
def friend(client, run_tasks, django_capture_on_commit_callbacks) -> Friend:
    friend = become_friend(client, django_capture_on_commit_callbacks)
    run_tasks()
    return Friend.objects.select_related("subscription").get(pk=friend.pk)


def token_in(message) -> str:
    tokens = LINK.findall(message.body)
    assert tokens, message.body
    assert f"/vrienden/beheren/{tokens[0]}" in message.alternatives[0][0]
    return tokens[0]


def show(client, token):
    return client.get(f"/api/friends/manage/{token}")


def act(client, token, **body):
    return client.post(f"/api/friends/manage/{token}", body, content_type="application/json")


def test_the_welcome_mail_links_to_managing_the_gift_not_to_writing_to_us(client, friend):
    (welcome,) = [m for m in mail.outbox if m.subject == "Welkom als vriend!"]
    assert "Laat het ons weten" not in welcome.body
    body = show(client, token_in(welcome)).json()
    assert (body["kind"], body["status"], body["amount_cents"], body["interval"]) == (
        "friend",
        "active",
        10000,
        "12 months",
    )
    assert body["intervals"] == ["12 months"] and body["min_amount_cents"] == 5000


def test_a_tampered_or_expired_link_changes_nothing(client, friend, monkeypatch):
    token = token_in(mail.outbox[0])
    assert show(client, token[:-2] + "xx").status_code == 404
    assert act(client, token[:-2] + "xx", action="stop").status_code == 404
    later = timezone.now() + manage.LINK_MAX_AGE + timedelta(days=1)
    monkeypatch.setattr("django.core.signing.time.time", lambda: later.timestamp())
    assert act(client, token, action="stop").status_code == 410
    assert Friend.objects.get(pk=friend.pk).status == FriendStatus.ACTIVE


def test_the_amount_respects_the_friends_minimum(
    client, friend, run_tasks, django_capture_on_commit_callbacks
):
    token = token_in(mail.outbox[0])
    low = act(client, token, action="amount", amount_cents=4999)
    assert low.status_code == 422 and "minimaal € 50,00" in low.json()["message"]
    assert act(client, token, action="interval", interval="1 month").status_code == 422
    with django_capture_on_commit_callbacks(execute=True):
        assert act(client, token, action="amount", amount_cents=7500).status_code == 200
    assert Friend.objects.get(pk=friend.pk).amount_cents == 7500
    remote = DemoProviderSubscription.objects.get(id=friend.subscription.provider_subscription_id)
    assert remote.amount_cents == 7500
    assert AuditEntry.objects.get(action="friend_gift_amount_changed").changes["bedrag"] == (
        "€ 100,00 → € 75,00"
    )
    assert run_tasks() == 1
    changed = mail.outbox[-1]
    assert changed.subject == "Uw vriendengift is gewijzigd" and "Beste Fenna" in changed.body
    assert show(client, token_in(changed)).json()["amount_cents"] == 7500


def test_pause_and_stop_from_the_link(
    client, friend, run_tasks, django_capture_on_commit_callbacks
):
    token = token_in(mail.outbox[0])
    remote = DemoProviderSubscription.objects.get(id=friend.subscription.provider_subscription_id)
    assert remote.next_payment_date is not None
    resume_on = add_interval(remote.next_payment_date, "6 months")
    with django_capture_on_commit_callbacks(execute=True):
        body = act(client, token, action="pause", months=6).json()
    assert (body["status"], body["paused_until"]) == ("paused", resume_on.isoformat())
    remote.refresh_from_db()
    assert remote.next_payment_date == resume_on
    with django_capture_on_commit_callbacks(execute=True):
        assert act(client, token, action="stop").json()["status"] == "stopped"
    assert act(client, token, action="stop").status_code == 409
    assert Friend.objects.get(pk=friend.pk).status == FriendStatus.STOPPED
    assert AuditEntry.objects.filter(action="friend_gift_stopped").count() == 1
    assert run_tasks() == 2
    stopped = mail.outbox[-1]
    assert stopped.subject == "Uw jaarlijkse vriendengift is gestopt"
    assert show(client, token_in(stopped)).json()["status"] == "stopped"


def test_the_account_lists_the_friends_gift(client, friend):
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user("fenna", "fenna@example.org", "a-long-password-1")
    friend.person.user = user
    friend.person.save()
    client.force_login(user)
    (listed,) = client.get("/api/members/me/gifts").json()
    assert (listed["kind"], listed["ref"]) == ("friend", str(friend.public_id))
    url = f"/api/members/me/gifts/friend/{friend.public_id}"
    response = client.post(url, {"action": "pause", "months": 1}, content_type="application/json")
    assert response.status_code == 200 and response.json()["status"] == "paused"
    assert AuditEntry.objects.get(action="friend_gift_paused").actor == user
