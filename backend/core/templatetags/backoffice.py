"""core.admin_format as template filters, for the back office's own pages."""

from __future__ import annotations

from django import template

from core import admin_format

register = template.Library()

register.filter("euros", admin_format.money)
register.filter("yes_no", admin_format.yes_no)
register.filter("local_datetime", admin_format.local_datetime)
register.filter("local_date", admin_format.local_date)
register.filter("dash", admin_format.optional)


@register.filter
def shown(value, name: str = ""):
    return admin_format.display(value, name=name)
