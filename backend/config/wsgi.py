"""WSGI entry point (gunicorn config.wsgi).

Everything a worker would otherwise do on its first request is done here, while it starts: gunicorn
lets a worker accept connections only once this module is imported, so no visitor waits for it.
"""

import os

from django.core.wsgi import get_wsgi_application

from config.body_drain import DrainRequestBody

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Bodies are read to their end, so a kept-alive connection stays usable (config/body_drain.py).
application = DrainRequestBody(get_wsgi_application())

# The URL configuration imports every view, the API with its schemas and Wagtail's admin: ~3 s of
# CPU, which Django spends on a worker's first request. Until then every request that worker has
# accepted waits (its threads queue behind the same imports): on a busy 2-core machine a cold worker
# held visitors for over 15 s (the flood test of e2e/scaled/resilience.scaled.ts). A worker that
# nginx had not needed before (prod.sh's readiness check reaches one worker per instance) stayed cold
# until a burst of traffic opened new connections to it.
from django.urls import resolve  # noqa: E402

resolve("/api/health/live")  # imports the URL configuration and builds the resolver's index

# The search's lemmatiser loads each language's dictionary on first use (~1-2 s of CPU): load them
# while the worker starts, not in the first visitor's search.
from search.text import LANGUAGES, forms  # noqa: E402

for language in LANGUAGES:
    forms("zoeken", language)
