from wagtail.models import Page, PageViewRestriction

from content.models import Person
from core import page_cache
from core.views import PAGE_CACHE_VERSION_HEADER


def test_nginx_reads_the_version_from_a_header(client, db):
    response = client.get("/internal/page-cache-version")
    assert response.status_code == 200
    assert response[PAGE_CACHE_VERSION_HEADER] == page_cache.current_version()
    assert (
        client.get("/internal/page-cache-version")[PAGE_CACHE_VERSION_HEADER]
        == (response[PAGE_CACHE_VERSION_HEADER])
    )
    assert client.post("/internal/page-cache-version").status_code == 405


def test_publishing_a_page_starts_a_new_version_after_the_commit(
    demo, django_capture_on_commit_callbacks
):
    before = page_cache.current_version()
    page = Page.objects.live().filter(depth__gt=2).first().specific
    page.title = "Nieuwe titel"
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        page.save_revision().publish()
        assert page_cache.current_version() == before  # not before the commit
    assert callbacks
    assert page_cache.current_version() != before


def test_a_draft_changes_nothing(demo, django_capture_on_commit_callbacks):
    before = page_cache.current_version()
    page = Page.objects.live().filter(depth__gt=2).first().specific
    page.title = "Alleen een concept"
    with django_capture_on_commit_callbacks(execute=True):
        page.save_revision()
    assert page_cache.current_version() == before


def test_unpublishing_and_deleting_pages_start_new_versions(
    demo, django_capture_on_commit_callbacks
):
    page = Page.objects.live().filter(depth__gt=2).last().specific
    before = page_cache.current_version()
    with django_capture_on_commit_callbacks(execute=True):
        page.unpublish()
    unpublished = page_cache.current_version()
    assert unpublished != before
    with django_capture_on_commit_callbacks(execute=True):
        page.delete()
    assert page_cache.current_version() != unpublished


def test_saving_a_snippet_starts_a_new_version(demo, django_capture_on_commit_callbacks):
    before = page_cache.current_version()
    person = Person.objects.first()
    person.role = "Fractievoorzitter"
    with django_capture_on_commit_callbacks(execute=True):
        person.save()
    assert page_cache.current_version() != before


def test_making_a_page_private_or_public_starts_a_new_version(
    demo, django_capture_on_commit_callbacks
):
    page = Page.objects.live().filter(depth__gt=2).first()
    before = page_cache.current_version()
    with django_capture_on_commit_callbacks(execute=True):
        restriction = PageViewRestriction.objects.create(
            page=page, restriction_type=PageViewRestriction.LOGIN
        )
    private = page_cache.current_version()
    assert private != before
    with django_capture_on_commit_callbacks(execute=True):
        restriction.delete()
    assert page_cache.current_version() != private
