"""Friends in the admin: filters (state, joined, paid through, amount), CSV export, the gifts per
friend, and two actions (stop the yearly gift, mail the link to become a member). Records change
only through the services: nobody adds or edits a friend by hand."""

from __future__ import annotations

import django_filters
from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.ui.menus import MenuItem
from wagtail.permissions import ModelPermissionPolicy, register_permission_policy
from wagtail.snippets.models import register_snippet

from core.admin_viewsets import RecordViewSet
from core.campaign import CAMPAIGN_FIELDS

from .admin_views import can_manage_friends, friend_action
from .models import Friend, FriendStatus


class ReadOnlyPolicy(ModelPermissionPolicy):
    """Staff may view friends; a friend's gifts are bookkeeping: adding, editing and deleting
    happen only through the site's form and the services (erasure through the privacy service)."""

    def user_has_permission(self, user, action):
        return action == "view" and super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class FriendFilters(WagtailFilterSet):
    created_at = django_filters.DateFromToRangeFilter(
        label="Aangemeld in periode", widget=DateRangePickerWidget
    )
    paid_until = django_filters.DateFromToRangeFilter(
        label="Vriend tot en met", widget=DateRangePickerWidget
    )

    class Meta:
        model = Friend
        fields = ["status"]


class FriendViewSet(RecordViewSet):
    model = Friend
    icon = "heart"
    menu_label = "Vrienden"
    add_to_admin_menu = True
    menu_order = 225
    filterset_class = FriendFilters
    list_display = [
        "first_name",
        "last_name",
        "email",
        "amount",
        "status",
        "paid_until",
        "created_at",
    ]
    list_export = [
        "public_id",
        "status",
        "first_name",
        "last_name",
        "email",
        "country",
        "amount_cents",
        "paid_until",
        "activated_at",
        "stopped_at",
        "consent_at",
        "consent_version",
        *CAMPAIGN_FIELDS,
        "created_at",
    ]
    export_filename = "vrienden"
    search_fields = ["first_name", "last_name", "email"]
    ordering = ["-created_at"]


register_permission_policy(Friend, ReadOnlyPolicy(Friend))
register_snippet(FriendViewSet)


@hooks.register("register_admin_urls")
def friend_admin_urls():
    return [path("vrienden/<int:pk>/<str:action>/", friend_action, name="friend_action")]


@hooks.register("register_snippet_listing_buttons")
def friend_buttons(snippet, user, next_url=None):
    if not isinstance(snippet, Friend) or not can_manage_friends(user):
        return
    if snippet.status == FriendStatus.ACTIVE:
        yield MenuItem(
            "Jaarlijkse gift stoppen",
            reverse("friend_action", args=[snippet.pk, "stop"]),
            icon_name="cross",
            priority=50,
        )
        yield MenuItem(
            "Lidmaatschapslink mailen",
            reverse("friend_action", args=[snippet.pk, "member-link"]),
            icon_name="mail",
            priority=60,
        )
