from django import forms


class CodeForm(forms.Form):
    otp_token = forms.CharField(
        label="Code uit uw authenticator-app",
        min_length=6,
        max_length=8,
        widget=forms.TextInput(
            attrs={"autocomplete": "one-time-code", "inputmode": "numeric", "autofocus": True}
        ),
    )
