from core import health


def test_liveness_asks_nothing(client):
    # Without the db fixture any database query would raise.
    response = client.get("/api/health/live")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_ready_when_database_cache_and_migrations_are(client, db):
    response = client.get("/api/health/ready")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ok",
        "database": "ok",
        "cache": "ok",
        "migrations": "ok",
    }


def test_not_ready_without_the_cache(client, db, monkeypatch):
    def broken_set(*args, **kwargs):
        raise ConnectionError("cache down")

    monkeypatch.setattr(health.cache, "set", broken_set)
    response = client.get("/api/health/ready")
    assert response.status_code == 503
    assert response.json()["status"] == "error"
    assert response.json()["cache"] == "error"
    assert response.json()["database"] == "ok"


def test_not_ready_with_a_migration_to_apply(client, db, monkeypatch):
    class PendingExecutor:
        def __init__(self, connection):
            self.loader = type("Loader", (), {"graph": type("G", (), {"leaf_nodes": list})()})()

        def migration_plan(self, targets):
            return [("core", "9999_pending")]

    monkeypatch.setattr(health, "_migrations_applied", False)
    monkeypatch.setattr(health, "MigrationExecutor", PendingExecutor)
    response = client.get("/api/health/ready")
    assert response.status_code == 503
    assert response.json()["migrations"] == "error"


def test_migrations_are_checked_against_the_real_graph(db, monkeypatch):
    monkeypatch.setattr(health, "_migrations_applied", False)
    assert health.migrations_are_applied() is True
