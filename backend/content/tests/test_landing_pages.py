"""The landing-page blocks, fluitjes and comparison pages, all served by the page resolver."""

import pytest

from content.models import ComparisonPage, FluitjePage, Position
from demo import texts


def resolve(client, path, locale="nl"):
    return client.get("/api/pages/resolve", {"path": path, "locale": locale})


def blocks_by_type(body):
    return {block["type"]: block["value"] for block in body["body"]}


def test_landing_page_has_the_shared_blocks(client, demo):
    blocks = blocks_by_type(resolve(client, "/allesopalles").json())
    assert set(blocks) >= {
        "hero",
        "paragraph",
        "election_countdown",
        "call_to_action",
        "faq",
        "audience_counts",
    }
    assert blocks["hero"]["title"] == "Alles op alles" and blocks["hero"]["image"]["url"].endswith(
        ".webp"
    )
    assert blocks["call_to_action"]["actions"] == [
        "doneer",
        "word-lid",
        "word-actief",
        "nieuwsbrief",
    ]
    assert blocks["call_to_action"]["dues"] == {"adult_cents": 2500, "youth_cents": 500}
    assert [item["question"] for item in blocks["faq"]["items"]][0] == "Wat is dit voor pagina?"
    assert blocks["faq"]["items"][0]["answer"].startswith("<p>")
    assert blocks["election_countdown"] == {}


def test_home_latest_news_block_lists_the_newest_visible_articles(client, demo):
    home = blocks_by_type(resolve(client, "/").json())
    latest = home["latest_news"]["items"]
    newest = client.get("/api/articles", {"page_size": 3}).json()["items"]
    assert [a["slug"] for a in latest] == [a["slug"] for a in newest]
    assert "gepland-bericht" not in [a["slug"] for a in latest]


def test_the_english_home_lists_the_latest_news_in_english(client, demo):
    home = blocks_by_type(resolve(client, "/", locale="en").json())
    latest = home["latest_news"]["items"]
    newest = client.get("/api/articles", {"page_size": 3, "locale": "en"}).json()["items"]
    assert [(a["slug"], a["title"], a["locale"]) for a in latest] == [
        (a["slug"], a["title"], a["locale"]) for a in newest
    ]
    # The demo translates the newest news: English titles, said to be English.
    assert latest[0]["locale"] == "en" and latest[0]["title"].startswith("News item")


@pytest.mark.parametrize(
    "path",
    [
        "/_backup_index",
        texts.UUID_PAGE,
        "/samen-vooruit",
        "/samen-vooruit/bedankt",
    ],
)
def test_demo_has_the_special_paths_of_section_2_1(client, demo, path):
    assert resolve(client, path).status_code == 200


def test_fluitje_has_its_picture(client, demo):
    body = resolve(client, "/fluitjes/fluitje-1").json()
    assert body["page_type"] == "fluitje" and body["image"]["width"] > 0
    assert resolve(client, "/fluitjes/bestaat-niet").status_code == 404


def test_unpublished_fluitje_is_gone(client, demo):
    FluitjePage.objects.get(locale__language_code="nl", slug="fluitje-2").unpublish()
    assert resolve(client, "/fluitjes/fluitje-2").status_code == 404


@pytest.mark.parametrize(
    "path",
    [
        "/de-verschillen-tussen-fvd-en-bbb",
        "/de-verschillen-tussen-fvd-en-pvv",
        f"/{texts.COMPARISON_HASH}",
    ],
)
def test_comparison_pages_answer_structured_rows(client, demo, path):
    body = resolve(client, path).json()
    comparison = body["comparison"]
    assert body["page_type"] == "comparison" and comparison["our_party"] == "FVD"
    assert [row["topic"] for row in comparison["rows"]] == [
        "Onderwijs",
        "Zorg",
        "Wonen",
        "Energie",
        "Europa",
    ]
    assert comparison["rows"][0]["position_slug"] == "onderwijs"


def test_comparison_row_drops_the_link_to_an_unpublished_position(client, demo):
    Position.objects.get(locale__language_code="nl", slug="onderwijs").unpublish()
    rows = resolve(client, "/de-verschillen-tussen-fvd-en-bbb").json()["comparison"]["rows"]
    assert rows[0]["position_slug"] is None


def test_rows_follow_the_editor_order(client, demo):
    page = ComparisonPage.objects.get(locale__language_code="nl", slug="de-verschillen-tussen-fvd-en-pvv")
    last = page.rows.order_by("sort_order").last()
    last.sort_order = -1
    last.save()
    rows = resolve(client, "/de-verschillen-tussen-fvd-en-pvv").json()["comparison"]["rows"]
    assert rows[0]["topic"] == "Europa"


def test_plain_pages_have_no_comparison_or_image(client, demo):
    body = resolve(client, "/privacy").json()
    assert body["comparison"] is None and body["image"] is None
