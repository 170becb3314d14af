"""The base of every snippet viewset with records in the back office: lists, inspect pages and
CSV/XLSX exports written through core.admin_format, no copying, and only the generic URLs of the
actions a viewset offers. A record kept by the services (an order, a payment, a gift) offers none:
its add, edit, copy and delete URLs do not exist (404), whoever asks, superusers included; its
actions are separate views that call the services."""

from __future__ import annotations

from collections import OrderedDict

from django.http import Http404
from django.urls import path
from wagtail.admin.ui.components import Component
from wagtail.admin.ui.tables import BulkActionsCheckboxColumn, Column, TitleColumn
from wagtail.coreutils import multigetattr
from wagtail.permission_policies import ModelPermissionPolicy
from wagtail.snippets.views.snippets import InspectView, SnippetViewSet

from . import admin_format
from .exports import SafeExportIndexView

GENERIC_ACTIONS = {"add": "add", "change": "edit", "delete": "delete"}


class EurosColumn(Column):
    """A column of cents shown in euros ('€ 1.250,00'; '—' when there is none)."""

    def get_value(self, instance):
        return admin_format.money(super().get_value(instance))


def not_offered(request, *args, **kwargs):
    raise Http404("Dit gebeurt niet in het beheer.")


def _formatted(accessor: str):
    name = accessor.rsplit(".", 1)[-1]

    def value(instance):
        return admin_format.display(multigetattr(instance, accessor), name=name)

    return value


class BackOfficeIndexView(SafeExportIndexView):
    def may_delete(self) -> bool:
        return self.permission_policy.user_has_permission(self.request.user, "delete")

    def get_template_names(self):
        if self.may_delete() or self.results_only:
            return super().get_template_names()
        return ["core/admin_index_without_bulk_actions.html"]

    @property
    def columns(self):
        columns = super().columns
        if not self.may_delete():  # the only bulk action of a snippet is deleting
            columns = [c for c in columns if not isinstance(c, BulkActionsCheckboxColumn)]
        for column in columns:
            plain = type(column) is Column or isinstance(column, TitleColumn)
            if not plain or not isinstance(column.accessor, str):
                continue  # already formatted, or a column of its own (buttons, dates as 'ago')
            column.accessor = _formatted(column.accessor)
            column.label = admin_format.label(column.label)
        return columns

    def to_row_dict(self, item):
        return OrderedDict(
            (field, admin_format.field_value(item, field)) for field in self.list_export
        )

    def get_heading(self, queryset, field):
        return admin_format.label(super().get_heading(queryset, field))


class BackOfficeInspectView(InspectView):
    def get_field_label(self, field_name, field):
        return admin_format.label(super().get_field_label(field_name, field))

    def get_field_display_value(self, field_name, field):
        value = super().get_field_display_value(field_name, field)
        if isinstance(value, Component):
            return value
        return admin_format.display(value, name=field_name)


class BackOfficeViewSet(SnippetViewSet):
    """`actions`: the generic actions staff may take on a record ("add", "change", "delete"); the
    URLs of the others are not registered."""

    index_view_class = BackOfficeIndexView
    inspect_view_class = BackOfficeInspectView
    copy_view_enabled = False
    actions: tuple[str, ...] = ("add", "change", "delete")

    def get_urlpatterns(self):
        # The URL names stay (Wagtail's own pages reverse them); the views answer 404.
        closed = {url for action, url in GENERIC_ACTIONS.items() if action not in self.actions}
        return [
            path(str(pattern.pattern), not_offered, name=pattern.name)
            if pattern.name in closed
            else pattern
            for pattern in super().get_urlpatterns()
        ]


class RecordViewSet(BackOfficeViewSet):
    """A record kept by the services: look, filter, export and inspect; nothing generic."""

    actions = ()
    inspect_view_enabled = True


class ActionsPolicy(ModelPermissionPolicy):
    """The model permissions, limited to the generic actions in `actions` (superusers too)."""

    actions: tuple[str, ...] = ("view",)

    def user_has_permission(self, user, action):
        return action in self.actions and super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


def actions_policy(model, *actions: str) -> ActionsPolicy:
    policy = ActionsPolicy(model)
    policy.actions = actions
    return policy
