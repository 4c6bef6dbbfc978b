// Switching the engine to another model while the app runs. Answers still being generated are
// never dropped silently: the user chooses to stop them now, or to switch when they finish.
#pragma once

#include <QString>
#include <functional>

class ChatTabs;
class QSettings;
class QWidget;

// Runs `doSwitch` now when no chat is generating; otherwise asks, and either stops the answers
// and switches, switches once the last one finishes, or does nothing (Cancel).
void switchModelWhenReady(QWidget* parent, ChatTabs* tabs, const std::function<void()>& doSwitch);

// Opens the model library (non-modal, deleted on close); "Use" goes through switchModelWhenReady
// and then `open`.
void showModelLibrary(QWidget* parent, QSettings* settings, ChatTabs* tabs,
                      const std::function<void(const QString& dir)>& open);
