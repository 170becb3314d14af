"""Two staff actions on a gift, each behind a confirmation: pay it back, or stop a monthly gift."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from wagtail.admin import messages

from core.admin_access import staff_passes_test
from core.errors import DomainError
from core.money import format_euros

from . import services
from .models import Donation


def can_manage(user) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("donations.change_donation"))


ACTIONS = {
    "refund": ("Gift terugbetalen", "Betaal {amount} terug aan {donor}? De gift telt daarna niet meer mee.", "Terugbetalen"),
    "stop": ("Maandelijkse gift stoppen", "Stop de maandelijkse gift van {amount} van {donor}?", "Stoppen"),
}


@staff_passes_test(can_manage)
def donation_action(request, pk: int, action: str):
    if action not in ACTIONS:
        raise Http404
    donation = get_object_or_404(Donation.objects.select_related("page", "subscription"), pk=pk)
    listing = reverse(Donation.snippet_viewset.get_url_name("list"))
    title, question, button = ACTIONS[action]
    if request.method == "POST":
        try:
            if action == "refund":
                services.donation_refund(donation=donation)
                messages.success(request, f"{format_euros(donation.amount_cents)} is terugbetaald.")
            else:
                services.donation_stop_monthly(donation=donation)
                messages.success(request, "De maandelijkse gift is gestopt.")
        except DomainError as error:
            messages.error(request, error.message)
        return redirect(listing)
    donor = f"{donation.first_name} {donation.last_name}".strip() or "een anonieme gever"
    context = {
        "title": title,
        "question": question.format(amount=format_euros(donation.amount_cents), donor=donor),
        "button": button,
        "cancel_url": listing,
        "donation": donation,
    }
    return render(request, "donations/admin_confirm.html", context)
