"""Text for the search index and for queries, treated alike, in the page's language (Dutch, or
English on /en).

Every word is indexed in several forms: as written, its lemma (simplemma's bundled dictionary of
the language: zoekt → zoeken, taught → teach), its Snowball stem (the stemmer PostgreSQL also uses
for the language: gezocht → zocht, education → educ) and the lemma of that stem, all lowercased and
without accents (België → belgie). A query word matches when one of its own forms is the start of
an indexed form, so 'zoekt', 'zoeken' and 'gezocht' find the same pages, 'educational' finds
'education', and 'immigr' finds 'immigratie' while typing. The work happens here, in Python, so
that SQLite, PostgreSQL and Elasticsearch behave the same.
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
DUTCH = "nl"
# Words so common that a query is better off without them (unless they are all it has).
STOPWORDS = {
    "nl": frozenset(
        "de het een en of van in op te voor met aan bij uit om tot als dat die dit er is zijn was "
        "wordt worden naar over door maar ook nog niet wel geen wij we ze zij hij ik je u".split()
    ),
    "en": frozenset(
        "the a an and or of in on to for with at by from as that this these those is are was were "
        "be been it its we they he she i you our their not no but also about into".split()
    ),
}
STEMMERS = {"nl": "dutch", "en": "english"}
LANGUAGES = tuple(STEMMERS)


@lru_cache(maxsize=len(STEMMERS))
def _stemmer(language: str):
    return snowballstemmer.stemmer(STEMMERS[language])


def unaccented(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def words(text: str) -> list[str]:
    """The words of a text, lowercased; accents are kept for the lemmatiser."""
    return WORD.findall(text.casefold())


@lru_cache(maxsize=200_000)
def forms(word: str, language: str = DUTCH) -> tuple[str, ...]:
    """The forms under which a (lowercased) word is indexed and searched, without accents."""
    stemmer = _stemmer(language)
    lemma = simplemma.lemmatize(word, lang=language).casefold()
    stem = stemmer.stemWord(word)
    candidates = (
        word,
        lemma,
        stem,
        simplemma.lemmatize(stem, lang=language).casefold(),
        stemmer.stemWord(lemma),
    )
    found: dict[str, None] = {}
    for candidate in candidates:
        for part in WORD.findall(unaccented(candidate)):
            found[part] = None
    return tuple(found)


@lru_cache(maxsize=200_000)
def _indexed_forms(word: str, language: str) -> tuple[str, ...]:
    # A form that starts another form of the word adds nothing when matching by prefix.
    found = forms(word, language)
    return tuple(
        form
        for form in found
        if not any(other != form and other.startswith(form) for other in found)
    )


def index_text(text: str, language: str = DUTCH) -> str:
    """A text in `language` as it goes into the index: every word replaced by its forms."""
    return " ".join(form for word in words(text) for form in _indexed_forms(word, language))


def query_words(query: str, languages: tuple[str, ...] = (DUTCH,)) -> list[str]:
    """The words of a query that count: no single letters (a digit counts: 'nieuwsbericht 1'),
    stopwords (of these languages) dropped unless the query has nothing else, the last word always
    kept (it may be the start of a longer word), at most MAX_QUERY_WORDS."""
    found = [word for word in words(query) if len(word) >= MIN_WORD_LENGTH or word.isdigit()]
    if not found:
        return []
    *head, last = found
    common = frozenset().union(*(STOPWORDS[language] for language in languages))
    kept = [word for word in head if word not in common] + [last]
    return kept[-MAX_QUERY_WORDS:]


def _shortest_prefixes(group: tuple[str, ...]) -> tuple[str, ...]:
    # 'zoek' already covers 'zoekt' and 'zoeken' when forms match as prefixes.
    return tuple(
        form
        for form in group
        if not any(other != form and form.startswith(other) for other in group)
    )


def query_group(word: str, languages: tuple[str, ...] = (DUTCH,)) -> tuple[str, ...]:
    """The forms of a query word (in any of these languages) of which one must start an indexed
    word. On /en the pages are English, or Dutch where no translation exists: both count."""
    return _shortest_prefixes(
        tuple(dict.fromkeys(f for lang in languages for f in forms(word, lang)))
    )


def query_groups(query: str, languages: tuple[str, ...] = (DUTCH,)) -> list[tuple[str, ...]]:
    """Per query word, its group (query_group)."""
    return [query_group(word, languages) for word in query_words(query, languages)]


def matches(groups: list[tuple[str, ...]], text: str, language: str = DUTCH) -> bool:
    """Whether every group has a form that starts one of the forms of `text` (as the index does)."""
    indexed = index_text(text, language).split()
    return all(any(word.startswith(form) for form in group for word in indexed) for group in groups)
