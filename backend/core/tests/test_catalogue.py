"""The English catalogue of the visitor's messages (core/catalogue.py): complete, and compiled."""

from __future__ import annotations

import re

from core import catalogue

PLACEHOLDER = re.compile(r"%\(\w+\)s|\{\w*\}")


def test_every_message_in_the_code_has_english():
    entries = {message.id: message for message in catalogue.read_catalogue() if message.id}
    missing = [
        f"{where}: {message}"
        for message, where in catalogue.marked_messages()
        if message not in entries or not entries[message].string
    ]
    assert not missing, "run `manage.py catalogue` and fill in the English:\n" + "\n".join(missing)


def test_every_entry_is_translated_once_with_the_same_placeholders():
    read = catalogue.read_catalogue()
    assert not read.obsolete
    entries = [message for message in read if message.id]
    assert len(entries) > 100
    for message in entries:
        english = message.string
        assert isinstance(english, str) and english.strip(), message.id
        assert not message.fuzzy, message.id
        assert english != message.id, message.id
        assert sorted(PLACEHOLDER.findall(english)) == sorted(
            PLACEHOLDER.findall(str(message.id))
        ), message.id


def test_the_catalogue_holds_only_messages_of_the_code():
    in_code = {message for message, _where in catalogue.marked_messages()}
    unused = [m.id for m in catalogue.read_catalogue() if m.id and m.id not in in_code]
    assert not unused, "run `manage.py catalogue` to drop them"


def test_the_compiled_catalogue_is_that_of_the_po():
    expected = catalogue.translations(catalogue.compiled(catalogue.read_catalogue()))
    assert catalogue.translations(catalogue.MO_PATH.read_bytes()) == expected, (
        "run `manage.py catalogue` to compile the .mo"
    )


def test_the_english_the_frontend_recognises():
    # frontend/app/routes/membership-upgrade.tsx tells a used link from an expired one by its text.
    from members.offers import USED

    assert catalogue.read_catalogue()[USED].string == "This link has already been used."
