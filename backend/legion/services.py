"""Legion state changes: join, ask for a dashboard link, use it, mark actions done.

Joining twice with one address changes nothing and answers the same: the person gets a mail with
a link to their dashboard instead (so nobody learns from the form who is in the legion)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.consent import NO_CAMPAIGN, Campaign
from core.errors import DomainError, NotFound
from core.i18n import current_language
from members.models import PROVINCES
from people.consents import record_consent
from people.matching import person_for_action
from people.models import ConsentPurpose

from . import rules
from .models import AccessLink, ActionCompletion, JoinedVia, LegionAction, LegionMember
from .tasks import send_access_link

PHONE = re.compile(r"^\+?[\d\s()-]{6,30}$")


@dataclass(frozen=True)
class Applicant:
    first_name: str
    last_name: str
    email: str
    region: str
    phone: str = ""


def _invalid(field: str, message: str) -> DomainError:
    return DomainError(message, fields={field: message})


def _check(applicant: Applicant, *, consent: bool, consent_version: str) -> None:
    for field, message in (
        ("first_name", gettext_noop("Voornaam is verplicht.")),
        ("last_name", gettext_noop("Achternaam is verplicht.")),
    ):
        if not getattr(applicant, field).strip():
            raise _invalid(field, message)
    try:
        validate_email(applicant.email.strip())
    except ValidationError:
        raise _invalid("email", gettext_noop("Vul een geldig e-mailadres in.")) from None
    if applicant.region not in dict(PROVINCES):
        raise _invalid("region", gettext_noop("Kies uw regio uit de lijst."))
    if applicant.phone.strip() and not PHONE.match(applicant.phone.strip()):
        raise _invalid(
            "phone", gettext_noop("Vul een geldig telefoonnummer in, of laat het veld leeg.")
        )
    if not consent:
        raise _invalid("consent", gettext_noop("Geef toestemming om mee te doen met het legioen."))
    if consent_version not in rules.CONSENT_TEXTS:
        raise _invalid(
            "consent",
            gettext_noop("De tekst van de toestemming is gewijzigd. Laad de pagina opnieuw."),
        )


def _mail_link(member: LegionMember, *, path_prefix: str, welcome: bool) -> None:
    prefix = path_prefix if path_prefix in rules.PATH_PREFIXES else "/legioen"
    language = current_language()
    transaction.on_commit(
        lambda: send_access_link.enqueue(
            member_id=member.pk, path_prefix=prefix, welcome=welcome, language=language
        )
    )


def legion_join(
    *,
    applicant: Applicant,
    consent: bool,
    consent_version: str,
    via: str = JoinedVia.LEGION,
    recruit_code: str = "",
    campaign: Campaign = NO_CAMPAIGN,
    path_prefix: str = "/legioen",
    user: Any = None,
) -> LegionMember:
    """Records a new legion member (with their recruiter, when they came through a recruit link)
    and mails the welcome with a dashboard link. A known address only gets a new link."""
    _check(applicant, consent=consent, consent_version=consent_version)
    email = applicant.email.strip().lower()
    existing = LegionMember.objects.filter(email__iexact=email).first()
    if existing is not None:
        _mail_link(existing, path_prefix=path_prefix, welcome=False)
        return existing
    recruiter = (
        LegionMember.objects.filter(recruit_code=recruit_code.strip()).first()
        if recruit_code.strip()
        else None
    )
    try:
        with transaction.atomic():
            legionary = person_for_action(
                email,
                user=user,
                first_name=applicant.first_name.strip(),
                last_name=applicant.last_name.strip(),
                phone=applicant.phone.strip()[:30],
            )
            member = LegionMember.objects.create(
                person=legionary,
                first_name=applicant.first_name.strip()[:100],
                last_name=applicant.last_name.strip()[:100],
                email=email,
                phone=applicant.phone.strip()[:30],
                region=applicant.region,
                recruiter=recruiter,
                joined_via=via if via in JoinedVia.values else JoinedVia.LEGION,
                consent_at=timezone.now(),
                consent_version=consent_version,
                **campaign.record(),
            )
            record_consent(legionary, purpose=ConsentPurpose.LEGION, version=consent_version)
    except IntegrityError:  # the same address at the same moment: one member
        existing = LegionMember.objects.get(email__iexact=email)
        _mail_link(existing, path_prefix=path_prefix, welcome=False)
        return existing
    _mail_link(member, path_prefix=path_prefix, welcome=True)
    return member


def access_request(*, email: str, path_prefix: str = "/legioen") -> None:
    """Mails a dashboard link when the address belongs to a legion member; silent otherwise, and
    silent past MAX_LINKS_PER_HOUR for one member."""
    try:
        validate_email(email.strip())
    except ValidationError:
        raise _invalid("email", gettext_noop("Vul een geldig e-mailadres in.")) from None
    member = LegionMember.objects.filter(email__iexact=email.strip()).first()
    if member is None:
        return
    recent = AccessLink.objects.filter(
        member=member, created_at__gte=timezone.now() - timedelta(hours=1)
    ).count()
    if recent >= rules.MAX_LINKS_PER_HOUR:
        return
    _mail_link(member, path_prefix=path_prefix, welcome=False)


def action_set_done(*, member: LegionMember, action_id: int, done: bool) -> None:
    """Marks a published action as done (once), or not done again."""
    action = LegionAction.objects.filter(pk=action_id, is_published=True).first()
    if action is None:
        raise NotFound(gettext_noop("Deze actie bestaat niet (meer)."))
    if not done:
        ActionCompletion.objects.filter(member=member, action=action).delete()
        return
    try:
        with transaction.atomic():
            ActionCompletion.objects.get_or_create(member=member, action=action)
    except IntegrityError:  # marked at the same moment from two tabs: done once
        pass


def legion_leave(*, member: LegionMember) -> None:
    """Leaves the legion: the member's data, links and done actions are deleted; their recruits
    stay, without a recruiter."""
    member.delete()
