import json
from pathlib import Path

from config.api import api

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.json"


def test_committed_openapi_document_matches_the_code():
    generated = api.get_openapi_schema()
    committed = json.loads(COMMITTED.read_text())
    assert json.loads(json.dumps(generated)) == committed, (
        "run `make openapi` and commit the result"
    )


def test_openapi_document_is_served(client, db):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    assert {"/api/health", "/api/site-settings", "/api/pages/resolve"} <= set(paths)


def test_admin_login_page(client, db):
    response = client.get("/cms/login/")
    assert response.status_code == 200
    assert b"wagtail" in response.content.lower()


def test_unexpected_errors_answer_500_without_details(client, db, monkeypatch):
    from core import selectors

    def explode():
        raise RuntimeError("secret internals")

    monkeypatch.setattr(selectors, "site_settings", explode)
    response = client.get("/api/site-settings")
    assert response.status_code == 500
    assert response.json() == {"message": "Er is een onbekende fout opgetreden.", "fields": {}}
    assert b"secret internals" not in response.content


def test_unknown_api_path_is_404(client, db):
    assert client.get("/api/bestaat-niet").status_code == 404
