"""Every existing record gets its person (issue 20): people/backfill.py."""

from django.db import migrations

from people.backfill import attach


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0001_person"),
        ("members", "0004_person_link"),
        ("friends", "0002_person_link"),
        ("legion", "0002_person_link"),
        ("engagement", "0003_person_link"),
        ("applications", "0002_person_link"),
        ("donations", "0002_person_link"),
        ("orders", "0002_person_link"),
    ]

    operations = [migrations.RunPython(attach, migrations.RunPython.noop)]
