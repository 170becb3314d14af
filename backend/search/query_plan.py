"""What a visitor's query is searched as, tier after tier: selectors.py fills each list from the
first tier, then the next while the list has room, so what matches better comes first.

1. Every word as typed (each in its forms, text.query_group).
2. Every word, with Dutch compounds split into their parts and adjectives meeting their noun
   (compounds.py): 'gezondheidszorg' as gezondheid and zorg, then as gezondheid or zorg (the pages
   with both first); 'europese' also as europ….
3. Some of the words, when two or more were typed: the pages matching the most of them first.
4. Typos corrected (vocabulary.py): a word of five letters or more of which no form starts a word
   of the vocabulary becomes the nearest word, one edit away, or two from eight letters; all the
   words, then some. When only this tier finds anything, the corrected query is shown
   ("Bedoelde u: …").

The tiers are made as they are needed: a query that fills its lists from the first tier asks the
vocabulary nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from . import compounds, vocabulary
from .text import query_group, query_words, unaccented

MIN_CORRECTED = 5
TWO_EDITS_FROM = 8

Groups = list[tuple[str, ...]]


@dataclass(frozen=True)
class Tier:
    groups: Groups
    every: bool  # every group must match; otherwise at least one, the most first
    correction: str | None = None  # the corrected query this tier searches, if it is one


def _with_compounds(words: list[str], groups: Groups, languages: tuple[str, ...]) -> Groups | None:
    """The groups with each compound replaced by its two parts and each adjective's root added;
    None when the query has neither."""
    expanded: Groups = []
    for word, group in zip(words, groups, strict=True):
        if split := compounds.parts(word):
            expanded += [query_group(part, languages) for part in split]
        elif root := compounds.adjective_root(word):
            expanded.append((*group, root))
        else:
            expanded.append(group)
    return expanded if expanded != groups else None


def _corrected(words: list[str], groups: Groups) -> dict[int, str]:
    found = {}
    for i, word in enumerate(words):
        if len(word) < MIN_CORRECTED or vocabulary.any_starts_with(groups[i]):
            continue
        nearest = vocabulary.nearest(unaccented(word), 2 if len(word) >= TWO_EDITS_FROM else 1)
        if nearest:
            found[i] = nearest
    return found


def tiers(query: str, languages: tuple[str, ...]) -> Iterator[Tier]:
    words = query_words(query, languages)
    if not words:
        return
    groups = [query_group(word, languages) for word in words]
    yield Tier(groups, every=True)
    expanded = _with_compounds(words, groups, languages)
    if expanded:
        yield Tier(expanded, every=True)
    if len(groups) > 1:
        yield Tier(groups, every=False)
    if expanded and len(expanded) > 1:
        yield Tier(expanded, every=False)
    corrections = _corrected(words, groups)
    if corrections:
        corrected = [
            query_group(corrections[i], languages) if i in corrections else group
            for i, group in enumerate(groups)
        ]
        text = " ".join(corrections.get(i, word) for i, word in enumerate(words))
        yield Tier(corrected, every=True, correction=text)
        if len(groups) > 1:
            yield Tier(corrected, every=False, correction=text)
