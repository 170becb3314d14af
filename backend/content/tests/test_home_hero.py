"""The home page's hero (issue 24): headline, lead, picture or video, and its buttons, in both
languages, as /api/pages/resolve answers it; the editor's rules for a button."""

import pytest
from django.core.exceptions import ValidationError
from wagtail.models import Page

from content.models import HomePage, StandardPage, Video
from content.serializers import image_out
from demo.texts import HOME_HERO, HOME_HERO_EN


def resolve(client, path, locale="nl"):
    return client.get("/api/pages/resolve", {"path": path, "locale": locale}).json()


def home(language="nl") -> HomePage:
    return HomePage.objects.get(locale__language_code=language)


def publish(page: HomePage) -> None:
    page.save_revision().publish()


def test_the_home_page_opens_with_the_cms_hero(client, demo):
    hero = resolve(client, "/")["hero"]
    assert (hero["title"], hero["lead"]) == (HOME_HERO["title"], HOME_HERO["lead"])
    assert hero["primary"] == {"label": "Word lid", "href": "/word-lid"}
    assert hero["secondary"] == {"label": "Bekijk de agenda", "href": "/agenda"}
    image = hero["image"]
    assert image["url"].endswith(".webp") and (image["width"], image["height"]) == (1600, 900)
    assert "400w" in image["srcset"] and "1600w" in image["srcset"]
    assert hero["video"] is None


def test_the_english_home_page_has_the_translated_hero(client, demo):
    hero = resolve(client, "/", "en")["hero"]
    assert (hero["title"], hero["lead"]) == (HOME_HERO_EN["title"], HOME_HERO_EN["lead"])
    # The paths stay the Dutch route table's: the frontend puts them under /en.
    assert hero["primary"] == {"label": "Become a member", "href": "/word-lid"}
    assert hero["image"]["url"] == resolve(client, "/")["hero"]["image"]["url"]


def test_only_the_home_page_has_a_hero(client, demo):
    assert resolve(client, "/privacy")["hero"] is None


def test_a_chosen_page_leads_to_its_visitor_path_and_an_unpublished_one_to_no_button(client, demo):
    page = home()
    privacy = StandardPage.objects.get(slug="privacy", locale__language_code="nl")
    page.hero_primary_url, page.hero_primary_page = "", privacy
    publish(page)
    assert resolve(client, "/")["hero"]["primary"] == {"label": "Word lid", "href": "/privacy"}
    privacy.unpublish()
    assert resolve(client, "/")["hero"]["primary"] is None


def test_a_video_shows_its_thumbnail_without_a_picture_and_its_english_title(client, demo):
    video = Video.objects.filter(locale__language_code="nl", live=True).order_by("path").first()
    english = video.get_translation(home("en").locale)
    page = home()
    page.hero_image, page.hero_video = None, video
    publish(page)
    hero = resolve(client, "/")["hero"]
    assert hero["video"] == {"title": video.title, "url": video.video_url}
    thumbnail = image_out(video.image)
    assert thumbnail is not None and hero["image"]["url"] == thumbnail["url"]
    english_page = home("en")
    english_page.hero_image, english_page.hero_video = None, video
    publish(english_page)
    assert resolve(client, "/", "en")["hero"]["video"]["title"] == english.title


def test_without_a_headline_the_hero_shows_the_page_title(client, demo):
    page = home()
    page.hero_title = ""
    publish(page)
    assert resolve(client, "/")["hero"]["title"] == "Welkom"


@pytest.mark.parametrize(
    "label, page_slug, url, field",
    [
        ("Word lid", "privacy", "/privacy", "hero_primary_url"),  # a page and an address
        ("", None, "/word-lid", "hero_primary_label"),  # a link without a text
        ("Word lid", None, "", "hero_primary_label"),  # a text without a link
        ("Word lid", None, "javascript:alert(1)", "hero_primary_url"),
        ("Word lid", None, "//elders.example", "hero_primary_url"),
        ("Word lid", None, "http://elders.example", "hero_primary_url"),
    ],
)
def test_a_button_needs_a_text_and_one_safe_target(demo, label, page_slug, url, field):
    page = home()
    page.hero_primary_label, page.hero_primary_url = label, url
    page.hero_primary_page = (
        Page.objects.get(slug=page_slug, locale__language_code="nl") if page_slug else None
    )
    with pytest.raises(ValidationError) as error:
        page.full_clean()
    assert field in error.value.message_dict


def test_a_button_with_a_text_and_an_https_address_is_valid(demo):
    page = home()
    page.hero_secondary_label, page.hero_secondary_url = "Webwinkel", "https://winkel.example/"
    page.full_clean()
