"""The back office's forms for persons: the segment filters and the edit form."""

from __future__ import annotations

from django import forms
from django.utils import timezone

from content.regions.models import Region, RegionKind
from members.models import MembershipStatus, Tier

from .models import Language, Person, PersonTag
from .selectors import Segment


class RegionChoice(forms.ModelChoiceField):
    def label_from_instance(self, obj: Region) -> str:
        return obj.name


class SegmentForm(forms.Form):
    q = forms.CharField(
        label="Zoeken", required=False, help_text="Naam, e-mailadres, adres of postcode"
    )
    membership_status = forms.ChoiceField(
        label="Lidmaatschap",
        required=False,
        choices=[("", "Alle"), *MembershipStatus.choices, ("none", "Nooit lid geweest")],
    )
    tier = forms.ChoiceField(
        label="Soort lid", required=False, choices=[("", "Alle"), *Tier.choices]
    )
    municipality = RegionChoice(
        label="Gemeente",
        required=False,
        queryset=Region.objects.filter(kind=RegionKind.GEMEENTE, locale__language_code="nl").order_by("name"),
        empty_label="Alle",
    )
    province = RegionChoice(
        label="Provincie",
        required=False,
        queryset=Region.objects.filter(kind=RegionKind.PROVINCIE, locale__language_code="nl").order_by("name"),
        empty_label="Alle",
    )
    tag = forms.MultipleChoiceField(
        label="Labels", required=False, widget=forms.CheckboxSelectMultiple
    )
    newsletter = forms.BooleanField(label="Nieuwsbrief bevestigd", required=False)
    gave_this_year = forms.BooleanField(label="Gaf dit jaar", required=False)
    attended_event = forms.BooleanField(label="Was bij een evenement", required=False)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        names = (
            PersonTag.objects.values_list("tag__name", flat=True).distinct().order_by("tag__name")
        )
        tags = self.fields["tag"]
        assert isinstance(tags, forms.MultipleChoiceField)
        tags.choices = [(name, name) for name in names]
        self.fields["gave_this_year"].label = f"Gaf in {timezone.localdate().year}"

    def segment(self) -> Segment:
        data = self.cleaned_data if self.is_valid() else {}
        municipality, province = data.get("municipality"), data.get("province")
        return Segment(
            query=data.get("q", "").strip(),
            membership_status=data.get("membership_status", ""),
            tier=data.get("tier", ""),
            municipality_id=municipality.pk if municipality else None,
            province_id=province.pk if province else None,
            tags=tuple(data.get("tag", ())),
            newsletter=bool(data.get("newsletter")),
            gave_this_year=bool(data.get("gave_this_year")),
            attended_event=bool(data.get("attended_event")),
        )

    def is_filtered(self) -> bool:
        return self.segment() != Segment()


class PersonForm(forms.Form):
    first_name = forms.CharField(label="Voornaam", max_length=100, required=False)
    last_name = forms.CharField(label="Achternaam", max_length=100, required=False)
    phone = forms.CharField(label="Telefoon", max_length=30, required=False)
    street = forms.CharField(label="Straat en huisnummer", max_length=200, required=False)
    postal_code = forms.CharField(label="Postcode", max_length=12, required=False)
    city = forms.CharField(label="Woonplaats", max_length=100, required=False)
    municipality = RegionChoice(
        label="Gemeente",
        required=False,
        queryset=Region.objects.filter(kind=RegionKind.GEMEENTE, locale__language_code="nl").order_by("name"),
        empty_label="(onbekend)",
    )
    birth_date = forms.DateField(
        label="Geboortedatum",
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    language = forms.ChoiceField(label="Voorkeurstaal", choices=Language.choices)
    tags = forms.CharField(
        label="Labels",
        required=False,
        help_text="Gescheiden door komma's, bijvoorbeeld: vrijwilliger, Utrecht-campagne",
    )

    @classmethod
    def for_person(cls, person: Person, data=None) -> PersonForm:
        initial = {
            field: getattr(person, field)
            for field in (
                "first_name",
                "last_name",
                "phone",
                "street",
                "postal_code",
                "city",
                "municipality",
                "birth_date",
                "language",
            )
        }
        initial["tags"] = ", ".join(sorted(person.tags.names()))
        return cls(data, initial=initial)

    def clean_postal_code(self) -> str:
        return self.cleaned_data["postal_code"].strip().upper()  # as the forms store it

    def changes(self) -> dict:
        data = dict(self.cleaned_data)
        data["tags"] = [t for t in (part.strip() for part in data["tags"].split(",")) if t]
        return data
