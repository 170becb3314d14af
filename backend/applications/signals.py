"""A deleted application takes its CV with it (private storage keeps nothing nobody can reach)."""

from __future__ import annotations

from django.db.models.signals import post_delete
from django.dispatch import receiver

from .models import CandidateApplication, VacancyApplication


@receiver(post_delete, sender=CandidateApplication)
@receiver(post_delete, sender=VacancyApplication)
def delete_cv(sender, instance, **kwargs) -> None:
    if instance.cv:
        instance.cv.delete(save=False)
