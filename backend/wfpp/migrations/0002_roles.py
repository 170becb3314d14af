"""The Administratie role gets the gift register (staff/roles.py lists the wfpp app); editors none."""

from django.db import migrations

from staff.roles import apply_roles


class Migration(migrations.Migration):
    dependencies = [
        ("wfpp", "0001_gift_register"),
        ("staff", "0001_roles"),
        ("people", "0002_attach_existing_records"),
    ]

    operations = [migrations.RunPython(apply_roles, migrations.RunPython.noop)]
