"""Per-role permissions in the admin: every admin URL with personal data, enumerated from the
registered URL patterns, is closed to the editors (Redactie) and open to the administration
(Administratie) wherever it is open to a superuser; and the editors keep the content."""

from __future__ import annotations

import re
from importlib import import_module

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from staff.roles import ADMINISTRATION_MODELS, MEMBER_DATA_APPS

pytestmark = pytest.mark.django_db

# Admin views of our own apps outside the snippets: the model each one's <pk> belongs to.
CUSTOM_VIEW_MODELS = {
    "member_history": "members.Membership",
    "member_action": "members.Membership",
    "member_edit": "members.Membership",
    "donation_action": "donations.Donation",
    "event_sales": "events.EventPage",
    "order_cancel": "orders.Order",
    "friend_action": "friends.Friend",
    "application_cv": "applications.CandidateApplication",
    "person_detail": "people.Person",
    "person_edit": "people.Person",
    "person_merge": "people.Person",
    "person_action": "people.Person",
    "wfpp_alert_handle": "wfpp.Alert",
    "person_export": "people.Person",
    "person_erase": "people.Person",
}
# Modules whose admin views (reports) show personal data or counts of it.
MEMBER_DATA_MODULES = {f"{app}." for app in MEMBER_DATA_APPS} | {
    "tracking.reports",
    "staff.admin_views",
}


def _walk(patterns, prefix=""):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _walk(pattern.url_patterns, prefix + str(pattern.pattern))
        elif isinstance(pattern, URLPattern):
            yield prefix + str(pattern.pattern), pattern


def _is_member_data_model(app_label: str, model: str) -> bool:
    return (app_label, None) in ADMINISTRATION_MODELS or (app_label, model) in ADMINISTRATION_MODELS


def member_data_routes():
    """(route, model label or None, url name, view module) of every admin URL with personal data."""
    found = []
    for route, pattern in _walk(get_resolver().url_patterns):
        if not route.startswith("cms/"):
            continue
        module = getattr(pattern.callback, "__module__", "")
        snippet = re.match(r"cms/snippets/(?:choose/)?([a-z_]+)/([a-z_]+)/", route)
        if snippet and _is_member_data_model(*snippet.groups()):
            found.append((route, f"{snippet[1]}.{snippet[2]}", pattern.name, module))
        elif any(module.startswith(prefix) for prefix in MEMBER_DATA_MODULES):
            found.append((route, CUSTOM_VIEW_MODELS.get(pattern.name), pattern.name, module))
    return found


def concrete_url(route: str, model_label: str | None, name: str, module: str) -> str:
    def value(match: re.Match) -> str:
        converter, argument = match[1], match[2]
        if argument in ("pk", "object_id"):
            assert model_label, f"no model known for the <pk> of {route} ({name})"
            model = apps.get_model(model_label)
            objects = model.objects.order_by("pk")
            if model_label == "applications.CandidateApplication":
                objects = objects.exclude(cv="")
            first = objects.first()
            return str(first.pk) if first is not None else "0"  # none in the demo data: a 404
        if argument == "public_id":
            assert model_label, f"no model known for the <public_id> of {route} ({name})"
            first = apps.get_model(model_label).objects.order_by("pk").first()
            return str(first.public_id) if first is not None else "00000000-0000-0000-0000-000000000000"
        if argument == "action":
            return next(iter(import_module(module).ACTIONS))
        if argument == "kind":
            return "candidateapplication"
        raise AssertionError(f"{route}: no value for <{converter}:{argument}>")

    return "/" + re.sub(r"<(?:(\w+):)?(\w+)>", value, route)


@pytest.fixture
def urls():
    from core.models import OutgoingEmail

    OutgoingEmail.objects.create(to="anna@example.org", subject="Welkom", text="Beste Anna")
    routes = member_data_routes()
    # The enumeration finds what it must: the lists of every app with personal data, and reports.
    names = {(model, name) for _, model, name, _ in routes}
    for app_label in MEMBER_DATA_APPS:
        assert any(m and m.startswith(f"{app_label}.") for m, _ in names), app_label
    assert ("core.outgoingemail", "list") in names
    assert any(name == "campaign_results" for _, name in names)
    return [concrete_url(*route) for route in routes]


def _client(username: str) -> Client:
    client = Client(HTTP_HOST="localhost:3000")
    user = get_user_model().objects.get(username=username)
    client.force_login(user)
    from staff.two_factor import mark_session_verified

    mark_session_verified(client.session, user)
    return client


def test_editors_get_no_member_data_and_the_administration_gets_what_a_superuser_gets(urls):
    get_user_model().objects.create_superuser("opperbeheer", "root@example.org", "x")
    superuser = Client(HTTP_HOST="localhost:3000")
    superuser.force_login(get_user_model().objects.get(username="opperbeheer"))
    from staff.two_factor import mark_session_verified

    mark_session_verified(superuser.session, get_user_model().objects.get(username="opperbeheer"))
    editor, administration = _client("redactie"), _client("beheer")

    open_to_superuser = 0
    for url in urls:
        shown = editor.get(url)
        assert shown.status_code in (302, 403, 404, 405), f"editor sees {url}: {shown.status_code}"
        if shown.status_code == 302:
            assert not shown["Location"].startswith(url.split("?")[0]), url
        if superuser.get(url).status_code == 200:
            open_to_superuser += 1
            status = administration.get(url).status_code
            assert status == 200, f"administration gets {status} on {url}"
    assert open_to_superuser >= 40


def test_the_editors_menu_has_content_and_no_member_data():
    html = _client("redactie").get("/cms/").content.decode()
    assert "/cms/pages/" in html and "/cms/images/" in html and "/cms/documents/" in html
    for app_label in MEMBER_DATA_APPS:
        assert f"/cms/snippets/{app_label}/" not in html, app_label
    for path in ("/cms/snippets/core/outgoingemail/", "/cms/reports/campagnes/", "/cms/leden/"):
        assert path not in html


@pytest.mark.parametrize(
    "url",
    [
        "/cms/pages/",
        "/cms/images/",
        "/cms/documents/",
        "/cms/snippets/content/person/",
        "/cms/snippets/content/vacancy/",
        "/cms/snippets/tracking/personallink/",
        "/cms/redirects/",
    ],
)
def test_editors_keep_the_content_and_the_administration_does_not_edit_it(url):
    assert _client("redactie").get(url).status_code == 200
    assert _client("beheer").get(url).status_code in (302, 403)


def test_editors_can_add_a_page_under_home():
    from content.models import HomePage

    home = HomePage.objects.filter(locale__language_code="nl").first()
    response = _client("redactie").get(f"/cms/pages/add/content/standardpage/{home.pk}/")
    assert response.status_code == 200
