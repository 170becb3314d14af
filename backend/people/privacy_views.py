"""Staff export and erase a person's data (issue 20) from the admin: each behind the member-data
permission (editors get 403), each through people.privacy, each in the person's audit log. The
person page links here (`person_export`, `person_erase`)."""

from __future__ import annotations

import json
from functools import wraps
from typing import cast

from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import path, reverse
from django.utils.http import url_has_allowed_host_and_scheme
from wagtail import hooks
from wagtail.admin import messages

from .models import AuditEntry, Person
from .privacy import KEPT_ON_ERASURE, erase_person, export_person


def can_handle_member_data(user) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("members.view_member_data"))


def staff_user(request: HttpRequest) -> User:
    return cast(User, request.user)  # member_data_only let only an active staff user through


def member_data_only(view):
    """A plain 403 for staff without the member-data permission (Wagtail would turn a
    PermissionDenied into a redirect to the dashboard)."""

    @wraps(view)
    def checked(request: HttpRequest, public_id) -> HttpResponse:
        if not can_handle_member_data(request.user):
            return HttpResponseForbidden("Geen toegang tot ledengegevens.")
        return view(request, get_object_or_404(Person, public_id=public_id))

    return checked


@member_data_only
def person_export(request: HttpRequest, person: Person) -> HttpResponse:
    document = export_person(person)
    AuditEntry.objects.create(person=person, actor=staff_user(request), action="exported")
    response = HttpResponse(
        json.dumps(document, ensure_ascii=False, indent=2),
        content_type="application/json; charset=utf-8",
    )
    response["Content-Disposition"] = f'attachment; filename="persoon-{person.public_id}.json"'
    response["Cache-Control"] = "private, no-store"
    return response


@member_data_only
def person_erase(request: HttpRequest, person: Person) -> HttpResponse:
    """A confirmation page that says what goes and what stays; the erasure itself on POST."""
    back = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(back, {request.get_host()}):
        back = reverse("wagtailadmin_home")
    if request.method == "POST":
        if person.erased_at is None:
            erase_person(person, actor=staff_user(request))
            messages.success(request, "De persoonsgegevens zijn gewist.")
        return redirect(back)
    context = {"person": person, "kept": KEPT_ON_ERASURE, "cancel_url": back}
    return render(request, "people/erase_confirm.html", context)


@hooks.register("register_admin_urls")
def person_privacy_urls():
    return [
        path("personen/<uuid:public_id>/export/", person_export, name="person_export"),
        path("personen/<uuid:public_id>/wissen/", person_erase, name="person_erase"),
    ]
