"""The staff roles Redactie and Administratie as Wagtail groups (staff/roles.py)."""

from django.db import migrations

from staff.roles import apply_roles, remove_roles


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("wagtailcore", "0098_apitoken"),
        ("wagtailadmin", "0006_formstate"),
        ("wagtailimages", "0027_image_description"),
        ("wagtaildocs", "0014_alter_document_file_size"),
        ("wagtailredirects", "0008_add_verbose_name_plural"),
        ("content", "0009_premium_area"),
        ("core", "0005_outgoingemail_attachments"),
        ("tracking", "0001_initial"),
        ("events", "0001_initial"),
        ("members", "0003_referral_code_index"),
        ("orders", "0001_initial"),
        ("donations", "0001_initial"),
        ("payments", "0002_recurring_charges"),
        ("engagement", "0002_supporters"),
        ("legion", "0001_initial"),
        ("friends", "0001_initial"),
        ("applications", "0001_initial"),
    ]

    operations = [migrations.RunPython(apply_roles, remove_roles)]
