"""The articles of the relevance test set, added to the demo content of `make run` (its positions
'Onderwijs', 'Zorg', … with their English translations, and 64 'Nieuwsbericht N: een update over …'
articles): neutral placeholder copy about a fictional party's topics, written so that each query of
queries.py has one right answer. Each article: slug, title and text in Dutch, how many days ago it
was published, and optionally an English translation (which keeps the slug, as in the admin)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Translation:
    title: str
    text: str


@dataclass(frozen=True)
class Page:
    slug: str
    title: str
    text: str
    days_ago: int = 30
    english: Translation | None = None


ARTICLES = [
    Page(
        "wachtlijsten",
        "Wachtlijsten in de gezondheidszorg",
        "Patiënten wachten te lang op een operatie. Ziekenhuizen en huisartsen zoeken oplossingen voor de zorg.",
        3,
        english=Translation(
            "Waiting lists in healthcare",
            "Patients wait too long for an operation. Hospitals and doctors look for solutions.",
        ),
    ),
    Page(
        "lerarentekort",
        "Het lerarentekort in het basisonderwijs",
        "Het tekort aan leraren raakt vooral scholen in de steden.",
        5,
        english=Translation(
            "The teacher shortage in primary education",
            "The shortage of teachers hits schools in the cities hardest.",
        ),
    ),
    Page(
        "belastingplan",
        "Reactie op het Belastingplan",
        "Wat betekenen de plannen voor de inkomstenbelasting en de toeslagen? Wie betaalt welke belasting? Een verlaging is niet voor iedereen.",
        8,
    ),
    Page(
        "huurwoningen",
        "Huurwoningen in de Randstad",
        "Er zijn te weinig woningen met een betaalbare huur, en de huurprijzen stijgen.",
        9,
    ),
    Page(
        "stikstof",
        "Stikstofregels en de boeren",
        "De regels voor landbouw en natuur botsen in veel provincies.",
        10,
    ),
    Page(
        "zorgpremie",
        "Zorgpremie stijgt volgend jaar",
        "De kosten van de zorgverzekering stijgen en het eigen risico blijft gelijk.",
        11,
    ),
    Page(
        "europese-verkiezingen",
        "Europese verkiezingen: wat staat er op het spel",
        "In het Europees Parlement worden besluiten genomen die iedereen raken.",
        12,
    ),
    Page(
        "energierekening",
        "Hoe houden we de energierekening betaalbaar?",
        "De energieprijzen blijven hoog; isolatie helpt huishoudens.",
        13,
    ),
    Page(
        "kernenergie",
        "Kernenergie als schone bron",
        "Nieuwe centrales leveren stroom zonder uitstoot; goed voor het klimaat en een realistisch beleid.",
        14,
    ),
    Page(
        "politie",
        "Meer wijkagenten in de buurt",
        "De politie moet zichtbaar zijn; veiligheid begint in de wijk.",
        15,
    ),
    Page(
        "asiel",
        "Asielinstroom en opvang in gemeenten",
        "Gemeenten zoeken plaatsen voor de opvang van asielzoekers. Wie asiel krijgt, heeft een woning nodig.",
        16,
    ),
    Page(
        "referendum",
        "Pleidooi voor het bindend referendum",
        "Kiezers beslissen zelf over grote vragen.",
        17,
    ),
    Page(
        "ondernemers",
        "Minder regeldruk voor ondernemers",
        "Kleine bedrijven besteden te veel tijd aan formulieren.",
        18,
    ),
    Page(
        "ouderenzorg",
        "Ouderenzorg: langer thuis wonen",
        "Met mantelzorg en wijkverpleging blijven ouderen langer thuis, in plaats van in het verpleeghuis. Gezondheid en zelfstandigheid gaan samen.",
        19,
    ),
    Page(
        "fietspaden",
        "Veilige fietspaden naar school",
        "Kinderen moeten veilig naar school kunnen fietsen.",
        20,
    ),
    Page(
        "kinderopvang",
        "Betaalbare kinderopvang voor werkende ouders",
        "Ouders betalen te veel voor de opvang van hun kinderen.",
        21,
        english=Translation(
            "Affordable childcare for working parents",
            "Parents pay too much for the care of their children.",
        ),
    ),
    Page(
        "pensioen",
        "Het nieuwe pensioenstelsel uitgelegd",
        "Wat verandert er voor gepensioneerden en werkenden?",
        22,
    ),
    Page(
        "privacy",
        "Privacy en de digitale overheid",
        "Gegevens van burgers verdienen bescherming.",
        23,
    ),
    Page(
        "navo",
        "De NAVO-top en onze defensie-uitgaven",
        "Het budget voor de krijgsmacht groeit de komende jaren.",
        24,
    ),
    Page(
        "economische-groei",
        "Economische groei in de regio",
        "Bedrijven in de regio investeren weer.",
        25,
    ),
    Page(
        "onderwijs-en-zorg",
        "Samenwerking tussen onderwijs en zorg voor jongeren",
        "Scholen en hulpverleners werken samen.",
        26,
    ),
    Page("begroting-2025", "Begroting 2025", "De begroting van vorig jaar.", 300),
    Page("begroting-2026", "Begroting 2026", "De begroting van dit jaar.", 2),
]
