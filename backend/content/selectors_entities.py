"""Read queries for organisations, products and profiles."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from core.errors import NotFound

from .models import Organisation, Product, Profile
from .serializers import image_out


def _get(model: type, uuid: UUID, path: str) -> Any:
    found = model.objects.filter(uuid=uuid).first()
    if found is None:
        raise NotFound(f"Page not found: /{path}/{uuid}")
    return found


def organisation_detail(*, uuid: UUID) -> dict[str, Any]:
    org = _get(Organisation, uuid, "organisaties")
    return {"uuid": org.uuid, "name": org.name, "description": org.description, "logo": image_out(org.logo, org.name), "website_url": org.website_url}


def product_detail(*, uuid: UUID) -> dict[str, Any]:
    product = _get(Product, uuid, "producten")
    return {
        "uuid": product.uuid,
        "name": product.name,
        "description": product.description,
        "image": image_out(product.image, product.name),
        "price_cents": product.price_cents,
        "shop_url": product.shop_url,
    }


def profile_detail(*, uuid: UUID) -> dict[str, Any]:
    profile = _get(Profile, uuid, "profielen")
    return {
        "uuid": profile.uuid,
        "name": profile.name,
        "role": profile.role,
        "description": profile.description,
        "photo": image_out(profile.photo, profile.name),
    }
