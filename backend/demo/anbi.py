"""The /anbi page in Dutch and English: what Dutch party-finance law (Wfpp) asks of a gift, with the
limits this site enforces (the settings), the public list of large gifts (the Wfpp block, read from
the gift register when the page is served), and where an ANBI's data would go. Neutral placeholder
copy: it claims no registration and no number; editors fill in the real data."""

from __future__ import annotations

from django.conf import settings
from wagtail.rich_text import RichText

from wfpp.rules import euros as dutch_euros

# The block shows this year and the previous one, each under its own heading.
PUBLIC_LIST = ("published_gifts", {"year": None})


def english_euros(cents: int) -> str:
    """10000000 → '€100,000' (whole euros, the British way)."""
    return f"€{cents // 100:,}"


def anbi_body() -> list[tuple[str, object]]:
    """The Dutch page; its English translation is made with wagtail-localize (demo/translate.py)."""
    return _dutch()


def _dutch() -> list[tuple[str, object]]:
    publish = dutch_euros(settings.DONATION_PUBLISH_FROM_CENTS)
    anonymous = dutch_euros(settings.DONATION_ANONYMOUS_MAX_CENTS)
    yearly = dutch_euros(settings.DONATION_YEARLY_MAX_CENTS)
    rules = (
        f"<li><b>Openbaar vanaf {publish} euro.</b> Geeft één gever in een kalenderjaar samen "
        f"{publish} euro of meer, dan worden die giften met de naam en woonplaats van de gever, het "
        "bedrag en de datum binnen drie dagen openbaar gemaakt, in de lijst hieronder.</li>"
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
        PUBLIC_LIST,
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
