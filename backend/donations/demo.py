"""Demo donation pages: /doneer, the campaigns of SPEC §2.3 and their old variants, /1euro and
/doneer-gemeenteraad. Neutral placeholder copy; some paid demo gifts so the progress bars move."""

from __future__ import annotations

from django.utils import timezone
from wagtail.rich_text import RichText

from content import demo
from content.models import HomePage

from .models import Donation, DonationPage, DonationStatus

STORY = [("paragraph", RichText(f"<p>{demo.LOREM}</p><p>{demo.LOREM_2}</p>"))]
# slug → (title, goal in euros or None, paid demo gifts in euros)
CAMPAIGNS = {
    "afrikaners": ("Campagne Afrikaners", 25_000, [250, 100, 50]),
    "beveiliging": ("Campagne beveiliging", 50_000, [1000, 500, 25]),
    "eindsprint": ("De eindsprint", 100_000, [2500, 100, 100, 50]),
    "verkiezingskas": ("De verkiezingskas", 75_000, [500]),  # an example of /doneer/{name}
    "help-de-renaissanceschool-vooruit": ("Help de Renaissanceschool vooruit", 20_000, [100, 75]),
    "steun-slachtoffers-japanse-bezetting": ("Steun slachtoffers Japanse bezetting", 10_000, [50]),
    "fvd-aangeklaagd-voor-kritiek-op-immigratie-en-lhbt": (
        "Steun onze juridische verdediging",
        30_000,
        [250, 250],
    ),
    "index-oud": ("Doneer (oude pagina)", None, []),
    "index-oud-verkiezingen": (
        "Doneer verkiezingen (oude pagina)",
        None,
        [],
    ),  # /doneer/index-oud-{name}
    "oud-oud": ("Doneer (archief)", None, []),
}


def _page(parent, slug: str, title: str, goal_euros: int | None, **extra) -> DonationPage:
    page = DonationPage(
        title=title,
        slug=slug,
        intro="Een voorbeeldcampagne in de demonstratieomgeving: uw gift gaat nergens heen.",
        body=STORY,
        goal_cents=goal_euros * 100 if goal_euros else None,
        thank_you_text="Uw gift is goed ontvangen. U krijgt een bevestiging per e-mail.",
        **extra,
    )
    parent.add_child(instance=page)
    return page


def _paid_gifts(page: DonationPage, euros: list[int]) -> None:
    now = timezone.now()
    Donation.objects.bulk_create(
        Donation(
            idempotency_key=f"demo-{page.slug}-{n}",
            page=page,
            amount_cents=amount * 100,
            status=DonationStatus.PAID,
            first_name="Voorbeeld",
            last_name=f"Gever {n + 1}",
            email=f"gever-{page.slug}-{n + 1}@example.org",
            paid_at=now,
        )
        for n, amount in enumerate(euros)
    )


def seed_donations(home: HomePage, image) -> None:
    index = _page(home, "doneer", "Doneer", 150_000, image=image)
    _paid_gifts(index, [100, 50, 25, 25, 10])
    for slug, (title, goal, gifts) in CAMPAIGNS.items():
        campaign = _page(index, slug, title, goal, image=image)
        _paid_gifts(campaign, gifts)
    _page(home, "1euro", "Eén euro", None, suggested_amounts="1", allow_monthly=False)
    _page(home, "doneer-gemeenteraad", "Doneer voor de gemeenteraad", 10_000, image=image)


def anbi_body() -> list[tuple[str, object]]:
    """The /anbi page: what Dutch party-finance law (Wfpp) asks of a gift, with the limits this site
    enforces (the settings), and where an ANBI's data would go. Neutral placeholder copy: it claims
    no registration and no number; editors fill in the real data."""
    from django.conf import settings

    from wfpp.rules import euros as _euros

    publish = _euros(settings.DONATION_PUBLISH_FROM_CENTS)
    anonymous = _euros(settings.DONATION_ANONYMOUS_MAX_CENTS)
    yearly = _euros(settings.DONATION_YEARLY_MAX_CENTS)
    rules = (
        f"<li><b>Openbaar vanaf {publish} euro.</b> Geeft één gever in een kalenderjaar samen "
        f"{publish} euro of meer, dan worden die giften met de naam en woonplaats van de gever, het "
        "bedrag en de datum binnen drie dagen openbaar gemaakt.</li>"
        f"<li><b>Anoniem tot {anonymous} euro.</b> Een gift zonder naam en e-mailadres mag niet "
        f"hoger zijn dan {anonymous} euro. Wie meer geeft, vult die gegevens in op het "
        "formulier.</li>"
        f"<li><b>Ten hoogste {yearly} euro per jaar.</b> Eén gever mag in een kalenderjaar "
        f"samen niet meer dan {yearly} euro geven: giften, maandelijkse giften, vriendengiften en "
        "giften in natura, aan de partij en aan haar gelieerde instellingen samen. Het formulier "
        "telt uw eerdere giften van dat jaar mee.</li>"
        "<li><b>Alleen uit de Europese Unie en de EER.</b> Giften van gevers die buiten de "
        "Europese Unie en de Europese Economische Ruimte wonen, worden niet aangenomen; "
        "Nederlandse kiezers in het buitenland verklaren dat op het formulier.</li>"
    )
    anbi = (
        "<p>Een politieke partij die aan de voorwaarden van de Belastingdienst voldoet, kan als "
        "algemeen nut beogende instelling (ANBI) worden aangemerkt. Een ANBI publiceert op haar "
        "website onder meer:</p><ul><li>de naam en het fiscaal nummer (RSIN);</li>"
        "<li>de contactgegevens;</li><li>de doelstelling en het beleidsplan;</li>"
        "<li>de samenstelling van het bestuur en het beloningsbeleid;</li>"
        "<li>een verslag van de activiteiten en de financiële verantwoording.</li></ul>"
        "<p>In deze demonstratieomgeving staan hier geen echte gegevens en geen fiscaal nummer: "
        "de redactie vult ze in. Of een gift aftrekbaar is voor de inkomstenbelasting, leest u "
        "op de website van de Belastingdienst.</p>"
    )
    return [
        ("heading", "Giften en de wet"),
        (
            "paragraph",
            RichText(
                "<p>Giften aan een politieke partij vallen onder de Wet financiering politieke "
                "partijen (Wfpp). Het donatieformulier op deze site houdt zich aan deze regels:</p>"
                f"<ul>{rules}</ul>"
            ),
        ),
        ("heading", "Maandelijks geven"),
        (
            "paragraph",
            RichText(
                "<p>Een maandelijkse gift stopt u wanneer u wilt, met de persoonlijke link in de "
                "bevestiging die u na elke afschrijving per e-mail ontvangt. Wat u al gaf, blijft "
                "gegeven.</p>"
            ),
        ),
        ("collapsible", {"title": "Gegevens als ANBI", "body": RichText(anbi)}),
        (
            "paragraph",
            RichText(
                "<p><i>Dit is voorbeeldtekst van de demonstratieomgeving. De redactie controleert "
                "de bedragen en de regels voordat de site live gaat.</i></p>"
            ),
        ),
    ]
