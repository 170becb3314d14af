"""Tunes the storage of Wagtail's search index for the visitors' search (autocomplete queries).

SQLite: the FTS5 table gets prefix indexes for 2, 3 and 4 characters. Every search ends in a prefix
query (the visitor is still typing the last word); without them FTS5 merges the entries of every
word that starts with, say, 'ond'. The table only mirrors wagtailsearch_indexentry (Wagtail's
triggers keep it in step), so it is rebuilt from there.

PostgreSQL: the autocomplete vector is kept in the row (compressed) rather than out of line, so
ranking thousands of matches does not fetch each one from the TOAST table.

Should a Wagtail upgrade recreate either, search stays correct, only slower.
"""

from django.db import migrations

FTS_TABLE = "wagtailsearch_indexentry_fts"
FTS_COLUMNS = "autocomplete, body, title"


def _rebuild_fts(connection, options: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM sqlite_master WHERE name = %s", [FTS_TABLE])
        if cursor.fetchone() is None:  # SQLite without FTS5: Wagtail's fallback backend, nothing to do
            return
        cursor.execute(f"DROP TABLE {FTS_TABLE}")
        cursor.execute(f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5({FTS_COLUMNS}{options})")
        cursor.execute(
            f"INSERT INTO {FTS_TABLE}(rowid, {FTS_COLUMNS}) SELECT id, {FTS_COLUMNS} FROM wagtailsearch_indexentry"
        )


def _set_storage(connection, storage: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"ALTER TABLE wagtailsearch_indexentry ALTER COLUMN autocomplete SET STORAGE {storage}")


def forwards(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor == "sqlite":
        _rebuild_fts(connection, ", prefix='2 3 4'")
    elif connection.vendor == "postgresql":
        _set_storage(connection, "MAIN")


def backwards(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor == "sqlite":
        _rebuild_fts(connection, "")
    elif connection.vendor == "postgresql":
        _set_storage(connection, "EXTENDED")


class Migration(migrations.Migration):
    dependencies = [("wagtailsearch", "0010_add_text_fields")]

    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
