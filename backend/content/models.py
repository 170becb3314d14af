"""Every model of the content app, defined in its page family's folder (content/<family>/models.py)
and gathered here: Django loads an app's models from this module, and `from content.models import X`
works for every model. The app label stays `content`, so the tables and migrations are as before."""

from .entities.models import Organisation, Product, Profile
from .news.models import Article, ArticleIndexPage, Author, Position, PositionIndexPage, Website
from .pages.models import (
    BasePage,
    ComparisonPage,
    ComparisonRow,
    FluitjeIndexPage,
    FluitjePage,
    HomePage,
    PressPage,
    StandardPage,
)
from .people.models import PEOPLE_LIST_SLUGS, PeopleList, PeopleListMember, Person
from .petitions.models import PetitionIndexPage, PetitionPage
from .premium.models import (
    PremiumIndexPage,
    PremiumPlaylist,
    PremiumPlaylistFolder,
    PremiumPlaylistItem,
    PremiumVideo,
)
from .regions.models import REGION_PATHS, Region, RegionKind
from .vacancies.models import Vacancy
from .videos.models import Video, VideoIndexPage

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
    "PressPage",
    "StandardPage",
    "Vacancy",
    "Video",
    "VideoIndexPage",
    "Website",
]
