from django.contrib.auth import get_user_model
from django.core.management import call_command
from wagtail.models import Page, Site

from content.models import HomePage, StandardPage


def test_seed_fills_an_empty_database_and_leaves_it_alone_after(db):
    call_command("seed_demo", "--if-empty", verbosity=0)
    site = Site.objects.get(is_default_site=True)
    assert isinstance(site.root_page.specific, HomePage)
    pages = StandardPage.objects.count()
    assert pages >= 30
    assert get_user_model().objects.get(username="redactie").is_superuser

    call_command("seed_demo", "--if-empty", verbosity=0)
    assert StandardPage.objects.count() == pages
    assert HomePage.objects.count() == 2  # Dutch and its English translation
    assert Page.objects.filter(depth=2).count() == 2
