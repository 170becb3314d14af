"""The /toegankelijkheid page: an accessibility statement after the Dutch government's model
(digitoegankelijk.nl, 'toegankelijkheidsverklaring'): the status against WCAG 2.2 AA and EN 301 549,
how the site was checked, the known limitations, how to report a problem (the site's own contact
page), the date and the enforcement procedure. Neutral placeholder copy that names no party; the
editors confirm it before the site goes live. Each text is kept with its English, which the seed's
translation (demo/translate.py) fills in."""

from __future__ import annotations

from wagtail.rich_text import RichText

# The date the statement was drawn up; editors change it with every review.
STATEMENT_DATE = ("27 november 2026", "27 November 2026")
CONTACT_LINK = '<a id="a1">'  # how a link reads in a translatable text; the page's own is below
CONTACT_HREF = '<a href="/contact">'

# (kind, Dutch, English): a heading, a paragraph or a list item (consecutive items make one list).
SECTIONS: list[tuple[str, str, str]] = [
    ("heading", "Ons streven", "Our aim"),
    ("p", "Wij willen dat iedereen deze website kan gebruiken: om te lezen, een kaartje te kopen, te doneren, lid "
     "te worden of een petitie te tekenen. Ook met alleen een toetsenbord, met een schermlezer, met vergroting of "
     "op een kleine telefoon.",
     "We want everyone to be able to use this website: to read, buy a ticket, donate, become a member or sign a "
     "petition. Also with only a keyboard, with a screen reader, with magnification or on a small phone."),
    ("p", "Deze verklaring geldt voor deze website, in het Nederlands en in het Engels.",
     "This statement applies to this website, in Dutch and in English."),
    ("heading", "Status", "Compliance status"),
    ("p", "Deze website voldoet gedeeltelijk aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau A en "
     "AA, de eisen van de Europese norm EN 301 549. Wat nog niet voldoet, staat hieronder bij de bekende "
     "beperkingen.",
     "This website partially conforms to the Web Content Accessibility Guidelines (WCAG) 2.2 at level A and AA, "
     "the requirements of the European standard EN 301 549. What does not conform yet is listed below under the "
     "known limitations."),
    ("heading", "Hoe wij dit hebben onderzocht", "How we checked this"),
    ("li", "Bij elke wijziging van de website controleert een geautomatiseerde test (axe-core) elke pagina in beide "
     "talen, op een telefoon en op een groot scherm, op de regels van WCAG 2.0, 2.1 en 2.2, niveau A en AA.",
     "With every change to the website, an automated test (axe-core) checks every page in both languages, on a "
     "phone and on a large screen, against the rules of WCAG 2.0, 2.1 and 2.2, level A and AA."),
    ("li", "Geautomatiseerde tests doorlopen het kopen van een kaartje, doneren, lid worden, een petitie tekenen "
     "en inloggen met alleen het toetsenbord.",
     "Automated tests go through buying a ticket, donating, becoming a member, signing a petition and logging in "
     "with only the keyboard."),
    ("li", "Een test controleert dat de pagina's zonder horizontaal scrollen te lezen zijn op een scherm van 320 "
     "pixels breed en bij een vergroting van 200 procent.",
     "A test checks that the pages can be read without scrolling sideways on a screen 320 pixels wide and at "
     "200 percent zoom."),
    ("li", "Daarnaast controleren wij pagina's met de hand, met een schermlezer en met vergroting.",
     "We also check pages by hand, with a screen reader and with magnification."),
    ("p", "Geautomatiseerde tests vinden niet elk probleem. Een volledig onderzoek door een onafhankelijke "
     "deskundige heeft nog niet plaatsgevonden.",
     "Automated tests do not find every problem. A full evaluation by an independent expert has not taken place "
     "yet."),
    ("heading", "Bekende beperkingen", "Known limitations"),
    ("li", "Video's die op een extern platform staan, hebben niet altijd ondertitels of een uitgeschreven tekst.",
     "Videos hosted on an external platform do not always have captions or a transcript."),
    ("li", "Documenten die als bijlage zijn geplaatst, zoals pdf-bestanden, zijn niet allemaal toegankelijk.",
     "Not all documents posted as attachments, such as PDF files, are accessible."),
    ("li", "Oudere pagina's uit het archief zijn niet allemaal opnieuw gecontroleerd.",
     "Not all older pages in the archive have been checked again."),
    ("li", "De betaalpagina van de betaaldienst valt buiten deze website; de betaaldienst is daarvoor "
     "verantwoordelijk.",
     "The payment page of the payment provider is not part of this website; the payment provider is responsible "
     "for it."),
    ("p", "Wij werken eraan deze beperkingen weg te nemen.", "We are working to remove these limitations."),
    ("heading", "Een probleem melden", "Reporting a problem"),
    ("p", "Kunt u iets op deze website niet gebruiken, of ziet u een ander toegankelijkheidsprobleem? Laat het ons "
     f"weten via de {CONTACT_LINK}contactpagina</a>. Vertel ons op welke pagina u het probleem tegenkwam en wat u "
     "probeerde te doen.",
     "Is there something on this website you cannot use, or do you notice another accessibility problem? Let us "
     f"know through the {CONTACT_LINK}contact page</a>. Tell us on which page you found the problem and what you "
     "were trying to do."),
    ("p", "Wij sturen u binnen vijf werkdagen een ontvangstbevestiging en laten u binnen drie weken weten wat wij "
     "ermee doen. Hebt u de informatie intussen nodig, dan helpen wij u op een andere manier.",
     "We send you an acknowledgement within five working days and let you know within three weeks what we will "
     "do about it. If you need the information in the meantime, we help you another way."),
    ("heading", "Handhavingsprocedure", "Enforcement procedure"),
    ("p", "Bent u niet tevreden met de manier waarop wij uw melding hebben behandeld? Dan kunt u het College voor "
     "de Rechten van de Mens vragen te beoordelen of u bent benadeeld vanwege een handicap of chronische ziekte.",
     "Are you not satisfied with the way we handled your report? Then you can ask the Netherlands Institute for "
     "Human Rights (College voor de Rechten van de Mens) to judge whether you were disadvantaged because of a "
     "disability or chronic illness."),
    ("p", "Over de toegankelijkheid van de online verkoop van kaartjes kunt u ook een melding doen bij de "
     "Autoriteit Consument en Markt (ACM), die toezicht houdt op de Europese toegankelijkheidsregels voor "
     "producten en diensten.",
     "About the accessibility of the online sale of tickets, you can also report to the Netherlands Authority "
     "for Consumers and Markets (ACM), which supervises the European accessibility rules for products and "
     "services."),
    ("heading", "Datum van deze verklaring", "Date of this statement"),
    ("p", f"Deze verklaring is opgesteld op {STATEMENT_DATE[0]}. Wij herzien haar ten minste eens per jaar en na "
     "elke grote wijziging van de website.",
     f"This statement was drawn up on {STATEMENT_DATE[1]}. We review it at least once a year and after every "
     "major change to the website."),
]

ENGLISH: dict[str, str] = {dutch: english for _, dutch, english in SECTIONS}


def accessibility_body() -> list[tuple[str, object]]:
    """The Dutch page: headings, and between them one rich-text block of paragraphs and lists."""
    body: list[tuple[str, object]] = []
    html: list[str] = []
    in_list = False

    def flush() -> None:
        nonlocal in_list
        if in_list:
            html.append("</ul>")
            in_list = False
        if html:
            body.append(("paragraph", RichText("".join(html))))
            html.clear()

    for kind, dutch, _ in SECTIONS:
        if kind == "heading":
            flush()
            body.append(("heading", dutch))
            continue
        text = dutch.replace(CONTACT_LINK, CONTACT_HREF)
        if kind == "li" and not in_list:
            html.append("<ul>")
            in_list = True
        elif kind == "p" and in_list:
            html.append("</ul>")
            in_list = False
        html.append(f"<{kind}>{text}</{kind}>")
    flush()
    return body
