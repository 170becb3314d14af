"""GET /api/preview: the draft a preview token names (content/preview.py), for the frontend's
/voorbeeld page. Every page type and snippet with a visitor page answers in the shape of its own
live endpoint, under `kind`."""

from __future__ import annotations

from typing import Annotated, Literal

from django.http import HttpRequest, HttpResponse
from ninja import Field, Query, Router, Schema, Status

from content.news.schemas import ArticleOut, AuthorPageOut, PositionOut
from content.pages.schemas import PageOut
from content.people.schemas import PeopleListOut, PersonOut
from content.petitions.schemas import PetitionListOut, PetitionOut
from content.premium.schemas import PremiumPlaylistOut
from content.preview import preview_answer
from content.regions.schemas import RegionOut
from content.vacancies.schemas import VacancyOut
from content.videos.schemas import VideoOut
from core.errors import NotFound
from core.schemas import ErrorOut
from donations.schemas import DonationPageOut
from events.schemas import EventListOut, EventOut

router = Router(tags=["preview"])

# Never kept: not by a browser, not by nginx, not by a search engine.
PREVIEW_HEADERS = {"Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow"}


class PreviewQuery(Schema):
    token: str = Field(..., max_length=255)


class RegionalArticleOut(Schema):
    article: ArticleOut
    region: RegionOut


class _Preview(Schema):
    locale: Literal["nl", "en"]


class HomePreviewOut(_Preview):
    kind: Literal["home"]
    data: PageOut


class CmsPreviewOut(_Preview):
    kind: Literal["cms"]
    data: PageOut


class ArticlePreviewOut(_Preview):
    kind: Literal["article"]
    data: ArticleOut


class RegionalArticlePreviewOut(_Preview):
    kind: Literal["regional_article"]
    data: RegionalArticleOut


class PositionPreviewOut(_Preview):
    kind: Literal["position"]
    data: PositionOut


class VideoPreviewOut(_Preview):
    kind: Literal["video"]
    data: VideoOut


class PetitionPreviewOut(_Preview):
    kind: Literal["petition"]
    data: PetitionOut


class PetitionsPreviewOut(_Preview):
    kind: Literal["petitions"]
    data: PetitionListOut


class EventPreviewOut(_Preview):
    kind: Literal["event"]
    data: EventOut


class AgendaPreviewOut(_Preview):
    kind: Literal["agenda"]
    data: EventListOut


class DonationPreviewOut(_Preview):
    kind: Literal["donation"]
    data: DonationPageOut


class PremiumVideoPreviewOut(_Preview):
    kind: Literal["premium_video"]
    data: VideoOut


class PremiumPlaylistPreviewOut(_Preview):
    kind: Literal["premium_playlist"]
    data: PremiumPlaylistOut


class PersonPreviewOut(_Preview):
    kind: Literal["person"]
    data: PersonOut


class PeopleListPreviewOut(_Preview):
    kind: Literal["people_list"]
    data: PeopleListOut


class RegionPreviewOut(_Preview):
    kind: Literal["region"]
    data: RegionOut


class VacancyPreviewOut(_Preview):
    kind: Literal["vacancy"]
    data: VacancyOut


class AuthorPreviewOut(_Preview):
    kind: Literal["author"]
    data: AuthorPageOut


PreviewOut = Annotated[
    HomePreviewOut
    | CmsPreviewOut
    | ArticlePreviewOut
    | RegionalArticlePreviewOut
    | PositionPreviewOut
    | VideoPreviewOut
    | PetitionPreviewOut
    | PetitionsPreviewOut
    | EventPreviewOut
    | AgendaPreviewOut
    | DonationPreviewOut
    | PremiumVideoPreviewOut
    | PremiumPlaylistPreviewOut
    | PersonPreviewOut
    | PeopleListPreviewOut
    | RegionPreviewOut
    | VacancyPreviewOut
    | AuthorPreviewOut,
    Field(discriminator="kind"),
]


@router.get(
    "/preview",
    response={200: PreviewOut, 404: ErrorOut, 422: ErrorOut},
    summary="The draft a preview token names (signed, short-lived)",
)
def preview(request: HttpRequest, response: HttpResponse, query: Query[PreviewQuery]):
    for name, value in PREVIEW_HEADERS.items():
        response[name] = value
    try:
        return preview_answer(query.token)
    except NotFound as error:  # answered here, so that the headers above go with it
        return Status(404, {"message": error.message, "fields": {}})
