"""Read queries for people and the people lists."""

from __future__ import annotations

from typing import Any

from core.errors import NotFound

from ..preview import preview_serializer
from ..serializers import image_out
from ..translated import DEFAULT_LOCALE, in_locale_row, in_locale_rows, source_of, sources
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
    return people_list_out(found, in_locale_row(found, locale), locale)


def people_list_out(source: PeopleList, shown: PeopleList, locale: str) -> dict[str, Any]:
    """A list as /mensen/{list} shows it: the members of `source` (the Dutch list, its draft's
    unsaved members included), the texts of `shown` (the list in the visitor's language)."""
    members = source.members.select_related("person__photo").order_by("sort_order")
    return {
        "slug": source.slug,
        "locale": shown.locale.language_code,
        "title": shown.title,
        "intro": shown.intro,
        "people": [person_summary_out(person) for person in in_locale_rows([m.person for m in members], locale)],
    }


@preview_serializer(PeopleList, "people_list")
def people_list_preview(draft: PeopleList) -> dict[str, Any]:
    """A draft list: a Dutch one with its own members; a translation with its source's, as live."""
    return people_list_out(source_of(draft), draft, draft.locale.language_code)


def person_detail(*, slug: str, locale: str = "nl") -> dict[str, Any]:
    source = sources(Person.objects.select_related("photo").filter(slug=slug)).first()
    if source is None:
        raise NotFound(f"Page not found: /mensen/{slug}")
    return person_out(in_locale_row(source, locale), locale)


def person_out(person: Person, locale: str) -> dict[str, Any]:
    """A person as /mensen/{slug} shows it: `person` in the visitor's language (or Dutch), a
    draft too; the lists (titles in `locale`) are those whose members include its Dutch source."""
    links = [{"network": name, "url": getattr(person, f"{name}_url")} for name in LINK_FIELDS if getattr(person, f"{name}_url")]
    if person.email:
        links.append({"network": "email", "url": f"mailto:{person.email}"})
    on_lists = PeopleList.objects.filter(
        members__person__translation_key=person.translation_key, members__person__locale__language_code=DEFAULT_LOCALE
    )
    lists = in_locale_rows(list(sources(on_lists).order_by("title")), locale)
    return {
        **person_summary_out(person),
        "bio": person.bio,
        "locale": person.locale.language_code,
        "links": links,
        "lists": [{"slug": people.slug, "title": people.title} for people in lists],
    }


@preview_serializer(Person, "person")
def person_preview(draft: Person) -> dict[str, Any]:
    return person_out(draft, draft.locale.language_code)
