"""Demo legion (DESIGN.md §5): actions in every state, a legion member with recruits and a done
action, and a member-get-member link of the demo youth member. Fictional people, example.org."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from members.demo import YOUTH_EMAIL
from members.models import Membership

from .models import ActionCompletion, JoinedVia, LegionAction, LegionMember, ReferralLink
from .rules import CONSENT_VERSION

LEGION_EMAIL = "legioen@example.org"
# Fixed codes so that the demo (and the browser tests) can open these links; real ones are random.
LEGION_RECRUIT_CODE = "demo-legioen-ruben"
REFERRAL_CODE = "demo-werving-sem"

ACTIONS = [
    # title, description, link, due in days (None: no date), published
    (
        "Deel de nieuwe campagnevideo",
        "Deel de video in uw eigen netwerk: in een appgroep, op Facebook of per e-mail.",
        "https://example.org/campagnevideo",
        14,
        True,
    ),
    (
        "Folderen in uw gemeente",
        "Haal een pakket folders op bij uw regiocoördinator en verspreid ze in uw wijk.",
        "",
        30,
        True,
    ),
    (
        "Nodig drie bekenden uit voor het legioen",
        "Stuur uw persoonlijke wervingslink naar drie mensen die ook iets willen doen.",
        "",
        None,
        True,
    ),
    (
        "Teken de petitie",
        "Zet uw naam onder de petitie en vraag uw familie hetzelfde.",
        "https://example.org/petitie",
        -7,
        True,
    ),
    ("Belavond (in voorbereiding)", "Nog niet zichtbaar op het dashboard.", "", 60, False),
]

PEOPLE = [
    # email, first, last, region, recruited by the demo member, confirmed
    (LEGION_EMAIL, "Ruben", "Legionair", "utrecht", False, True),
    ("werving1@example.org", "Fenna", "Aangebracht", "gelderland", True, True),
    ("werving2@example.org", "Joost", "Nieuwkomer", "zuid-holland", True, False),
]


def seed_legion() -> None:
    today, now = timezone.localdate(), timezone.now()
    actions = [
        LegionAction.objects.create(
            title=title,
            description=description,
            link_url=link,
            due_date=None if days is None else today + timedelta(days=days),
            is_published=published,
        )
        for title, description, link, days, published in ACTIONS
    ]
    recruiter = None
    for email, first, last, region, recruited, confirmed in PEOPLE:
        member = LegionMember.objects.create(
            first_name=first,
            last_name=last,
            email=email,
            region=region,
            recruiter=recruiter if recruited else None,
            joined_via=JoinedVia.RECRUIT if recruited else JoinedVia.LEGION,
            consent_at=now,
            consent_version=CONSENT_VERSION,
            confirmed_at=now if confirmed else None,
        )
        if email == LEGION_EMAIL:
            member.recruit_code = LEGION_RECRUIT_CODE
            member.save(update_fields=["recruit_code"])
            recruiter = member
    ActionCompletion.objects.create(member=recruiter, action=actions[2])
    youth = Membership.objects.filter(email=YOUTH_EMAIL).first()
    if youth is not None:
        ReferralLink.objects.create(membership=youth, code=REFERRAL_CODE)
