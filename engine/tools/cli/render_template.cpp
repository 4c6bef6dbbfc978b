// tessera-cli render-template: renders a Jinja chat template over a conversation exactly as the
// engine does (and as transformers' apply_chat_template does), for checking templates by hand
// and against Python's jinja2.
#include "render_template.h"

#include <cstdio>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <sstream>

#include "tessera/chat_template.h"
#include "tessera/error.h"
#include "tessera/json_text.h"
#include "tessera/utf8_path.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

namespace tessera::cli {
namespace {

// The bytes exactly, on Windows too: its text mode writes \r before each \n.
void write_exactly(std::FILE* stream) {
#ifdef _WIN32
  _setmode(_fileno(stream), _O_BINARY);
#else
  (void)stream;
#endif
}

struct RenderOptions {
  std::string template_path;
  std::string messages_path;
  std::string tools_path;
  ChatTemplateInputs inputs;
};

std::string read_file(const std::string& flag, const std::string& path) {
  std::ifstream in(utf8_path(path), std::ios::binary);
  if (!in) throw Error::untranslated(flag + ": cannot read '" + path + "'");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

nlohmann::ordered_json read_json(const std::string& flag, const std::string& path) {
  const std::string text = read_file(flag, path);
  // Checked with bounded nesting first (the error names the spot), then read again keeping the
  // keys' order: tojson writes them as the file has them, as Python does.
  parse_json_text(text, tessera::Message::tr("%1: invalid JSON: %2"), path);
  return nlohmann::ordered_json::parse(text);
}

// "2026-01-15T09:05:03" (or with a space), local time, as strftime_now() reads the clock.
std::chrono::system_clock::time_point parse_now(const std::string& text) {
  std::tm tm{};
  std::istringstream in(text);
  in >> std::get_time(
            &tm, text.find('T') != std::string::npos ? "%Y-%m-%dT%H:%M:%S" : "%Y-%m-%d %H:%M:%S");
  if (in.fail())
    throw Error::untranslated("--now: expected YYYY-MM-DDTHH:MM:SS, got '" + text + "'");
  tm.tm_isdst = -1;
  return std::chrono::system_clock::from_time_t(std::mktime(&tm));
}

RenderOptions parse(const std::vector<std::string>& args) {
  RenderOptions o;
  o.inputs.add_generation_prompt = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& flag = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw Error::untranslated(flag + ": missing value");
      return args[++i];
    };
    if (flag == "--template") {
      o.template_path = value();
    } else if (flag == "--messages") {
      o.messages_path = value();
    } else if (flag == "--tools") {
      o.tools_path = value();
    } else if (flag == "--add-generation-prompt") {
      o.inputs.add_generation_prompt = true;
    } else if (flag == "--bos-token") {
      o.inputs.bos_token = value();
    } else if (flag == "--eos-token") {
      o.inputs.eos_token = value();
    } else if (flag == "--now") {
      o.inputs.now = parse_now(value());
    } else {
      throw Error::untranslated("render-template: unknown option '" + flag + "'");
    }
  }
  if (o.template_path.empty() || o.messages_path.empty())
    throw Error::untranslated("render-template needs --template FILE and --messages FILE");
  o.inputs.messages = read_json("--messages", o.messages_path);
  if (o.inputs.messages.is_object() && o.inputs.messages.contains("messages"))
    o.inputs.messages = o.inputs.messages["messages"];
  if (!o.inputs.messages.is_array())
    throw Error::untranslated(o.messages_path + ": expected a JSON array of messages");
  if (!o.tools_path.empty()) {
    o.inputs.tools = read_json("--tools", o.tools_path);
    if (!o.inputs.tools.is_array())
      throw Error::untranslated(o.tools_path + ": expected a JSON array of tools");
  }
  return o;
}

}  // namespace

std::string render_template_usage() {
  return R"(usage: tessera-cli render-template --template FILE.jinja --messages FILE.json [options]

Renders a Jinja chat template over a conversation as the engine (and transformers'
apply_chat_template) does, and prints the text exactly. Exit status: 0 rendered; 1 bad usage or
files; 2 the template is invalid or failed; 3 the template refused the conversation with
raise_exception() (its message goes to stderr).

  --messages FILE           JSON array of {"role", "content", ...} messages
  --tools FILE              JSON array of tool schemas (default: tools is none)
  --add-generation-prompt   end with the start of the assistant's answer
  --bos-token S  --eos-token S   the model's special tokens as the template spells them
  --now YYYY-MM-DDTHH:MM:SS the local time strftime_now() reads (default: now)
)";
}

int render_template(const std::vector<std::string>& args) {
  for (const std::string& arg : args) {
    if (arg == "--help" || arg == "-h") {
      std::cout << render_template_usage();
      return 0;
    }
  }
  const RenderOptions options = parse(args);
  std::string text;
  try {
    const JinjaChatTemplate chat_template(read_file("--template", options.template_path));
    text = chat_template.render(options.inputs);
  } catch (const ChatTemplateError& e) {
    if (e.raised()) {
      write_exactly(stderr);  // the template's own words, as a script compares them
      std::cerr << e.template_message() << "\n";
      return 3;
    }
    std::cerr << "tessera-cli: " << options.template_path << ": " << e.what() << "\n";
    return 2;
  }
  write_exactly(stdout);
  std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
  std::cout.flush();
  return 0;
}

}  // namespace tessera::cli
