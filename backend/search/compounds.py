"""Dutch compounds and adjectives, to meet the words they are made of: 'gezondheidszorg' is
gezondheid + zorg (a kind of zorg), 'europese' is about Europa. Split with the site's own vocabulary
(vocabulary.py): a compound splits where its end (the head) and its start (the modifier, without a
linking s/e/en) are both words of the vocabulary. No Dutch decompounder on PyPI is kept up (checked
2026-11: the packages found are German or unmaintained), and the vocabulary knows the site's words.
"""

from __future__ import annotations

from . import vocabulary

MIN_COMPOUND = 7
MIN_PART = 3
# gezondheid-s-zorg, boek-en-kast, ziekt-e-verzuim
LINKING = ("s", "en", "e")
# Prefixes and particles make derivations (onder+wijs, over+heid, voor+stel), not compounds.
NOT_MODIFIERS = frozenset(
    "aan achter af bij binnen boven buiten door in mee met na naar om onder op over samen "
    "tegen terug toe tussen uit van ver voor weg be ge her ont "
    "under over out up down off with back fore".split()
)
# An adjective of a place or a field, and the start of its noun: europ-ese (Europa),
# econom-ische (economie), amerik-aanse (Amerika).
ADJECTIVE_ENDINGS = ("iaanse", "iaans", "aanse", "aans", "ische", "isch", "ese", "ees")
MIN_ROOT = 4


def _modifiers(start: str) -> list[str]:
    found = [start]
    for link in LINKING:
        if start.endswith(link) and len(start) - len(link) >= MIN_PART:
            found.append(start[: -len(link)])
    return found


def parts(word: str) -> tuple[str, str] | None:
    """(modifier, head) of a compound of two vocabulary words, the longest head first; None when
    the word is short or not made of two such words."""
    if len(word) < MIN_COMPOUND or not word.isalpha():
        return None
    splits = [
        (word[cut:], _modifiers(word[:cut])) for cut in range(MIN_PART, len(word) - MIN_PART + 1)
    ]
    known = vocabulary.known(
        [head for head, _ in splits] + [start for _, starts in splits for start in starts]
    )
    for head, starts in splits:
        if head not in known:
            continue
        for start in starts:
            if start in known and start not in NOT_MODIFIERS:
                return start, head
    return None


def adjective_root(word: str) -> str | None:
    """The start that an adjective of a place or field shares with its noun, or None."""
    for ending in ADJECTIVE_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_ROOT:
            return word[: -len(ending)]
    return None
