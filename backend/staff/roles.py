"""The two staff roles, as Wagtail groups (created by migration 0001_roles):

- Redactie (editors): pages, images, documents, the content snippets, redirects and campaign
  links, and nothing with personal data.
- Administratie: the member data and everything else with personal data (members, orders and
  tickets, donations and payments, sign-ups, legion, friends, applications, sent e-mails, consent
  records, the campaign report, their CSV exports) and the door scanner, but no content.

Every admin view with personal data checks a model permission that only Administratie has
(staff/tests/test_roles.py enumerates the admin URLs). A new model with personal data needs its
app or model added to ADMINISTRATION_MODELS and a migration that calls `apply_roles` again."""

from __future__ import annotations

EDITORS = "Redactie"
ADMINISTRATION = "Administratie"

ACTIONS = ("add", "change", "delete", "view")

# (app_label, model): every model permission (add, change, delete, view and the model's own);
# (app_label, None): every model of the app.
EDITOR_MODELS = [
    ("content", None),
    ("core", "sitelinks"),
    ("wagtailredirects", "redirect"),
    ("tracking", "personallink"),
    ("events", "eventcancellationnotice"),
]
EDITOR_EXTRA = [("wagtailadmin", "access_admin")]
# Model permissions editors do not get even where they hold the rest of the model's.
EDITOR_EXCLUDED = [("tracking", "report_personallink")]
EDITOR_PAGE_PERMISSIONS = ["add_page", "change_page", "publish_page", "lock_page", "unlock_page"]
EDITOR_COLLECTION_PERMISSIONS = [
    ("wagtailimages", "add_image"),
    ("wagtailimages", "change_image"),
    ("wagtailimages", "delete_image"),
    ("wagtailimages", "choose_image"),
    ("wagtaildocs", "add_document"),
    ("wagtaildocs", "change_document"),
    ("wagtaildocs", "delete_document"),
    ("wagtaildocs", "choose_document"),
]

MEMBER_DATA_APPS = [
    "members",
    "orders",
    "donations",
    "payments",
    "engagement",
    "legion",
    "friends",
    "applications",
    "people",
    "wfpp",
]
ADMINISTRATION_MODELS = [(app, None) for app in MEMBER_DATA_APPS] + [
    ("core", "outgoingemail"),
    ("tracking", "consentrecord"),
    ("tracking", "fingerprintrecord"),
]
ADMINISTRATION_EXTRA = [
    ("wagtailadmin", "access_admin"),
    ("events", "check_in"),
    ("tracking", "report_personallink"),
]


def _model_permissions(Permission, ContentType, models, excluded=()):
    found = []
    for app_label, model in models:
        types = ContentType.objects.filter(app_label=app_label)
        if model is not None:
            types = types.filter(model=model)
        for permission in Permission.objects.filter(content_type__in=types):
            key = (permission.content_type.app_label, permission.codename)
            if key not in excluded:
                found.append(permission)
    return found


def _named_permissions(Permission, pairs):
    return [
        Permission.objects.get(content_type__app_label=app_label, codename=codename)
        for app_label, codename in pairs
    ]


def create_all_permissions(apps) -> None:
    """The permissions of every model, as post_migrate would make them after the migrations."""
    from django.contrib.auth.management import create_permissions

    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None


def apply_roles(apps, schema_editor=None) -> None:
    """Creates or updates both groups with exactly the permissions above (works on the
    historical models of a migration as on the real ones)."""
    create_all_permissions(apps)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    ContentType = apps.get_model("contenttypes", "ContentType")
    Page = apps.get_model("wagtailcore", "Page")
    Collection = apps.get_model("wagtailcore", "Collection")
    GroupPagePermission = apps.get_model("wagtailcore", "GroupPagePermission")
    GroupCollectionPermission = apps.get_model("wagtailcore", "GroupCollectionPermission")

    editors, _ = Group.objects.get_or_create(name=EDITORS)
    editors.permissions.set(
        _model_permissions(Permission, ContentType, EDITOR_MODELS, EDITOR_EXCLUDED)
        + _named_permissions(Permission, EDITOR_EXTRA)
    )
    root_page = Page.objects.filter(depth=1).first()
    if root_page is not None:
        GroupPagePermission.objects.filter(group=editors).delete()
        for codename in EDITOR_PAGE_PERMISSIONS:
            GroupPagePermission.objects.create(
                group=editors,
                page=root_page,
                permission=Permission.objects.get(
                    content_type__app_label="wagtailcore", codename=codename
                ),
            )
    root_collection = Collection.objects.filter(depth=1).first()
    if root_collection is not None:
        GroupCollectionPermission.objects.filter(group=editors).delete()
        for permission in _named_permissions(Permission, EDITOR_COLLECTION_PERMISSIONS):
            GroupCollectionPermission.objects.create(
                group=editors, collection=root_collection, permission=permission
            )

    administration, _ = Group.objects.get_or_create(name=ADMINISTRATION)
    administration.permissions.set(
        _model_permissions(Permission, ContentType, ADMINISTRATION_MODELS)
        + _named_permissions(Permission, ADMINISTRATION_EXTRA)
    )


def remove_roles(apps, schema_editor=None) -> None:
    apps.get_model("auth", "Group").objects.filter(name__in=[EDITORS, ADMINISTRATION]).delete()
