"""Staff pages for one member, each behind the member-data permission: the payment history with
the log of changes, and manual activation or cancellation (with a confirmation)."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from wagtail.admin import messages

from core.admin_access import staff_passes_test
from core.errors import DomainError
from core.money import format_euros

from . import services
from .admin_forms import MemberDetailsForm
from .history import event_rows
from .models import Membership


def can_see_members(user) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("members.view_member_data"))


def can_manage_members(user) -> bool:
    return can_see_members(user) and (
        user.is_superuser or user.has_perm("members.change_membership")
    )


ACTIONS = {
    "activate": (
        "Lidmaatschap activeren",
        "Activeer het lidmaatschap van {name} tot en met 31 december (contributie op een andere manier betaald)?",
        "Activeren",
    ),
    "cancel": (
        "Lidmaatschap beëindigen",
        "Beëindig het lidmaatschap van {name}? Er wordt geen contributie meer afgeschreven.",
        "Beëindigen",
    ),
}


def _listing() -> str:
    return reverse(Membership.snippet_viewset.get_url_name("list"))


@staff_passes_test(can_see_members)
def member_history(request, pk: int):
    membership = get_object_or_404(Membership, pk=pk)
    context = {
        "membership": membership,
        "payments": [
            (record, format_euros(record.payment.amount_cents))
            for record in membership.payments.select_related("payment").order_by("-created_at")
        ],
        "events": event_rows(membership.events.select_related("actor").order_by("-at")[:200]),
        "listing_url": _listing(),
        "edit_url": reverse("member_edit", args=[membership.pk])
        if can_manage_members(request.user)
        else None,
    }
    return render(request, "members/admin_history.html", context)


@staff_passes_test(can_manage_members)
def member_edit(request, pk: str):
    """Staff correct a member's details; every change goes to the member's log."""
    membership = get_object_or_404(Membership, pk=pk)
    form = MemberDetailsForm.for_membership(
        membership, data=request.POST if request.method == "POST" else None
    )
    if request.method == "POST" and form.is_valid():
        try:
            services.membership_staff_update(
                membership=membership, actor=request.user, **form.cleaned_data
            )
        except DomainError as error:
            for field, message in (error.fields or {"__all__": error.message}).items():
                form.add_error(field if field in form.fields else None, message)
        else:
            messages.success(request, f"De gegevens van {membership.full_name} zijn opgeslagen.")
            return redirect("member_history", pk=membership.pk)
    context = {
        "membership": membership,
        "form": form,
        "history_url": reverse("member_history", args=[membership.pk]),
        "cancel_url": _listing(),
    }
    return render(request, "members/admin_edit.html", context)


@staff_passes_test(can_manage_members)
def member_action(request, pk: int, action: str):
    if action not in ACTIONS:
        raise Http404
    membership = get_object_or_404(Membership, pk=pk)
    title, question, button = ACTIONS[action]
    if request.method == "POST":
        if action == "activate":
            services.membership_activate(membership=membership, actor=request.user)
            messages.success(request, f"Het lidmaatschap van {membership.full_name} is actief.")
        else:
            services.membership_cancel(membership=membership, actor=request.user, reason="staff")
            messages.success(request, f"Het lidmaatschap van {membership.full_name} is beëindigd.")
        return redirect(_listing())
    context = {
        "title": title,
        "question": question.format(name=membership.full_name),
        "button": button,
        "cancel_url": _listing(),
        "membership": membership,
    }
    return render(request, "members/admin_confirm.html", context)
