"""Neutral Dutch placeholder copy for the demo pages: fictional, and never a statement of a real
person or party. Each entry: visitor path → (title, intro)."""

from __future__ import annotations

from typing import TypedDict

LOREM = (
    "Dit is voorbeeldtekst voor de demonstratieomgeving. Redacteuren vervangen deze alinea via het "
    "beheer door de definitieve inhoud van deze pagina."
)
LOREM_2 = (
    "De tekst hier is bewust neutraal gehouden: hij beschrijft geen standpunten en citeert geen "
    "bestaande personen. Zo is te zien hoe opmaak, koppen en alinea's er op de site uitzien."
)

HOME = ("Welkom", "Nieuws, standpunten, de agenda en alles over meedoen: op deze site vindt u het.")
HOME_EN = ("Welcome", "News, positions, the agenda and everything about taking part: you find it here.")


class HeroCopy(TypedDict):
    title: str
    lead: str
    primary: tuple[str, str]  # the button's text and path
    secondary: tuple[str, str]


# The home page's hero (issue 24): headline, lead and its two buttons, in Dutch and English.
HOME_HERO: HeroCopy = {
    "title": "Meedoen begint hier",
    "lead": "Wij zijn een partij van leden en vrijwilligers in het hele land. Kom naar een bijeenkomst bij u "
    "in de buurt, blijf op de hoogte of word vandaag nog lid.",
    "primary": ("Word lid", "/word-lid"),
    "secondary": ("Bekijk de agenda", "/agenda"),
}
HOME_HERO_EN: HeroCopy = {
    "title": "Taking part starts here",
    "lead": "We are a party of members and volunteers all over the country. Come to a meeting near you, stay "
    "informed or become a member today.",
    "primary": ("Become a member", "/word-lid"),
    "secondary": ("See the agenda", "/agenda"),
}

STANDARD_PAGES: dict[str, tuple[str, str]] = {
    "/privacy": ("Privacyverklaring", "Hoe wij omgaan met uw persoonsgegevens."),
    "/toegankelijkheid": ("Toegankelijkheidsverklaring", "Hoe toegankelijk deze website is, en waar u een probleem meldt."),
    "/anbi": ("ANBI", "Giften aan een politieke partij: wat de wet vraagt, en waar de ANBI-gegevens staan."),
    "/algemene-voorwaarden": ("Algemene voorwaarden", "De voorwaarden die gelden voor bestellingen en lidmaatschap."),
    "/contact": ("Contact", "Zo bereikt u ons secretariaat."),
    "/kandidatenlijst": ("Kandidatenlijst", "Meld u aan als kandidaat-raadslid."),
    "/kiescollege": ("Kiescollege", "Uitleg over het kiescollege."),
    "/hoe-verwijder-ik-mijn-account": ("Hoe verwijder ik mijn account?", "Stap voor stap uw account opheffen."),
    "/eu-regels": ("EU-regels", "Een overzicht van Europese regelgeving."),
    "/belasting": ("Belasting", "Een overzicht van belastingplannen."),
    "/crypto": ("Crypto", "Informatie over digitale valuta."),
    "/forumwijzer": ("Forumwijzer", "Een wegwijzer door de onderwerpen."),
    "/asiel-check": ("Asiel-check", "Een informatieve pagina over de asielcijfers."),
    "/niet-stemmer": ("Niet-stemmer", "Voor wie twijfelt om te gaan stemmen."),
    "/15maart": ("15 maart", "Informatie over de verkiezingsdag."),
    "/kerst": ("Kerst", "Fijne feestdagen."),
    "/allesopalles": ("Alles op alles", "Een campagnepagina."),
    "/ep-2024": ("Europese verkiezingen 2024", "Een archiefpagina."),
    "/index-oud": ("Oude homepagina", "Een archiefpagina."),
    "/campagne-oud": ("Oude campagnepagina", "Een archiefpagina."),
    "/landingspagina.old": ("Oude landingspagina", "Een archiefpagina."),
    "/device-info": ("Apparaatinformatie", "Technische informatie over uw apparaat."),
    "/vrienden": ("Vrienden", "Word vriend en steun ons jaarlijks."),
    "/vrienden/bedankt": ("Bedankt, vriend!", "Bedankt voor uw steun."),
    "/word-lid": ("Word lid", "Lid worden kost 25 euro per jaar, voor jongeren 5 euro."),
    "/word-lid/index-old": ("Word lid (oud)", "Een archiefpagina."),
    "/vacatures": ("Vacatures", "Werken bij ons."),
    "/content": ("Inhoud", "Losse inhoudspagina's."),
    "/content/over-deze-site": ("Over deze site", "Waarom deze site bestaat."),
    "/registreer-bedankt": ("Bedankt voor uw registratie", "Controleer uw e-mail."),
    # Pages whose forms come with the membership and engagement screens; editors write their texts.
    "/contributie": ("Contributie", "Alles over het betalen van uw contributie."),
    "/vervroegde-contributie": ("Vervroegde contributie", "Betaal uw contributie voor volgend jaar nu al."),
    "/vervroegde-contributie-niet-akkoord": ("Niet akkoord", "U hebt niet ingestemd met de vervroegde contributie."),
    "/login": ("Inloggen", "Log in met het e-mailadres van uw lidmaatschap."),
    "/account-aanmaken": ("Account aanmaken", "Maak een account aan met het e-mailadres van uw lidmaatschap."),
    "/wachtwoord-vergeten": ("Wachtwoord vergeten", "Vraag een link aan om een nieuw wachtwoord in te stellen."),
    "/wachtwoord-instellen": ("Wachtwoord instellen", "Kies een nieuw wachtwoord."),
    # A landing page at /{name} with its thank-you page, the old backup home and the uuid-named page.
    "/samen-vooruit": ("Samen vooruit", "Een actiepagina van de campagne."),
    "/samen-vooruit/bedankt": ("Bedankt!", "Fijn dat u meedoet."),
    "/_backup_index": ("Reservehomepagina", "Een archiefpagina."),
}
# SPEC §2.1 "one page at a path that is a bare identifier", and the /{hash} comparison page of §2.4.
UUID_PAGE = "/3f2b8c4e-9a1d-4e6f-8b7a-2c5d9e0f1a3b"
STANDARD_PAGES[UUID_PAGE] = ("Actiepagina", "Een actiepagina op een eigen kenmerk.")
COMPARISON_HASH = "a7c3e9f1b5d2"
# Built from the landing-page blocks (hero, countdown, calls to action, FAQ, audience).
LANDING_PAGES = {
    "/15maart", "/allesopalles", "/kerst", "/niet-stemmer", "/ep-2024", "/index-oud", "/campagne-oud",
    "/landingspagina.old", "/samen-vooruit", "/_backup_index", UUID_PAGE,
}
COLLAPSIBLE_ON = {"/privacy", "/anbi"}

LOREM_EN = (
    "This is placeholder text for the demo environment. Editors replace this paragraph with the "
    "final content of this page in the admin."
)
