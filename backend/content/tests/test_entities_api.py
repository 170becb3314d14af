import uuid

import pytest

from demo.entities import DEMO_ORGANISATION, DEMO_PRODUCT, DEMO_PROFILE


def test_organisation_product_and_profile(client, demo):
    org = client.get(f"/api/organisations/{DEMO_ORGANISATION}").json()
    assert org["name"] == "Stichting Voorbeeld" and org["logo"]["url"].endswith(".webp")
    product = client.get(f"/api/products/{DEMO_PRODUCT}").json()
    assert product["price_cents"] == 1250 and product["shop_url"].startswith("https://")
    profile = client.get(f"/api/profiles/{DEMO_PROFILE}").json()
    assert profile["role"] == "Vrijwilliger"


@pytest.mark.parametrize("kind", ["organisations", "products", "profiles"])
def test_unknown_and_malformed_uuids(client, demo, kind):
    assert client.get(f"/api/{kind}/{uuid.uuid4()}").status_code == 404
    assert client.get(f"/api/{kind}/geen-uuid").status_code == 422
