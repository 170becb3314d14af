"""Read queries for people and the people lists."""

from __future__ import annotations

from typing import Any

from core.errors import NotFound

from .models import PeopleList, Person
from .serializers import image_out

LINK_FIELDS = ("twitter", "facebook", "instagram", "linkedin")


def person_summary_out(person: Person) -> dict[str, Any]:
    return {
        "name": person.name,
        "slug": person.slug,
        "role": person.role,
        "portfolio": person.portfolio,
        "photo": image_out(person.photo, person.name),
    }


def people_list(*, slug: str) -> dict[str, Any]:
    found = PeopleList.objects.filter(slug=slug).first()
    if found is None:
        raise NotFound(f"Page not found: /mensen/{slug}")
    members = found.members.select_related("person__photo").order_by("sort_order")
    return {
        "slug": found.slug,
        "title": found.title,
        "intro": found.intro,
        "people": [person_summary_out(member.person) for member in members],
    }


def person_detail(*, slug: str) -> dict[str, Any]:
    person = Person.objects.select_related("photo").filter(slug=slug).first()
    if person is None:
        raise NotFound(f"Page not found: /mensen/{slug}")
    links = [{"network": name, "url": getattr(person, f"{name}_url")} for name in LINK_FIELDS if getattr(person, f"{name}_url")]
    if person.email:
        links.append({"network": "email", "url": f"mailto:{person.email}"})
    lists = PeopleList.objects.filter(members__person=person).order_by("title")
    return {
        **person_summary_out(person),
        "bio": person.bio,
        "links": links,
        "lists": [{"slug": people.slug, "title": people.title} for people in lists],
    }
