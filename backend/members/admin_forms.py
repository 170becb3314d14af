"""The form staff correct a member's details with: a plain form (not a ModelForm), saved by
services.membership_staff_update."""

from __future__ import annotations

from django import forms

from .models import PROVINCES, Membership, Tier
from .services import STAFF_EDITABLE


class MemberDetailsForm(forms.Form):
    first_name = forms.CharField(label="Voornaam", max_length=100)
    last_name = forms.CharField(label="Achternaam", max_length=100)
    date_of_birth = forms.DateField(
        label="Geboortedatum",
        required=False,
        input_formats=["%d-%m-%Y", "%Y-%m-%d"],
        widget=forms.DateInput(format="%d-%m-%Y", attrs={"placeholder": "dd-mm-jjjj"}),
    )
    street = forms.CharField(label="Straat en huisnummer", max_length=200, required=False)
    postal_code = forms.CharField(label="Postcode", max_length=12, required=False)
    city = forms.CharField(label="Woonplaats", max_length=100, required=False)
    province = forms.ChoiceField(label="Provincie", choices=[("", "—"), *PROVINCES], required=False)
    phone = forms.CharField(label="Telefoon", max_length=30, required=False)
    tier = forms.ChoiceField(label="Soort lidmaatschap", choices=Tier.choices)

    @classmethod
    def for_membership(cls, membership: Membership, data=None) -> MemberDetailsForm:
        initial = {field: getattr(membership, field) for field in STAFF_EDITABLE}
        return cls(data=data, initial=initial)
