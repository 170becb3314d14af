import uuid

from content.models import Vacancy


def test_open_vacancies_are_listed_and_closed_ones_are_not(client, demo):
    items = client.get("/api/vacancies").json()["items"]
    titles = [item["title"] for item in items]
    assert len(items) == 4 and "Stagiair communicatie" not in titles
    assert [item["closes_on"] for item in items] == sorted(item["closes_on"] for item in items)


def test_vacancy_detail_by_uuid(client, demo):
    first = client.get("/api/vacancies").json()["items"][0]
    body = client.get(f"/api/vacancies/{first['uuid']}").json()
    assert body["title"] == first["title"] and body["body"][0]["type"] == "heading"


def test_closed_unknown_and_malformed_vacancies(client, demo):
    closed = Vacancy.objects.get(title="Stagiair communicatie")
    assert client.get(f"/api/vacancies/{closed.uuid}").status_code == 404
    assert client.get(f"/api/vacancies/{uuid.uuid4()}").status_code == 404
    assert client.get("/api/vacancies/geen-uuid").status_code == 422
