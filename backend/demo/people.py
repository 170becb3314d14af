"""Fictional people on the four people lists (and the old Eerste Kamer list)."""

from __future__ import annotations

from content.models import PeopleList, PeopleListMember, Person
from content.serializers import image_out

from .images import demo_image

FIRST = ["Sanne", "Pieter", "Lotte", "Joris", "Femke", "Ruben", "Iris", "Thijs", "Noor", "Wouter", "Maud", "Stijn"]
LAST = ["van Dijk", "de Boer", "Kok", "Hendriks", "Dekker", "Peters", "Brouwer", "de Graaf", "Vos", "Meijer"]
LISTS = [
    ("bestuur", "Bestuur", "Het partijbestuur.", ["Voorzitter", "Secretaris", "Penningmeester", "Bestuurslid", "Bestuurslid"]),
    ("tweede-kamer", "Tweede Kamer", "Onze fractie in de Tweede Kamer.", ["Fractievoorzitter"] + ["Kamerlid"] * 6),
    ("eerste-kamer", "Eerste Kamer", "Onze fractie in de Eerste Kamer.", ["Fractievoorzitter"] + ["Senator"] * 3),
    ("eerste-kamer-oud", "Eerste Kamer (eerdere fractie)", "De fractie in de vorige periode.", ["Senator"] * 3),
    ("europees-parlement", "Europees Parlement", "Onze delegatie in het Europees Parlement.", ["Delegatieleider", "Europarlementariër"]),
]
PORTFOLIOS = ["Financiën", "Onderwijs", "Zorg", "Wonen", "Justitie", "Economie", "Europese zaken", "Landbouw"]
BIO = "Een fictief persoon voor de demonstratieomgeving; deze korte biografie is neutrale voorbeeldtekst."


def seed_people() -> None:
    number = 0
    for slug, title, intro, roles in LISTS:
        people_list = PeopleList.objects.create(slug=slug, title=title, intro=intro)
        for order, role in enumerate(roles):
            name = f"{FIRST[number % len(FIRST)]} {LAST[(number * 3) % len(LAST)]}"
            person = Person.objects.create(
                name=name,
                slug=f"{name.lower().replace(' ', '-')}-{number + 1}",
                photo=demo_image(200 + number, f"Portret van {name}", size=(480, 600)),
                role=role,
                portfolio=PORTFOLIOS[number % len(PORTFOLIOS)],
                bio=BIO,
                twitter_url="https://twitter.com/example",
                email=f"persoon{number + 1}@example.org",
            )
            image_out(person.photo)  # renditions made now, not on the first visit
            PeopleListMember.objects.create(people_list=people_list, person=person, sort_order=order)
            number += 1
