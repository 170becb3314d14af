"""What supporters give: for now the petition signatures whose confirmed count the petitions show.
A signature counts once its e-mail address is confirmed (SPEC §2.5, the double opt-in of issue 8)."""

from __future__ import annotations

from django.db import models
from django.db.models.functions import Lower


class PetitionSignature(models.Model):
    petition = models.ForeignKey(
        "content.PetitionPage",
        verbose_name="Petitie",
        on_delete=models.CASCADE,
        related_name="signatures",
    )
    first_name = models.CharField("Voornaam", max_length=100)
    last_name = models.CharField("Achternaam", max_length=100)
    email = models.EmailField("E-mailadres")
    place = models.CharField("Woonplaats", max_length=100, blank=True)
    created_at = models.DateTimeField("Ondertekend op", auto_now_add=True)
    confirmed_at = models.DateTimeField("Bevestigd op", null=True, blank=True, db_index=True)

    class Meta:
        verbose_name = "Handtekening"
        verbose_name_plural = "Handtekeningen"
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                Lower("email"), "petition", name="one_signature_per_email_per_petition"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.first_name} {self.last_name} ({self.petition_id})"
