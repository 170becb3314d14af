import pytest
from django.core.cache import cache
from django.core.management import call_command


@pytest.fixture(autouse=True)
def _fresh_cache(request):
    # A Redis cache outlives the test transaction: tests that touch the database start with it empty.
    if "db" in request.fixturenames:
        request.getfixturevalue("db")
        cache.clear()
    yield


@pytest.fixture
def demo(db):
    """The demo content of `make run`: home, the standard pages, an English home and privacy page."""
    call_command("seed_demo", verbosity=0)


@pytest.fixture
def client(client):
    # Requests arrive through the Node server on the visitors' origin.
    client.defaults["HTTP_HOST"] = "localhost:3000"
    return client


@pytest.fixture(autouse=True)
def _media_in_tmp(settings, tmp_path_factory):
    # Demo images and renditions written by tests stay out of var/media.
    settings.MEDIA_ROOT = tmp_path_factory.getbasetemp() / "media"
