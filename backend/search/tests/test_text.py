from django.test import RequestFactory

from core.clients import client_ip
from search.text import forms, index_text, matches, query_groups, query_words


def shared(*words: str) -> set[str]:
    return set.intersection(*(set(forms(word)) for word in words))


def test_inflections_share_a_form():
    assert shared("zoekt", "zoeken", "gezocht")
    assert shared("woning", "woningen")
    assert shared("huis", "huizen")


def test_accents_and_case_are_ignored():
    assert index_text("België") == index_text("belgie") == index_text("BELGIE")
    assert "reunie" in index_text("Reünie").split()


def test_markup_and_quotes_are_just_words():
    assert index_text('<b>Vet</b> & "quote"; DROP TABLE x; --').split()[:2] == ["b", "vet"]
    assert all(form.isalnum() for group in query_groups("\"' OR 1=1; -- *NEAR(") for form in group)


def test_query_words_drop_stopwords_but_keep_the_last_word():
    assert query_words("De zorg en het onderwijs") == ["zorg", "onderwijs"]
    assert query_words("zorg en") == ["zorg", "en"]
    assert query_words("de") == ["de"]
    assert query_words("   ") == []


def test_matches_uses_prefixes_like_the_index():
    assert matches(query_groups("immigr"), "Immigratie en asiel")
    assert matches(query_groups("gezocht"), "Wij zoeken vrijwilligers")
    assert not matches(query_groups("zorg"), "Onderwijs")


def test_english_words_are_stemmed_in_english():
    groups = query_groups("educational", ("en",))
    assert matches(groups, "Education for everyone", "en")
    assert matches(query_groups("taught", ("en",)), "We teach", "en")
    assert not matches(query_groups("healthcare", ("en",)), "Education for everyone", "en")
    # The Dutch stemmer alone does not bring 'educational' and 'education' together.
    assert not matches(query_groups("educational"), "Education for everyone")
    assert query_words("the schools and the teachers", ("en",)) == ["schools", "teachers"]


def test_client_ip_trusts_forwarded_addresses_only_from_local_proxies():
    factory = RequestFactory()
    direct = factory.get("/", REMOTE_ADDR="203.0.113.9", HTTP_X_FORWARDED_FOR="198.51.100.1")
    assert client_ip(direct) == "203.0.113.9"
    proxied = factory.get(
        "/", REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6, 198.51.100.7, ::1"
    )
    assert client_ip(proxied) == "198.51.100.7"  # the spoofable left part is not used
    local = factory.get("/", REMOTE_ADDR="::1", HTTP_X_FORWARDED_FOR="127.0.0.1")
    assert client_ip(local) == "::1"
    assert client_ip(factory.get("/", REMOTE_ADDR="127.0.0.1")) == "127.0.0.1"
