"""The Dutch demo content addresses the visitor as 'u', like the rest of the site (issue 22)."""

from __future__ import annotations

import re

from django.apps import apps
from django.db import models
from wagtail.fields import RichTextField, StreamField

INFORMAL = re.compile(r"\b(je|jij|jouw|jou|jezelf)\b", re.IGNORECASE)
CONTENT_APPS = ("content", "events")


def _texts(instance: models.Model) -> list[str]:
    texts = []
    for field in instance._meta.concrete_fields:
        value = getattr(instance, field.attname)
        if isinstance(field, StreamField):
            texts.append(field.value_to_string(instance))
        elif isinstance(field, (models.CharField, models.TextField, RichTextField)) and value:
            texts.append(str(value))
    return texts


def _dutch(model: type[models.Model]) -> models.QuerySet:
    rows = model._default_manager.all()
    if any(field.name == "locale" for field in model._meta.fields):
        rows = rows.filter(locale__language_code="nl")
    return rows


def test_the_dutch_seed_content_never_says_je_or_jouw(demo):
    found = []
    for app in CONTENT_APPS:
        for model in apps.get_app_config(app).get_models():
            for instance in _dutch(model):
                for text in _texts(instance):
                    for match in INFORMAL.finditer(text):
                        start = max(match.start() - 30, 0)
                        found.append(
                            f"{model.__name__} {instance.pk}: …{text[start : match.end() + 30]}…"
                        )
    assert found == []
