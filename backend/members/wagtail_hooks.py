"""Members in the admin, only for staff with the member-data permission (GDPR art. 9): filters
(tier, state, region, joined, paid through), CSV export, the payment history and change log per
member, editing a member's details, and manual activation and cancellation. Records change only
through the services: the edit URL is our own form (admin_views.member_edit), not a ModelForm."""

from __future__ import annotations

import django_filters
from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.ui.menus import MenuItem
from wagtail.permissions import ModelPermissionPolicy, register_permission_policy
from wagtail.snippets.models import register_snippet

from core.admin_viewsets import BackOfficeViewSet, RecordViewSet
from core.campaign import CAMPAIGN_FIELDS
from people.personal import MEMBER_DETAILS

from .admin_views import (
    can_manage_members,
    can_see_members,
    member_action,
    member_edit,
    member_history,
)
from .models import Membership, MembershipOffer, MembershipStatus


class MemberDataPolicy(ModelPermissionPolicy):
    """Viewing needs `view_member_data`; changing (the member's details, through member_edit)
    also `change_membership`. Nothing is added, copied or deleted in the admin."""

    def user_has_permission(self, user, action):
        if action == "change":
            return can_manage_members(user)
        return action == "view" and can_see_members(user)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class OfferPolicy(ModelPermissionPolicy):
    def user_has_permission(self, user, action):
        return can_see_members(user) and super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class MembershipFilterSet(WagtailFilterSet):
    created_at = django_filters.DateFromToRangeFilter(
        label="Aangemeld in periode", widget=DateRangePickerWidget
    )
    paid_until = django_filters.DateFromToRangeFilter(
        label="Betaald tot en met", widget=DateRangePickerWidget
    )

    class Meta:
        model = Membership
        fields = ["tier", "status", "province"]


class MembershipViewSet(RecordViewSet):
    model = Membership
    icon = "group"
    menu_label = "Leden"
    add_to_admin_menu = True
    menu_order = 220
    filterset_class = MembershipFilterSet
    list_display = [
        "first_name",
        "last_name",
        "email",
        "tier",
        "status",
        "province",
        "member_since",
        "paid_until",
    ]
    list_export = [
        "public_id",
        "tier",
        "status",
        *MEMBER_DETAILS,
        "member_since",
        "paid_until",
        "cancelled_at",
        "referral_code",
        *CAMPAIGN_FIELDS,
        "created_at",
    ]
    export_filename = "leden"
    search_fields = ["first_name", "last_name", "email", "city", "postal_code"]

    def get_urlpatterns(self):
        # The edit URL is the member's details form, saved by the service.
        patterns = [pattern for pattern in super().get_urlpatterns() if pattern.name != "edit"]
        return [*patterns, path("edit/<str:pk>/", member_edit, name="edit")]


class MembershipOfferViewSet(BackOfficeViewSet):
    model = MembershipOffer
    icon = "tag"
    menu_label = "Ledenactie-links"
    list_display = ["campaign", "kind", "price_cents", "tier", "expires_at", "used_at", "path"]
    list_filter = ["kind", "campaign"]
    form_fields = ["kind", "campaign", "price_cents", "tier", "membership", "expires_at"]


register_permission_policy(Membership, MemberDataPolicy(Membership))
register_permission_policy(MembershipOffer, OfferPolicy(MembershipOffer))
register_snippet(MembershipViewSet)
register_snippet(MembershipOfferViewSet)


@hooks.register("register_admin_urls")
def member_admin_urls():
    return [
        path("leden/<int:pk>/geschiedenis/", member_history, name="member_history"),
        path("leden/<int:pk>/gegevens/", member_edit, name="member_edit"),
        path("leden/<int:pk>/<str:action>/", member_action, name="member_action"),
    ]


@hooks.register("register_snippet_listing_buttons")
def member_buttons(snippet, user, next_url=None):
    if not isinstance(snippet, Membership) or not can_see_members(user):
        return
    yield MenuItem(
        "Betalingen en wijzigingen",
        reverse("member_history", args=[snippet.pk]),
        icon_name="history",
        priority=40,
    )
    if not can_manage_members(user):
        return
    if snippet.status != MembershipStatus.ACTIVE:
        yield MenuItem(
            "Activeren",
            reverse("member_action", args=[snippet.pk, "activate"]),
            icon_name="tick",
            priority=50,
        )
    if snippet.status != MembershipStatus.CANCELLED:
        yield MenuItem(
            "Beëindigen",
            reverse("member_action", args=[snippet.pk, "cancel"]),
            icon_name="cross",
            priority=60,
        )
