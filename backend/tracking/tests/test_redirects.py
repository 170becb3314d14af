import pytest
from wagtail.contrib.redirects.models import Redirect
from wagtail.models import Page, Site

from tracking.demo import DEMO_LINK_TARGET, DEMO_LINK_UUID
from tracking.models import PersonalLink
from tracking.selectors import resolve_redirect

pytestmark = pytest.mark.django_db


def resolve(client, **query):
    response = client.get("/api/redirects/resolve", query)
    assert response.status_code == 200, response.content
    assert response["Cache-Control"] == "private, no-store"
    return response.json()


def test_a_personal_link_leads_to_its_target(client):
    answer = resolve(client, path="/", uuid=str(DEMO_LINK_UUID))
    assert answer == {"location": DEMO_LINK_TARGET, "permanent": False}
    assert resolve(client, path="/nieuws", uuid=str(DEMO_LINK_UUID))["location"] == DEMO_LINK_TARGET


def test_at_its_target_a_personal_link_stays_put(client):
    # The uuid travels along to the target: asking again there must not loop.
    for path in (DEMO_LINK_TARGET, DEMO_LINK_TARGET + "/"):
        assert resolve(client, path=path, uuid=str(DEMO_LINK_UUID))["location"] is None


def test_unknown_inactive_and_malformed_uuids_lead_nowhere(client):
    link = PersonalLink.objects.create(label="Test", target_path="/word-lid", active=False)
    for uuid in (str(link.uuid), "00000000-0000-4000-8000-000000000000", "nonsense", ""):
        assert resolve(client, path="/privacy", uuid=uuid) == {"location": None, "permanent": False}


def test_wagtail_redirects_by_path(client):
    assert resolve(client, path="/oude-doneerpagina") == {"location": "/doneer", "permanent": True}
    assert resolve(client, path="/oude-doneerpagina/") == {"location": "/doneer", "permanent": True}
    assert resolve(client, path="/actie") == {"location": "/word-lid", "permanent": False}
    assert resolve(client, path="/bestaat-niet")["location"] is None


def test_a_full_url_on_this_site_becomes_a_path_and_others_stay(client, settings):
    settings.SITE_URL = "https://partij.example"
    site = Site.objects.get(is_default_site=True)
    Redirect.objects.create(
        old_path="/oud-a", site=site, redirect_link="https://partij.example/privacy"
    )
    Redirect.objects.create(old_path="/oud-b", site=site, redirect_link="https://elders.example/x")
    Redirect.objects.create(old_path="/oud-c", site=None, redirect_link="https://partij.example")
    assert resolve(client, path="/oud-a")["location"] == "/privacy"
    assert resolve(client, path="/oud-b")["location"] == "https://elders.example/x"
    assert resolve(client, path="/oud-c")["location"] == "/"


def test_a_redirect_to_a_page_leads_to_its_visitor_path(client):
    site = Site.objects.get(is_default_site=True)
    privacy = Page.objects.get(url_path=site.root_page.url_path + "privacy/")
    Redirect.objects.create(old_path="/oude-privacy", site=site, redirect_page=privacy)
    assert resolve(client, path="/oude-privacy") == {"location": "/privacy", "permanent": True}
    privacy.unpublish()
    assert resolve(client, path="/oude-privacy")["location"] is None


def test_a_personal_link_wins_over_a_path_redirect():
    target = resolve_redirect(path="/oude-doneerpagina", uuid=str(DEMO_LINK_UUID))
    assert target is not None and target.location == DEMO_LINK_TARGET
    target = resolve_redirect(
        path="/oude-doneerpagina", uuid="00000000-0000-4000-8000-000000000000"
    )
    assert target is not None and target.location == "/doneer"


def test_paths_that_are_not_paths_lead_nowhere(client):
    assert resolve_redirect(path="oude-doneerpagina") is None
    assert resolve_redirect(path="/" + "x" * 600) is None
    assert client.get("/api/redirects/resolve").status_code == 422


def test_personal_link_targets_are_paths_on_this_site():
    from django.core.exceptions import ValidationError

    for bad in (
        "https://elders.example/",
        "//elders.example/x",
        "doneer",
        "/\\elders.example",
        "/a b",
    ):
        with pytest.raises(ValidationError):
            PersonalLink(label="x", target_path=bad).full_clean()
    PersonalLink(label="x", target_path="/doneer?bedrag=10").full_clean()
