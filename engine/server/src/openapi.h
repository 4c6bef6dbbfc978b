// The OpenAPI 3 description of every route and body the server accepts, served at /openapi.json
// (clients and the schemathesis fuzz in tests/server read it).
#pragma once

#include <nlohmann/json.hpp>

namespace tessera::server {

nlohmann::json openapi_spec();

}  // namespace tessera::server
