"""Staff views of the back office answer 403 to a logged-in user without the permission (an
editor), instead of sending them to a login page they have already passed. A 403 response, not
PermissionDenied: Wagtail turns that exception into a redirect to the admin's home."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.shortcuts import render


def forbidden(request):
    return render(request, "core/admin_forbidden.html", status=403)


def staff_passes_test(test: Callable) -> Callable:
    def decorator(view):
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            if not request.user.is_authenticated:
                return redirect_to_login(request.get_full_path())
            if not test(request.user):
                return forbidden(request)
            return view(request, *args, **kwargs)

        return wrapped

    return decorator
