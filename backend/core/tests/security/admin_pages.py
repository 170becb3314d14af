"""The admin pages that show a record, found rather than listed: the listing and the per-object
views (inspect, edit, delete, history, usage) of its snippet viewset, the dashboard, every page
the project adds to the admin without a parameter (reports), and then every admin link on those
pages that names one of the records (listing buttons such as a member's history, an order's
cancel page, a gift's refund page). With `act`, the project's own confirmation pages are then
confirmed (a POST, as staff do) and the page staff land on, with its message, is kept too."""

from __future__ import annotations

import re
from collections.abc import Iterable

from django.contrib.admin.utils import quote
from django.db import models
from django.urls import NoReverseMatch, Resolver404, resolve, reverse
from django.urls.resolvers import URLPattern
from wagtail import hooks
from wagtail.snippets.models import get_snippet_models

OBJECT_VIEWS = ("inspect", "edit", "delete", "history", "usage")
HREF = re.compile(r'href="(/cms/[^"#]*)"')
NEVER = ("logout", "export=", "/2fa/")


def snapshot() -> dict[type[models.Model], int]:
    """The highest primary key of every snippet model, before a visitor's submission."""
    found = {}
    for model in get_snippet_models():
        if isinstance(model._meta.pk, models.AutoField | models.BigAutoField):
            found[model] = model.objects.aggregate(top=models.Max("pk"))["top"] or 0
    return found


def new_records(before: dict[type[models.Model], int]) -> list[models.Model]:
    return [record for model, top in before.items() for record in model.objects.filter(pk__gt=top)]


def project_report_urls() -> list[str]:
    urls = []
    for register in hooks.get_hooks("register_admin_urls"):
        if register.__module__.startswith("wagtail"):
            continue
        for pattern in register():
            if isinstance(pattern, URLPattern) and not pattern.pattern.converters and pattern.name:
                urls.append(reverse(pattern.name))
    return urls


def record_urls(record: models.Model) -> list[str]:
    viewset = type(record).snippet_viewset
    urls = [reverse(viewset.get_url_name("list"))]
    for view in OBJECT_VIEWS:
        try:
            urls.append(reverse(viewset.get_url_name(view), args=[quote(record.pk)]))
        except NoReverseMatch:
            continue  # that view is switched off for this model
    return urls


def names_a_record(url: str, records: Iterable[models.Model]) -> bool:
    """A snippet view of one of the records, or a project view of its app taking its pk."""
    path = url.split("?")[0]
    try:
        match = resolve(path)
    except Resolver404:
        return False
    for record in records:
        meta = record._meta
        if f"/snippets/{meta.app_label}/{meta.model_name}/" in path:
            if str(record.pk) in path.strip("/").split("/"):
                return True
        elif match.func.__module__.split(".")[0] == meta.app_label:
            if str(match.kwargs.get("pk")) == str(record.pk):
                return True
    return False


def render_admin_pages(client, records: list[models.Model], *, act=False) -> dict[str, str]:
    """Every admin page (URL → HTML) that can show these records, as the logged-in client sees it."""
    start = ["/cms/", reverse("wagtailadmin_reports:site_history"), *project_report_urls()]
    for record in records:
        start += record_urls(record)
    pages: dict[str, str] = {}
    queue = list(dict.fromkeys(start))
    first_round = set(queue)
    while queue:
        url = queue.pop(0)
        if url in pages:
            continue
        response = client.get(url)
        if response.status_code != 200 or "text/html" not in response.get("Content-Type", ""):
            pages[url] = ""
            continue
        html = response.content.decode()
        pages[url] = html
        if url not in first_round:
            continue  # one step from the starting pages is enough
        for link in HREF.findall(html):
            link = link.replace("&amp;", "&")
            if link not in pages and not any(word in link for word in NEVER):
                if names_a_record(link, records):
                    queue.append(link)
    if act:
        for url, html in list(pages.items()):
            if 'method="post"' in html and is_project_view(url):
                answer = client.post(url, follow=True)
                pages[f"POST {url}"] = answer.content.decode()
    return {url: html for url, html in pages.items() if html}


def is_project_view(url: str) -> bool:
    return not resolve(url.split("?")[0]).func.__module__.startswith("wagtail")
