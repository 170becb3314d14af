"""Staff see contact messages and applications in the admin: filters, CSV export (without the CV
itself), an inspect page with the CV as a permission-checked download, and only the status and
notes editable. Nobody adds records by hand: they come from the site's forms."""

from __future__ import annotations

import django_filters
from django.urls import path
from wagtail import hooks
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.panels import FieldPanel
from wagtail.permissions import ModelPermissionPolicy, register_permission_policy
from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSetGroup

from core.admin_viewsets import BackOfficeViewSet
from core.campaign import CAMPAIGN_FIELDS

from .admin_views import ApplicationInspectView, cv_download
from .models import CandidateApplication, ContactMessage, Status, VacancyApplication


class SubmissionPolicy(ModelPermissionPolicy):
    """The model permissions, except that nobody adds a submission in the admin."""

    def user_has_permission(self, user, action):
        return action != "add" and super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


def _filterset(model_class, extra: list[str]):
    class Filters(WagtailFilterSet):
        status = django_filters.ChoiceFilter(label="Status", choices=Status.choices)
        created_at = django_filters.DateFromToRangeFilter(
            label="Ontvangen in periode", widget=DateRangePickerWidget
        )

        class Meta:
            model = model_class
            fields = ["status", *extra]

    return Filters


class CandidateFilters(_filterset(CandidateApplication, ["is_member"])):
    municipality = django_filters.CharFilter(label="Gemeente", lookup_expr="icontains")


COMMON_EXPORT = [
    "status",
    "created_at",
    "consent_at",
    "consent_version",
    *CAMPAIGN_FIELDS,
]
APPLICANT_EXPORT = ["first_name", "last_name", "email", "phone", "motivation", "has_cv"]


class SubmissionViewSet(BackOfficeViewSet):
    actions = ("change", "delete")
    inspect_view_enabled = True
    panels = [FieldPanel("status"), FieldPanel("staff_notes")]
    ordering = ["-created_at"]


class ContactMessageViewSet(SubmissionViewSet):
    model = ContactMessage
    icon = "mail"
    menu_label = "Contactberichten"
    filterset_class = _filterset(ContactMessage, [])
    list_display = ["subject", "name", "email", "status", "created_at"]
    list_export = ["public_id", "name", "email", "subject", "message", *COMMON_EXPORT]
    export_filename = "contactberichten"
    search_fields = ["name", "email", "subject", "message"]


class VacancyApplicationViewSet(SubmissionViewSet):
    model = VacancyApplication
    icon = "user"
    menu_label = "Sollicitaties"
    inspect_view_class = ApplicationInspectView
    filterset_class = _filterset(VacancyApplication, ["vacancy"])
    list_display = [
        "first_name",
        "last_name",
        "vacancy_title",
        "email",
        "has_cv",
        "status",
        "created_at",
    ]
    list_export = ["public_id", "vacancy_title", *APPLICANT_EXPORT, *COMMON_EXPORT]
    inspect_view_fields = [
        "vacancy_title",
        "first_name",
        "last_name",
        "email",
        "phone",
        "motivation",
        "cv",
        "status",
        "staff_notes",
        "created_at",
        "consent_at",
        "consent_version",
        *CAMPAIGN_FIELDS,
    ]
    export_filename = "sollicitaties"
    search_fields = ["first_name", "last_name", "email", "vacancy_title"]


class CandidateApplicationViewSet(SubmissionViewSet):
    model = CandidateApplication
    icon = "group"
    menu_label = "Kandidaat-raadsleden"
    inspect_view_class = ApplicationInspectView
    filterset_class = CandidateFilters
    list_display = [
        "first_name",
        "last_name",
        "municipality",
        "email",
        "is_member",
        "has_cv",
        "status",
        "created_at",
    ]
    list_export = ["public_id", "municipality", "is_member", *APPLICANT_EXPORT, *COMMON_EXPORT]
    inspect_view_fields = [
        "municipality",
        "first_name",
        "last_name",
        "email",
        "phone",
        "is_member",
        "motivation",
        "cv",
        "status",
        "staff_notes",
        "created_at",
        "consent_at",
        "consent_version",
        *CAMPAIGN_FIELDS,
    ]
    export_filename = "kandidaat-raadsleden"
    search_fields = ["first_name", "last_name", "email", "municipality"]


class ApplicationsGroup(SnippetViewSetGroup):
    menu_label = "Berichten en aanmeldingen"
    menu_icon = "mail"
    menu_order = 230
    items = (ContactMessageViewSet, VacancyApplicationViewSet, CandidateApplicationViewSet)


for model in (ContactMessage, VacancyApplication, CandidateApplication):
    register_permission_policy(model, SubmissionPolicy(model))
register_snippet(ApplicationsGroup)


@hooks.register("register_admin_urls")
def application_admin_urls():
    return [path("aanmeldingen/cv/<str:kind>/<int:pk>/", cv_download, name="application_cv")]
