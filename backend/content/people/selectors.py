"""Read queries for people and the people lists."""

from __future__ import annotations

from typing import Any

from core.errors import NotFound

from ..serializers import image_out
from ..translated import in_locale_row, in_locale_rows, sources
from .models import PeopleList, Person

LINK_FIELDS = ("twitter", "facebook", "instagram", "linkedin")


def person_summary_out(person: Person) -> dict[str, Any]:
    return {
        "name": person.name,
        "slug": person.slug,
        "role": person.role,
        "portfolio": person.portfolio,
        "photo": image_out(person.photo, person.name),
    }


def people_list(*, slug: str, locale: str = "nl") -> dict[str, Any]:
    found = sources(PeopleList.objects.filter(slug=slug)).first()
    if found is None:
        raise NotFound(f"Page not found: /mensen/{slug}")
    members = found.members.select_related("person__photo").order_by("sort_order")
    shown = in_locale_row(found, locale)
    return {
        "slug": found.slug,
        "locale": shown.locale.language_code,
        "title": shown.title,
        "intro": shown.intro,
        "people": [person_summary_out(person) for person in in_locale_rows([m.person for m in members], locale)],
    }


def person_detail(*, slug: str, locale: str = "nl") -> dict[str, Any]:
    source = sources(Person.objects.select_related("photo").filter(slug=slug)).first()
    if source is None:
        raise NotFound(f"Page not found: /mensen/{slug}")
    person = in_locale_row(source, locale)
    links = [{"network": name, "url": getattr(person, f"{name}_url")} for name in LINK_FIELDS if getattr(person, f"{name}_url")]
    if person.email:
        links.append({"network": "email", "url": f"mailto:{person.email}"})
    lists = in_locale_rows(list(sources(PeopleList.objects.filter(members__person=source)).order_by("title")), locale)
    return {
        **person_summary_out(person),
        "bio": person.bio,
        "locale": person.locale.language_code,
        "links": links,
        "lists": [{"slug": people.slug, "title": people.title} for people in lists],
    }
