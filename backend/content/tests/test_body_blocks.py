"""Typed page bodies (content/body): every block of every StreamField has a registered schema and
serialiser, each StreamField's API type names exactly its blocks, and the demo's bodies, in both
languages, validate against the schemas the API declares for them."""

from typing import Any, get_args

import pytest
from django.apps import apps
from pydantic import TypeAdapter
from wagtail.fields import StreamField
from wagtail.images import get_image_model
from wagtail.models import Page

from content import blocks
from content.body import landing, text
from content.body.registry import BLOCKS, block_name
from content.serializers import serialize_body

# The API type of each block set of content/blocks.py (the schemas' `body` fields use these).
TEXT: TypeAdapter[Any] = TypeAdapter(list[text.TextBlockOut])
ARTICLE: TypeAdapter[Any] = TypeAdapter(list[text.ArticleBlockOut])
PAGE: TypeAdapter[Any] = TypeAdapter(list[landing.BodyBlockOut])
API_TYPES: list[tuple[Any, TypeAdapter[Any]]] = [
    (blocks.body_blocks(), TEXT),
    (blocks.article_blocks(), ARTICLE),
    (blocks.landing_blocks(), PAGE),
    (blocks.standard_page_blocks(), PAGE),
]


def _names(block_list) -> set[str]:
    return {name for name, _ in block_list}


def _union_names(union) -> set[str]:
    """The block names of an Annotated[A | B | ..., discriminator] union."""
    members = get_args(get_args(union)[0])
    return {block_name(schema) for schema in members}


def _stream_fields():
    """Every page body. (The press page's `contacts` is a StreamField of one block type read as a
    typed list of its own, PressContactOut in content/pages/schemas.py, not a body.)"""
    for model in apps.get_models():
        for field in model._meta.get_fields():
            if isinstance(field, StreamField) and field.model is model and field.name == "body":
                yield model, field


def _adapter(field: StreamField) -> TypeAdapter[Any]:
    """The validator of the API type of `field`'s body."""
    names = set(field.stream_block.child_blocks)
    return next(adapter for block_list, adapter in API_TYPES if _names(block_list) == names)


def test_every_block_of_every_stream_field_has_a_schema_and_a_serialiser():
    fields = list(_stream_fields())
    assert len(fields) >= 6  # pages, standard pages, articles, positions, videos, vacancies, premium
    for model, field in fields:
        for name in field.stream_block.child_blocks:
            assert name in BLOCKS, f"{model.__name__}.{field.name}: block {name!r} has no serialiser"
            assert block_name(BLOCKS[name].schema) == name


def test_each_stream_field_has_an_api_type_naming_exactly_its_blocks():
    assert _union_names(text.TextBlockOut) == _names(blocks.body_blocks())
    assert _union_names(text.ArticleBlockOut) == _names(blocks.article_blocks())
    assert _union_names(landing.BodyBlockOut) == _names(blocks.standard_page_blocks()) == set(BLOCKS)
    for model, field in _stream_fields():
        names = set(field.stream_block.child_blocks)
        assert any(_names(block_list) == names for block_list, _ in API_TYPES), f"{model.__name__}.{field.name}"


def test_the_call_to_action_type_names_the_editor_choices():
    assert list(get_args(blocks.CallToAction)) == [value for value, _ in blocks.CALL_TO_ACTION_CHOICES]


def test_a_block_type_registered_twice_is_refused():
    from content.body.registry import serialises

    with pytest.raises(ValueError, match="registered twice"):
        serialises(text.HeadingBlockOut)(lambda value, locale: value)


def test_blocks_without_a_serialiser_or_with_nothing_to_show_are_left_out():
    class Block:
        def __init__(self, block_type, value):
            self.block_type, self.value = block_type, value

    stream = [Block("heading", "Kop"), Block("removed_block", {}), Block("image", {"image": None, "alt": ""})]
    assert serialize_body(stream) == [{"type": "heading", "value": "Kop"}]


@pytest.mark.django_db
def test_the_demo_bodies_validate_against_their_schemas_in_both_languages(demo):
    seen: set[str] = set()
    languages: set[str] = set()
    for model, field in _stream_fields():
        if not issubclass(model, Page):
            continue
        adapter = _adapter(field)
        for page in model.objects.select_related("locale"):
            language = page.locale.language_code
            body = serialize_body(getattr(page, field.name), language)
            adapter.validate_python(body)
            seen |= {block["type"] for block in body}
            if body:
                languages.add(language)
    assert languages == {"nl", "en"}
    # The demo shows every block type but the image block (checked below), so each schema is checked
    # against real content.
    assert seen == set(BLOCKS) - {"image"}


@pytest.mark.django_db
def test_an_image_block_validates_and_one_whose_image_is_gone_is_left_out(demo):
    from content.models import Article

    image = get_image_model().objects.first()
    stream_block = Article._meta.get_field("body").stream_block
    stream = stream_block.to_python([
        {"type": "image", "value": {"image": image.pk, "alt": "Een foto"}},
        {"type": "image", "value": {"image": None, "alt": ""}},
    ])
    body = serialize_body(stream, "nl")
    ARTICLE.validate_python(body)
    assert [block["type"] for block in body] == ["image"]
    assert body[0]["value"]["alt"] == "Een foto" and body[0]["value"]["url"].endswith(".webp")


def test_actions_the_site_no_longer_offers_are_left_out():
    value = {"title": "Doe mee", "text": "", "image": None, "actions": ["word-lid", "oude-actie", "doneer"]}
    assert landing.hero(value, "nl")["actions"] == ["word-lid", "doneer"]


def test_optional_texts_missing_from_older_content_are_empty_strings():
    # A block saved before a field existed has None there: the page must still answer.
    quote = blocks.QuoteBlock().to_python({"text": "Kort"})
    hero = blocks.HeroBlock().to_python({"title": "Titel"})
    quote_out, hero_out = text.quote(quote, "nl"), landing.hero(hero, "nl")
    PAGE.validate_python([{"type": "quote", "value": quote_out}, {"type": "hero", "value": hero_out}])
    assert quote_out["attribution"] == ""
    assert hero_out == {"title": "Titel", "text": "", "image": None, "actions": []}
