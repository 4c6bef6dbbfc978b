#include "markdown/code_highlighter.h"

#include <QStringList>

namespace {

enum class Family { CLike, Python, Shell, Json, Sql, Other };

Family familyOf(const QString& language) {
  const QString l = language.section(' ', 0, 0).toLower();
  static const QStringList cLike{
      "c",          "cpp",  "c++",        "cc",   "h",    "hpp", "cxx",   "java",   "js",
      "javascript", "ts",   "typescript", "go",   "rust", "rs",  "cs",    "csharp", "kotlin",
      "swift",      "cuda", "cu",         "glsl", "jsx",  "tsx", "scala", "dart",   "php"};
  if (cLike.contains(l)) return Family::CLike;
  if (l == "python" || l == "py" || l == "python3") return Family::Python;
  if (l == "sh" || l == "bash" || l == "shell" || l == "zsh" || l == "console")
    return Family::Shell;
  if (l == "json" || l == "jsonl") return Family::Json;
  if (l == "sql") return Family::Sql;
  return Family::Other;
}

QString keywordsOf(Family family) {
  switch (family) {
    case Family::CLike:
      return "auto|bool|break|case|catch|char|class|const|constexpr|continue|default|delete|do|"
             "double|else|enum|export|extends|false|final|float|fn|for|func|function|if|impl|"
             "import|in|int|interface|let|long|match|mod|mut|namespace|new|nil|null|nullptr|"
             "override|package|private|protected|pub|public|return|self|short|static|struct|"
             "super|switch|template|this|throw|trait|true|try|type|typedef|typename|unsigned|"
             "use|using|var|virtual|void|while|yield";
    case Family::Python:
      return "and|as|assert|async|await|break|class|continue|def|del|elif|else|except|False|"
             "finally|for|from|global|if|import|in|is|lambda|None|nonlocal|not|or|pass|raise|"
             "return|self|True|try|while|with|yield";
    case Family::Shell:
      return "case|do|done|elif|else|esac|export|fi|for|function|if|in|local|return|then|"
             "until|while";
    case Family::Json:
      return "true|false|null";
    case Family::Sql:
      return "(?i:select|from|where|insert|into|values|update|set|delete|create|table|index|"
             "drop|alter|join|left|right|inner|outer|on|group|by|order|having|limit|as|and|or|"
             "not|null|primary|key|foreign|references|distinct|union|case|when|then|else|end)";
    case Family::Other:
      break;
  }
  return {};
}

QTextCharFormat colored(const QColor& color, bool bold = false, bool italic = false) {
  QTextCharFormat format;
  format.setForeground(color);
  if (bold) format.setFontWeight(QFont::Bold);
  format.setFontItalic(italic);
  return format;
}

}  // namespace

CodeHighlighter::CodeHighlighter(QTextDocument* document, const QString& language,
                                 bool darkBackground)
    : QSyntaxHighlighter(document) {
  const Family family = familyOf(language);
  const auto pick = [darkBackground](const char* light, const char* dark) {
    return QColor(darkBackground ? dark : light);
  };
  const QTextCharFormat keyword = colored(pick("#0033b3", "#7aa2f7"), true);
  const QTextCharFormat number = colored(pick("#1750eb", "#ff9e64"));
  const QTextCharFormat string = colored(pick("#067d17", "#9ece6a"));
  commentFormat_ = colored(pick("#8c8c8c", "#7f849c"), false, true);

  addRule(R"(\b(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\b)", number);
  if (const QString words = keywordsOf(family); !words.isEmpty())
    addRule(QStringLiteral("\\b(?:%1)\\b").arg(words), keyword);
  if (family == Family::Shell) addRule(R"(\$\{?\w+\}?)", keyword);
  addRule(R"("(?:[^"\\]|\\.)*")", string);
  if (family != Family::Json) addRule(R"('(?:[^'\\]|\\.)*')", string);
  if (family == Family::Python || family == Family::Shell || family == Family::Other)
    addRule(R"((?:^|\s)#.*$)", commentFormat_);
  if (family == Family::Sql) addRule(R"(--.*$)", commentFormat_);
  if (family == Family::CLike || family == Family::Other) {
    addRule(R"(//.*$)", commentFormat_);
    blockComments_ = true;
  }
}

void CodeHighlighter::addRule(const QString& pattern, const QTextCharFormat& format) {
  rules_.append({QRegularExpression(pattern), format});
}

void CodeHighlighter::highlightBlock(const QString& text) {
  for (const Rule& rule : rules_) {
    for (auto it = rule.pattern.globalMatch(text); it.hasNext();) {
      const QRegularExpressionMatch match = it.next();
      setFormat(static_cast<int>(match.capturedStart()), static_cast<int>(match.capturedLength()),
                rule.format);
    }
  }
  if (!blockComments_) return;
  // Block state 1: inside a /* comment that began on an earlier line.
  setCurrentBlockState(0);
  qsizetype start = previousBlockState() == 1 ? 0 : text.indexOf(QLatin1String("/*"));
  while (start >= 0) {
    const qsizetype end = text.indexOf(QLatin1String("*/"), start + 2);
    const qsizetype length = end < 0 ? text.size() - start : end + 2 - start;
    if (end < 0) setCurrentBlockState(1);
    setFormat(static_cast<int>(start), static_cast<int>(length), commentFormat_);
    start = end < 0 ? -1 : text.indexOf(QLatin1String("/*"), start + length);
  }
}
