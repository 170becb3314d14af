"""Staff see the signatures in the admin, filtered per petition and exportable as CSV."""

from __future__ import annotations

from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSet

from .models import PetitionSignature

COLUMNS = ["first_name", "last_name", "email", "place", "petition", "created_at", "confirmed_at"]


class PetitionSignatureViewSet(SnippetViewSet):
    model = PetitionSignature
    icon = "form"
    menu_label = "Handtekeningen"
    add_to_admin_menu = True
    list_display = COLUMNS
    list_filter = ["petition", "confirmed_at"]
    list_export = COLUMNS
    export_filename = "handtekeningen"
    search_fields = ["first_name", "last_name", "email"]
    ordering = ["-created_at"]


register_snippet(PetitionSignatureViewSet)
