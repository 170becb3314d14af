"""Which schema and which serialiser belong to a StreamField block type, keyed by the block's name
in the StreamField (content/blocks.py). A block type without an entry here never reaches the API:
tests/test_body_blocks.py checks that every block of every StreamField has one."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple, TypeVar, get_args

from ninja import Schema

Serialiser = Callable[[Any, str], Any]
S = TypeVar("S", bound=Serialiser)


class BlockApi(NamedTuple):
    schema: type[Schema]
    serialise: Serialiser


BLOCKS: dict[str, BlockApi] = {}


def block_name(schema: type[Schema]) -> str:
    """The block's name: the one value of its schema's `type` Literal."""
    (name,) = get_args(schema.model_fields["type"].annotation)
    return name


def serialises(schema: type[Schema]) -> Callable[[S], S]:
    """Registers the decorated function as the serialiser of the block `schema` describes. It gets
    the block's value and the page's language, and returns what the schema's `value` holds, or None
    to leave the block out (an image block whose image was deleted)."""

    def register(serialise: S) -> S:
        name = block_name(schema)
        if name in BLOCKS:
            raise ValueError(f"block type {name!r} is registered twice")
        BLOCKS[name] = BlockApi(schema, serialise)
        return serialise

    return register


def serialize_body(stream: Iterable[Any], locale: str = "nl") -> list[dict[str, Any]]:
    """A page body in `locale`, the page's language (blocks that list other pages list them in
    it): each block as {type, value}. Unregistered types (a block removed from the code while pages
    still hold it) and blocks that serialise to None are left out."""
    out = []
    for block in stream:
        api = BLOCKS.get(block.block_type)
        value = api.serialise(block.value, locale) if api else None
        if value is not None:
            out.append({"type": block.block_type, "value": value})
    return out
