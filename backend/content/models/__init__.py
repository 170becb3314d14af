from ..entities.models import Organisation, Product, Profile
from ..news.models import Article, ArticleIndexPage, Author, Position, PositionIndexPage, Website
from ..people.models import PEOPLE_LIST_SLUGS, PeopleList, PeopleListMember, Person
from ..petitions.models import PetitionIndexPage, PetitionPage
from ..premium.models import (
    PremiumIndexPage,
    PremiumPlaylist,
    PremiumPlaylistFolder,
    PremiumPlaylistItem,
    PremiumVideo,
)
from ..regions.models import REGION_PATHS, Region, RegionKind
from ..vacancies.models import Vacancy
from ..videos.models import Video, VideoIndexPage
from .comparisons import ComparisonPage, ComparisonRow
from .pages import BasePage, FluitjeIndexPage, FluitjePage, HomePage, StandardPage

__all__ = [
    "Article",
    "ArticleIndexPage",
    "Author",
    "BasePage",
    "ComparisonPage",
    "ComparisonRow",
    "FluitjeIndexPage",
    "FluitjePage",
    "HomePage",
    "PEOPLE_LIST_SLUGS",
    "Organisation",
    "PeopleList",
    "PeopleListMember",
    "Person",
    "PetitionIndexPage",
    "PetitionPage",
    "Position",
    "PremiumIndexPage",
    "PremiumPlaylist",
    "PremiumPlaylistFolder",
    "PremiumPlaylistItem",
    "PremiumVideo",
    "Product",
    "Profile",
    "REGION_PATHS",
    "Region",
    "RegionKind",
    "PositionIndexPage",
    "StandardPage",
    "Vacancy",
    "Video",
    "VideoIndexPage",
    "Website",
]
