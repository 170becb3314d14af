def test_sitemap_lists_every_kind_of_published_page(client, demo):
    paths = {entry["path"] for entry in client.get("/api/pages/sitemap").json()["entries"]}
    for expected in ["/", "/privacy", "/vrienden/bedankt", "/nieuws", "/nieuws/nieuwsbericht-1", "/standpunten",
                     "/standpunten/onderwijs", "/auteurs/anna-de-vries", "/mensen/tweede-kamer", "/provincies/utrecht",
                     "/gemeentes/arnhem/nieuws/nieuws-gemeente-arnhem", "/waterschappen"]:
        assert expected in paths
    assert "/nieuws/gepland-bericht" not in paths  # scheduled, not yet visible
    assert len(paths) == len(client.get("/api/pages/sitemap").json()["entries"])  # no duplicates
