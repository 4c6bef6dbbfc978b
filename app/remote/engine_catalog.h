// The engines chats can run on: the local one and the remote servers of Settings → Engines,
// with the one QNetworkAccessManager every remote request goes through. Owned by the main
// window; chat tabs and the dashboard ask it which engine a chat is on.
#pragma once

#include <QNetworkAccessManager>
#include <QObject>
#include <QSettings>

#include "data/chat_types.h"
#include "remote/remote_endpoint.h"

class ChatSession;

class EngineCatalog : public QObject {
  Q_OBJECT

 public:
  // `settings` may be null (nothing is kept); it must outlive the catalog.
  explicit EngineCatalog(QSettings* settings, QObject* parent = nullptr);

  const EngineList& engines() const { return engines_; }
  void setEngines(const EngineList& engines);  // saves and emits changed()
  QNetworkAccessManager* network() { return &network_; }

  // Puts the session on engine `id`; unknown ids (a removed server) mean the local engine.
  void apply(ChatSession* session, const QString& id);
  // The engine of a saved chat: the one that wrote its last answer while it is still set up,
  // else the default.
  QString engineFor(const QList<ChatMessage>& messages) const;
  // The engine of a new chat: the default, or without a local model (`localLoaded` false) the
  // first remote server when the default is the local engine. Local when there is no server.
  QString engineForNewChat(bool localLoaded) const;

 signals:
  void changed();
  void applied(ChatSession* session);  // a chat was put on an engine

 private:
  QSettings* settings_;
  EngineList engines_;
  QNetworkAccessManager network_;
};
