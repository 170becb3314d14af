from django.contrib.auth import get_user_model
from django.core.management import call_command
from wagtail.models import Page, Site

from content.models import Article, Author, HomePage, Position, StandardPage


def test_seed_fills_the_database_and_leaves_it_alone_after(demo):
    # conftest seeds the test database once, exactly as `make run` does on an empty database.
    site = Site.objects.get(is_default_site=True)
    assert isinstance(site.root_page.specific, HomePage)
    dutch = {"locale__language_code": "nl"}
    counts = (
        StandardPage.objects.filter(**dutch).count(),
        Article.objects.filter(**dutch).count(),
        Position.objects.filter(**dutch).count(),
    )
    assert counts[0] >= 30 and counts[1] >= 60 and counts[2] == 25
    assert Author.objects.count() >= 4
    editor = get_user_model().objects.get(username="redactie")
    assert not editor.is_superuser and [g.name for g in editor.groups.all()] == ["Redactie"]
    administration = get_user_model().objects.get(username="beheer")
    assert not administration.is_superuser
    assert [g.name for g in administration.groups.all()] == ["Administratie"]

    call_command("seed_demo", "--if-empty", verbosity=0)
    assert (
        StandardPage.objects.filter(**dutch).count(),
        Article.objects.filter(**dutch).count(),
        Position.objects.filter(**dutch).count(),
    ) == counts
    assert HomePage.objects.count() == 2  # Dutch and its English translation
    assert Page.objects.filter(depth=2).count() == 2
