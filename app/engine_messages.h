// The engine's user-facing messages (model validation errors, the CPU fallback notice) in the
// interface language. The engine stays Qt-free and writes English; this is the one place that
// knows its message shapes, so a wording change in the engine needs a change here too
// (tests/app/translation_engine_messages.cpp notices).
#pragma once

#include <QString>

// The translation of `english` with its variable parts (paths, names, reasons) filled in;
// `english` itself for a message this table does not know.
QString translateEngineMessage(const QString& english);
