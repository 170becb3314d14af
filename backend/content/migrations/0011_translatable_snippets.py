"""The snippets with visitor text become translatable (Wagtail's TranslatableMixin, edited with
wagtail-localize): each existing row gets the default (Dutch) locale and a translation key of its
own; slugs and uuids become unique per locale, since a translation keeps its source's."""

import uuid

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

MODELS = ("person", "peoplelist", "region", "vacancy", "organisation", "product", "profile")


def to_default_locale(apps, schema_editor):
    Locale = apps.get_model("wagtailcore", "Locale")
    language = settings.LANGUAGE_CODE
    locale = Locale.objects.filter(language_code=language).first() or Locale.objects.create(language_code=language)
    for name in MODELS:
        model = apps.get_model("content", name)
        for pk in model.objects.values_list("pk", flat=True):
            model.objects.filter(pk=pk).update(locale=locale, translation_key=uuid.uuid4())


def _nullable_fields(name):
    return [
        migrations.AddField(
            model_name=name,
            name="translation_key",
            field=models.UUIDField(editable=False, null=True),
        ),
        migrations.AddField(
            model_name=name,
            name="locale",
            field=models.ForeignKey(
                editable=False, null=True, on_delete=django.db.models.deletion.PROTECT, related_name="+",
                to="wagtailcore.locale", verbose_name="locale",
            ),
        ),
    ]


def _required_fields(name):
    return [
        migrations.AlterField(
            model_name=name,
            name="translation_key",
            field=models.UUIDField(default=uuid.uuid4, editable=False),
        ),
        migrations.AlterField(
            model_name=name,
            name="locale",
            field=models.ForeignKey(
                editable=False, on_delete=django.db.models.deletion.PROTECT, related_name="+",
                to="wagtailcore.locale", verbose_name="locale",
            ),
        ),
        migrations.AlterUniqueTogether(name=name, unique_together={("translation_key", "locale")}),
    ]


class Migration(migrations.Migration):
    dependencies = [
        ("content", "0010_published_gifts_block"),
        ("wagtailcore", "0098_apitoken"),
    ]

    operations = [
        *(operation for name in MODELS for operation in _nullable_fields(name)),
        migrations.RunPython(to_default_locale, migrations.RunPython.noop),
        *(operation for name in MODELS for operation in _required_fields(name)),
        migrations.RemoveConstraint(model_name="region", name="unique_region_slug_per_kind"),
        migrations.AlterField(
            model_name="person",
            name="slug",
            field=models.SlugField(allow_unicode=True, max_length=100, verbose_name="Slug"),
        ),
        migrations.AlterField(
            model_name="peoplelist",
            name="slug",
            field=models.SlugField(
                choices=[
                    ("bestuur", "bestuur"), ("eerste-kamer", "eerste-kamer"), ("eerste-kamer-oud", "eerste-kamer-oud"),
                    ("tweede-kamer", "tweede-kamer"), ("europees-parlement", "europees-parlement"),
                ],
                max_length=50,
                verbose_name="Lijst",
            ),
        ),
        *(
            migrations.AlterField(
                model_name=name,
                name="uuid",
                field=models.UUIDField(default=uuid.uuid4, editable=False, verbose_name="Kenmerk"),
            )
            for name in ("vacancy", "organisation", "product", "profile")
        ),
        migrations.AddConstraint(
            model_name="person",
            constraint=models.UniqueConstraint(fields=("slug", "locale"), name="unique_person_slug_per_locale"),
        ),
        migrations.AddConstraint(
            model_name="peoplelist",
            constraint=models.UniqueConstraint(fields=("slug", "locale"), name="unique_people_list_per_locale"),
        ),
        migrations.AddConstraint(
            model_name="region",
            constraint=models.UniqueConstraint(
                fields=("kind", "slug", "locale"), name="unique_region_slug_per_kind_locale"
            ),
        ),
        *(
            migrations.AddConstraint(
                model_name=name,
                constraint=models.UniqueConstraint(fields=("uuid", "locale"), name=f"unique_{name}_uuid_per_locale"),
            )
            for name in ("vacancy", "organisation", "product", "profile")
        ),
    ]
