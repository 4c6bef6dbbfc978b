"""Property-based fuzz of every route from the server's own /openapi.json: no 5xx, no crash,
no hang, over a bounded number of cases per route."""
import requests
import schemathesis
from hypothesis import HealthCheck, settings

schema = schemathesis.from_pytest_fixture("api_schema")


import pytest  # noqa: E402


@pytest.fixture
def api_schema(url):
    return schemathesis.from_uri(url + "/openapi.json", base_url=url)


@schema.parametrize()
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
def test_no_route_fails_on_generated_input(case, url):
    response = case.call(timeout=60)
    assert response.status_code < 500, (case.method, case.path, case.body, response.text[:300])
    case.validate_response(response, checks=(schemathesis.checks.not_a_server_error,))
    assert requests.get(url + "/health", timeout=10).status_code == 200
