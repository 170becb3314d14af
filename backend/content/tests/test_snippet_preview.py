"""Wagtail's preview of the snippets with a visitor page (a person, a people list, a region, a
vacancy, an author): the unsaved instance in its live endpoint's shape under a signed token, while
the live endpoint keeps the saved text (content/preview.py SnippetPreviewMixin)."""

from datetime import date
from urllib.parse import parse_qs, urlparse

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from content.models import Author, PeopleList, PeopleListMember, Person, Region, Vacancy
from content.regions.models import REGION_PATHS

from .test_preview import preview_token


def previewed(client, snippet, kind: str, path: str = "/voorbeeld") -> dict:
    response = client.get("/api/preview", {"token": preview_token(snippet, path)})
    assert response.status_code == 200, response.content
    answer = response.json()
    assert answer["kind"] == kind
    return answer


def dutch(model, **lookup):
    found = model.objects.filter(locale__language_code="nl", **lookup).first()
    assert found is not None, (model, lookup)
    return found


def english_of(source):
    found = type(source).objects.filter(locale__language_code="en", translation_key=source.translation_key).first()
    assert found is not None, source
    return found


def on_a_list() -> Person:
    member = PeopleListMember.objects.filter(people_list__locale__language_code="nl").select_related("person").first()
    return member.person


def test_a_person_draft_is_previewed_and_the_live_page_keeps_the_saved_role(client, demo):
    person = on_a_list()
    saved_role = person.role
    person.role = "Een functie die nog niet opgeslagen is"

    answer = previewed(client, person, "person")

    assert answer["locale"] == "nl"
    assert answer["data"]["role"] == "Een functie die nog niet opgeslagen is"
    assert answer["data"]["slug"] == person.slug
    assert answer["data"]["lists"], "the lists the saved person is on"
    assert client.get(f"/api/people/{person.slug}").json()["role"] == saved_role


def test_an_english_person_previews_under_en_with_the_lists_of_its_source(client, demo):
    source = on_a_list()
    english = english_of(source)
    english.role = "An unsaved English role"

    answer = previewed(client, english, "person", "/en/voorbeeld")

    assert answer["locale"] == "en"
    assert answer["data"]["role"] == "An unsaved English role"
    live = client.get(f"/api/people/{source.slug}", {"locale": "en"}).json()
    assert answer["data"]["lists"] == live["lists"] and live["lists"]
    assert live["role"] != "An unsaved English role"


def test_a_new_person_is_previewed_before_it_is_saved(client, demo):
    person = Person(name="Nieuwe Kandidaat", slug="nieuwe-kandidaat", role="Kandidaat", locale=on_a_list().locale)
    answer = previewed(client, person, "person")
    assert (answer["data"]["name"], answer["data"]["lists"]) == ("Nieuwe Kandidaat", [])
    assert client.get("/api/people/nieuwe-kandidaat").status_code == 404


def test_two_new_people_previewed_at_once_keep_their_own_preview(client, demo):
    locale = on_a_list().locale
    first = preview_token(Person(name="Eerste Nieuwe", slug="eerste-nieuwe", locale=locale))
    second = preview_token(Person(name="Tweede Nieuwe", slug="tweede-nieuwe", locale=locale))
    assert first != second
    assert client.get("/api/preview", {"token": first}).json()["data"]["name"] == "Eerste Nieuwe"
    assert client.get("/api/preview", {"token": second}).json()["data"]["name"] == "Tweede Nieuwe"


def test_a_people_list_draft_shows_its_unsaved_members(client, demo):
    people_list = dutch(PeopleList, slug="tweede-kamer")
    saved = client.get("/api/people/lists/tweede-kamer").json()
    members = list(people_list.members.order_by("sort_order"))
    removed = members[0].person
    added = Person.objects.filter(locale__language_code="nl").exclude(memberships__people_list=people_list).first()
    people_list.title = "Tweede Kamer (concept)"
    people_list.members = [*members[1:], PeopleListMember(person=added, sort_order=999)]

    answer = previewed(client, people_list, "people_list")

    shown = [person["slug"] for person in answer["data"]["people"]]
    assert answer["data"]["title"] == "Tweede Kamer (concept)"
    assert removed.slug not in shown
    assert shown[-1] == added.slug
    assert client.get("/api/people/lists/tweede-kamer").json() == saved


def test_an_english_people_list_previews_under_en(client, demo):
    english = english_of(dutch(PeopleList, slug="bestuur"))
    english.intro = "An unsaved English introduction"
    answer = previewed(client, english, "people_list", "/en/voorbeeld")
    assert (answer["locale"], answer["data"]["intro"]) == ("en", "An unsaved English introduction")
    assert len(answer["data"]["people"]) == dutch(PeopleList, slug="bestuur").members.count()


def test_a_region_draft_shows_its_intro_and_unsaved_representatives(client, demo):
    region = dutch(Region, kind="provincie", slug="gelderland")
    path = f"/api/regions/provincie/{region.slug}"
    saved = client.get(path).json()
    person = Person.objects.filter(locale__language_code="nl").exclude(regions=region).first()
    region.intro = "Een inleiding in concept"
    region.representatives = [person]

    answer = previewed(client, region, "region")

    assert answer["data"]["intro"] == "Een inleiding in concept"
    assert [shown["slug"] for shown in answer["data"]["representatives"]] == [person.slug]
    assert answer["data"]["municipalities"] == saved["municipalities"]
    assert answer["data"]["path"] == f"/{REGION_PATHS[region.kind]}/{region.slug}"
    assert client.get(path).json() == saved


def test_an_english_region_previews_under_en(client, demo):
    english = english_of(dutch(Region, kind="provincie", slug="gelderland"))
    english.intro = "An unsaved English introduction"
    answer = previewed(client, english, "region", "/en/voorbeeld")
    assert (answer["locale"], answer["data"]["intro"]) == ("en", "An unsaved English introduction")


def test_a_vacancy_draft_shows_even_when_it_is_hidden_live(client, demo):
    vacancy = dutch(Vacancy, is_published=True, closes_on__gte=date.today())
    live_path = f"/api/vacancies/{vacancy.uuid}"
    saved_title = client.get(live_path).json()["title"]
    vacancy.title = "Vacature in concept"
    vacancy.is_published = False
    vacancy.closes_on = date(2020, 1, 1)

    answer = previewed(client, vacancy, "vacancy")

    assert (answer["data"]["title"], str(answer["data"]["uuid"])) == ("Vacature in concept", str(vacancy.uuid))
    assert isinstance(answer["data"]["body"], list)
    assert client.get(live_path).json()["title"] == saved_title


def test_an_english_vacancy_previews_under_en(client, demo):
    english = english_of(dutch(Vacancy))
    english.title = "An unsaved English title"
    answer = previewed(client, english, "vacancy", "/en/voorbeeld")
    assert (answer["locale"], answer["data"]["title"]) == ("en", "An unsaved English title")


def test_an_author_draft_previews_in_dutch_with_their_articles(client, demo):
    author = Author.objects.filter(articles__isnull=False).distinct().first()
    saved = client.get(f"/api/authors/{author.slug}").json()
    author.name = "Auteur in concept"

    answer = previewed(client, author, "author")

    assert answer["locale"] == "nl"
    assert answer["data"]["author"]["name"] == "Auteur in concept"
    assert answer["data"]["articles"]["items"] == saved["articles"]["items"]
    assert client.get(f"/api/authors/{author.slug}").json()["author"]["name"] == saved["author"]["name"]


def test_a_tampered_snippet_token_shows_nothing(client, demo):
    person = on_a_list()
    person.role = "Geheime functie"
    token = preview_token(person)
    value, signature = token.rsplit(":", 1)
    other = "A" if signature[0] != "A" else "B"
    for bad in (f"{value}:{other}{signature[1:]}", token.replace("id=", "id=1")):
        response = client.get("/api/preview", {"token": bad})
        assert response.status_code == 404, bad
        assert "Geheime functie" not in response.content.decode()


@pytest.fixture
def editor(client, demo):
    client.force_login(get_user_model().objects.get(username="redactie"))
    return client


def person_form(person: Person, **changes) -> dict:
    fields = ("name", "slug", "role", "portfolio", "bio", "twitter_url", "facebook_url", "instagram_url", "linkedin_url", "email")
    return {**{name: getattr(person, name) for name in fields}, "photo": person.photo_id or "", **changes}


def test_the_admin_offers_the_preview_panel_for_a_person_and_redirects_to_the_frontend(editor):
    person = on_a_list()
    preview_url = reverse("wagtailsnippets_content_person:preview_on_edit", args=[person.pk])
    edit = editor.get(reverse("wagtailsnippets_content_person:edit", args=[person.pk]))
    assert edit.status_code == 200
    assert preview_url in edit.content.decode()

    posted = editor.post(preview_url, person_form(person, role="Functie uit het formulier"))
    assert posted.status_code == 200 and posted.json()["is_valid"], posted.content
    shown = editor.get(preview_url)

    assert shown.status_code == 302
    location = urlparse(shown["Location"])
    assert location.path == "/voorbeeld"
    answer = editor.get("/api/preview", {"token": parse_qs(location.query)["token"][0]}).json()
    assert (answer["kind"], answer["data"]["role"]) == ("person", "Functie uit het formulier")
    assert editor.get(f"/api/people/{person.slug}").json()["role"] == person.role
