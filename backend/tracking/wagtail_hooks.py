"""Admin: personal links (editable), the cookie choices and visitor identifiers (read-only lists
with filters and CSV), and the two reports. Ordinary redirects are Wagtail's own (Settings →
Redirects)."""

from __future__ import annotations

import django_filters
from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.menu import MenuItem
from wagtail.permission_policies import ModelPermissionPolicy
from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSetGroup

from core.admin_viewsets import BackOfficeViewSet, RecordViewSet

from .models import ConsentRecord, FingerprintRecord, PersonalLink
from .reports import CampaignResultsView, ConsentCountsView


class ViewOnlyPolicy(ModelPermissionPolicy):
    """Records are written by the site itself: staff may look and export, never edit."""

    def user_has_permission(self, user, action):
        return action == "view" and super().user_has_permission(user, "view")

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class PersonalLinkViewSet(BackOfficeViewSet):
    model = PersonalLink
    icon = "link"
    menu_label = "Persoonlijke links"
    list_display = ["label", "target_path", "uuid", "active", "created_at"]
    list_filter = ["active"]
    list_export = ["uuid", "label", "target_path", "active", "created_at"]
    export_filename = "persoonlijke-links"
    search_fields = ["label", "target_path"]


class ConsentFilterSet(WagtailFilterSet):
    created_at = django_filters.DateFromToRangeFilter(label="Periode", widget=DateRangePickerWidget)

    class Meta:
        model = ConsentRecord
        fields = ["choice", "version", "analytics", "advertising"]


class ConsentRecordViewSet(RecordViewSet):
    model = ConsentRecord
    icon = "tick-inverse"
    menu_label = "Cookiekeuzes"
    list_display = ["created_at", "version", "choice", "analytics", "advertising"]
    filterset_class = ConsentFilterSet
    list_export = ["created_at", "version", "choice", "analytics", "advertising"]
    export_filename = "cookiekeuzes"


class FingerprintFilterSet(WagtailFilterSet):
    created_at = django_filters.DateFromToRangeFilter(label="Periode", widget=DateRangePickerWidget)

    class Meta:
        model = FingerprintRecord
        fields = ["uuid"]


class FingerprintRecordViewSet(RecordViewSet):
    model = FingerprintRecord
    icon = "user"
    menu_label = "Bezoekers-id's"
    list_display = ["visitor_id", "uuid", "created_at"]
    filterset_class = FingerprintFilterSet
    list_export = ["visitor_id", "uuid", "created_at"]
    export_filename = "bezoekers-ids"
    search_fields = ["visitor_id"]


class TrackingGroup(SnippetViewSetGroup):
    items = (PersonalLinkViewSet, ConsentRecordViewSet, FingerprintRecordViewSet)
    menu_icon = "link"
    menu_label = "Campagnes"
    menu_name = "campaigns"
    menu_order = 260


register_permission_policy(ConsentRecord, ViewOnlyPolicy(ConsentRecord))
register_permission_policy(FingerprintRecord, ViewOnlyPolicy(FingerprintRecord))
register_snippet(TrackingGroup)


@hooks.register("register_admin_urls")
def tracking_admin_urls():
    return [
        path("reports/campagnes/", CampaignResultsView.as_view(), name="campaign_results"),
        path(
            "reports/campagnes/results/",
            CampaignResultsView.as_view(results_only=True),
            name="campaign_results_results",
        ),
        path("reports/cookiekeuzes/", ConsentCountsView.as_view(), name="consent_counts"),
        path(
            "reports/cookiekeuzes/results/",
            ConsentCountsView.as_view(results_only=True),
            name="consent_counts_results",
        ),
    ]


class PermissionMenuItem(MenuItem):
    def __init__(self, *args, permission: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.permission = permission

    def is_shown(self, request):
        return request.user.has_perm(self.permission)


@hooks.register("register_reports_menu_item")
def campaign_results_menu_item():
    return PermissionMenuItem(
        "Resultaten per campagne",
        reverse("campaign_results"),
        icon_name="link",
        order=1310,
        permission="tracking.report_personallink",
    )


@hooks.register("register_reports_menu_item")
def consent_counts_menu_item():
    return PermissionMenuItem(
        "Cookiekeuzes per versie",
        reverse("consent_counts"),
        icon_name="tick-inverse",
        order=1320,
        permission="tracking.view_consentrecord",
    )
