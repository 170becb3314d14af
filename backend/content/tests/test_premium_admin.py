"""Editors keep the premium area in the Wagtail admin like the other pages."""

import pytest
from django.contrib.auth import get_user_model

from content.models import (
    HomePage,
    PremiumIndexPage,
    PremiumPlaylist,
    PremiumPlaylistFolder,
    PremiumVideo,
    StandardPage,
)


@pytest.fixture
def editor_client(client, demo):
    client.force_login(get_user_model().objects.get(username="redactie"))
    return client


@pytest.mark.parametrize(
    "model", [PremiumIndexPage, PremiumVideo, PremiumPlaylistFolder, PremiumPlaylist]
)
def test_edit_view_opens(editor_client, model):
    page = model.objects.filter(locale__language_code="nl").first()
    assert editor_client.get(f"/cms/pages/{page.id}/edit/").status_code == 200


def test_add_views_open_where_the_types_belong(editor_client):
    index = PremiumIndexPage.objects.get(locale__language_code="nl")
    folder = PremiumPlaylistFolder.objects.get(locale__language_code="nl")
    assert editor_client.get(f"/cms/pages/add/content/premiumvideo/{index.id}/").status_code == 200
    add_playlist = editor_client.get(f"/cms/pages/add/content/premiumplaylist/{folder.id}/")
    assert add_playlist.status_code == 200 and "in deze playlist" in add_playlist.content.decode()


def test_premium_types_stay_inside_the_area(demo):
    home = HomePage.objects.get(locale__language_code="nl")
    assert PremiumIndexPage.can_create_at(home) is False  # one per site, already there
    assert not PremiumVideo.can_create_at(home)
    assert not PremiumPlaylist.can_create_at(home)
    assert not StandardPage.can_create_at(PremiumIndexPage.objects.get(locale__language_code="nl"))
