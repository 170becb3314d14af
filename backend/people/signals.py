"""A member who logs in has shown they read mail at the account's address (the account was
activated through a link sent there): the account joins the membership's person, and the address
counts as verified, so what they do next while logged out finds them too."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from .matching import link_account, verify_address
from .models import Person


@receiver(user_logged_in, dispatch_uid="people.member_logged_in")
def member_logged_in(sender: Any, request: Any, user: Any, **kwargs: Any) -> None:
    person = Person.objects.filter(user=user).first()
    if person is None:
        membership = user.memberships.exclude(person=None).select_related("person").first()
        if membership is None:
            return  # staff, or an account without a membership
        person = membership.person
        link_account(person, user)
    verify_address(person, user.email or user.username)
