"""Staff see the gifts in the admin: filtered by campaign, status, period and frequency, and
exported as CSV. Gifts change only through their payments, so the listing is read-only."""

from __future__ import annotations

import django_filters
from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.menu import MenuItem as AdminMenuItem
from wagtail.admin.ui.menus import MenuItem
from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet

from core.admin_viewsets import RecordViewSet
from core.campaign import CAMPAIGN_FIELDS
from payments.wagtail_hooks import ReadOnlyPolicy

from .admin_views import can_manage, donation_action
from .models import Donation, DonationStatus
from .reports import CampaignTotalsView


class DonationFilterSet(WagtailFilterSet):
    paid_at = django_filters.DateFromToRangeFilter(label="Betaald in periode", widget=DateRangePickerWidget)

    class Meta:
        model = Donation
        fields = ["page", "status", "frequency", "wants_receipt"]


class DonationViewSet(RecordViewSet):
    model = Donation
    icon = "pick"
    menu_label = "Donaties"
    add_to_admin_menu = True
    menu_order = 210
    filterset_class = DonationFilterSet
    list_display = ["page", "amount", "frequency", "status", "first_name", "last_name", "email", "paid_at"]
    list_export = [
        "public_id", "page", "amount_cents", "frequency", "status", "first_name", "last_name", "email", "street",
        "postal_code", "city", "country", "wants_receipt", *CAMPAIGN_FIELDS, "created_at", "paid_at",
    ]
    export_filename = "donaties"
    search_fields = ["first_name", "last_name", "email"]


register_permission_policy(Donation, ReadOnlyPolicy(Donation))
register_snippet(DonationViewSet)


@hooks.register("register_admin_urls")
def donation_admin_urls():
    return [
        path("donaties/<int:pk>/<str:action>/", donation_action, name="donation_action"),
        path("reports/donaties-per-campagne/", CampaignTotalsView.as_view(), name="donation_totals"),
        path(
            "reports/donaties-per-campagne/results/",
            CampaignTotalsView.as_view(results_only=True),
            name="donation_totals_results",
        ),
    ]


class StaffWithDonationsMenuItem(AdminMenuItem):
    def is_shown(self, request):
        return can_manage(request.user)


@hooks.register("register_reports_menu_item")
def donation_totals_menu_item():
    return StaffWithDonationsMenuItem("Donaties per campagne", reverse("donation_totals"), icon_name="pick", order=1300)


@hooks.register("register_snippet_listing_buttons")
def donation_buttons(snippet, user, next_url=None):
    if not isinstance(snippet, Donation) or not can_manage(user):
        return
    if snippet.status == DonationStatus.PAID:
        url = reverse("donation_action", args=[snippet.pk, "refund"])
        yield MenuItem("Terugbetalen", url, icon_name="undo", priority=50)
    subscription = snippet.subscription  # None without a query when there is none
    if subscription is not None and subscription.status != "canceled":
        url = reverse("donation_action", args=[snippet.pk, "stop"])
        yield MenuItem("Maandelijkse gift stoppen", url, icon_name="cross", priority=60)
