"""Organisations, products and profiles by uuid."""

from __future__ import annotations

from uuid import UUID

from django.http import HttpRequest
from ninja import Query, Router

from core.schemas import ErrorOut

from ..params import LocaleQuery
from . import selectors as entities
from .schemas import OrganisationOut, ProductOut, ProfileOut

router = Router(tags=["entities"])
ERRORS = {404: ErrorOut, 422: ErrorOut}


@router.get("/organisations/{uuid}", response={200: OrganisationOut, **ERRORS}, summary="One organisation")
def organisation(request: HttpRequest, uuid: UUID, query: Query[LocaleQuery]):
    return entities.organisation_detail(uuid=uuid, locale=query.locale)


@router.get("/products/{uuid}", response={200: ProductOut, **ERRORS}, summary="One product")
def product(request: HttpRequest, uuid: UUID, query: Query[LocaleQuery]):
    return entities.product_detail(uuid=uuid, locale=query.locale)


@router.get("/profiles/{uuid}", response={200: ProfileOut, **ERRORS}, summary="One profile")
def profile(request: HttpRequest, uuid: UUID, query: Query[LocaleQuery]):
    return entities.profile_detail(uuid=uuid, locale=query.locale)
