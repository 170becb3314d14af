"""The gift register in the admin (administration only): the alerts staff mark handled, the gifts
staff record by hand (through the service, under the giver's lock; no edit, correct by deleting
and recording again), and the yearly register with its export under Reports."""

from __future__ import annotations

from django import forms
from django.shortcuts import redirect
from django.urls import path, reverse
from wagtail import hooks
from wagtail.admin import messages
from wagtail.admin.forms import WagtailAdminModelForm
from wagtail.admin.menu import MenuItem as AdminMenuItem
from wagtail.admin.panels import FieldPanel
from wagtail.admin.ui.menus import MenuItem
from wagtail.permission_policies import ModelPermissionPolicy
from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import CreateView, SnippetViewSetGroup

from core.admin_viewsets import BackOfficeViewSet, RecordViewSet
from core.errors import DomainError
from payments.wagtail_hooks import ReadOnlyPolicy

from . import services
from .admin_views import alert_handle_view, can_export, can_handle, export_view, register_view
from .models import Alert, RecordedGift, institution_choices


class AddOnlyPolicy(ModelPermissionPolicy):
    """Recorded gifts are added, seen and deleted; never edited (the amount counts under a lock)."""

    def user_has_permission(self, user, action):
        return action != "change" and super().user_has_permission(user, action)

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class RecordedGiftForm(WagtailAdminModelForm):
    institution = forms.ChoiceField(label="Ontvanger", choices=institution_choices)
    amount_euros = forms.DecimalField(
        label="Bedrag of waarde (euro)", min_value=0.01, max_digits=9, decimal_places=2
    )

    class Meta:
        model = RecordedGift
        fields = ["person", "institution", "kind", "given_on", "description"]


class RecordedGiftCreateView(CreateView):
    def form_valid(self, form):
        data = form.cleaned_data
        try:
            self.object = services.record_gift(
                person=data["person"],
                institution=data["institution"],
                kind=data["kind"],
                amount_cents=int(data["amount_euros"] * 100),
                given_on=data["given_on"],
                description=data["description"],
                actor=self.request.user,
            )
        except DomainError as error:
            form.add_error(None, error.message)
            self.produced_error_message = error.message
            return self.form_invalid(form)
        messages.success(self.request, "De gift is vastgelegd.")
        return redirect(reverse(self.index_url_name))


class RecordedGiftViewSet(BackOfficeViewSet):
    model = RecordedGift
    actions = ("add", "delete")
    icon = "pick"
    menu_label = "Vastgelegde giften"
    add_view_class = RecordedGiftCreateView
    list_display = [
        "person",
        "institution",
        "kind",
        "amount",
        "given_on",
        "description",
        "recorded_by",
    ]
    list_filter = ["institution", "kind", "given_on"]
    list_export = [
        "person",
        "institution",
        "kind",
        "amount",
        "given_on",
        "description",
        "recorded_by",
        "created_at",
    ]
    export_filename = "vastgelegde-giften"
    inspect_view_enabled = True
    panels = [
        FieldPanel("person"),
        FieldPanel("institution"),
        FieldPanel("kind"),
        FieldPanel("amount_euros"),
        FieldPanel("given_on"),
        FieldPanel("description"),
    ]

    def get_form_class(self, for_update=False):
        return RecordedGiftForm


class AlertViewSet(RecordViewSet):
    model = Alert
    icon = "warning"
    menu_label = "Meldingen"
    list_display = [
        "kind",
        "person",
        "year",
        "amount",
        "year_total",
        "due_at",
        "created_at",
        "is_open",
    ]
    list_filter = ["kind", "year", "handled_at"]
    inspect_view_enabled = True
    inspect_view_fields = [
        "kind",
        "person",
        "year",
        "amount_cents",
        "year_total_cents",
        "payment",
        "detail",
        "due_at",
        "created_at",
        "handled_at",
        "handled_by",
    ]


class WfppGroup(SnippetViewSetGroup):
    items = (AlertViewSet, RecordedGiftViewSet)
    menu_icon = "warning"
    menu_label = "Giftenregister"
    menu_name = "wfpp"
    menu_order = 215


register_permission_policy(Alert, ReadOnlyPolicy(Alert))
register_permission_policy(RecordedGift, AddOnlyPolicy(RecordedGift))
register_snippet(WfppGroup)


@hooks.register("register_admin_urls")
def wfpp_admin_urls():
    return [
        path("giftenregister/", register_view, name="wfpp_register"),
        path("giftenregister/export/", export_view, name="wfpp_export"),
        path(
            "giftenregister/meldingen/<int:pk>/afhandelen/",
            alert_handle_view,
            name="wfpp_alert_handle",
        ),
    ]


class ExportMenuItem(AdminMenuItem):
    def is_shown(self, request):
        return can_export(request.user)


@hooks.register("register_reports_menu_item")
def wfpp_register_menu_item():
    return ExportMenuItem(
        "Giftenregister (Wfpp)", reverse("wfpp_register"), icon_name="pick", order=1310
    )


@hooks.register("register_snippet_listing_buttons")
def alert_buttons(snippet, user, next_url=None):
    if isinstance(snippet, Alert) and snippet.handled_at is None and can_handle(user):
        url = reverse("wfpp_alert_handle", args=[snippet.pk])
        yield MenuItem("Afgehandeld", url, icon_name="tick", priority=50)
