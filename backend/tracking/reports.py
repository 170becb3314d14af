"""Admin reports: results per campaign (utm_id) and the cookie choices counted per version and
choice. Both are aggregates: no visitor, member or buyer can be told apart in them."""

from __future__ import annotations

import django_filters
from django.db.models import Count
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.ui.tables import Column
from wagtail.admin.views.reports import ReportView
from wagtail.permission_policies import ModelPermissionPolicy

from core import admin_format
from core.admin_viewsets import EurosColumn
from core.exports import ReadableExportMixin

from .campaigns import campaign_results
from .models import ConsentRecord, PersonalLink


class CampaignPeriodFilterSet(WagtailFilterSet):
    # Only read for its dates: the rows are built per period in get_filtered_queryset.
    period = django_filters.DateFromToRangeFilter(label="Periode", widget=DateRangePickerWidget)

    class Meta:
        model = PersonalLink
        fields: list[str] = []


class CampaignResultsView(ReadableExportMixin, ReportView):
    page_title = "Resultaten per campagne"
    header_icon = "link"
    index_url_name = "campaign_results"
    index_results_url_name = "campaign_results_results"
    permission_policy = ModelPermissionPolicy(PersonalLink)
    permission_required = "report"
    filterset_class = CampaignPeriodFilterSet
    columns = [
        Column("campaign", label="Campagne (utm_id)"),
        Column("orders", label="Bestellingen"),
        EurosColumn("order_revenue_cents", label="Omzet tickets"),
        Column("donations", label="Donaties"),
        EurosColumn("donation_amount_cents", label="Gedoneerd"),
        Column("memberships", label="Lidmaatschappen"),
        Column("signups", label="Aanmeldingen"),
        Column("signup_kinds", label="Waarvan"),
    ]
    list_export = [
        "utm_id",
        "orders",
        "order_revenue_cents",
        "donations",
        "donation_amount_cents",
        "memberships",
        "signups",
        "signup_kinds",
    ]
    export_headings = {
        "utm_id": "utm_id",
        "orders": "Bestellingen",
        "order_revenue_cents": "Omzet tickets",
        "donations": "Donaties",
        "donation_amount_cents": "Gedoneerd",
        "memberships": "Lidmaatschappen",
        "signups": "Aanmeldingen",
        "signup_kinds": "Aanmeldingen per soort",
    }
    export_filename = "resultaten-per-campagne"

    def get_filtered_queryset(self):
        since = until = None
        if self.filters and self.filters.is_valid():
            period = self.filters.form.cleaned_data.get("period")
            if period:
                since = period.start.date() if period.start else None
                until = period.stop.date() if period.stop else None
        return campaign_results(since=since, until=until)


class ConsentPeriodFilterSet(WagtailFilterSet):
    created_at = django_filters.DateFromToRangeFilter(label="Periode", widget=DateRangePickerWidget)

    class Meta:
        model = ConsentRecord
        fields: list[str] = []


class ConsentCountsView(ReadableExportMixin, ReportView):
    page_title = "Cookiekeuzes per versie"
    header_icon = "tick-inverse"
    index_url_name = "consent_counts"
    index_results_url_name = "consent_counts_results"
    permission_policy = ModelPermissionPolicy(ConsentRecord)
    permission_required = "view"
    filterset_class = ConsentPeriodFilterSet
    columns = [
        Column("version", label="Versie"),
        Column("choice_label", label="Keuze"),
        Column("analytics_label", label="Statistieken"),
        Column("advertising_label", label="Advertenties"),
        Column("count", label="Aantal"),
    ]
    list_export = ["version", "choice_label", "analytics", "advertising", "count"]
    export_headings = {
        "version": "Versie",
        "choice_label": "Keuze",
        "analytics": "Statistieken",
        "advertising": "Advertenties",
        "count": "Aantal",
    }
    export_filename = "cookiekeuzes"

    def get_base_queryset(self):
        return ConsentRecord.objects.all()

    def get_filtered_queryset(self):
        records = self.filter_queryset(self.get_base_queryset())
        rows = (
            records.values("version", "choice", "analytics", "advertising")
            .annotate(count=Count("pk"))
            .order_by("-version", "choice", "-analytics", "-advertising")
        )
        labels = dict(ConsentRecord._meta.get_field("choice").choices)
        return [
            {
                **row,
                "choice_label": labels.get(row["choice"], row["choice"]),
                "analytics_label": admin_format.yes_no(row["analytics"]),
                "advertising_label": admin_format.yes_no(row["advertising"]),
            }
            for row in rows
        ]
