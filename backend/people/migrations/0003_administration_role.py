"""The Administratie role gets the permissions of the people app (staff/roles.py)."""

from django.db import migrations

from staff.roles import apply_roles


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0002_attach_existing_records"),
        ("staff", "0001_roles"),
    ]

    operations = [migrations.RunPython(apply_roles, migrations.RunPython.noop)]
