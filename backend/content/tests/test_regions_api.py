import pytest


@pytest.mark.parametrize(("kind", "at_least"), [("provincie", 12), ("gemeente", 20), ("waterschap", 21)])
def test_region_lists(client, demo, kind, at_least):
    items = client.get(f"/api/regions/{kind}").json()["items"]
    assert len(items) >= at_least
    assert [item["name"] for item in items] == sorted(item["name"] for item in items)
    assert all(item["kind"] == kind for item in items)
    assert len(client.get("/api/regions/provincie").json()["items"]) == 12
    assert len(client.get("/api/regions/waterschap").json()["items"]) == 21


def test_province_with_municipalities_people_and_news(client, demo):
    body = client.get("/api/regions/provincie/gelderland").json()
    assert body["path"] == "/provincies/gelderland"
    assert {m["slug"] for m in body["municipalities"]} >= {"arnhem", "nijmegen"}
    assert body["representatives"][0]["role"] == "Statenlid"
    assert body["news"] and body["news"][0]["slug"] == "nieuws-provincie-gelderland"


def test_regional_news_lives_under_its_region_only(client, demo):
    ok = client.get("/api/regions/gemeente/arnhem/news/nieuws-gemeente-arnhem")
    assert ok.status_code == 200 and ok.json()["title"] == "Nieuws uit Arnhem"
    assert client.get("/api/regions/gemeente/nijmegen/news/nieuws-gemeente-arnhem").status_code == 404
    assert client.get("/api/articles/nieuws-gemeente-arnhem").status_code == 404
    national = {item["slug"] for item in client.get("/api/articles", {"page_size": 48}).json()["items"]}
    assert not any(slug.startswith("nieuws-gemeente-") for slug in national)


@pytest.mark.parametrize(
    ("path", "status"),
    [("/api/regions/gemeente/bestaat-niet", 404), ("/api/regions/land/nederland", 422), ("/api/regions/waterschap/a%20b", 404)],
)
def test_unknown_regions(client, demo, path, status):
    assert client.get(path).status_code == status
