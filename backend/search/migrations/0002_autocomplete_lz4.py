"""PostgreSQL: the autocomplete vectors are compressed with lz4 instead of pglz.

A common word (or the first letters of one) matches most pages, and every match is decompressed
to be ranked; pglz decompression was most of the time of such a search (~80 ms for 9 000 articles
on the development VM, ~25 ms with lz4). Values keep the compression they were written with, so
the existing ones are rewritten once. Skipped where the server has no lz4 (PostgreSQL before 14,
or built without it) and on SQLite. Should Wagtail alter the column, search stays correct, only
slower.
"""

from django.db import migrations


def _has_lz4(cursor) -> bool:
    cursor.execute(
        "SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)"
    )
    return cursor.fetchone() is not None


def _set_compression(schema_editor, method: str) -> None:
    connection = schema_editor.connection
    if connection.vendor != "postgresql":
        return
    with connection.cursor() as cursor:
        if not _has_lz4(cursor):
            return
        cursor.execute(f"ALTER TABLE wagtailsearch_indexentry ALTER COLUMN autocomplete SET COMPRESSION {method}")
        # Concatenating builds a new value, written with the column's compression.
        cursor.execute("UPDATE wagtailsearch_indexentry SET autocomplete = autocomplete || ''::tsvector")


def forwards(apps, schema_editor):
    _set_compression(schema_editor, "lz4")


def backwards(apps, schema_editor):
    _set_compression(schema_editor, "pglz")


class Migration(migrations.Migration):
    dependencies = [("search", "0001_search_index_tuning")]

    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
