"""The mails of a form (HTML and text; the receipt in the sender's language, staff's in Dutch), sent by the background worker, each once: staff hear
of every message and application (with a link into the admin, never the CV itself), and the sender
gets a receipt that repeats nothing they typed (so the form cannot be used to mail others spam)."""

from __future__ import annotations

from django.conf import settings
from django.db import transaction
from django.urls import reverse
from django.utils import timezone
from django_tasks import task

from core.i18n import pick
from core.mail import send_templated

SUBJECTS = {
    "contactmessage": "Nieuw contactbericht",
    "vacancyapplication": "Nieuwe sollicitatie",
    "candidateapplication": "Nieuwe aanmelding als kandidaat-raadslid",
}
RECEIPTS = {
    "contactmessage": "Wij hebben uw bericht ontvangen",
    "vacancyapplication": "Wij hebben uw sollicitatie ontvangen",
    "candidateapplication": "Wij hebben uw aanmelding ontvangen",
}
RECEIPTS_EN = {
    "contactmessage": "We have received your message",
    "vacancyapplication": "We have received your application",
    "candidateapplication": "We have received your application",
}


def _model(kind: str):
    from .models import CandidateApplication, ContactMessage, VacancyApplication

    return {
        "contactmessage": ContactMessage,
        "vacancyapplication": VacancyApplication,
        "candidateapplication": CandidateApplication,
    }[kind]


def admin_url(record) -> str:
    viewset = type(record).snippet_viewset
    return settings.WAGTAILADMIN_BASE_URL + reverse(
        viewset.get_url_name("inspect"), args=[record.pk]
    )


def _send_once(kind: str, pk: int, *, stamp: str, send) -> None:
    """Sends inside a row lock and stamps the record: a retried job sends nothing twice."""
    with transaction.atomic():
        record = _model(kind).objects.select_for_update().filter(pk=pk).first()
        if record is None or getattr(record, stamp) is not None:
            return
        send(record)
        setattr(record, stamp, timezone.now())
        record.save(update_fields=[stamp])


@task(backend="background")
def send_staff_notification(kind: str, pk: int) -> None:
    def send(record) -> None:
        send_templated(
            to=settings.APPLICATIONS_STAFF_EMAIL,
            subject=SUBJECTS[kind],
            template="applications/mail/staff",
            context={"kind": kind, "record": record, "admin_url": admin_url(record)},
        )

    _send_once(kind, pk, stamp="staff_notified_at", send=send)


@task(backend="background")
def send_confirmation(kind: str, pk: int, language: str = "nl") -> None:
    def send(record) -> None:
        send_templated(
            to=record.email,
            subject=pick(language, nl=RECEIPTS, en=RECEIPTS_EN)[kind],
            template="applications/mail/receipt",
            language=language,
            context={"kind": kind, "record": record},
        )

    _send_once(kind, pk, stamp="confirmed_at", send=send)
