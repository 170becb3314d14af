"""English for the Dutch demo copy (neutral placeholder text about fictional people; never a
statement of a real person or party): whole strings first, then patterns for the strings built from
names and topics. A string not listed stays as written: names of people, places and venues, slugs,
numbers and postcodes."""

from __future__ import annotations

import re

from django.conf import settings

from . import accessibility, texts

MISSING: set[str] = set()  # what english() left as written (a developer's check when adding copy)

TOPICS = {
    "onderwijs": "education", "zorg": "healthcare", "wonen": "housing", "energie": "energy",
    "landbouw": "agriculture", "veiligheid": "safety", "bereikbaarheid": "accessibility",
    "cultuur": "culture", "belastingen": "taxes", "democratie": "democracy", "Europa": "Europe",
    "natuur": "nature", "ondernemen": "enterprise", "pensioenen": "pensions", "defensie": "defence",
    "de planning": "the schedule",
}
PLACES = {"Den Haag": "The Hague", "Noord-Holland": "North Holland", "Zuid-Holland": "South Holland",
          "Noord-Brabant": "North Brabant", "Friesland": "Friesland"}


def _wfpp() -> dict[str, str]:
    """The ANBI page's rules, with the amounts of the settings (as demo/anbi.py writes them)."""
    from .anbi import dutch_euros
    from .anbi import english_euros as _euros

    publish, anonymous, yearly = (
        settings.DONATION_PUBLISH_FROM_CENTS, settings.DONATION_ANONYMOUS_MAX_CENTS, settings.DONATION_YEARLY_MAX_CENTS
    )
    nl = {"p": dutch_euros(publish), "a": dutch_euros(anonymous), "y": dutch_euros(yearly)}
    en = {"p": _euros(publish), "a": _euros(anonymous), "y": _euros(yearly)}
    return {
        f"<b>Openbaar vanaf {nl['p']} euro.</b> Geeft één gever in een kalenderjaar samen {nl['p']} euro of meer, "
        "dan worden die giften met de naam en woonplaats van de gever, het bedrag en de datum binnen drie dagen "
        "openbaar gemaakt, in de lijst hieronder.": f"<b>Public from {en['p']}.</b> When one giver gives {en['p']} or "
        "more in total in a calendar year, those gifts are published within three days with the giver's name and "
        "place of residence, the amount and the date, in the list below.",
        f"<b>Anoniem tot {nl['a']} euro.</b> Een gift zonder naam en e-mailadres mag niet hoger zijn dan {nl['a']} "
        "euro. Wie meer geeft, vult die gegevens in op het formulier.": f"<b>Anonymous up to {en['a']}.</b> A gift "
        f"without a name and e-mail address may not exceed {en['a']}. If you give more, you fill in those details "
        "on the form.",
        f"<b>Ten hoogste {nl['y']} euro per jaar.</b> Eén gever mag in een kalenderjaar samen niet meer dan "
        f"{nl['y']} euro geven: giften, maandelijkse giften, vriendengiften en giften in natura, aan de partij en "
        "aan haar gelieerde instellingen samen. Het formulier telt uw eerdere giften van dat jaar mee.":
        f"<b>At most {en['y']} a year.</b> One giver may give no more than {en['y']} in total in a calendar year: "
        "one-off, monthly, friends' and in-kind gifts, to the party and its affiliated institutions together. The "
        "form counts your earlier gifts of that year.",
    }


EXACT: dict[str, str] = {
    # Shared placeholder paragraphs.
    texts.LOREM: texts.LOREM_EN,
    texts.LOREM_2: "The text here is deliberately neutral: it describes no positions and quotes no existing "
    "people. It shows how formatting, headings and paragraphs look on the site.",
    f"{texts.LOREM} {texts.LOREM_2}": f"{texts.LOREM_EN} The text here is deliberately neutral: it describes no "
    "positions and quotes no existing people. It shows how formatting, headings and paragraphs look on the site.",
    "Dit is neutrale voorbeeldtekst voor de demonstratieomgeving. Ze beschrijft geen echte standpunten en citeert "
    "geen bestaande personen; redacteuren vervangen haar in het beheer.": "This is neutral placeholder text for the "
    "demo environment. It describes no real positions and quotes no existing people; editors replace it in the admin.",
    "Neutrale voorbeeldtekst voor de demonstratieomgeving.": "Neutral placeholder text for the demo environment.",
    "Neutrale voorbeeldtekst voor een fictieve vacature in de demonstratieomgeving.": "Neutral placeholder text for "
    "a fictional vacancy in the demo environment.",
    "Over deze pagina": "About this page",
    "Over deze video": "About this video",
    "Meer weten": "Learn more",
    "Meer lezen": "Read more",
    "Een voorbeeldcitaat van een fictieve woordvoerder.": "A sample quote from a fictional spokesperson.",
    "Fictieve woordvoerder": "Fictional spokesperson",
    # Home.
    texts.HOME[0]: texts.HOME_EN[0],
    texts.HOME[1]: texts.HOME_EN[1],
    texts.HOME_HERO["title"]: texts.HOME_HERO_EN["title"],
    texts.HOME_HERO["lead"]: texts.HOME_HERO_EN["lead"],
    texts.HOME_HERO["primary"][0]: texts.HOME_HERO_EN["primary"][0],
    texts.HOME_HERO["secondary"][0]: texts.HOME_HERO_EN["secondary"][0],
    # The hero's paths stay as they are: the frontend puts them under /en.
    **{path: path for _, path in (texts.HOME_HERO["primary"], texts.HOME_HERO["secondary"])},
    "Doe mee": "Take part",
    "Laatste nieuws": "Latest news",
    "Ons bereik": "Our reach",
    # The press page (demo/press.py): names and addresses stay as they are.
    "Pers": "Press",
    "Voor journalisten: onze woordvoerders en het laatste nieuws.": "For journalists: our spokespeople and the "
    "latest news.",
    "Woordvoerder landelijke politiek": "Spokesperson for national politics",
    "Woordvoerder gemeenten en provincies": "Spokesperson for municipalities and provinces",
    "Voorbeeld Woordvoerder": "Voorbeeld Woordvoerder",
    "Tweede Voorbeeld": "Tweede Voorbeeld",
    # Landing pages.
    "Steun ons": "Support us",
    "Veelgestelde vragen": "Frequently asked questions",
    "Samen met velen": "Together with many",
    "Wat is dit voor pagina?": "What is this page?",
    "Een voorbeeld van een actiepagina in de demonstratieomgeving.": "An example of a campaign page in the demo "
    "environment.",
    "Hoe pas ik deze tekst aan?": "How do I change this text?",
    "Redacteuren passen elke blok aan in het beheer onder /cms/.": "Editors change every block in the admin at /cms/.",
    "Kan ik meedoen?": "Can I take part?",
    "Ja: word lid, word actief of meld u aan voor de nieuwsbrief.": "Yes: become a member, volunteer or sign up for "
    "the newsletter.",
    # Standard pages: titles and intros.
    "Privacyverklaring": "Privacy statement",
    "Hoe wij omgaan met uw persoonsgegevens.": "How we handle your personal data.",
    "Toegankelijkheidsverklaring": "Accessibility statement",
    "Hoe toegankelijk deze website is, en waar u een probleem meldt.": "How accessible this website is, and where "
    "to report a problem.",
    "Giften aan een politieke partij: wat de wet vraagt, en waar de ANBI-gegevens staan.": "Gifts to a political "
    "party: what the law asks, and where the ANBI details are.",
    "Algemene voorwaarden": "Terms and conditions",
    "De voorwaarden die gelden voor bestellingen en lidmaatschap.": "The terms that apply to orders and membership.",
    "Zo bereikt u ons secretariaat.": "How to reach our office.",
    "Kandidatenlijst": "List of candidates",
    "Meld u aan als kandidaat-raadslid.": "Sign up as a candidate councillor.",
    "Kiescollege": "Electoral college",
    "Uitleg over het kiescollege.": "About the electoral college.",
    "Hoe verwijder ik mijn account?": "How do I delete my account?",
    "Stap voor stap uw account opheffen.": "Closing your account, step by step.",
    "EU-regels": "EU rules",
    "Een overzicht van Europese regelgeving.": "An overview of European regulation.",
    "Belasting": "Tax",
    "Een overzicht van belastingplannen.": "An overview of tax plans.",
    "Informatie over digitale valuta.": "Information about digital currencies.",
    "Forumwijzer": "Topic guide",
    "Een wegwijzer door de onderwerpen.": "A guide through the topics.",
    "Asiel-check": "Asylum check",
    "Een informatieve pagina over de asielcijfers.": "An informative page about the asylum figures.",
    "Apparaatinformatie": "Device information",
    "Technische informatie over uw apparaat.": "Technical information about your device.",
    "Vrienden": "Friends",
    "Word vriend en steun ons jaarlijks.": "Become a friend and support us every year.",
    "Bedankt, vriend!": "Thank you, friend!",
    "Bedankt voor uw steun.": "Thank you for your support.",
    "Word lid": "Become a member",
    "Lid worden kost 25 euro per jaar, voor jongeren 5 euro.": "Membership costs €25 a year, €5 for young people.",
    "Vacatures": "Vacancies",
    "Werken bij ons.": "Working with us.",
    "Inhoud": "Content",
    "Losse inhoudspagina's.": "Separate content pages.",
    "Over deze site": "About this site",
    "Waarom deze site bestaat.": "Why this site exists.",
    "Bedankt voor uw registratie": "Thank you for registering",
    "Controleer uw e-mail.": "Please check your e-mail.",
    "Contributie": "Membership dues",
    "Alles over het betalen van uw contributie.": "All about paying your membership dues.",
    "Vervroegde contributie": "Early membership dues",
    "Betaal uw contributie voor volgend jaar nu al.": "Pay next year's membership dues now.",
    "Niet akkoord": "Not agreed",
    "U hebt niet ingestemd met de vervroegde contributie.": "You did not agree to the early membership dues.",
    "Inloggen": "Log in",
    "Log in met het e-mailadres van uw lidmaatschap.": "Log in with the e-mail address of your membership.",
    "Account aanmaken": "Create an account",
    "Maak een account aan met het e-mailadres van uw lidmaatschap.": "Create an account with the e-mail address of "
    "your membership.",
    "Wachtwoord vergeten": "Forgot your password",
    "Vraag een link aan om een nieuw wachtwoord in te stellen.": "Ask for a link to set a new password.",
    "Wachtwoord instellen": "Set a password",
    "Kies een nieuw wachtwoord.": "Choose a new password.",
    "Samen vooruit": "Forward together",
    "Een actiepagina van de campagne.": "A campaign page.",
    "Bedankt!": "Thank you!",
    "Fijn dat u meedoet.": "Glad you are taking part.",
    # ANBI.
    "Giften en de wet": "Gifts and the law",
    "Giften aan een politieke partij vallen onder de Wet financiering politieke partijen (Wfpp). Het "
    "donatieformulier op deze site houdt zich aan deze regels:": "Gifts to a political party are governed by the "
    "Dutch Political Parties Financing Act (Wet financiering politieke partijen, Wfpp). The donation form on this "
    "site keeps to its rules:",
    "<b>Alleen uit de Europese Unie en de EER.</b> Giften van gevers die buiten de Europese Unie en de Europese "
    "Economische Ruimte wonen, worden niet aangenomen; Nederlandse kiezers in het buitenland verklaren dat op het "
    "formulier.": "<b>Only from the European Union and the EEA.</b> Gifts from givers living outside the European "
    "Union and the European Economic Area are not accepted; Dutch voters abroad declare so on the form.",
    "Maandelijks geven": "Giving monthly",
    "Een maandelijkse gift stopt u wanneer u wilt, met de persoonlijke link in de bevestiging die u na elke "
    "afschrijving per e-mail ontvangt. Wat u al gaf, blijft gegeven.": "You stop a monthly gift whenever you like, "
    "with the personal link in the confirmation you receive by e-mail after every debit. What you gave stays given.",
    "Gegevens als ANBI": "ANBI details",
    "Een politieke partij die aan de voorwaarden van de Belastingdienst voldoet, kan als algemeen nut beogende "
    "instelling (ANBI) worden aangemerkt. Een ANBI publiceert op haar website onder meer:": "A political party that "
    "meets the conditions of the Dutch Tax Administration can be designated a public benefit organisation (ANBI). "
    "An ANBI publishes on its website, among other things:",
    "de naam en het fiscaal nummer (RSIN);": "its name and tax number (RSIN);",
    "de contactgegevens;": "its contact details;",
    "de doelstelling en het beleidsplan;": "its objective and policy plan;",
    "de samenstelling van het bestuur en het beloningsbeleid;": "the composition of its board and its remuneration "
    "policy;",
    "een verslag van de activiteiten en de financiële verantwoording.": "a report of its activities and its "
    "financial accounts.",
    "In deze demonstratieomgeving staan hier geen echte gegevens en geen fiscaal nummer: de redactie vult ze in. Of "
    "een gift aftrekbaar is voor de inkomstenbelasting, leest u op de website van de Belastingdienst.": "This demo "
    "environment shows no real details and no tax number here: the editors fill them in. Whether a gift is "
    "deductible from income tax, you can read on the website of the Dutch Tax Administration.",
    "Dit is voorbeeldtekst van de demonstratieomgeving. De redactie controleert de bedragen en de regels voordat de "
    "site live gaat.": "This is placeholder text of the demo environment. The editors check the amounts and the "
    "rules before the site goes live.",
    # Account deletion.
    "Zo verwijdert u uw account": "How to delete your account",
    "Ga naar <a id=\"a1\">Mijn account</a> en kies onderaan <em>Mijn account verwijderen</em>.": "Go to "
    "<a id=\"a1\">My account</a> and choose <em>Delete my account</em> at the bottom.",
    "Log in op <a id=\"a1\">/login</a> met het e-mailadres van uw lidmaatschap.": "Log in at <a id=\"a1\">/login</a> "
    "with the e-mail address of your membership.",
    "Bevestig met uw wachtwoord.": "Confirm with your password.",
    "Kunt u niet meer inloggen? Vraag dan eerst een nieuw wachtwoord aan via <a id=\"a1\">Wachtwoord vergeten</a>.":
    "Can you no longer log in? Then first ask for a new password via <a id=\"a1\">Forgot your password</a>.",
    "Wat er dan gebeurt": "What happens then",
    "Uw lidmaatschap stopt direct en er wordt geen contributie meer afgeschreven. Uw account wordt verwijderd en uw "
    "naam, adres, geboortedatum, telefoonnummer en e-mailadres worden gewist.": "Your membership ends at once and no "
    "more dues are collected. Your account is deleted and your name, address, date of birth, phone number and "
    "e-mail address are erased.",
    "Betalingen die u deed, bewaren wij zonder uw naam zolang de wet dat vraagt (bedrag, datum, status). Wilt u "
    "eerst weten welke gegevens wij van u hebben? Op <a id=\"a1\">Mijn account</a> downloadt u ze allemaal als "
    "bestand.": "We keep the payments you made without your name for as long as the law requires (amount, date, "
    "status). Want to know first which data we hold about you? On <a id=\"a1\">My account</a> you download all of "
    "it as a file.",
    # News, positions, videos.
    "Nieuws": "News",
    "Standpunten": "Positions",
    "Video's": "Videos",
    "Een fictieve video voor de demonstratieomgeving.": "A fictional video for the demo environment.",
    "Onderwijs": "Education", "Zorg": "Healthcare", "Wonen": "Housing", "Energie": "Energy",
    "Landbouw": "Agriculture",
    # Fluitjes, petitions, comparisons.
    "Fluitjes": "Whistles",
    "Petities": "Petitions",
    "Teken en laat uw stem horen.": "Sign and make your voice heard.",
    "Meer groen in de stad": "More green in the city",
    "Behoud het buurthuis": "Keep the community centre",
    "Veilige fietsroutes naar school": "Safe cycle routes to school",
    "Petitie voor vrede": "Petition for peace",
    "Bedankt voor uw handtekening!": "Thank you for your signature!",
    "Deel de petitie met vrienden en familie: hoe meer handtekeningen, hoe sterker het signaal.": "Share the "
    "petition with friends and family: the more signatures, the stronger the signal.",
    "Voorbeeldvergelijking in de demonstratieomgeving: de redactie vult de standpunten in.": "A sample comparison "
    "in the demo environment: the editors fill in the positions.",
    "Voorbeeldtekst: hier vat de redactie ons standpunt over dit onderwerp samen.": "Placeholder text: here the "
    "editors summarise our position on this topic.",
    # Donations.
    "Doneer": "Donate",
    "Een voorbeeldcampagne in de demonstratieomgeving: uw gift gaat nergens heen.": "A sample campaign in the demo "
    "environment: your gift goes nowhere.",
    "Uw gift is goed ontvangen. U krijgt een bevestiging per e-mail.": "Your gift has been received. You will get a "
    "confirmation by e-mail.",
    "Bedankt voor uw gift!": "Thank you for your gift!",
    "Campagne Afrikaners": "Afrikaners campaign",
    "Campagne beveiliging": "Security campaign",
    "De eindsprint": "The final sprint",
    "De verkiezingskas": "The election fund",
    "Eén euro": "One euro",
    "Doneer voor de gemeenteraad": "Donate for the municipal council",
    # Agenda.
    "Agenda": "Events",
    "Bijeenkomsten, lezingen, cursussen en campagnedagen bij u in de buurt.": "Meetings, lectures, courses and "
    "campaign days near you.",
    "Ledenavond Utrecht": "Members' evening Utrecht",
    "Jongerenborrel Groningen": "Youth drinks Groningen",
    "Lezing over de Republiek": "Lecture on the Republic",
    "Internationale conferentie": "International conference",
    "Vriendendiner": "Friends' dinner",
    "Zomerschool": "Summer school",
    "Programma": "Programme",
    "Ontvangst met koffie": "Welcome with coffee",
    "Sprekers en vragen uit de zaal": "Speakers and questions from the floor",
    "Napraten": "Drinks afterwards",
    "De zaal is vanaf 19.00 uur open; vol is vol.": "The hall opens at 7 pm; when it is full, it is full.",
    "Toegang": "Admission",
    "Conferentiedag": "Conference day",
    "Diner": "Dinner",
    "Hele week": "Whole week",
    "Eén dag": "One day",
    "Voorbeeldstraat": "Voorbeeldstraat",
    # Premium.
    "Premium": "Premium",
    "Video's voor leden: achtergronden, interviews en uitleg die alleen leden met een actief lidmaatschap "
    "kunnen bekijken.": "Videos for members: background, interviews and explanations that only members with an active "
    "membership can watch.",
    "Terugblik op de ledenavond": "Looking back on the members' evening",
    "Een fictieve ledenavond in het voorjaar.": "A fictional members' evening in spring.",
    "In gesprek met de penningmeester": "In conversation with the treasurer",
    "Een fictieve penningmeester vertelt hoe de begroting tot stand komt.": "A fictional treasurer explains how the "
    "budget comes about.",
    "Achter de schermen": "Behind the scenes",
    "Drie video's over hoe de vereniging werkt, gepresenteerd door fictieve vrijwilligers.": "Three videos about "
    "how the association works, presented by fictional volunteers.",
    "Dit is neutrale voorbeeldtekst voor de premiumomgeving van de demonstratie. De personen in deze video's zijn "
    "fictief en de tekst citeert niemand; redacteuren vervangen haar in het beheer.": "This is neutral placeholder "
    "text for the premium area of the demo. The people in these videos are fictional and the text quotes no one; "
    "editors replace it in the admin.",
    "Deze video is alleen te zien voor leden met een actief lidmaatschap. Vragen over de inhoud beantwoordt de "
    "fictieve ledenadministratie van de demonstratie.": "This video can only be watched by members with an active "
    "membership. The demo's fictional membership office answers questions about its content.",
    # People and their lists.
    "Bestuur": "Board",
    "Het partijbestuur.": "The party board.",
    "Tweede Kamer": "House of Representatives",
    "Onze fractie in de Tweede Kamer.": "Our group in the House of Representatives.",
    "Eerste Kamer": "Senate",
    "Onze fractie in de Eerste Kamer.": "Our group in the Senate.",
    "Eerste Kamer (eerdere fractie)": "Senate (previous group)",
    "De fractie in de vorige periode.": "The group in the previous term.",
    "Europees Parlement": "European Parliament",
    "Onze delegatie in het Europees Parlement.": "Our delegation in the European Parliament.",
    "Voorzitter": "Chair", "Secretaris": "Secretary", "Penningmeester": "Treasurer", "Bestuurslid": "Board member",
    "Fractievoorzitter": "Group leader", "Kamerlid": "Member of Parliament", "Senator": "Senator",
    "Delegatieleider": "Head of delegation", "Europarlementariër": "Member of the European Parliament",
    "Statenlid": "Member of the Provincial Council", "Gemeenteraadslid": "Municipal councillor",
    "Lid algemeen bestuur": "Member of the general board",
    "Financiën": "Finance", "Justitie": "Justice", "Economie": "Economy", "Europese zaken": "European affairs",
    "Een fictief persoon voor de demonstratieomgeving; deze korte biografie is neutrale voorbeeldtekst.": "A "
    "fictional person for the demo environment; this short biography is neutral placeholder text.",
    "Een fictieve volksvertegenwoordiger; deze tekst is voorbeeldtekst.": "A fictional representative; this text is "
    "placeholder text.",
    # Vacancies and entities.
    "Beleidsmedewerker onderwijs": "Education policy officer",
    "Campagnecoördinator": "Campaign coordinator",
    "Webredacteur": "Web editor",
    "Officemanager": "Office manager",
    "Stagiair communicatie": "Communications intern",
    "Deze vacature is gesloten.": "This vacancy is closed.",
    "Wat gaat u doen?": "What will you do?",
    "Wie bent u?": "Who are you?",
    "Vrijwilliger": "Volunteer",
    "Katoenen draagtas": "Cotton tote bag",
}
EXACT.update(_wfpp())
EXACT.update(accessibility.ENGLISH)
PARAGRAPH = (
    "Dit is neutrale voorbeeldtekst voor de demonstratieomgeving. Ze beschrijft geen echte standpunten en citeert "
    "geen bestaande personen; redacteuren vervangen haar in het beheer."
)

PATTERNS: list[tuple[re.Pattern[str], object]] = [
    (re.compile(r"Nieuwsbericht (\d+): een update over (.+)"), lambda m: f"News item {m[1]}: an update on {_topic(m[2])}"),
    (re.compile(r"Een korte samenvatting van een fictief nieuwsbericht over (.+)\."),
     lambda m: f"A short summary of a fictional news item about {_topic(m[1])}."),
    (re.compile(r"Achtergrond over (.+)"), lambda m: f"Background on {_topic(m[1])}"),
    (re.compile(r"Video over (.+)"), lambda m: f"Video about {_topic(m[1])}"),
    (re.compile(re.escape(PARAGRAPH) + r" Dit deel gaat over (.+)\."),
     lambda m: f"{EXACT[PARAGRAPH]} This part is about {_topic(m[1])}."),
    (re.compile(r"Waar wij voor staan op het gebied van (.+): een neutrale voorbeeldtekst\."),
     lambda m: f"What we stand for on {_topic(m[1])}: neutral placeholder text."),
    (re.compile(r"Video (\d+): uitleg over (.+)"), lambda m: f"Video {m[1]}: explaining {_topic(m[2])}"),
    (re.compile(r"Fluitje (\d+): aandacht voor (.+)"), lambda m: f"Whistle {m[1]}: attention for {_place(m[2])}"),
    (re.compile(r"Een kort fictief signaal over (.+)\."), lambda m: f"A short fictional signal about {_place(m[1])}."),
    (re.compile(r"Een fictieve petitie: (.+)\."), lambda m: f"A fictional petition: {_petition(m[1])}."),
    (re.compile(r"De verschillen tussen FVD en (.+)"), lambda m: f"The differences between FVD and {m[1]}"),
    (re.compile(r"Voorbeeldtekst: hier komt de samenvatting van het standpunt van (.+), met bron\."),
     lambda m: f"Placeholder text: here comes the summary of the position of {m[1]}, with its source."),
    (re.compile(r"Een fictieve bijeenkomst in (.+)\."), lambda m: f"A fictional meeting in {_city(m[1])}."),
    (re.compile(r"(.+) is een fictief evenement in de demo van deze website\. " + re.escape(texts.LOREM)),
     lambda m: f"{EXACT.get(m[1], m[1])} is a fictional event in the demo of this website. {texts.LOREM_EN}"),
    (re.compile(r"Het werk van onze afdeling in (.+): neutrale voorbeeldtekst voor de demonstratieomgeving\."),
     lambda m: f"The work of our branch in {_city(m[1])}: neutral placeholder text for the demo environment."),
    (re.compile(r"Wij zoeken een (.+) \(m/v/x\)\."), lambda m: f"We are looking for {_a(_vacancy(m[1]))}."),
]


def _topic(word: str) -> str:
    return TOPICS.get(word, EXACT.get(word, word).lower())


def _city(name: str) -> str:
    return PLACES.get(name, name)


def _place(words: str) -> str:
    return {"de wijk": "the neighbourhood", "het dorpsplein": "the village square", "de bibliotheek": "the library"}.get(
        words, words
    )


def _petition(words: str) -> str:
    titled = words[:1].upper() + words[1:]
    english = EXACT.get(titled, words)
    return english[:1].lower() + english[1:]


def _a(words: str) -> str:
    return f"{'an' if words[:1] in 'aeiou' else 'a'} {words}"


def _vacancy(words: str) -> str:
    titled = words[:1].upper() + words[1:]
    return EXACT.get(titled, words).lower()


def english(text: str) -> str:
    if text in EXACT:
        return EXACT[text]
    for pattern, replacement in PATTERNS:
        match = pattern.fullmatch(text)
        if match:
            return replacement(match)  # type: ignore[operator]
    MISSING.add(text)
    return text
