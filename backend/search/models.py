"""The title index: the Dutch word forms of every searchable page's title (see title_index.py).

Wagtail's index holds everything else; this small table lets a search find the title matches,
which are listed first, without ranking every page whose body matches."""

from django.db import models


class TitleWord(models.Model):
    """One indexed form (text.py) of a word in a page's title: lowercase, without accents."""

    page = models.ForeignKey("wagtailcore.Page", on_delete=models.CASCADE, related_name="+")
    form = models.CharField(max_length=100)

    class Meta:
        verbose_name = "Titelwoord"
        verbose_name_plural = "Titelwoorden"
        constraints = [models.UniqueConstraint(fields=["form", "page"], name="search_titleword_unique")]
        # Prefix lookups: a range over this index on SQLite, LIKE 'prefix%' on PostgreSQL (the
        # pattern operator class; the unique index above follows the database's collation).
        indexes = [
            models.Index(
                fields=["form", "page"],
                name="search_titleword_prefix",
                opclasses=["varchar_pattern_ops", "int4_ops"],
            )
        ]

    def __str__(self) -> str:
        return self.form
