from wagtail.models import Site

from core.models import SiteLinks


def test_health_reports_the_database(client, db):
    response = client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok"}


def test_site_settings_have_every_shell_link(client, demo):
    body = client.get("/api/site-settings").json()
    assert body["council_candidate_url"] == "/kandidatenlijst"
    assert [site["key"] for site in body["partner_sites"]] == [
        "youth_wing",
        "international",
        "institute",
        "schools",
    ]
    assert [link["network"] for link in body["social_links"]] == [
        "twitter",
        "facebook",
        "instagram",
        "youtube",
        "telegram",
        "tiktok",
    ]
    for url in [
        body["english_site_url"],
        body["institute_url"],
        body["shop_url"],
        body["party_site_url"],
    ]:
        assert url.startswith("https://")
    assert body["election_date"] is None


def test_saving_the_setting_shows_at_once(client, demo):
    assert client.get("/api/site-settings").json()["shop_url"] == "https://shop.example.org/"
    links = SiteLinks.for_site(Site.objects.get(is_default_site=True))
    links.shop_url = "https://winkel.example.org/"
    links.election_date = "2027-03-17"
    links.save()
    body = client.get("/api/site-settings").json()
    assert body["shop_url"] == "https://winkel.example.org/"
    assert body["election_date"] == "2027-03-17"


def test_partner_organisations_are_named_by_the_settings(client, demo):
    names = {site["key"]: (site["name"], site["name_en"]) for site in client.get("/api/site-settings").json()["partner_sites"]}
    assert names["institute"] == ("Renaissance Instituut", "Renaissance Institute")
    links = SiteLinks.for_site(Site.objects.get(is_default_site=True))
    links.youth_wing_name = "Jongeren voor Morgen"
    links.youth_wing_name_en = ""
    links.save()
    [youth] = [site for site in client.get("/api/site-settings").json()["partner_sites"] if site["key"] == "youth_wing"]
    assert (youth["name"], youth["name_en"]) == ("Jongeren voor Morgen", "")  # /en falls back to it


def test_site_settings_answer_defaults_without_any_site(client, db):
    Site.objects.all().delete()
    response = client.get("/api/site-settings")
    assert response.status_code == 200
    assert response.json()["english_site_url"] == "https://english.example.org/"


def test_link_settings_accept_only_site_paths_and_web_urls(db):
    import pytest
    from django.core.exceptions import ValidationError

    from core.models import link_target

    for good in ["/kandidatenlijst", "https://example.org/x", "http://example.org"]:
        link_target(good)
    for bad in [
        "javascript:alert(1)",
        "//evil.example",
        "data:text/html,x",
        "ftp://x",
        "kandidatenlijst",
    ]:
        with pytest.raises(ValidationError):
            link_target(bad)
