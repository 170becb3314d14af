"""The twelve provinces, a set of municipalities and all 21 water boards, each with a fictional
representative and neutral regional news."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from django.utils.text import slugify
from wagtail.images.models import Image

from content.models import ArticleIndexPage, Person, Region, RegionKind

from .news import regional_article

PROVINCES = {
    "Groningen": ["Groningen", "Het Hogeland"],
    "Friesland": ["Leeuwarden", "Súdwest-Fryslân"],
    "Drenthe": ["Assen", "Emmen"],
    "Overijssel": ["Zwolle", "Enschede"],
    "Flevoland": ["Almere", "Lelystad"],
    "Gelderland": ["Arnhem", "Nijmegen", "Apeldoorn"],
    "Utrecht": ["Utrecht", "Amersfoort"],
    "Noord-Holland": ["Amsterdam", "Haarlem"],
    "Zuid-Holland": ["Rotterdam", "Den Haag", "Leiden"],
    "Zeeland": ["Middelburg", "Vlissingen"],
    "Noord-Brabant": ["Eindhoven", "Tilburg", "'s-Hertogenbosch"],
    "Limburg": ["Maastricht", "Venlo"],
}
WATER_BOARDS = [
    "Wetterskip Fryslân", "Noorderzijlvest", "Hunze en Aa's", "Drents Overijsselse Delta", "Vechtstromen",
    "Vallei en Veluwe", "Rijn en IJssel", "Zuiderzeeland", "Amstel, Gooi en Vecht",
    "Hollands Noorderkwartier", "Rijnland", "Delfland", "Schieland en de Krimpenerwaard", "Hollandse Delta",
    "Rivierenland", "De Stichtse Rijnlanden", "Brabantse Delta", "De Dommel", "Aa en Maas", "Scheldestromen",
    "Limburg",
]
ROLE = {RegionKind.PROVINCIE: "Statenlid", RegionKind.GEMEENTE: "Gemeenteraadslid", RegionKind.WATERSCHAP: "Lid algemeen bestuur"}


def _region(kind: str, name: str, number: int, photos: list, province: Region | None = None) -> Region:
    region = Region.objects.create(
        kind=kind,
        name=name,
        slug=slugify(name.replace("'", "")),
        province=province,
        intro=f"Het werk van onze afdeling in {name}: neutrale voorbeeldtekst voor de demonstratieomgeving.",
    )
    person = Person.objects.create(
        name=f"Vertegenwoordiger {name}",
        slug=f"vertegenwoordiger-{kind}-{region.slug}",
        photo=photos[number % len(photos)] if photos else None,
        role=ROLE[kind],
        bio="Een fictieve volksvertegenwoordiger; deze tekst is voorbeeldtekst.",
    )
    region.representatives.add(person)
    region.save()  # a ParentalManyToManyField is written on save
    return region


def seed_regions(news: ArticleIndexPage) -> None:
    photos = [p.photo for p in Person.objects.exclude(photo=None).order_by("id")[:6]]
    # The national articles' illustrations (their renditions exist already).
    pictures = list(Image.objects.filter(title__startswith="Illustratie ").order_by("id"))
    now = timezone.now()
    number = 0
    for province_name, municipalities in PROVINCES.items():
        province = _region(RegionKind.PROVINCIE, province_name, number, photos)
        regional_article(news, province, now - timedelta(hours=5 * number + 2), pictures[number % len(pictures)])
        number += 1
        for name in municipalities:
            municipality = _region(RegionKind.GEMEENTE, name, number, photos, province=province)
            regional_article(news, municipality, now - timedelta(hours=5 * number + 3), pictures[number % len(pictures)])
            number += 1
    for name in WATER_BOARDS:
        board = _region(RegionKind.WATERSCHAP, name, number, photos)
        regional_article(news, board, now - timedelta(hours=5 * number + 4), pictures[number % len(pictures)])
        number += 1
