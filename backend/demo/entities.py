"""A few fictional organisations, products and profiles, with fixed uuids so demo links stay stable."""

from __future__ import annotations

from uuid import UUID

from content.models import Organisation, Product, Profile
from content.serializers import image_out

from .images import demo_image

DEMO_ORGANISATION = UUID("6f1c2a3e-7d4b-4c8e-9a10-1b2c3d4e5f60")
DEMO_PRODUCT = UUID("7a2d3b4f-8e5c-4d9f-8b21-2c3d4e5f6071")
DEMO_PROFILE = UUID("8b3e4c5a-9f6d-4ea0-9c32-3d4e5f607182")
TEXT = "Neutrale voorbeeldtekst voor de demonstratieomgeving."


def seed_entities() -> None:
    logo = demo_image(300, "Logo van een voorbeeldorganisatie", size=(600, 600))
    product_image = demo_image(301, "Productfoto", size=(800, 800))
    portrait = demo_image(302, "Portret bij een profiel", size=(480, 600))
    for image in (logo, product_image, portrait):
        image_out(image)
    Organisation.objects.create(uuid=DEMO_ORGANISATION, name="Stichting Voorbeeld", description=TEXT, logo=logo,
                                website_url="https://organisatie.example.org/")
    Product.objects.create(uuid=DEMO_PRODUCT, name="Katoenen draagtas", description=TEXT, image=product_image,
                           price_cents=1250, shop_url="https://shop.example.org/draagtas")
    Profile.objects.create(uuid=DEMO_PROFILE, name="Jan Voorbeeld", role="Vrijwilliger", description=TEXT, photo=portrait)
