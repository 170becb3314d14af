"""Dutch text for the search index and for queries, treated alike.

Every word is indexed in several forms: as written, its lemma (simplemma's bundled Dutch
dictionary: zoekt → zoeken), its Snowball stem (the Dutch stemmer PostgreSQL also uses: gezocht →
zocht) and the lemma of that stem (zocht → zoeken), all lowercased and without accents (België →
belgie). A query word matches when one of its own forms is the start of an indexed form, so
'zoekt', 'zoeken' and 'gezocht' find the same pages and 'immigr' finds 'immigratie' while typing.
The work happens here, in Python, so that SQLite, PostgreSQL and Elasticsearch behave the same.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import simplemma
import snowballstemmer

WORD = re.compile(r"[^\W_]+")
MAX_QUERY_WORDS = 8
# One letter is too little to search with: as the start of a word it matches nearly everything.
MIN_WORD_LENGTH = 2
# Words so common that a query is better off without them (unless they are all it has).
STOPWORDS = frozenset(
    "de het een en of van in op te voor met aan bij uit om tot als dat die dit er is zijn was wordt "
    "worden naar over door maar ook nog niet wel geen wij we ze zij hij ik je u".split()
)
_stemmer = snowballstemmer.stemmer("dutch")


def unaccented(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def words(text: str) -> list[str]:
    """The words of a text, lowercased; accents are kept for the lemmatiser."""
    return WORD.findall(text.casefold())


@lru_cache(maxsize=200_000)
def forms(word: str) -> tuple[str, ...]:
    """The forms under which a (lowercased) word is indexed and searched, without accents."""
    lemma = simplemma.lemmatize(word, lang="nl").casefold()
    stem = _stemmer.stemWord(word)
    candidates = (
        word,
        lemma,
        stem,
        simplemma.lemmatize(stem, lang="nl").casefold(),
        _stemmer.stemWord(lemma),
    )
    found: dict[str, None] = {}
    for candidate in candidates:
        for part in WORD.findall(unaccented(candidate)):
            found[part] = None
    return tuple(found)


@lru_cache(maxsize=200_000)
def _indexed_forms(word: str) -> tuple[str, ...]:
    # A form that starts another form of the word adds nothing when matching by prefix.
    found = forms(word)
    return tuple(
        form
        for form in found
        if not any(other != form and other.startswith(form) for other in found)
    )


def index_text(text: str) -> str:
    """A text as it goes into the index: every word replaced by its forms."""
    return " ".join(form for word in words(text) for form in _indexed_forms(word))


def query_words(query: str) -> list[str]:
    """The words of a query that count: no single letters, stopwords dropped unless the query has
    nothing else, the last word always kept (it may be the start of a longer word), at most
    MAX_QUERY_WORDS."""
    found = [word for word in words(query) if len(word) >= MIN_WORD_LENGTH]
    if not found:
        return []
    *head, last = found
    kept = [word for word in head if word not in STOPWORDS] + [last]
    return kept[-MAX_QUERY_WORDS:]


def _shortest_prefixes(group: tuple[str, ...]) -> tuple[str, ...]:
    # 'zoek' already covers 'zoekt' and 'zoeken' when forms match as prefixes.
    return tuple(
        form
        for form in group
        if not any(other != form and form.startswith(other) for other in group)
    )


def query_groups(query: str) -> list[tuple[str, ...]]:
    """Per query word, the forms of which one must start an indexed word."""
    return [_shortest_prefixes(forms(word)) for word in query_words(query)]


def matches(groups: list[tuple[str, ...]], text: str) -> bool:
    """Whether every group has a form that starts one of the forms of `text` (as the index does)."""
    indexed = index_text(text).split()
    return all(any(word.startswith(form) for form in group for word in indexed) for group in groups)
