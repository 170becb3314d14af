"""Staff see what supporters gave in the admin: petition signatures, newsletter subscribers and
volunteers, with filters and CSV/Excel export (the subscribers' export, confirmed only, feeds the
mailing tool and carries each subscriber's unsubscribe link). Records are made by the visitors'
forms only: the admin can look, export and delete (and mark a volunteer as followed up)."""

from __future__ import annotations

import django_filters
from wagtail.admin.filters import WagtailFilterSet
from wagtail.admin.panels import FieldPanel
from wagtail.permissions import ModelPermissionPolicy, register_permission_policy
from wagtail.snippets.models import register_snippet

from core.admin_viewsets import BackOfficeViewSet
from core.campaign import CAMPAIGN_FIELDS

from .models import (
    NewsletterSubscription,
    PetitionSignature,
    SubscriptionStatus,
    VolunteerInterest,
    VolunteerSignup,
)

CONSENT = ["consent_at", "consent_version", *CAMPAIGN_FIELDS]


class NoAddPolicy(ModelPermissionPolicy):
    """Look, export, delete (a person's request); `change` only where `editable` says so."""

    editable = False

    def user_has_permission(self, user, action):
        if action == "add" or (action == "change" and not self.editable):
            return False
        return super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class VolunteerPolicy(NoAddPolicy):
    editable = True


class SignatureFilterSet(WagtailFilterSet):
    confirmed = django_filters.BooleanFilter(
        label="Bevestigd", field_name="confirmed_at", lookup_expr="isnull", exclude=True
    )

    class Meta:
        model = PetitionSignature
        fields = ["petition"]


class PetitionSignatureViewSet(BackOfficeViewSet):
    model = PetitionSignature
    actions = ("delete",)
    icon = "form"
    menu_label = "Handtekeningen"
    add_to_admin_menu = True
    filterset_class = SignatureFilterSet
    list_display = ["first_name", "last_name", "email", "place", "petition", "confirmed_at"]
    list_export = [
        "first_name",
        "last_name",
        "email",
        "place",
        "petition",
        "created_at",
        "confirmed_at",
        *CONSENT,
    ]
    export_filename = "handtekeningen"
    search_fields = ["first_name", "last_name", "email"]
    ordering = ["-created_at"]
    inspect_view_enabled = True


class SubscriptionFilterSet(WagtailFilterSet):
    status = django_filters.ChoiceFilter(
        label="Status", choices=SubscriptionStatus.choices, empty_label="Alle"
    )

    class Meta:
        model = NewsletterSubscription
        fields = ["status"]


class NewsletterSubscriptionViewSet(BackOfficeViewSet):
    model = NewsletterSubscription
    actions = ("delete",)
    icon = "mail"
    menu_label = "Nieuwsbrief"
    add_to_admin_menu = True
    filterset_class = SubscriptionFilterSet
    list_display = ["email", "name", "status", "created_at", "confirmed_at"]
    list_export = [
        "email",
        "name",
        "status",
        "confirmed_at",
        "unsubscribed_at",
        *CONSENT,
        "unsubscribe_url",
    ]
    export_headings = {"unsubscribe_url": "Afmeldlink"}
    export_filename = "nieuwsbrief"
    search_fields = ["email", "name"]
    ordering = ["-created_at"]
    inspect_view_enabled = True


class VolunteerFilterSet(WagtailFilterSet):
    interest = django_filters.ChoiceFilter(
        label="Interesse",
        choices=VolunteerInterest.choices,
        method="with_interest",
        empty_label="Alle",
    )

    class Meta:
        model = VolunteerSignup
        fields = ["province", "handled"]

    def with_interest(self, queryset, name, value):
        # The keys are stored as a JSON list; the quoted key matches on SQLite and PostgreSQL.
        return queryset.filter(interests__icontains=f'"{value}"')


class VolunteerSignupViewSet(BackOfficeViewSet):
    model = VolunteerSignup
    actions = ("change", "delete")
    icon = "group"
    menu_label = "Vrijwilligers"
    add_to_admin_menu = True
    filterset_class = VolunteerFilterSet
    list_display = ["first_name", "last_name", "municipality", "province", "created_at", "handled"]
    list_export = [
        "first_name",
        "last_name",
        "email",
        "phone",
        "province",
        "municipality",
        "interest_labels",
        "message",
        "created_at",
        "handled",
        *CONSENT,
    ]
    export_headings = {"interest_labels": "Interesses"}
    export_filename = "vrijwilligers"
    search_fields = ["first_name", "last_name", "email", "municipality"]
    panels = [FieldPanel("handled")]  # the rest is the volunteer's own word
    ordering = ["-created_at"]
    inspect_view_enabled = True


register_permission_policy(PetitionSignature, NoAddPolicy(PetitionSignature))
register_permission_policy(NewsletterSubscription, NoAddPolicy(NewsletterSubscription))
register_permission_policy(VolunteerSignup, VolunteerPolicy(VolunteerSignup))
register_snippet(PetitionSignatureViewSet)
register_snippet(NewsletterSubscriptionViewSet)
register_snippet(VolunteerSignupViewSet)
