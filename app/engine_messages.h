// The engine's messages for people (model validation errors, request errors, the CPU fallback
// notice) in the interface language. The engine stays Qt-free and hands over a tessera::Message:
// an English template marked with Message::tr, which lupdate collects from the engine's sources
// into translations/ under the context "tessera::Message", and its arguments.
#pragma once

#include <QString>

#include "tessera/message.h"

// The template in the interface language with its places filled: text arguments (paths, names,
// numbers, a library's own words) as they are, nested messages translated on their own. A
// template without a translation stays in English.
QString translateEngineMessage(const tessera::Message& message);
