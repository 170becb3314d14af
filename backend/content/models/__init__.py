from .news import Article, ArticleIndexPage, Author, Position, PositionIndexPage, Website
from .pages import BasePage, HomePage, StandardPage

__all__ = [
    "Article",
    "ArticleIndexPage",
    "Author",
    "BasePage",
    "HomePage",
    "Position",
    "PositionIndexPage",
    "StandardPage",
    "Website",
]
