"""Petitions: the list, one petition with its goal and confirmed count (signing: issue 8)."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Query, Router

from core.schemas import ErrorOut

from ..params import LocaleQuery, checked_slug
from . import selectors as petitions
from .schemas import PetitionListOut, PetitionOut

router = Router(tags=["petitions"])
ERRORS = {404: ErrorOut, 422: ErrorOut}


@router.get("/petitions", response={200: PetitionListOut, **ERRORS}, summary="Live petitions in editor order")
def petition_list(request: HttpRequest, query: Query[LocaleQuery]):
    return petitions.petition_list(locale=query.locale)


@router.get("/petitions/{slug}", response={200: PetitionOut, **ERRORS}, summary="One petition with its count")
def petition(request: HttpRequest, slug: str, query: Query[LocaleQuery]):
    return petitions.petition_detail(slug=checked_slug(slug), locale=query.locale)
