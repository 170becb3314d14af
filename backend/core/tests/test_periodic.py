"""The periodic jobs: scheduled publishing every minute, with the page cache emptied when it runs."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone
from wagtail.models import Revision

from content.models import Article
from core.page_cache import current_version
from core.periodic import JOBS, due_jobs, run_due_jobs

pytestmark = pytest.mark.django_db

ARTICLE = "/api/articles/nieuwsbericht-1?locale=nl"


def test_every_job_is_a_real_command_and_runs_in_the_first_round():
    assert [job.command for job in due_jobs(0)] == [job.command for job in JOBS]
    assert {job.command for job in due_jobs(1)} == {"publish_scheduled"}
    assert {job.command for job in due_jobs(5)} == {"publish_scheduled", "reconcile_payments", "expire_orders"}


def _schedule_unpublished_article(minutes_ahead: int) -> Article:
    article = Article.objects.get(locale__language_code="nl", slug="nieuwsbericht-1")
    article.unpublish()
    article.go_live_at = timezone.now() + timedelta(minutes=minutes_ahead)
    article.save_revision().publish()  # with a future go_live_at Wagtail schedules, it doesn't publish
    return Article.objects.get(pk=article.pk)


def _let_the_clock_pass_its_time(article: Article) -> None:
    # The scheduled moment moves into the past, as the clock would move past it: in the schedule
    # and in the scheduled revision's own go_live_at.
    past = timezone.now() - timedelta(seconds=1)
    for revision in Revision.page_revisions.filter(object_id=str(article.pk)).exclude(approved_go_live_at=None):
        revision.content["go_live_at"] = past.isoformat()
        revision.approved_go_live_at = past
        revision.save(update_fields=["content", "approved_go_live_at"])


def test_a_scheduled_article_goes_live_in_the_round_after_its_time(client, django_capture_on_commit_callbacks):
    article = _schedule_unpublished_article(minutes_ahead=1)
    assert not article.live
    assert client.get(ARTICLE).status_code == 404

    run_due_jobs(minute=1)  # before its time: still offline
    assert client.get(ARTICLE).status_code == 404

    _let_the_clock_pass_its_time(article)
    version_before = current_version()
    with django_capture_on_commit_callbacks(execute=True):
        assert run_due_jobs(minute=2) == {"publish_scheduled": True}
    assert client.get(ARTICLE).status_code == 200
    assert current_version() != version_before  # nginx's cached pages are misses from now on


def test_an_expired_article_goes_offline_in_the_next_round(client, django_capture_on_commit_callbacks):
    article = Article.objects.get(locale__language_code="nl", slug="nieuwsbericht-1")
    Article.objects.filter(pk=article.pk).update(expire_at=timezone.now() - timedelta(seconds=1))
    assert client.get(ARTICLE).status_code == 200

    version_before = current_version()
    with django_capture_on_commit_callbacks(execute=True):
        run_due_jobs(minute=3)
    assert client.get(ARTICLE).status_code == 404
    assert current_version() != version_before


def test_a_failing_job_is_logged_and_the_others_still_run(monkeypatch, caplog):
    from core import periodic

    monkeypatch.setattr(periodic, "JOBS", (periodic.Job("no_such_command", 1, "fails"), *periodic.JOBS[:1]))
    assert run_due_jobs(minute=0) == {"no_such_command": False, "publish_scheduled": True}
    assert "periodic job no_such_command failed" in caplog.text


@pytest.mark.django_db(transaction=True)
def test_the_command_runs_its_rounds_and_stops():
    call_command("run_periodic", rounds=2, tick_seconds=0)
