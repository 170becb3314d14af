"""Field helpers shared by the content models."""

from __future__ import annotations

from django.db import models


def image_field(label: str) -> models.ForeignKey:
    """An optional Wagtail image; deleting the image leaves the page or snippet without one."""
    return models.ForeignKey(
        "wagtailimages.Image", verbose_name=label, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
