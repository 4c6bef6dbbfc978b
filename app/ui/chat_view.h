// The scrolling column of a chat's messages. It follows its ChatSession: new messages are added,
// a streaming answer grows at its end (only that message changes), finished answers are rendered.
// A long chat (an import of 100,000 messages) is laid out lazily, in a bounded window: only the
// messages around the viewport are widgets, never more than kMaxWidgets. A chat opens with its
// last kWindow messages; scrolling to the top of the window (or "Show N earlier messages") adds
// kPage messages above and drops as many from the bottom once the cap is reached; scrolling to
// its bottom adds them back below and drops from the top. The message in view keeps its place on
// screen while widgets come and go around it, so the column never jumps. Opening a chat and each
// page cost the same whatever the chat's length.
#pragma once

#include <QScrollArea>
#include <QVector>

class ChatSession;
class MessageWidget;
class QPushButton;
class QVBoxLayout;

class ChatView : public QScrollArea {
  Q_OBJECT

 public:
  static constexpr int kWindow = 60;             // widgets made when a chat opens (or is reset)
  static constexpr int kPage = 60;               // widgets added (and dropped) per step
  static constexpr int kMaxWidgets = 3 * kPage;  // the most message widgets that ever exist
  static constexpr int kBatch = 12;              // widgets made per turn of the event loop

  ChatView(ChatSession* session, QWidget* parent = nullptr);
  // The messages laid out as widgets: messageCount() of them, the chat's firstShown() on.
  int messageCount() const { return messages_.size(); }
  int firstShown() const { return first_; }
  // The widget of the chat's message `index`; null when it is not laid out.
  MessageWidget* message(int index) const { return messages_.value(index - first_); }
  // Lays out up to kPage more messages above the first shown one (below the last one).
  void showEarlier();
  void showLater();

 private:
  int endShown() const { return first_ + static_cast<int>(messages_.size()); }  // one past
  int chatSize() const;
  void rebuild();
  void addMessage(int index);
  void addAbove(int count);  // up to `count` messages above the first shown, kBatch at a time
  void addBelow(int count);
  void continueLater(int count, void (ChatView::*add)(int));
  MessageWidget* makeWidget(int index);
  int indexOf(MessageWidget* widget) const;
  void dropFirst(int count);
  void dropLast(int count);
  void updateEarlierButton();
  void keepBottomInView();
  void onScrolled(int value);
  // The widget at the top of the viewport and its distance from there, so that it can be put
  // back in the same place after widgets above or below it came or went.
  struct Anchor {
    MessageWidget* widget = nullptr;
    int offset = 0;
  };
  Anchor anchorInView() const;
  void restore(Anchor anchor);
  void applyAnchor();

  ChatSession* session_;
  QWidget* column_;
  QVBoxLayout* layout_;
  QPushButton* earlier_;
  QVector<MessageWidget*> messages_;  // messages first_, first_ + 1, ...
  int first_ = 0;
  bool followEnd_ = true;  // the user is reading the end; keep scrolling with the stream
  bool paging_ = false;    // a page was added; the scroll position is not restored yet
  Anchor pendingAnchor_;
  bool restoreQueued_ = false;
  bool growing_ = false;  // the rest of a page is being laid out, batch by batch
  int generation_ = 0;    // bumped by rebuild: batches queued before it are dropped
};
