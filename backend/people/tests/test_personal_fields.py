"""The personal fields are defined once (people.personal): the member API, the admin export, the
sign-up data and the data export all hold every one of them."""

from __future__ import annotations

import dataclasses

import pytest

from members import schemas, services
from members.models import Membership
from members.wagtail_hooks import MembershipViewSet
from people.models import Person
from people.personal import MEMBER_DETAILS, MEMBER_EDITABLE
from people.privacy import SECRET_FIELDS, export_person

from .test_privacy import _person_with_a_history


def test_every_personal_field_is_a_field_of_the_membership():
    names = {f.name for f in Membership._meta.concrete_fields}
    assert set(MEMBER_DETAILS) <= names


def test_the_api_the_admin_and_the_services_read_the_one_list():
    assert set(MEMBER_DETAILS) <= set(schemas.MembershipOut.model_fields)
    assert set(MEMBER_DETAILS) <= set(schemas.JoinIn.model_fields)
    assert set(MEMBER_DETAILS) <= set(schemas.FriendJoinIn.model_fields)
    assert set(schemas.DetailsIn.model_fields) == set(MEMBER_EDITABLE)
    assert {f.name for f in dataclasses.fields(services.Person)} == set(MEMBER_DETAILS)
    assert set(MEMBER_DETAILS) <= set(MembershipViewSet.list_export)


@pytest.mark.django_db
def test_the_export_lists_every_personal_field():
    person, _ = _person_with_a_history()
    document = export_person(person)
    [membership] = document["records"]["memberships"]["items"]
    assert set(MEMBER_DETAILS) <= set(membership)
    own = {
        f.name
        for f in Person._meta.concrete_fields
        if not f.primary_key and f.name not in SECRET_FIELDS and f.name != "user"
    }
    assert own <= set(document["person"])
    for record in document["records"]["donations"]["items"]:
        assert {"first_name", "last_name", "email", "street", "postal_code", "city"} <= set(record)
