"""Leaving from /mijn-account: cancelling at the end of the paid period (with the notice's undo,
the daily job that ends the membership, and the mails), and the mail that confirms an account's
deletion."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail

from members import renewals, services
from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD
from members.models import Membership, MembershipStatus

from .helpers import logged_in

pytestmark = pytest.mark.django_db


def member() -> Membership:
    return Membership.objects.get(email=MEMBER_EMAIL, status=MembershipStatus.ACTIVE)


def mails_to(subject: str) -> list:
    return [m for m in mail.outbox if m.to == [MEMBER_EMAIL] and m.subject == subject]


def test_cancel_keeps_the_membership_until_the_end_of_the_period(
    run_tasks, django_capture_on_commit_callbacks
):
    client = logged_in()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/api/members/me/cancel", content_type="application/json")
    assert response.status_code == 200, response.json()
    body = response.json()["membership"]
    assert body["status"] == "active" and body["cancellation_requested"] is True
    assert body["can_cancel"] is False and body["can_renew_early"] is False
    membership = member()
    assert membership.cancelled_at is not None and membership.is_active_on(membership.paid_until)
    run_tasks()
    [confirmation] = mails_to("Uw opzegging is ontvangen")
    assert "blijft actief tot en met 31 december" in confirmation.body
    assert "/mijn-account" in confirmation.body

    # A second notice changes nothing: no new event, no second mail.
    with django_capture_on_commit_callbacks(execute=True):
        again = client.post("/api/members/me/cancel", content_type="application/json")
    assert again.status_code == 200
    run_tasks()
    assert len(mails_to("Uw opzegging is ontvangen")) == 1
    assert membership.events.filter(action="cancellation_requested").count() == 1
    # Early renewal waits until the notice is withdrawn.
    refused = client.post(
        "/api/members/me/early-renewal", {"agree": True}, content_type="application/json"
    )
    assert refused.status_code == 409 and "opzegging" in refused.json()["message"]


def test_undo_withdraws_the_notice(run_tasks, django_capture_on_commit_callbacks):
    client = logged_in()
    client.post("/api/members/me/cancel", content_type="application/json")
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/api/members/me/cancel/undo", content_type="application/json")
    assert response.status_code == 200
    body = response.json()["membership"]
    assert body["cancellation_requested"] is False and body["can_cancel"] is True
    membership = member()
    assert membership.cancelled_at is None
    assert list(
        membership.events.filter(action__startswith="cancellation").values_list("action", flat=True)
    ) == ["cancellation_withdrawn", "cancellation_requested"]
    run_tasks()
    assert len(mails_to("Uw opzegging is ingetrokken")) == 1
    # Without a notice, undo changes nothing.
    client.post("/api/members/me/cancel/undo", content_type="application/json")
    assert membership.events.filter(action="cancellation_withdrawn").count() == 1
    # The job leaves a membership whose notice was withdrawn alone.
    assert membership.paid_until is not None
    assert renewals.end_cancelled(today=membership.paid_until + timedelta(days=1)) == 0


def test_the_daily_job_ends_the_membership_after_the_paid_period_not_before(
    run_tasks, django_capture_on_commit_callbacks
):
    membership = member()
    services.membership_cancel_at_period_end(membership=membership, actor=membership.user)
    end = membership.paid_until
    assert end is not None
    # No reminder and no charge for the year after the notice.
    Membership.objects.filter(pk=membership.pk).update(
        reminded_for_year=None, mandate_id="mdt_demo"
    )
    renewals.remind_due(today=end - timedelta(days=10))
    renewals.charge_due(today=end + timedelta(days=1))
    membership.refresh_from_db()
    assert membership.reminded_for_year is None
    assert not membership.payments.filter(year=end.year + 1).exists()
    assert renewals.end_cancelled(today=end) == 0
    membership.refresh_from_db()
    assert membership.status == MembershipStatus.ACTIVE and membership.is_active_on(end)
    with django_capture_on_commit_callbacks(execute=True):
        assert renewals.end_cancelled(today=end + timedelta(days=1)) == 1
    assert renewals.end_cancelled(today=end + timedelta(days=2)) == 0  # idempotent
    membership.refresh_from_db()
    assert membership.status == MembershipStatus.CANCELLED
    assert membership.events.filter(action="cancelled", detail__reason="notice").count() == 1
    run_tasks()
    [ended] = mails_to("Uw lidmaatschap is beëindigd")
    assert "/word-lid" in ended.body
    # Nothing left to undo: the page shows no membership any more.
    assert not Membership.objects.filter(pk=membership.pk, status=MembershipStatus.ACTIVE).exists()


def test_the_daily_command_runs_the_end_of_notice(django_capture_on_commit_callbacks):
    from io import StringIO

    from django.core.management import call_command

    membership = member()
    services.membership_cancel_at_period_end(membership=membership, actor=None)
    output = StringIO()
    call_command("memberships_daily", stdout=output)
    assert "ended on notice 0" in output.getvalue()  # the paid period runs until 31 December


def test_a_membership_not_active_cannot_be_cancelled():
    pending = Membership.objects.get(email="wacht@example.org")
    with pytest.raises(Exception, match="actief lidmaatschap"):
        services.membership_cancel_at_period_end(membership=pending, actor=None)


def test_deleting_the_account_confirms_by_mail(django_capture_on_commit_callbacks):
    client = logged_in()
    mail.outbox.clear()
    wrong = client.post(
        "/api/members/me/delete", {"password": "fout"}, content_type="application/json"
    )
    assert wrong.status_code == 422 and not mail.outbox
    with django_capture_on_commit_callbacks(execute=True):
        done = client.post(
            "/api/members/me/delete", {"password": MEMBER_PASSWORD}, content_type="application/json"
        )
    assert done.status_code == 204
    [confirmation] = mails_to("Uw account is verwijderd")
    assert "Beste Lotte" in confirmation.body
    assert (
        "Wet financiering politieke partijen (Wfpp)" in confirmation.body
        and "7 jaar" in confirmation.body
    )
    assert "/contact" in confirmation.body


def test_notice_given_on_the_english_site_makes_the_member_english(
    run_tasks, django_capture_on_commit_callbacks
):
    """Giving notice is the member's latest action (issue 22): its page's language becomes theirs,
    and this mail and the later ones are English."""
    client = logged_in()
    token = client.get("/api/accounts/session").json()["csrf_token"]
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            "/api/members/me/cancel",
            content_type="application/json",
            HTTP_ACCEPT_LANGUAGE="en",
            HTTP_X_CSRFTOKEN=token,
        )
    assert response.status_code == 200, response.json()
    assert member().person.language == "en"
    run_tasks()
    [confirmation] = mails_to("Your cancellation has been received")
    assert "stays active up to and including 31 December" in confirmation.body
    assert "/en/mijn-account" in confirmation.body
