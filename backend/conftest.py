import pytest
from django.conf import settings
from django.core.cache import caches
from django.core.management import call_command


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, tmp_path_factory):
    """The test database holds the demo content of `make run`, seeded once per run (drawing the
    demo images takes seconds); every test runs in a transaction that is rolled back."""
    settings.MEDIA_ROOT = tmp_path_factory.mktemp("media")  # demo images stay out of var/media
    settings.PRIVATE_MEDIA_ROOT = tmp_path_factory.mktemp(
        "private"
    )  # and the demo CV out of var/private
    with django_db_blocker.unblock():
        call_command("seed_demo", verbosity=0)


@pytest.fixture(autouse=True)
def _fresh_cache(request):
    # A Redis cache (or the rate limit's memory) outlives the test transaction: tests that touch
    # the database start with every cache empty.
    if "db" in request.fixturenames or request.node.get_closest_marker("django_db"):
        request.getfixturevalue("db")
        for alias in settings.CACHES:
            caches[alias].clear()
    yield


@pytest.fixture
def api_cache(settings):
    """The API's answer cache on (core/api_cache.py, events/plans.py), in this process's memory."""
    settings.CACHES = {
        **settings.CACHES,
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "api-cache-test",
        },
    }
    settings.API_RESPONSE_CACHE_SECONDS = 60
    caches["default"].clear()
    return caches["default"]


@pytest.fixture
def demo(db):
    """Home, the standard pages, articles, authors, positions, an English home and privacy page."""


@pytest.fixture
def client(client):
    # Requests arrive through the Node server on the visitors' origin.
    client.defaults["HTTP_HOST"] = "localhost:3000"
    verified_force_login(client)
    return client


def verified_force_login(client):
    """A force_login of a staff account counts as passed through the admin's second step (a TOTP
    code): the session carries the account's device, as after /cms/2fa/. The two steps themselves
    are tested in staff/tests."""
    from staff.two_factor import is_admin_user, mark_session_verified

    plain_force_login = client.force_login

    def force_login(user, backend=None):
        plain_force_login(user, backend)
        if is_admin_user(user):
            mark_session_verified(client.session, user)

    client.force_login = force_login


@pytest.fixture
def only_own_demo_subscriptions(db):
    """The demo seed's monthly gift is a subscription at the demo provider too (so that its giver
    can manage it): a test that counts the demo provider's charges stops it first, so that only
    the test's own subscriptions are charged."""
    from payments.models import DemoProviderSubscription

    DemoProviderSubscription.objects.update(status="canceled")


@pytest.fixture
def run_tasks():
    """Runs the background jobs waiting in the database, as `manage.py db_worker` does, inside the
    test's transaction (the worker's own loop would close the test's connection)."""
    from django_tasks_db.management.commands.db_worker import Worker
    from django_tasks_db.models import DBTaskResult

    def run() -> int:
        worker = Worker(
            queue_names=["*"],
            interval=0,
            batch=True,
            backend_name="background",
            startup_delay=False,
            max_tasks=None,
            worker_id="test",
            excluded_queue_names=[],
        )
        ready = list(DBTaskResult.objects.ready().filter(backend_name="background"))
        for result in ready:
            result.claim("test")
            worker.run_task(result)
        return len(ready)

    return run
