"""The user of a request, typed: Django's request.user is a User or an AnonymousUser."""

from typing import TypeGuard

from django.contrib.auth.models import AnonymousUser, User

#: What request.user holds; read-only code that also answers a visitor takes this.
AnyUser = User | AnonymousUser


def signed_in(user: AnyUser | None) -> TypeGuard[User]:
    """A logged-in account. A TypeGuard: after it the type checker knows the user is a User."""
    return user is not None and user.is_authenticated
