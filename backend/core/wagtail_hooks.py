"""The e-mails of the embedded default, readable in the admin."""

from __future__ import annotations

from wagtail.permissions import register_permission_policy
from wagtail.snippets.models import register_snippet

from .admin_viewsets import RecordViewSet, actions_policy
from .models import OutgoingEmail


class OutgoingEmailViewSet(RecordViewSet):
    model = OutgoingEmail
    icon = "mail"
    menu_label = "E-mails"
    add_to_admin_menu = True
    list_display = ["subject", "to", "sent_at"]
    search_fields = ["subject", "to"]
    inspect_view_enabled = True
    inspect_view_fields = ["to", "subject", "sent_at", "text", "attachments"]


register_permission_policy(OutgoingEmail, actions_policy(OutgoingEmail, "view"))
register_snippet(OutgoingEmailViewSet)
