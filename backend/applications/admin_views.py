"""The CV download: the only way to a CV. Staff need admin access (the admin URL wraps it) and the
view permission of that kind of application; the file is sent as an attachment, never cached."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.text import slugify

from core.admin_viewsets import BackOfficeInspectView

from .models import CandidateApplication, VacancyApplication
from .uploads import EXTENSIONS

WITH_CV = {
    "vacancyapplication": VacancyApplication,
    "candidateapplication": CandidateApplication,
}


def may_download_cv(user, kind: str) -> bool:
    return user.is_active and user.has_perm(f"applications.view_{kind}")


def cv_download_url(record) -> str:
    return reverse("application_cv", args=[record._meta.model_name, record.pk])


def cv_download(request, kind: str, pk: int):
    model = WITH_CV.get(kind)
    if model is None:
        raise Http404
    if not may_download_cv(request.user, kind):
        raise PermissionDenied
    record = get_object_or_404(model, pk=pk)
    if not record.cv:
        raise Http404
    extension = EXTENSIONS.get(record.cv_type, "bin")
    name = f"cv-{slugify(record.full_name) or 'sollicitant'}-{record.pk}.{extension}"
    response = FileResponse(
        record.cv.open("rb"),
        as_attachment=True,
        filename=name,
        content_type=record.cv_type or "application/octet-stream",
    )
    response["Cache-Control"] = "private, no-store"
    return response


class ApplicationInspectView(BackOfficeInspectView):
    """Shows the CV as a download link (to staff who may have it), never as a file address."""

    def get_cv_display_value(self):
        from django.utils.html import format_html

        if not self.object.cv:
            return "Geen cv"
        if not may_download_cv(self.request.user, self.object._meta.model_name):
            return "Cv aanwezig (geen toegang)"
        return format_html(
            '<a href="{}" class="button button-small button-secondary" download>Cv downloaden</a>',
            cv_download_url(self.object),
        )
