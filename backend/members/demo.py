"""Demo members (DESIGN.md §5): a member login for `make run`, members in every state for the
admin, and discount and upgrade links (fictional people, example.org addresses)."""

from __future__ import annotations

from datetime import date, timedelta

from django.utils import timezone

from accounts.services import account_for_email

from .models import Membership, MembershipOffer, MembershipStatus, OfferKind, Tier

MEMBER_EMAIL = "lid@example.org"
MEMBER_PASSWORD = "demo-wachtwoord-2026"
YOUTH_EMAIL = "jeugdlid@example.org"
# Fixed codes so the demo (and the browser tests) can open these links; real ones are random.
DISCOUNT_CODE = "demo-kortingsactie-welkom-2026"
USED_DISCOUNT_CODE = "demo-kortingsactie-gebruikt"
EXPIRED_DISCOUNT_CODE = "demo-kortingsactie-verlopen"
UPGRADE_CODE = "demo-upgrade-jeugdlid-2026"

PEOPLE = [
    # email, first, last, tier, status, province, years old, paid through (years from now)
    (MEMBER_EMAIL, "Lotte", "Demolid", Tier.ADULT, MembershipStatus.ACTIVE, "utrecht", 45, 0),
    (YOUTH_EMAIL, "Sem", "Jonkman", Tier.YOUTH, MembershipStatus.ACTIVE, "gelderland", 19, 0),
    (
        "verlopen@example.org",
        "Iris",
        "Vroeger",
        Tier.ADULT,
        MembershipStatus.EXPIRED,
        "zeeland",
        60,
        -2,
    ),
    (
        "wacht@example.org",
        "Daan",
        "Betaalt",
        Tier.ADULT,
        MembershipStatus.PENDING,
        "limburg",
        33,
        None,
    ),
    (
        "opgezegd@example.org",
        "Noor",
        "Weg",
        Tier.ADULT,
        MembershipStatus.CANCELLED,
        "drenthe",
        52,
        -1,
    ),
]


def seed_members() -> None:
    today = timezone.localdate()
    for email, first, last, tier, status, province, age, paid_years in PEOPLE:
        membership = Membership.objects.create(
            tier=tier,
            status=status,
            first_name=first,
            last_name=last,
            email=email,
            date_of_birth=date(today.year - age, 3, 14),
            street="Voorbeeldlaan 12",
            postal_code="1234 AB",
            city="Voorbeeld",
            province=province,
            agreed_at=timezone.now(),
            member_since=None if paid_years is None else date(today.year - 3, 2, 1),
            paid_until=None if paid_years is None else date(today.year + paid_years, 12, 31),
            cancelled_at=timezone.now() if status == MembershipStatus.CANCELLED else None,
        )
        if status in (MembershipStatus.ACTIVE, MembershipStatus.EXPIRED):
            membership.user = account_for_email(email=email, first_name=first, last_name=last)
            membership.save(update_fields=["user"])
    member = Membership.objects.get(email=MEMBER_EMAIL).user
    member.set_password(MEMBER_PASSWORD)
    member.save()
    now = timezone.now()
    MembershipOffer.objects.create(
        code=DISCOUNT_CODE,
        kind=OfferKind.DISCOUNT,
        campaign="Welkomstactie",
        price_cents=1250,
        tier=Tier.ADULT,
        expires_at=now + timedelta(days=365),
    )
    MembershipOffer.objects.create(
        code=USED_DISCOUNT_CODE,
        kind=OfferKind.DISCOUNT,
        campaign="Welkomstactie",
        price_cents=1250,
        used_at=now - timedelta(days=3),
    )
    MembershipOffer.objects.create(
        code=EXPIRED_DISCOUNT_CODE,
        kind=OfferKind.DISCOUNT,
        campaign="Zomeractie",
        price_cents=1000,
        expires_at=now - timedelta(days=30),
    )
    youth = Membership.objects.get(email=YOUTH_EMAIL)
    MembershipOffer.objects.create(
        code=UPGRADE_CODE,
        kind=OfferKind.UPGRADE,
        campaign="Upgrade",
        price_cents=2000,
        membership=youth,
        expires_at=now + timedelta(days=365),
    )


def account_deletion_body() -> list[tuple[str, object]]:
    """/hoe-verwijder-ik-mijn-account: what deleting an account does, step by step."""
    from wagtail.rich_text import RichText

    steps = (
        "<ol><li>Log in op <a href=\"/login\">/login</a> met het e-mailadres van uw lidmaatschap.</li>"
        "<li>Ga naar <a href=\"/mijn-account\">Mijn account</a> en kies onderaan <em>Mijn account verwijderen</em>.</li>"
        "<li>Bevestig met uw wachtwoord.</li></ol>"
    )
    return [
        ("heading", "Zo verwijdert u uw account"),
        ("paragraph", RichText(steps)),
        ("heading", "Wat er dan gebeurt"),
        ("paragraph", RichText(
            "<p>Uw lidmaatschap stopt direct en er wordt geen contributie meer afgeschreven. Uw account wordt "
            "verwijderd en uw naam, adres, geboortedatum, telefoonnummer en e-mailadres worden gewist.</p>"
            "<p>Betalingen die u deed, bewaren wij zonder uw naam zolang de wet dat vraagt (bedrag, datum, status). "
            "Wilt u eerst weten welke gegevens wij van u hebben? Op <a href=\"/mijn-account\">Mijn account</a> "
            "downloadt u ze allemaal als bestand.</p>"
            "<p>Kunt u niet meer inloggen? Vraag dan eerst een nieuw wachtwoord aan via "
            "<a href=\"/wachtwoord-vergeten\">Wachtwoord vergeten</a>.</p>"
        )),
    ]
