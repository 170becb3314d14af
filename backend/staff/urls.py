from django.urls import path

from . import views

urlpatterns = [
    path("", views.verify, name="staff_2fa_verify"),
    path("instellen/", views.setup, name="staff_2fa_setup"),
]
