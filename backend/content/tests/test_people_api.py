import pytest

from content.models import PEOPLE_LIST_SLUGS, PeopleList, PeopleListMember


@pytest.mark.parametrize("slug", PEOPLE_LIST_SLUGS)
def test_every_people_list_has_people(client, demo, slug):
    body = client.get(f"/api/people/lists/{slug}").json()
    assert body["slug"] == slug and body["title"]
    assert body["people"], slug
    person = body["people"][0]
    assert person["name"] and person["role"] and person["photo"]["url"].endswith(".webp")


def test_lists_follow_the_editors_order(client, demo):
    people_list = PeopleList.objects.get(locale__language_code="nl", slug="tweede-kamer")
    members = list(people_list.members.order_by("sort_order"))
    first, last = members[0], members[-1]
    PeopleListMember.objects.filter(pk=first.pk).update(sort_order=999)
    names = [person["slug"] for person in client.get("/api/people/lists/tweede-kamer").json()["people"]]
    assert names[-1] == first.person.slug and names[-2] == last.person.slug


def test_person_detail_with_links_and_lists(client, demo):
    slug = client.get("/api/people/lists/bestuur").json()["people"][0]["slug"]
    body = client.get(f"/api/people/{slug}").json()
    assert body["bio"] and body["portfolio"]
    assert {link["network"] for link in body["links"]} >= {"twitter", "email"}
    assert body["lists"] == [{"slug": "bestuur", "title": "Bestuur"}]


@pytest.mark.parametrize("path", ["/api/people/bestaat-niet", "/api/people/lists/bestaat-niet", "/api/people/a%20b"])
def test_unknown_people_answer_404(client, demo, path):
    assert client.get(path).status_code == 404
