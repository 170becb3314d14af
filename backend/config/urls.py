"""Django answers only /api, /cms, /media, /static and /documents: the React app owns every
visitor path (see frontend/server.ts). /internal/ is for nginx on the app servers' own port."""

from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve
from wagtail.admin import urls as wagtailadmin_urls
from wagtail.documents import urls as wagtaildocs_urls

from core.views import page_cache_version

from .api import api

urlpatterns = [
    path("api/", api.urls),
    # Asked by nginx only (deploy/nginx.conf.template), never passed on from outside.
    path("internal/page-cache-version", page_cache_version),
    path("cms/2fa/", include("staff.urls")),
    path("cms/", include(wagtailadmin_urls)),
    path("documents/", include(wagtaildocs_urls)),
]

if settings.SERVE_MEDIA:
    urlpatterns += [
        # Not the documents: only Wagtail's /documents/ view serves those (a private collection's
        # restriction, attachment headers), as nginx does in the scaled mode.
        re_path(r"^media/(?!documents/)(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
    ]
