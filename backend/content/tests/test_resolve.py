import pytest

from content.models import StandardPage


def resolve(client, path, locale=None):
    params = {"path": path} | ({"locale": locale} if locale else {})
    return client.get("/api/pages/resolve", params)


def test_home_page(client, demo):
    body = resolve(client, "/").json()
    assert (body["page_type"], body["path"], body["locale"], body["title"]) == ("home", "/", "nl", "Welkom")


def test_standard_page_with_blocks(client, demo):
    body = resolve(client, "/privacy").json()
    assert body["title"] == "Privacyverklaring"
    kinds = [block["type"] for block in body["body"]]
    assert kinds[0] == "heading" and "paragraph" in kinds and "collapsible" in kinds
    collapsible = next(block for block in body["body"] if block["type"] == "collapsible")
    assert collapsible["value"]["body"].startswith("<p>")


def test_nested_page_and_dotted_path(client, demo):
    assert resolve(client, "/vrienden/bedankt").json()["title"] == "Bedankt, vriend!"
    assert resolve(client, "/word-lid/index-old").status_code == 200
    dotted = resolve(client, "/landingspagina.old").json()
    assert (dotted["title"], dotted["path"]) == ("Oude landingspagina", "/landingspagina.old")


def test_english_translation_and_dutch_fallback(client, demo):
    english = resolve(client, "/privacy", "en").json()
    assert (english["title"], english["locale"]) == ("Privacy statement", "en")
    assert resolve(client, "/", "en").json()["title"] == "Welcome"
    # A page without a translation: the Dutch page, and the payload says its content is Dutch.
    fallback = resolve(client, "/kerst", "en").json()
    assert (fallback["title"], fallback["locale"], fallback["path"]) == ("Kerst", "nl", "/kerst")


@pytest.mark.parametrize("path", ["/bestaat-niet", "/privacy/dieper", "/a b", "/<script>", "/" + "x" * 200, "geen-slash"])
def test_unknown_or_invalid_paths_answer_404_in_the_error_shape(client, demo, path):
    response = resolve(client, path)
    assert response.status_code == 404
    body = response.json()
    assert body["fields"] == {}
    assert body["message"].startswith("Page not found: ")


def test_unpublished_page_is_not_served(client, demo):
    page = StandardPage.objects.get(locale__language_code="nl", slug="anbi")
    page.unpublish()
    assert resolve(client, "/anbi").status_code == 404


def test_bad_query_answers_422_with_fields(client, demo):
    response = resolve(client, "/privacy", "de")
    assert response.status_code == 422
    assert response.json() == {"message": "Niet alle velden zijn correct ingevuld.", "fields": {"locale": "Deze waarde is niet geldig."}}
    assert client.get("/api/pages/resolve").json()["fields"] == {"path": "Deze waarde is niet geldig."}
    assert resolve(client, "/" + "x" * 300).status_code == 422


def test_lookup_cost_does_not_grow_with_the_tree(client, demo, django_assert_max_num_queries):
    with django_assert_max_num_queries(12):
        assert resolve(client, "/vrienden/bedankt").status_code == 200
