"""Staff see payments (with their audit trail), refunds and subscriptions in the admin: read-only,
because only the provider's answers change a payment."""

from __future__ import annotations

from wagtail.permission_policies import ModelPermissionPolicy
from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet
from wagtail.snippets.views.snippets import SnippetViewSetGroup

from core.admin_viewsets import RecordViewSet

from .models import Payment, Refund, Subscription


class ReadOnlyPolicy(ModelPermissionPolicy):
    def user_has_permission(self, user, action):
        return action in ("view",) and super().user_has_permission(user, "change")

    def user_has_any_permission(self, user, actions):
        return any(self.user_has_permission(user, action) for action in actions)


class PaymentViewSet(RecordViewSet):
    model = Payment
    icon = "doc-full"
    list_display = [
        "description",
        "amount_cents",
        "status",
        "purpose",
        "provider",
        "method",
        "created_at",
    ]
    list_filter = ["status", "purpose", "provider", "sequence_type", "created_at"]
    list_export = [
        "public_id",
        "description",
        "amount_cents",
        "currency",
        "status",
        "purpose",
        "purpose_id",
        "provider",
        "provider_payment_id",
        "method",
        "created_at",
        "paid_at",
        "amount_refunded_cents",
        "amount_charged_back_cents",
    ]
    export_filename = "betalingen"
    search_fields = ["description", "provider_payment_id"]
    inspect_view_fields = [
        "public_id",
        "description",
        "amount_cents",
        "status",
        "purpose",
        "purpose_id",
        "provider",
        "provider_payment_id",
        "method",
        "sequence_type",
        "created_at",
        "paid_at",
        "amount_refunded_cents",
        "amount_charged_back_cents",
    ]


class RefundViewSet(RecordViewSet):
    model = Refund
    icon = "undo"
    list_display = ["payment", "amount_cents", "status", "reason", "created_at"]
    list_filter = ["status"]


class SubscriptionViewSet(RecordViewSet):
    model = Subscription
    icon = "repeat"
    list_display = ["description", "amount_cents", "interval", "status", "purpose", "created_at"]
    list_filter = ["status", "purpose", "interval"]


class PaymentsGroup(SnippetViewSetGroup):
    items = (PaymentViewSet, RefundViewSet, SubscriptionViewSet)
    menu_icon = "doc-full"
    menu_label = "Betalingen"
    menu_name = "payments"


for model in (Payment, Refund, Subscription):
    register_permission_policy(model, ReadOnlyPolicy(model))
register_snippet(PaymentsGroup)
