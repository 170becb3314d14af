"""Read queries for organisations, products and profiles."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from core.errors import NotFound

from ..serializers import image_out
from ..translated import in_locale_row, sources
from .models import Organisation, Product, Profile


def _get(model: type, uuid: UUID, path: str, locale: str) -> Any:
    found = sources(model.objects.filter(uuid=uuid)).first()
    if found is None:
        raise NotFound(f"Page not found: /{path}/{uuid}")
    return in_locale_row(found, locale)


def organisation_detail(*, uuid: UUID, locale: str = "nl") -> dict[str, Any]:
    org = _get(Organisation, uuid, "organisaties", locale)
    return {"uuid": org.uuid, "locale": org.locale.language_code, "name": org.name, "description": org.description, "logo": image_out(org.logo, org.name), "website_url": org.website_url}


def product_detail(*, uuid: UUID, locale: str = "nl") -> dict[str, Any]:
    product = _get(Product, uuid, "producten", locale)
    return {
        "uuid": product.uuid,
        "locale": product.locale.language_code,
        "name": product.name,
        "description": product.description,
        "image": image_out(product.image, product.name),
        "price_cents": product.price_cents,
        "shop_url": product.shop_url,
    }


def profile_detail(*, uuid: UUID, locale: str = "nl") -> dict[str, Any]:
    profile = _get(Profile, uuid, "profielen", locale)
    return {
        "uuid": profile.uuid,
        "locale": profile.locale.language_code,
        "name": profile.name,
        "role": profile.role,
        "description": profile.description,
        "photo": image_out(profile.photo, profile.name),
    }
