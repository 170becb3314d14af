"""Demo donation pages: /doneer, the campaigns of SPEC §2.3 and their old variants, /1euro and
/doneer-gemeenteraad. Neutral placeholder copy; some paid demo gifts so the progress bars move."""

from __future__ import annotations

from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import HomePage
from donations.models import Donation, DonationPage, DonationStatus

from . import texts

STORY = [("paragraph", RichText(f"<p>{texts.LOREM}</p><p>{texts.LOREM_2}</p>"))]
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
