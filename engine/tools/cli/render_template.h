// `tessera-cli render-template`: a chat template rendered over a conversation file.
#pragma once

#include <string>
#include <vector>

namespace tessera::cli {

// args[0] is "render-template". Returns the exit status; throws tessera::Error on bad usage.
int render_template(const std::vector<std::string>& args);
std::string render_template_usage();

}  // namespace tessera::cli
