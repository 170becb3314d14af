"""The gift register in the admin, for the administration only (editors see none of it): the
yearly register with its one-click export, and marking an alert handled."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.decorators import user_passes_test
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from wagtail.admin import messages

from core.money import format_euros

from . import exports, ledger, services
from .models import Alert
from .selectors import register


def can_export(user) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("wfpp.export_register"))


def can_handle(user) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("wfpp.change_alert"))


def _year(request) -> int:
    try:
        year = int(request.GET.get("year", ""))
    except ValueError:
        return ledger.this_year()
    return year if 2000 <= year <= 2100 else ledger.this_year()


@user_passes_test(can_export)
def register_view(request):
    year = _year(request)
    givers = register(year)
    for giver in givers:
        giver.total = format_euros(giver.total_cents)  # type: ignore[attr-defined]
    now = ledger.this_year()
    return render(
        request,
        "wfpp/register.html",
        {
            "year": year,
            "years": list(range(now, now - 8, -1)),
            "givers": givers,
            "register_from": format_euros(settings.WFPP_REGISTER_FROM_CENTS),
            "publish_from": format_euros(settings.DONATION_PUBLISH_FROM_CENTS),
        },
    )


@user_passes_test(can_export)
def export_view(request):
    year = _year(request)
    kind = request.GET.get("format", "xlsx")
    if kind == "csv":
        body, content_type = exports.as_csv(year), "text/csv; charset=utf-8"
    elif kind == "xlsx":
        body = exports.as_xlsx(year)
        content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    else:
        raise Http404
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="giftenregister-{year}.{kind}"'
    return response


@user_passes_test(can_handle)
def alert_handle_view(request, pk: int):
    alert = get_object_or_404(Alert.objects.select_related("person"), pk=pk)
    listing = reverse("wagtailsnippets_wfpp_alert:list")
    if request.method == "POST":
        services.alert_handle(alert=alert, actor=request.user)
        messages.success(request, "De melding is afgehandeld.")
        return redirect(listing)
    return render(request, "wfpp/alert_confirm.html", {"alert": alert, "cancel_url": listing})
