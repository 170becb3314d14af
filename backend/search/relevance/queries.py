"""The queries of the relevance test set (issue 26): what a visitor types, in which language, and
the item that must come first (within=1) or in the top three (within=3) of a list. Positions are the
demo's ('Onderwijs', 'Zorg', …), articles those of corpus.py (and the demo's 'Nieuwsbericht N: …').
Kinds: word, prefix (still typing), typo, multiword, compound, english."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Query:
    kind: str
    q: str
    list: str  # "positions" or "articles"
    slug: str
    within: int = 1
    locale: str = "nl"


def _p(kind: str, q: str, slug: str, within: int = 1, locale: str = "nl") -> Query:
    return Query(kind, q, "positions", slug, within, locale)


def _a(kind: str, q: str, slug: str, within: int = 1, locale: str = "nl") -> Query:
    return Query(kind, q, "articles", slug, within, locale)


QUERIES = [
    # Whole words and their inflections.
    _p("word", "onderwijs", "onderwijs"),
    _p("word", "zorg", "zorg"),
    _p("word", "belastingen", "belastingen"),
    _p("word", "belasting", "belastingen"),
    _p("word", "wonen", "wonen"),
    _p("word", "energie", "energie"),
    _p("word", "Europa", "europa"),
    _p("word", "landbouw", "landbouw"),
    _p("word", "veiligheid", "veiligheid"),
    _p("word", "defensie", "defensie"),
    _p("word", "democratie", "democratie"),
    _p("word", "pensioenen", "pensioenen"),
    _a("word", "wachtlijsten", "wachtlijsten"),
    _a("word", "wachtlijst", "wachtlijsten"),
    _a("word", "leraren", "lerarentekort"),
    _a("word", "kernenergie", "kernenergie"),
    _a("word", "kinderopvang", "kinderopvang"),
    _a("word", "stikstof", "stikstof"),
    _a("word", "referendum", "referendum"),
    _a("word", "begroting", "begroting-2026"),
    _a("word", "nieuwsbericht 1", "nieuwsbericht-1"),
    _a("word", "nieuwsbericht 12", "nieuwsbericht-12"),
    _a("word", "zorgpremie", "zorgpremie"),
    # Still typing: the last word is the start of one.
    _p("prefix", "onderw", "onderwijs"),
    _p("prefix", "belas", "belastingen"),
    _p("prefix", "demo", "democratie"),
    _a("prefix", "wachtl", "wachtlijsten"),
    _a("prefix", "kinderop", "kinderopvang"),
    _a("prefix", "stiks", "stikstof"),
    _a("prefix", "refer", "referendum"),
    _a("prefix", "asielin", "asiel"),
    # Typos: one edit, or two in a word of eight letters or more.
    _p("typo", "onderwys", "onderwijs"),
    _p("typo", "belastnig", "belastingen"),
    _p("typo", "landbow", "landbouw"),
    _p("typo", "veiligheit", "veiligheid"),
    _p("typo", "democrasie", "democratie"),
    _p("typo", "defensei", "defensie"),
    _p("typo", "europpa", "europa"),
    _a("typo", "wachtlijstne", "wachtlijsten"),
    _a("typo", "kinderopvnag", "kinderopvang"),
    _a("typo", "stiksotf", "stikstof"),
    _a("typo", "energierekneing", "energierekening"),
    _a("typo", "ouderenzrog", "ouderenzorg"),
    _a("typo", "referandum", "referendum"),
    # Several words: all of them first, then the most of them.
    _a("multiword", "zorg onderwijs", "onderwijs-en-zorg"),
    _p("multiword", "zorg onderwijs", "zorg", within=3),
    _p("multiword", "zorg onderwijs", "onderwijs", within=3),
    _a("multiword", "politie veiligheid", "politie"),
    _a("multiword", "asiel opvang", "asiel"),
    _a("multiword", "huur woningen", "huurwoningen"),
    _a("multiword", "betaalbare energierekening", "energierekening"),
    _a("multiword", "regeldruk ondernemers", "ondernemers"),
    _a("multiword", "tekort leraren", "lerarentekort"),
    _a("multiword", "wachtlijsten operatie", "wachtlijsten"),
    _a("multiword", "navo defensie", "navo"),
    _a("multiword", "nieuwe pensioenstelsel", "pensioen"),
    _a("multiword", "boeren stikstof natuur", "stikstof"),
    _p("multiword", "energie klimaat", "energie"),
    # Compounds meet their parts; adjectives their nouns.
    _a("compound", "gezondheidszorg", "wachtlijsten"),
    _p("compound", "gezondheidszorg", "zorg"),
    _p("compound", "zorgkosten", "zorg", within=3),
    _a("compound", "zorgkosten", "zorgpremie"),
    _a("compound", "belastingverlaging", "belastingplan"),
    _a("compound", "klimaatbeleid", "kernenergie", within=3),
    _a("compound", "huisartsenzorg", "wachtlijsten", within=3),
    _a("compound", "asielopvang", "asiel"),
    _a("compound", "defensiebudget", "navo"),
    _p("compound", "europese", "europa"),
    _a("compound", "europese", "europese-verkiezingen"),
    # The English site: English pages in English word forms, untranslated ones in Dutch.
    _p("english", "education", "onderwijs", locale="en"),
    _p("english", "educational", "onderwijs", locale="en"),
    _p("english", "healthcare", "zorg", locale="en"),
    _p("english", "energy", "energie", locale="en"),
    _p("english", "housing", "wonen", locale="en"),
    _p("english", "agricultural", "landbouw", locale="en"),
    _p("english", "europe", "europa", locale="en"),
    _a("english", "teachers", "lerarentekort", locale="en"),
    _a("english", "waiting lists", "wachtlijsten", locale="en"),
    _a("english", "childcare", "kinderopvang", locale="en"),
    _a("english", "healthcar", "wachtlijsten", locale="en"),
    _p("english", "educaton", "onderwijs", locale="en"),
    _p("english", "housign", "wonen", locale="en"),
    _a("english", "stikstof", "stikstof", locale="en"),
]

# Queries that must find nothing at all (no correction is near enough).
NOTHING = ["xqzvw", "qwertyuiop", "zzzzzzzz"]
