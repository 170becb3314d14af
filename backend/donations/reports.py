"""Admin report: per donation page the number of paid gifts, the amount raised and the goal."""

from __future__ import annotations

from django.db.models import Count, Q, Sum
from wagtail.admin.ui.tables import Column
from wagtail.admin.views.reports import ReportView
from wagtail.permission_policies import ModelPermissionPolicy

from core.admin_viewsets import EurosColumn
from core.exports import ReadableExportMixin

from .models import Donation, DonationPage, DonationStatus

PAID = Q(donations__status=DonationStatus.PAID)


class CampaignTotalsView(ReadableExportMixin, ReportView):
    page_title = "Donaties per campagne"
    header_icon = "pick"
    index_url_name = "donation_totals"
    index_results_url_name = "donation_totals_results"
    permission_policy = ModelPermissionPolicy(Donation)
    any_permission_required = ["change"]
    columns = [
        Column("title", label="Campagne"),
        Column("paid_count", label="Betaalde giften"),
        EurosColumn("raised_cents", label="Opgehaald"),
        EurosColumn("goal_cents", label="Doel"),
    ]
    list_export = ["title", "paid_count", "raised_cents", "goal_cents"]
    export_headings = {
        "title": "Campagne",
        "paid_count": "Betaalde giften",
        "raised_cents": "Opgehaald",
        "goal_cents": "Doel",
    }

    def get_queryset(self):
        return (
            DonationPage.objects.filter(locale__language_code="nl")
            .annotate(
                paid_count=Count("donations", filter=PAID),
                raised_cents=Sum("donations__amount_cents", filter=PAID),
            )
            .order_by("path")
        )
