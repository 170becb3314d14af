"""Fills an empty database with demo content (DESIGN.md §5). With --if-empty it leaves a database
that already has content alone, so a second `make run` keeps the data and starts at once."""

from __future__ import annotations

from django.apps import apps
from django.core.management.base import BaseCommand
from django.db import transaction
from wagtail.models import Locale, Page, Site

from applications.demo import seed_applications
from content.models import HomePage, StandardPage
from core.models import SiteLinks
from demo import texts
from demo.accessibility import accessibility_body
from demo.anbi import anbi_body
from demo.donations import seed_donations
from demo.entities import seed_entities
from demo.events import seed_events
from demo.landing import (
    home_body,
    landing_body,
    landing_image,
    seed_comparisons,
    seed_fluitjes,
    seed_petitions,
)
from demo.news import seed_news
from demo.people import seed_people
from demo.premium import seed_premium
from demo.press import seed_press
from demo.regions import seed_regions
from demo.translate import translate_demo
from demo.vacancies import seed_vacancies
from engagement.demo import seed_engagement
from friends.demo import FRIEND_UPGRADE_CODE, seed_friends
from legion.demo import seed_legion
from members.demo import account_deletion_body, seed_members
from people.backfill import attach
from people.demo import seed_histories
from staff.demo import seed_staff
from tracking.demo import seed_tracking
from wfpp.demo import seed_public_giver


def _paragraphs(*texts: str) -> list[tuple[str, object]]:
    from wagtail.rich_text import RichText

    return [("paragraph", RichText(f"<p>{text}</p>")) for text in texts]


def _body(path: str, landing_picture) -> list[tuple[str, object]]:
    from wagtail.rich_text import RichText

    if path in texts.LANDING_PAGES:
        return landing_body(texts.STANDARD_PAGES[path][0], landing_picture)
    if path == "/anbi":
        return anbi_body()
    if path == "/toegankelijkheid":
        return accessibility_body()
    if path == "/hoe-verwijder-ik-mijn-account":
        return account_deletion_body()
    body = [("heading", "Over deze pagina"), *_paragraphs(texts.LOREM, texts.LOREM_2)]
    if path in texts.COLLAPSIBLE_ON:
        text = "".join(f"<p>{texts.LOREM} {texts.LOREM_2}</p>" for _ in range(4))
        body.append(("collapsible", {"title": "Meer weten", "body": RichText(text)}))
    return body


class Command(BaseCommand):
    help = "Fill an empty database with demo content and a demo staff login."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--if-empty", action="store_true", help="do nothing when demo content exists")

    def handle(self, *args, if_empty: bool = False, **options) -> None:
        if if_empty and HomePage.objects.exists():
            self.stdout.write("Demo content already present; nothing to do.")
            return
        with transaction.atomic():
            picture = landing_image()
            home = self._home(picture)
            self._standard_pages(home, picture)
            news = seed_news(home)
            seed_fluitjes(home, picture)
            seed_petitions(home, picture)
            seed_comparisons(home)
            seed_press(home)
            seed_donations(home, picture)
            seed_people()
            seed_regions(news)
            seed_vacancies()
            seed_entities()
            seed_premium(home)
            seed_events(home)
            translate_demo(home)
            SiteLinks.for_site(Site.objects.get(is_default_site=True)).save()
            self._staff()
            seed_members()
            seed_legion()
            seed_engagement()
            seed_friends()
            seed_applications()
            seed_tracking()
            seed_histories()
            attach(apps)  # the demo records above are written directly: each gets its person
            seed_public_giver()  # a fictional giver on /anbi's public list, through the Wfpp service
        self.stdout.write(self.style.SUCCESS("Demo content created."))
        self.stdout.write(f"Demo link, a friend becomes a member: /lidmaatschap-upgrade/{FRIEND_UPGRADE_CODE}")

    def _home(self, picture) -> HomePage:
        root = Page.get_first_root_node()
        nl, _ = Locale.objects.get_or_create(language_code="nl")
        Locale.objects.get_or_create(language_code="en")
        # Wagtail's "Welcome to your new Wagtail site!" page and its site make way for ours.
        Site.objects.all().delete()
        for page in root.get_children():
            page.delete()
        title, intro = texts.HOME
        hero = texts.HOME_HERO
        home = HomePage(
            title=title,
            slug="home",
            intro=intro,
            body=home_body(),
            locale=nl,
            hero_title=hero["title"],
            hero_lead=hero["lead"],
            hero_image=picture,
            hero_primary_label=hero["primary"][0],
            hero_primary_url=hero["primary"][1],
            hero_secondary_label=hero["secondary"][0],
            hero_secondary_url=hero["secondary"][1],
        )
        root.add_child(instance=home)
        home.save_revision().publish()
        Site.objects.create(hostname="localhost", root_page=home, is_default_site=True, site_name="Partijwebsite")
        return home

    def _standard_pages(self, home: HomePage, picture) -> None:
        # Parents before children: the paths are sorted, so /vrienden comes before /vrienden/bedankt.
        for path in sorted(texts.STANDARD_PAGES):
            title, intro = texts.STANDARD_PAGES[path]
            *parents, slug = path.strip("/").split("/")
            parent = home
            for parent_slug in parents:
                parent = parent.get_children().get(slug=parent_slug).specific
            page = StandardPage(title=title, slug=slug.replace(".", "-"), intro=intro, body=_body(path, picture))
            parent.add_child(instance=page)
            page.save_revision().publish()

    def _staff(self) -> None:
        seed_staff()
