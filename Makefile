# The two commands of the README: `make run` and `make test`. Everything they need is installed here,
# from the package registries only (PyPI, npm, Debian), into project-local folders.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

UV_VERSION := 0.13.9
UV := .tools/uv/bin/uv
PY := backend/.venv/bin/python
NODE_PATH_FILE := .tools/node-path
# Recipes that need Node 24 prefix their commands with this.
WITH_NODE = export PATH="$$(cat $(NODE_PATH_FILE)):$$PATH" &&
# Debian's packages: waits for another apt or dpkg run (an unattended upgrade, a second make) to
# finish instead of failing on its lock.
APT_GET := apt-get -o DPkg::Lock::Timeout=600
# Debian 12's apt waits for dpkg's lock (above) but not for the package lists' lock that another
# `apt-get update` holds: the update is tried again for up to 10 minutes.
APT_UPDATE := tries=0; until $(APT_GET) update -qq 2>/dev/null; do tries=$$((tries + 1)); \
  [ $$tries -lt 60 ] || { $(APT_GET) update -qq; exit 1; }; sleep 10; done
POSTGRES_TEST_URL ?= postgres://postgres@127.0.0.1:5432/test
E2E_DATABASE_URL := sqlite:///$(CURDIR)/var/e2e.sqlite3
# The browser tests' run against the scaled topology: a fresh PostgreSQL database and Redis DB.
E2E_PROD_POSTGRES ?= postgres://postgres@127.0.0.1:5432
E2E_PROD_DB ?= e2e_prod
E2E_PROD_REDIS_URL ?= redis://127.0.0.1:6379/15
# Its folder (nginx's config, cache and logs); its ports move with E2E_PROD_PORT and the others of
# frontend/e2e/scaled/topology.ts, passed through from the environment.
E2E_PROD_DIR ?= $(CURDIR)/var/e2e-prod
FRONTEND_SOURCES := $(shell find frontend/app -type f 2>/dev/null) frontend/vite.config.ts frontend/precompress.ts frontend/react-router.config.ts

.PHONY: help run prod test install backend-install frontend-install build migrate seed serve \
	test-backend test-backend-sqlite test-backend-postgres test-frontend test-e2e test-e2e-prod \
	typecheck mypy-baseline lint audit openapi demo-code chromium nginx redis postgres clean \
	bench bench-search bench-tickets bench-person bench-dashboard bench-js bench-lighthouse bench-load bench-render bench-baseline

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 24

run: install build migrate seed ## install, migrate, seed an empty database, build and serve on :3000
	@bash scripts/serve.sh

prod: install build nginx redis postgres ## the scaled topology on http://localhost:3400: nginx, 2 Node + 2 Django, PostgreSQL, Redis, a worker
	@bash scripts/prod.sh

test: install chromium postgres nginx redis ## run every test: backend (SQLite + PostgreSQL), frontend units, browser e2e (also scaled)
	@$(MAKE) --no-print-directory lint typecheck audit test-backend test-frontend test-e2e test-e2e-prod
	@echo "make test: every suite passed"

install: backend-install frontend-install ## install what is missing (uv, Python deps, Node 24, npm deps)

# --- toolchains and dependencies -------------------------------------------------------------------
$(UV):
	python3 -m venv .tools/uv
	.tools/uv/bin/pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

backend/.venv/.synced: $(UV) backend/pyproject.toml backend/uv.lock
	cd backend && ../$(UV) sync --frozen --quiet
	touch $@

backend-install: backend/.venv/.synced

$(NODE_PATH_FILE): scripts/ensure-node.sh
	mkdir -p .tools
	scripts/ensure-node.sh > $@.tmp && mv $@.tmp $@

frontend/node_modules/.installed: $(NODE_PATH_FILE) frontend/package.json frontend/package-lock.json $(wildcard frontend/patches/*.patch)
	$(WITH_NODE) cd frontend && npm ci --no-audit --no-fund --loglevel=error
	touch $@

frontend-install: frontend/node_modules/.installed

chromium: ## Debian's Chromium for the browser tests (never a browser download)
	@command -v chromium >/dev/null || { \
	  export DEBIAN_FRONTEND=noninteractive; \
	  $(APT_UPDATE) && $(APT_GET) install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null; }

nginx: ## Debian's nginx for `make prod` (run by scripts/prod.sh with its own config; never as a system service)
	@{ command -v nginx || [ -x /usr/sbin/nginx ]; } >/dev/null && command -v envsubst >/dev/null || { \
	  export DEBIAN_FRONTEND=noninteractive; \
	  $(APT_UPDATE) && $(APT_GET) install -y -qq --no-install-recommends nginx gettext-base >/dev/null; }

redis: ## Debian's Redis server for `make prod` (scripts/prod.sh starts it when none answers)
	@command -v redis-server >/dev/null || { \
	  export DEBIAN_FRONTEND=noninteractive; \
	  $(APT_UPDATE) && $(APT_GET) install -y -qq --no-install-recommends redis-server >/dev/null; }

postgres: ## make sure the local PostgreSQL answers (it is started before the session on this kind of machine)
	@pg_isready -q -h 127.0.0.1 -p 5432 || { \
	  pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start && sleep 2 && pg_isready -h 127.0.0.1 -p 5432; }

# --- build and serve -------------------------------------------------------------------------------
frontend/build/server/index.js: frontend/node_modules/.installed $(FRONTEND_SOURCES)
	$(WITH_NODE) cd frontend && npm run --silent build

build: frontend/build/server/index.js backend-install ## production build of the frontend, collected static files
	cd backend && .venv/bin/python manage.py collectstatic --noinput --verbosity 0

migrate: backend-install ## apply database migrations (DATABASE_URL, default var/db.sqlite3)
	cd backend && .venv/bin/python manage.py migrate --noinput --verbosity 0

seed: migrate ## fill an empty database with demo content (keeps existing data)
	cd backend && .venv/bin/python manage.py seed_demo --if-empty

demo-code: backend-install ## the current two-factor code of the demo staff logins (redactie, beheer): demo key only
	@cd backend && .venv/bin/python manage.py demo_code

serve: ## serve the last build without reinstalling
	@bash scripts/serve.sh

# --- tests -----------------------------------------------------------------------------------------
lint: install ## ruff on the backend, ESLint (TypeScript and React's hooks rules) on the frontend
	cd backend && .venv/bin/ruff check .
	$(WITH_NODE) cd frontend && npm run --silent lint

typecheck: install ## mypy on the backend against its baseline, TypeScript check, generated API types up to date
	cd backend && { .venv/bin/mypy . --no-error-summary || true; } | .venv/bin/mypy-baseline filter
	$(WITH_NODE) cd frontend && npx openapi-typescript ../backend/openapi.json -o /tmp/schema.check.d.ts --silent \
	  && diff -q app/lib/api/schema.d.ts /tmp/schema.check.d.ts \
	  || { echo "frontend/app/lib/api/schema.d.ts is stale: run 'make openapi'"; exit 1; }
	$(WITH_NODE) cd frontend && node openapi-limits.ts ../backend/openapi.json /tmp/limits.check.ts \
	  && diff -q app/lib/api/limits.ts /tmp/limits.check.ts \
	  || { echo "frontend/app/lib/api/limits.ts is stale: run 'make openapi'"; exit 1; }
	$(WITH_NODE) cd frontend && npm run --silent typecheck

mypy-baseline: backend-install ## after fixing mypy errors: rewrite backend/mypy-baseline.txt (review its diff: it may only shrink)
	cd backend && { .venv/bin/mypy . --no-error-summary || true; } | .venv/bin/mypy-baseline sync

audit: install ## known vulnerabilities: pip-audit on uv.lock, npm audit (high) on package-lock; offline: says so and passes unless AUDIT_STRICT=1
	$(PY) scripts/audit.py

# The two runs side by side: pytest keeps one core busy, so together they take the two. Each run's
# output is printed whole when it ends (--output-sync), the first to finish first.
test-backend: backend-install postgres ## backend suite on SQLite and on PostgreSQL, side by side
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-backend-sqlite test-backend-postgres

test-backend-sqlite: backend-install
	cd backend && DATABASE_URL=sqlite:///$(CURDIR)/var/test.sqlite3 .venv/bin/pytest

test-backend-postgres: backend-install postgres
	cd backend && DATABASE_URL=$(POSTGRES_TEST_URL) .venv/bin/pytest

test-frontend: frontend-install ## frontend unit tests (Vitest)
	$(WITH_NODE) cd frontend && npm test --silent

test-e2e: build chromium ## browser tests in Debian's Chromium against the production build, served as `make run` serves it
	rm -f var/e2e.sqlite3
	cd backend && DATABASE_URL=$(E2E_DATABASE_URL) .venv/bin/python manage.py migrate --noinput --verbosity 0
	cd backend && DATABASE_URL=$(E2E_DATABASE_URL) .venv/bin/python manage.py seed_demo --if-empty
	$(WITH_NODE) cd frontend && E2E_DATABASE_URL=$(E2E_DATABASE_URL) npx playwright test

test-e2e-prod: build chromium nginx redis postgres ## the main flows in the browser once more, against `make prod`'s topology (ports 3450/8450, own database and Redis DB)
	dropdb --if-exists --force --maintenance-db=$(E2E_PROD_POSTGRES)/postgres $(E2E_PROD_DB)
	-redis-cli -u $(E2E_PROD_REDIS_URL) flushdb >/dev/null 2>&1
	rm -rf $(E2E_PROD_DIR)
	$(WITH_NODE) cd frontend && E2E_PROD_DATABASE_URL=$(E2E_PROD_POSTGRES)/$(E2E_PROD_DB) \
	  E2E_PROD_REDIS_URL=$(E2E_PROD_REDIS_URL) E2E_PROD_DIR=$(E2E_PROD_DIR) npx playwright test --config playwright.prod.config.ts

openapi: backend-install frontend-install ## regenerate backend/openapi.json and the frontend's TypeScript types from it
	cd backend && .venv/bin/python manage.py export_openapi_schema --api config.api.api --output openapi.json --indent 2
	$(WITH_NODE) cd frontend && npm run --silent openapi

# --- benchmarks (DESIGN.md §6; printed, results in bench/RESULTS.md) --------------------------------
BENCHES := bench-search bench-tickets bench-person bench-dashboard bench-js bench-lighthouse bench-load bench-render

bench: ## every benchmark below, one after the other; a summary of those that missed at the end
	@failed=""; for target in $(BENCHES); do \
	  echo; echo "=== make $$target"; \
	  $(MAKE) --no-print-directory $$target || failed="$$failed $$target"; \
	done; \
	echo; if [ -n "$$failed" ]; then echo "make bench: missed or failed:$$failed"; exit 1; else echo "make bench: every benchmark ran and met its target"; fi

bench/node_modules/.installed: $(NODE_PATH_FILE) bench/package.json bench/package-lock.json
	$(WITH_NODE) cd bench && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The anchor of bench-load and bench-render (issue 25): a bare React Router app, built with the
# frontend's own node_modules (a link, never an install of its own).
BASELINE_SOURCES := $(shell find bench/baseline/app -type f 2>/dev/null) bench/baseline/vite.config.ts bench/baseline/react-router.config.ts
bench/baseline/build/server/index.js: frontend/node_modules/.installed $(BASELINE_SOURCES)
	ln -sfn ../../frontend/node_modules bench/baseline/node_modules
	$(WITH_NODE) cd bench/baseline && NODE_ENV=production node_modules/.bin/react-router build >/dev/null

bench-baseline: bench/baseline/build/server/index.js ## build bench/baseline (the bare React Router page the load and render benchmarks compare with)

bench-js: build ## first-load JavaScript per route (gzip as served), with the article budget
	$(WITH_NODE) node bench/js_budget.mjs

bench-lighthouse: build chromium bench/node_modules/.installed ## Lighthouse (mobile) for home, an article and an event, in Debian's Chromium
	$(WITH_NODE) CHROME_PATH=/usr/bin/chromium bench/with_server.sh node bench/lighthouse.mjs --runs $${LIGHTHOUSE_RUNS:-3}

bench-load: backend-install bench-baseline ## wrk against the scaled topology (`make prod`) and bench/baseline: CACHED_BASE, STATIC_URL (UNCACHED_BASE: elsewhere; BASELINE_PORT, default 3409)
	@command -v wrk >/dev/null || { export DEBIAN_FRONTEND=noninteractive; \
	  $(APT_UPDATE) && $(APT_GET) install -y -qq --no-install-recommends wrk >/dev/null; }
	@if [ -z "$${CACHED_BASE:-}" ] && [ -z "$${UNCACHED_BASE:-}" ]; then \
	  echo "The load benchmark measures the scaled topology: start it with 'make prod', then run"; \
	  echo "  CACHED_BASE=http://127.0.0.1:3400 STATIC_URL=http://127.0.0.1:3400/favicon.svg make bench-load"; \
	  echo "(the uncached runs go through the same nginx, its cache bypassed; UNCACHED_BASE points them elsewhere)"; \
	  echo "(skipped: no CACHED_BASE / UNCACHED_BASE)"; \
	else $(WITH_NODE) backend/.venv/bin/python bench/load_bench.py; fi

bench-render: build bench-baseline ## CPU per page of the server render alone, in-process, as a ratio to bench/baseline's (BACKEND_URL: a running Django, e.g. make prod's :8400)
	@if [ -z "$${BACKEND_URL:-}" ]; then \
	  echo "The render benchmark's loaders call a running Django: start 'make prod' (or 'make run'), then run"; \
	  echo "  BACKEND_URL=http://127.0.0.1:8400 make bench-render   (make run: http://127.0.0.1:8000)"; \
	  echo "(skipped: no BACKEND_URL)"; \
	else $(WITH_NODE) cd frontend && NODE_ENV=production node ../bench/render_cpu.mjs --baseline ../bench/baseline $${RENDER_PATHS:-:article /privacy / /nieuws /agenda}; fi

bench-search: backend-install postgres ## search p50/p95 with 10 000 pages on SQLite and PostgreSQL (throwaway databases)
	backend/.venv/bin/python bench/search_bench.py

bench-tickets: backend-install postgres ## checkout orders/s and p95 with 200 buyers for 100 tickets on PostgreSQL (throwaway database)
	backend/.venv/bin/python bench/tickets_bench.py

bench-person: backend-install postgres ## the admin person page of a person with about 1 000 linked records, SQLite and PostgreSQL (throwaway databases)
	backend/.venv/bin/python bench/person_bench.py

bench-dashboard: backend-install postgres ## the Administratie dashboard on the demo data x100 (about a million persons), SQLite and PostgreSQL (throwaway databases; slow to build)
	backend/.venv/bin/python bench/dashboard_bench.py

clean: ## remove builds and installed dependencies (keeps var/ data)
	rm -rf frontend/build frontend/node_modules backend/.venv backend/.mypy_cache .tools var/static
