"""Settings of the backend, all driven by environment variables with working defaults.

The variables are listed in config/ENVIRONMENT.md (and the README's configuration table).
"""

from __future__ import annotations

from pathlib import Path

from .env import (
    cache_config,
    cookies_should_be_secure,
    database_config,
    env,
    env_bool,
    env_int,
    env_list,
    env_str,
    load_or_create_secret_key,
    media_storage_config,
    ratelimit_cache_config,
    search_backend_config,
    session_engine,
    tasks_backend,
)

BACKEND_DIR = Path(__file__).resolve().parent.parent
REPO_DIR = BACKEND_DIR.parent
VAR_DIR = Path(env_str("VAR_DIR", str(REPO_DIR / "var")))
VAR_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env_bool("DEBUG", False)
# Set in the scaled mode (`make prod`): cache, sessions, rate limits and background jobs use Redis.
REDIS_URL = env.redis_url("REDIS_URL", None)
SECRET_KEY = env_str("SECRET_KEY", "") or load_or_create_secret_key(VAR_DIR / "secret_key")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
SITE_URL = env_str("SITE_URL", "http://localhost:3000").rstrip("/")

# Payments (README: configuration): the demo provider's local checkout, or Mollie for real.
PAYMENT_PROVIDER = env_str("PAYMENT_PROVIDER", "demo")
MOLLIE_API_KEY = env_str("MOLLIE_API_KEY", "")
MOLLIE_API_URL = env_str("MOLLIE_API_URL", "https://api.mollie.com/v2")
# Where the provider reaches our webhook; scripts/serve.sh points the demo provider at gunicorn itself.
PAYMENT_WEBHOOK_BASE_URL = env_str("PAYMENT_WEBHOOK_BASE_URL", SITE_URL).rstrip("/")

# Dutch party-finance law (Wfpp) as settings with the legal defaults, in cents.
DONATION_ANONYMOUS_MAX_CENTS = env_int("DONATION_ANONYMOUS_MAX_CENTS", 100000)  # € 1.000
DONATION_YEARLY_MAX_CENTS = env_int("DONATION_YEARLY_MAX_CENTS", 10000000)  # € 100.000 per donor
DONATION_PUBLISH_FROM_CENTS = env_int("DONATION_PUBLISH_FROM_CENTS", 1000000)  # € 10.000
DONATION_EU_ONLY = env_bool("DONATION_EU_ONLY", True)
# The gift register (wfpp app): from this yearly total a giver's gifts are registered with name and
# place for the annual report; the party's affiliated institutions whose gifts count towards the
# same yearly maximum; how long an open checkout holds its amount on the giver's year.
WFPP_REGISTER_FROM_CENTS = env_int("WFPP_REGISTER_FROM_CENTS", 100000)  # € 1.000
WFPP_INSTITUTIONS = env_list("WFPP_INSTITUTIONS", "Jongerenorganisatie,Wetenschappelijk instituut")
WFPP_RESERVATION_HOURS = env_int("WFPP_RESERVATION_HOURS", 24)
WFPP_PUBLISH_WITHIN_DAYS = 3  # the law's term for publishing a gift from DONATION_PUBLISH_FROM_CENTS

# Background jobs: ours (mail) are stored in the database and run by `manage.py db_worker
# --backend background` (scripts/serve.sh), or with REDIS_URL queued in Redis and run by
# `manage.py rqworker --job-class django_tasks_rq.Job default` (scripts/prod.sh); Wagtail's own
# (search and reference index updates on publish) stay immediate, as without a task framework.
TASKS = {
    "default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"},
    "background": {"BACKEND": tasks_backend(REDIS_URL), "QUEUES": ["default"]},
}
RQ_QUEUES = {"default": {"URL": REDIS_URL or "redis://127.0.0.1:6379/0"}}

# E-mail: EMAIL_URL (smtp://user:password@host:587, smtps://…, smtp+tls://…, console://; see
# config/env.py email_config) sends for real; unset, mails are kept in the database and shown in
# the admin (core.mail).
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "Partijwebsite <noreply@example.org>")
EMAIL_BACKEND = "core.mail.DatabaseEmailBackend"
globals().update(env.email_url("EMAIL_URL", None) or {})
CSRF_TRUSTED_ORIGINS = env_list(
    "CSRF_TRUSTED_ORIGINS", "http://localhost:3000,http://127.0.0.1:3000"
)

INSTALLED_APPS = [
    "core",
    "accounts",
    "people",
    "wfpp",
    "members",
    "content",
    "engagement",
    "legion",
    "payments",
    "donations",
    "events",
    "orders",
    "applications",
    "friends",
    "django_tasks",
    "django_tasks_db",
    "django_rq",
    "django_tasks_rq",
    "search",
    "tracking",
    "staff",
    "demo",  # last of the project's apps: it seeds every one above, none imports it
    "django_otp",
    "django_otp.plugins.otp_totp",
    "wagtail.contrib.forms",
    "wagtail.contrib.redirects",
    "wagtail.contrib.settings",
    "wagtail_headless_preview",
    "wagtail.embeds",
    "wagtail.sites",
    "wagtail.users",
    "wagtail.snippets",
    "wagtail.documents",
    "wagtail.images",
    "wagtail.search",
    "wagtail_localize",
    "wagtail_localize.locales",  # replaces wagtail.locales (wagtail-localize's docs)
    "wagtail.admin",
    "wagtail",
    "modelcluster",
    "taggit",
    "ninja",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "core.security.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "core.api_guards.ApiGuardMiddleware",  # CSRF on every session-bearing API write; body size
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "accounts.signed_in.SignedInHintMiddleware",  # the browser's hint to ask who is logged in
    "django_otp.middleware.OTPMiddleware",
    "staff.middleware.AdminTwoFactorMiddleware",
    "staff.middleware.SnippetChooserPermissionMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "wagtail.contrib.redirects.middleware.RedirectMiddleware",
    "core.api_cache.ApiResponseCacheMiddleware",  # inside the others: their headers apply to hits
    "axes.middleware.AxesMiddleware",  # last, as django-axes asks
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "wagtail.contrib.settings.context_processors.settings",
            ],
        },
    },
]

DATABASES = {
    "default": database_config(env_str("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"))
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
CACHES = {"default": cache_config(REDIS_URL), "ratelimit": ratelimit_cache_config(REDIS_URL)}

# Members' passwords: argon2 first; older hashes are upgraded at the next login.
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
# Activation and reset links (accounts.tokens) expire after this many seconds, and are single-use.
PASSWORD_RESET_TIMEOUT = env_int("PASSWORD_RESET_TIMEOUT", 3 * 24 * 3600)
SESSION_COOKIE_AGE = env_int("SESSION_COOKIE_AGE", 14 * 24 * 3600)
SESSION_ENGINE = session_engine(REDIS_URL)
# Public content answers of the API kept in the shared cache for this long (core/api_cache.py).
API_RESPONSE_CACHE_SECONDS = env_int("API_RESPONSE_CACHE_SECONDS", 60 if REDIS_URL else 0)
# Live public answers (ticket states, a petition's count …) may be shared this long by the Node
# servers while the answer cache is on (core/api_cache.py); 0: every render asks Django.
LIVE_ANSWER_SHARED_SECONDS = env_int("LIVE_ANSWER_SHARED_SECONDS", 1)

# Failed logins (accounts/lockout.py, README "Abuse limits"): in windows of LOGIN_LOCKOUT_MINUTES,
# a captcha after LOGIN_CAPTCHA_AFTER failures of one account from one address,
# LOGIN_ACCOUNT_CAPTCHA_AFTER of an account from anywhere or LOGIN_ADDRESS_CAPTCHA_AFTER of an address; a lock of one account from one address after
# LOGIN_FAILURE_LIMIT (django-axes locks the same pair, for the admin too); a lock of an address
# after LOGIN_ADDRESS_FAILURE_LIMIT failures across accounts, high enough for a congress Wi-Fi.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 10)
AXES_COOLOFF_TIME = env_int("LOGIN_LOCKOUT_MINUTES", 15) / 60  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]  # the pair, never an address alone
LOGIN_LOCKOUT_MINUTES = env_int("LOGIN_LOCKOUT_MINUTES", 15)
LOGIN_FAILURE_LIMIT = AXES_FAILURE_LIMIT
LOGIN_CAPTCHA_AFTER = env_int("LOGIN_CAPTCHA_AFTER", 3)
LOGIN_ACCOUNT_CAPTCHA_AFTER = env_int("LOGIN_ACCOUNT_CAPTCHA_AFTER", 10)
LOGIN_ADDRESS_CAPTCHA_AFTER = env_int("LOGIN_ADDRESS_CAPTCHA_AFTER", 30)
LOGIN_ADDRESS_FAILURE_LIMIT = env_int("LOGIN_ADDRESS_FAILURE_LIMIT", 300)
AXES_HANDLER = "axes.handlers.cache.AxesCacheHandler"
AXES_CLIENT_IP_CALLABLE = "core.clients.client_ip"
AXES_LOCKOUT_CALLABLE = "accounts.lockout.lockout_response"
AXES_RESET_ON_SUCCESS = True
AXES_VERBOSE = False

# Membership (SPEC §9): yearly dues in cents, the youth age limit, reminders before the yearly charge.
MEMBERSHIP_ADULT_CENTS = env_int("MEMBERSHIP_ADULT_CENTS", 2500)
MEMBERSHIP_YOUTH_CENTS = env_int("MEMBERSHIP_YOUTH_CENTS", 500)
MEMBERSHIP_YOUTH_MAX_AGE = env_int("MEMBERSHIP_YOUTH_MAX_AGE", 27)
MEMBERSHIP_MIN_AGE = env_int("MEMBERSHIP_MIN_AGE", 14)
MEMBERSHIP_REMINDER_DAYS = env_int("MEMBERSHIP_REMINDER_DAYS", 14)
# After the paid period ends, access stays this many days while the dues are unpaid; then the
# membership lapses. A direct debit that failed for a reason allowing it is tried once more on
# the mandate MEMBERSHIP_RETRY_DAYS after the failure.
MEMBERSHIP_GRACE_DAYS = env_int("MEMBERSHIP_GRACE_DAYS", 30)
MEMBERSHIP_RETRY_DAYS = env_int("MEMBERSHIP_RETRY_DAYS", 5)
# The first year's dues (members/pricing.py): "prorate" charges the months left in the calendar
# year, the month of joining included, rounded to whole euros; "full" charges the whole year.
MEMBERSHIP_FIRST_YEAR = env_str("MEMBERSHIP_FIRST_YEAR", "prorate")
if MEMBERSHIP_FIRST_YEAR not in ("prorate", "full"):
    raise ValueError(f"MEMBERSHIP_FIRST_YEAR must be prorate or full, got {MEMBERSHIP_FIRST_YEAR!r}")

# Tickets (issue 7): how long a selection is held while the buyer pays, and then while they confirm
# by e-mail; how many orders one address or e-mail may start in FORM_GUARD_WINDOW_SECONDS before
# the captcha is asked, and before nothing passes (core.abuse.guard_form, scope "tickets").
TICKET_PAYMENT_HOLD_MINUTES = env_int("TICKET_PAYMENT_HOLD_MINUTES", 20)
TICKET_CONFIRM_HOLD_HOURS = env_int("TICKET_CONFIRM_HOLD_HOURS", 24)
TICKET_GUARD_CAPTCHA_AFTER = env_int("TICKET_GUARD_CAPTCHA_AFTER", 10)
TICKET_GUARD_MAX_TRIES = env_int("TICKET_GUARD_MAX_TRIES", 60)
# Contact messages and applications (applications/): staff are mailed at this address; a CV is a
# PDF or Word file of at most this many bytes, kept in private storage (never under MEDIA_ROOT);
# `manage.py purge_applications` deletes them after the retention period.
APPLICATIONS_STAFF_EMAIL = env_str("APPLICATIONS_STAFF_EMAIL", "secretariaat@example.org")
APPLICATIONS_CV_MAX_BYTES = env_int("APPLICATIONS_CV_MAX_BYTES", 5 * 1024 * 1024)
# The largest request body the API takes (a CV with its form fits); more answers 413. nginx's
# client_max_body_size (deploy/nginx.conf.template) must be at least this.
API_MAX_BODY_BYTES = env_int("API_MAX_BODY_BYTES", 8 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = API_MAX_BODY_BYTES
# What each form's privacy note promises: messages and applications are deleted after a year.
APPLICATIONS_RETENTION_DAYS = env_int("APPLICATIONS_RETENTION_DAYS", 365)

# Friends (friends/): the smallest yearly gift in cents, and how long a friend's link to become a
# member (/lidmaatschap-upgrade/{id}) stays valid.
FRIENDS_MIN_YEARLY_CENTS = env_int("FRIENDS_MIN_YEARLY_CENTS", 5000)
FRIENDS_MEMBER_OFFER_DAYS = env_int("FRIENDS_MEMBER_OFFER_DAYS", 90)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Dutch first, English as the alternative; times stored in UTC, shown in Amsterdam time.
LANGUAGE_CODE = "nl"
LANGUAGES = [("nl", "Nederlands"), ("en", "English")]
WAGTAIL_CONTENT_LANGUAGES = LANGUAGES
WAGTAIL_I18N_ENABLED = True
TIME_ZONE = "Europe/Amsterdam"
USE_I18N = True
# The English catalogue of what the API says to the visitor (core/catalogue.py keeps it).
LOCALE_PATHS = [BACKEND_DIR / "locale"]
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = Path(env_str("STATIC_ROOT", str(VAR_DIR / "static")))
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(env_str("MEDIA_ROOT", str(VAR_DIR / "media")))
SERVE_MEDIA = env_bool("SERVE_MEDIA", True)
# Files only staff may read (CVs): outside MEDIA_ROOT, which is served to anyone.
PRIVATE_MEDIA_ROOT = Path(env_str("PRIVATE_MEDIA_ROOT", str(VAR_DIR / "private")))
# `manage.py backup` encrypts to these age public keys (age1…); the private key stays with the
# operator, off the server (core/backups.py, deploy/README.md "Backups").
BACKUP_AGE_RECIPIENTS = env_list("BACKUP_AGE_RECIPIENTS", "")
STORAGES = {
    "default": media_storage_config(),
    "private": {"BACKEND": "applications.storage.PrivateFileStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Media on an S3-compatible bucket when S3_BUCKET is set (README "Scaled mode"); it needs boto3.
if STORAGES["default"]["BACKEND"] == "storages.backends.s3.S3Storage":
    from importlib.util import find_spec

    from django.core.exceptions import ImproperlyConfigured

    if find_spec("boto3") is None:
        raise ImproperlyConfigured("S3_BUCKET needs boto3: run `cd backend && uv add boto3`")

# Django sits behind the Node server (and nginx in production) on the visitors' origin.
USE_X_FORWARDED_HOST = True
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = cookies_should_be_secure(
    debug=DEBUG, site_url=SITE_URL
)
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "SAMEORIGIN"
# Security headers (core/security.py; deploy/README.md "Security headers"): the CSP and the
# Permissions-Policy come from core.security; these from Django's SecurityMiddleware. HSTS is sent
# on HTTPS requests only (directly, or behind nginx's X-Forwarded-Proto: SECURE_PROXY_SSL_HEADER),
# and never with DEBUG.
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
SECURE_HSTS_SECONDS = 0 if DEBUG else env_int("SECURE_HSTS_SECONDS", 31_536_000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)

WAGTAIL_SITE_NAME = "Partijwebsite"
# The preview panel re-posts the form this many ms after the admin notices an edit (default 500):
# the edited title shows in the preview within 2 s (issue 23; content/preview.py).
WAGTAIL_AUTO_UPDATE_PREVIEW_INTERVAL = 200
WAGTAILADMIN_BASE_URL = env_str("WAGTAILADMIN_BASE_URL", SITE_URL)
# Uploads in the admin (issue 10; the names are those of Wagtail 8.0's images/fields.py,
# documents/fields.py and documents/models.py). nginx's client_max_body_size (25m, deploy/
# nginx.conf.template) is above each limit with room for the form, so Wagtail itself refuses an
# oversized file with its own message (core/tests/security/test_uploads.py checks the order).
# Images: 10 MB holds a full-size photo from a camera or phone; the site shows renditions.
WAGTAILIMAGES_MAX_UPLOAD_SIZE = 10 * 1024 * 1024
# Decompression bombs: a file of a few kilobytes can declare a canvas that takes gigabytes to
# decode. 50 megapixels holds an 8000 × 6000 camera photo and is far below Pillow's own alarm.
WAGTAILIMAGES_MAX_IMAGE_PIXELS = 50_000_000
# Wagtail counts the pixels only after decoding the whole image: this form reads the size the file
# declares first, and refuses a file that breaks while decoding instead of failing the request.
WAGTAILIMAGES_IMAGE_FORM_BASE = "core.images.GuardedImageForm"
# Raster formats only: an SVG can carry script, and originals are served from the site's origin.
WAGTAILIMAGES_EXTENSIONS = ["avif", "gif", "jpg", "jpeg", "png", "webp"]
# Documents: an allowlist of office, PDF and plain-text files, so no HTML, SVG, XML, script or
# program is ever stored under /documents/ or /media/documents/.
WAGTAILDOCS_EXTENSIONS = [
    "pdf", "doc", "docx", "odt", "rtf", "txt", "csv", "xls", "xlsx", "ods", "ppt", "pptx", "odp",
]  # fmt: skip
# 20 MB: a printed programme or annual report as PDF.
WAGTAILDOCS_MAX_UPLOAD_SIZE = 20 * 1024 * 1024
# Documents always pass through Wagtail's view, also with S3 storage (which would otherwise
# redirect to the bucket): every answer then carries `Content-Disposition: attachment` (only PDF
# opens inline), the type from the extension, `nosniff` and `default-src 'none'`, and collection
# privacy holds.
WAGTAILDOCS_SERVE_METHOD = "serve_view"
# Search (README "Search"): Wagtail's database backend by default, FTS5 on SQLite and full text
# search with the Dutch configuration on PostgreSQL; SEARCH_BACKEND switches to OpenSearch or
# Elasticsearch at SEARCH_URL (install its client package, then run `manage.py update_index`).
WAGTAILSEARCH_BACKENDS = {
    "default": search_backend_config(
        env_str("SEARCH_BACKEND", "database"), env_str("SEARCH_URL", "")
    )
}
SEARCH_RATE_LIMIT_PER_MINUTE = env_int("SEARCH_RATE_LIMIT_PER_MINUTE", 60)

# Public forms (core.abuse.guard_form): tries per address and per e-mail in a window; past
# FORM_GUARD_CAPTCHA_AFTER a solved captcha is required, past FORM_GUARD_MAX_TRIES nothing passes.
FORM_GUARD_WINDOW_SECONDS = env_int("FORM_GUARD_WINDOW_SECONDS", 15 * 60)
FORM_GUARD_CAPTCHA_AFTER = env_int("FORM_GUARD_CAPTCHA_AFTER", 3)
FORM_GUARD_MAX_TRIES = env_int("FORM_GUARD_MAX_TRIES", 30)
# The proof-of-work captcha (core.captcha, ALTCHA): PBKDF2 rounds per try, the range of tries the
# browser needs, and how long a challenge may be solved and used.
CAPTCHA_COST = env_int("CAPTCHA_COST", 5000)
CAPTCHA_COUNTER_MIN = env_int("CAPTCHA_COUNTER_MIN", 200)
CAPTCHA_COUNTER_MAX = env_int("CAPTCHA_COUNTER_MAX", 1000)
CAPTCHA_EXPIRY_SECONDS = env_int("CAPTCHA_EXPIRY_SECONDS", 5 * 60)
CAPTCHA_CHALLENGES_PER_MINUTE = env_int("CAPTCHA_CHALLENGES_PER_MINUTE", 30)
# Newsletter and petition confirmations: how long the link in the mail works, and how often a
# repeated sign-up may send it again.
ENGAGEMENT_CONFIRM_LINK_DAYS = env_int("ENGAGEMENT_CONFIRM_LINK_DAYS", 14)
ENGAGEMENT_RESEND_MINUTES = env_int("ENGAGEMENT_RESEND_MINUTES", 10)
# Consent-gated measurement (SPEC §4). Nothing third-party loads unless these are set AND the visitor
# agreed: the social-ad pixel (advertising) needs AD_PIXEL_ID, the analytics script (analytics) needs
# ANALYTICS_SCRIPT_URL. Empty by default: no third-party host at all.
AD_PIXEL_ID = env_str("AD_PIXEL_ID", "")
AD_PIXEL_URL = env_str("AD_PIXEL_URL", "https://www.facebook.com/tr")
ANALYTICS_SCRIPT_URL = env_str("ANALYTICS_SCRIPT_URL", "")
ANALYTICS_SITE = env_str("ANALYTICS_SITE", "")
CONSENT_RATE_PER_MINUTE = env_int("CONSENT_RATE_PER_MINUTE", 20)
FINGERPRINT_RATE_PER_MINUTE = env_int("FINGERPRINT_RATE_PER_MINUTE", 20)

WAGTAILADMIN_LOGIN_URL = "/cms/login/"
# The admin asks, after the password, a code from an authenticator app (staff/two_factor.py).
ADMIN_2FA_REQUIRED = env_bool("ADMIN_2FA_REQUIRED", True)
OTP_TOTP_ISSUER = WAGTAIL_SITE_NAME
# Private by default: the admin makes no requests to Wagtail's release server or to Gravatar.
WAGTAIL_ENABLE_UPDATE_CHECK = False
WAGTAIL_GRAVATAR_PROVIDER_URL = None
LOGIN_URL = "/cms/login/"

NINJA_PAGINATION_PER_PAGE = 20

# Logs go to standard error; they carry request paths and errors, never personal data. Both formats
# are scrubbed of addresses, e-mail addresses, query strings and tokens (core/logs.py,
# deploy/log-masks.json); LOG_FORMAT=json (scripts/prod.sh) writes one JSON object per line.
LOG_FORMAT = env_str("LOG_FORMAT", "plain")
if LOG_FORMAT not in ("plain", "json"):
    raise ValueError(f"LOG_FORMAT must be plain or json, got {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {
            "()": "core.logs.PlainFormatter",
            "format": "%(asctime)s %(levelname)s %(name)s %(message)s",
        },
        "json": {"()": "core.logs.JsonFormatter"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": LOG_FORMAT,
        }
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "django_tasks": {"level": "WARNING"},
        "wagtail": {"level": "WARNING"},
        "axes": {"level": "WARNING"},
        # The worker of the scaled mode logs each job with its arguments: only what went wrong.
        "rq.worker": {"level": "WARNING"},
    },
}
