"""Kept only for content/serializers.py's latest-news block, which imports these two from here while
another branch rewrites that module: the news selectors live in content/news/selectors.py. Remove this
module once serializers.py imports them from there."""

from .news.selectors import article_summaries, visible_articles

__all__ = ["article_summaries", "visible_articles"]
