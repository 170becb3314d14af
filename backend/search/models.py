"""The title index: the Dutch word forms of every searchable page's title (see title_index.py).

Wagtail's index holds everything else; this small table lets a search find the title matches,
which are listed first, without ranking every page whose body matches."""

from django.db import models


class TitleWord(models.Model):
    """One indexed form (text.py) of a word in a page's title: lowercase, without accents."""

    page = models.ForeignKey("wagtailcore.Page", on_delete=models.CASCADE, related_name="+")
    form = models.CharField(max_length=100)
    # The page's type and the length of its title, on each of its words: a search orders a list's
    # title matches by the length (search/listing.py), and the index alone picks the few pages of
    # that type to look up.
    content_type = models.ForeignKey(
        "contenttypes.ContentType",
        on_delete=models.CASCADE,
        related_name="+",
        null=True,
        db_index=False,  # the prefix index below holds it
    )
    title_length = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "Titelwoord"
        verbose_name_plural = "Titelwoorden"
        constraints = [
            models.UniqueConstraint(fields=["form", "page"], name="search_titleword_unique")
        ]
        # Prefix lookups: a range over this index on SQLite, LIKE 'prefix%' on PostgreSQL (the
        # pattern operator class; the unique index above follows the database's collation). It
        # holds the page's type and title length too, so that a search reads no table row to pick
        # the best matches of a type.
        indexes = [
            models.Index(
                fields=["form", "content_type", "page", "title_length"],
                name="search_titleword_prefix_type",
                opclasses=["varchar_pattern_ops", "int4_ops", "int4_ops", "int4_ops"],
            )
        ]

    def __str__(self) -> str:
        return self.form


class Term(models.Model):
    """A word of the searchable pages' titles and texts (lowercase, without accents, as written):
    the vocabulary that query words are checked against, corrected from (typos) and split into
    (Dutch compounds); see search/vocabulary.py. `pages` counts how often pages holding the word
    were indexed (a page indexed again counts again), a weight for choosing between corrections."""

    word = models.CharField(max_length=100, unique=True)
    pages = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "Zoekterm"
        verbose_name_plural = "Zoektermen"

    def __str__(self) -> str:
        return self.word
