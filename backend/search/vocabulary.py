"""The search vocabulary (models.Term): every word of the searchable pages, lowercase and without
accents, as written. A query word none of whose forms starts a word of the vocabulary finds
nothing, and is corrected to its nearest word (typos); a long Dutch word is split into words of the
vocabulary (compounds). Written by the index classes of search/backends.py with Wagtail's index
entries (title_index.TitleIndexMixin); words of pages since changed or removed stay until the next
`update_index`, where they cost nothing but a correction that finds no page.

Nearest words: a trigram index picks candidates (PostgreSQL: pg_trgm; SQLite: FTS5's trigram
tokenizer; migration search/0004), then rapidfuzz's optimal string alignment distance decides (a
swap of two letters is one edit).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from django.db import connection, transaction
from django.db.models import Q
from rapidfuzz.distance import OSA

from .models import Term
from .text import unaccented, words

MIN_TERM_LENGTH = 3
MAX_TERM_LENGTH = 100  # Term.word's max_length
# Trigram candidates looked at per corrected word; the distance picks among them.
CANDIDATES = 40
UPSERT = (
    "INSERT INTO search_term (word, pages) VALUES {rows} "
    "ON CONFLICT (word) DO UPDATE SET pages = search_term.pages + excluded.pages"
)
UPSERT_BATCH = 400
SQLITE_NEAR = (
    "SELECT term.word, term.pages FROM search_term_trigram JOIN search_term term "
    "ON term.id = search_term_trigram.rowid WHERE search_term_trigram MATCH %s "
    "ORDER BY search_term_trigram.rank LIMIT %s"
)
# word_similarity: how well the typed word matches the best stretch of a word, so that the start of
# a longer word is a candidate too ('stiksotf' → 'stikstofregels'); the GIN index answers `<%`.
POSTGRES_THRESHOLD = "SET LOCAL pg_trgm.word_similarity_threshold = 0.3"
POSTGRES_NEAR = (
    "SELECT word, pages FROM search_term WHERE %s <%% word "
    "ORDER BY word_similarity(%s, word) DESC, word LIMIT %s"
)


def terms_of(text: str) -> set[str]:
    return {
        word
        for word in (unaccented(raw) for raw in words(text))
        if MIN_TERM_LENGTH <= len(word) <= MAX_TERM_LENGTH and not word.isdigit()
    }


def add_pages(texts: Iterable[str]) -> None:
    """Counts the words of these page texts into the vocabulary (one upsert per batch)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(terms_of(text))
    rows = sorted(counts.items())
    with connection.cursor() as cursor:
        for start in range(0, len(rows), UPSERT_BATCH):
            batch = rows[start : start + UPSERT_BATCH]
            sql = UPSERT.format(rows=", ".join(["(%s, %s)"] * len(batch)))
            cursor.execute(sql, [value for row in batch for value in row])


def forget_all() -> None:
    Term.objects.all().delete()


def after_prefix(prefix: str) -> str:
    """The first string after every string starting with `prefix` in binary order: the prefix with
    its last character one higher (SQLite's prefix ranges)."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


def starts_with(prefix: str, field: str = "word") -> Q:
    """Words starting with `prefix`. On SQLite a range over the index (its LIKE ignores case and so
    no index); exact in its binary order: the next prefix has the last character one higher."""
    if connection.vendor == "sqlite":
        return Q(**{f"{field}__gte": prefix, f"{field}__lt": after_prefix(prefix)})
    return Q(**{f"{field}__startswith": prefix})


def any_starts_with(prefixes: Iterable[str]) -> bool:
    condition = Q()
    for prefix in prefixes:
        condition |= starts_with(prefix)
    return Term.objects.filter(condition).exists()


def known(candidates: Iterable[str]) -> set[str]:
    return set(Term.objects.filter(word__in=set(candidates)).values_list("word", flat=True))


def _candidates(word: str) -> list[tuple[str, int]]:
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            trigrams = dict.fromkeys(word[i : i + 3] for i in range(len(word) - 2))
            cursor.execute(SQLITE_NEAR, [" OR ".join(f'"{gram}"' for gram in trigrams), CANDIDATES])
        elif connection.vendor == "postgresql":
            with transaction.atomic():
                cursor.execute(POSTGRES_THRESHOLD)
                cursor.execute(POSTGRES_NEAR, [word, word, CANDIDATES])
                return cursor.fetchall()
        else:
            return []
        return cursor.fetchall()


def _edits(word: str, candidate: str, max_edits: int) -> tuple[int, str]:
    """The edits from `word` to `candidate`, or to its start when that is nearer (the visitor may
    have typed the start of a longer word: 'stiksotf' is one edit from 'stikstof…'), with the word
    it is nearest to."""
    whole = OSA.distance(word, candidate, score_cutoff=max_edits)
    start = candidate[: len(word)]
    begun = OSA.distance(word, start, score_cutoff=max_edits) if start != candidate else whole + 1
    return (begun, start) if begun < whole else (whole, candidate)


def nearest(word: str, max_edits: int) -> str | None:
    """The vocabulary word (or start of one) at most `max_edits` edits from `word`: the fewest
    edits, then the most pages, then the alphabet; None without one."""
    best: tuple[int, int, str] | None = None
    for candidate, pages in _candidates(word):
        edits, corrected = _edits(word, candidate, max_edits)
        if edits <= max_edits:
            key = (edits, -pages, corrected)
            best = key if best is None or key < best else best
    return best[2] if best else None
