"""The legion and member-get-member in the admin, under one menu: legion members (with their
recruiter and how many they recruited), the actions staff edit, who did which action, and the
referral links with the memberships they brought. Every list exports to CSV."""

from __future__ import annotations

import django_filters
from django.db.models import Count, IntegerField, OuterRef, Subquery, Value
from django.db.models.functions import Coalesce
from wagtail.admin.filters import DateRangePickerWidget, WagtailFilterSet
from wagtail.admin.ui.tables import Column
from wagtail.permission_policies import ModelPermissionPolicy
from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSetGroup

from core.admin_viewsets import BackOfficeViewSet, RecordViewSet
from core.campaign import CAMPAIGN_FIELDS
from members.admin_views import can_see_members
from members.models import Membership, MembershipStatus

from .models import ActionCompletion, LegionAction, LegionMember, ReferralLink


class ViewAndDeletePolicy(ModelPermissionPolicy):
    """Records made by members themselves: staff look, export, and delete on request."""

    def user_has_permission(self, user, action):
        return action in ("view", "delete") and super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class ReferralPolicy(ViewAndDeletePolicy):
    """A referral link names a party member: only for staff who may see member data."""

    def user_has_permission(self, user, action):
        return can_see_members(user) and action == "view"


class LegionMemberFilterSet(WagtailFilterSet):
    recruited = django_filters.BooleanFilter(
        field_name="recruiter", lookup_expr="isnull", exclude=True, label="Geworven door een ander"
    )
    confirmed = django_filters.BooleanFilter(
        field_name="confirmed_at", lookup_expr="isnull", exclude=True, label="E-mailadres bevestigd"
    )
    created_at = django_filters.DateFromToRangeFilter(
        label="Aangemeld in periode", widget=DateRangePickerWidget
    )

    class Meta:
        model = LegionMember
        fields = ["region", "joined_via", "recruiter"]


class LegionMemberViewSet(BackOfficeViewSet):
    model = LegionMember
    icon = "group"
    menu_label = "Legioenleden"
    filterset_class = LegionMemberFilterSet
    list_display = [
        "first_name",
        "last_name",
        "email",
        "region",
        Column("recruiter", label="Geworven door"),
        Column("recruit_count", label="Geworven"),
        Column("done_count", label="Acties gedaan"),
        "confirmed_at",
        "created_at",
    ]
    list_export = [
        "public_id",
        "first_name",
        "last_name",
        "email",
        "phone",
        "region",
        "joined_via",
        "recruiter_email",
        "recruit_count",
        "done_count",
        "consent_at",
        "consent_version",
        *CAMPAIGN_FIELDS,
        "confirmed_at",
        "last_access_at",
        "created_at",
    ]
    export_headings = {
        "recruiter_email": "Geworven door (e-mail)",
        "recruit_count": "Geworven",
        "done_count": "Acties gedaan",
    }
    export_filename = "legioenleden"
    search_fields = ["first_name", "last_name", "email"]
    form_fields = ["first_name", "last_name", "email", "phone", "region"]

    def get_queryset(self, request):
        return LegionMember.objects.select_related("recruiter").annotate(
            recruit_count=Count("recruits", distinct=True),
            done_count=Count("completions", distinct=True),
        )


class LegionActionViewSet(BackOfficeViewSet):
    model = LegionAction
    icon = "tasks"
    menu_label = "Acties"
    list_display = [
        "title",
        "due_date",
        "is_published",
        Column("done_count", label="Gedaan door"),
        "created_at",
    ]
    list_filter = ["is_published"]
    list_export = ["title", "description", "link_url", "due_date", "is_published", "done_count"]
    export_headings = {"done_count": "Gedaan door"}
    export_filename = "legioenacties"
    search_fields = ["title", "description"]
    form_fields = ["title", "description", "link_url", "due_date", "is_published"]

    def get_queryset(self, request):
        return LegionAction.objects.annotate(done_count=Count("completions"))


class ActionCompletionViewSet(BackOfficeViewSet):
    model = ActionCompletion
    actions = ("delete",)
    icon = "tick"
    menu_label = "Gedane acties"
    list_display = ["member", "action", "completed_at"]
    list_filter = ["action", "completed_at"]
    list_export = [
        "action.title",
        "member.first_name",
        "member.last_name",
        "member.email",
        "completed_at",
    ]
    export_headings = {
        "action.title": "Actie",
        "member.first_name": "Voornaam",
        "member.last_name": "Achternaam",
        "member.email": "E-mailadres",
    }
    export_filename = "gedane-acties"

    def get_queryset(self, request):
        return ActionCompletion.objects.select_related("member", "action")


class ReferralLinkViewSet(RecordViewSet):
    model = ReferralLink
    icon = "link"
    menu_label = "Wervingslinks (leden)"
    list_display = [
        "membership",
        "code",
        Column("joined", label="Lid geworden (actief)"),
        Column("started", label="Aanmeldingen"),
        "created_at",
    ]
    list_export = [
        "code",
        "membership.first_name",
        "membership.last_name",
        "membership.email",
        "joined",
        "started",
        "created_at",
    ]
    export_headings = {
        "membership.first_name": "Voornaam",
        "membership.last_name": "Achternaam",
        "membership.email": "E-mailadres",
        "joined": "Lid geworden (actief)",
        "started": "Aanmeldingen",
    }
    export_filename = "wervingslinks"
    search_fields = ["code"]

    def get_queryset(self, request):
        def count(**filters):
            counted = (
                Membership.objects.filter(referral_code=OuterRef("code"), **filters)
                .order_by()
                .values("referral_code")
                .annotate(n=Count("pk"))
                .values("n")
            )
            return Coalesce(Subquery(counted, output_field=IntegerField()), Value(0))

        return ReferralLink.objects.select_related("membership").annotate(
            joined=count(status=MembershipStatus.ACTIVE), started=count()
        )


class LegionGroup(SnippetViewSetGroup):
    items = (LegionMemberViewSet, LegionActionViewSet, ActionCompletionViewSet, ReferralLinkViewSet)
    menu_icon = "group"
    menu_label = "Legioen en werving"
    menu_name = "legion"
    menu_order = 230


register_permission_policy(ActionCompletion, ViewAndDeletePolicy(ActionCompletion))
register_permission_policy(ReferralLink, ReferralPolicy(ReferralLink))
register_snippet(LegionGroup)
