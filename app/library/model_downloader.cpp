#include "library/model_downloader.h"

#include <QDir>
#include <QFileInfo>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTimer>
#include <filesystem>
#include <system_error>

namespace {

constexpr qint64 kHashChunk = 1 << 20;

// Reads "bytes <first>-<last>/<total>"; total is -1 when the server writes "*".
bool parseContentRange(const QByteArray& header, qint64* first, qint64* total) {
  static const QRegularExpression pattern(QStringLiteral("^bytes (\\d+)-(\\d+)/(\\d+|\\*)$"));
  const QRegularExpressionMatch match = pattern.match(QString::fromLatin1(header.trimmed()));
  if (!match.hasMatch()) return false;
  *first = match.captured(1).toLongLong();
  *total = match.captured(3) == QLatin1String("*") ? -1 : match.captured(3).toLongLong();
  return true;
}

bool isSafeRelativePath(const QString& path) {
  const QString clean = QDir::cleanPath(path);
  return !clean.isEmpty() && QDir::isRelativePath(clean) && clean != QLatin1String("..") &&
         !clean.startsWith(QLatin1String("../"));
}

QByteArray sha256Of(const QString& path) {
  QFile file(path);
  QCryptographicHash hash(QCryptographicHash::Sha256);
  if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file)) return {};
  return hash.result().toHex();
}

// A finished file from an earlier run counts only if it still matches what is known of it.
bool fileInPlace(const DownloadFile& file, const QString& path) {
  const QFileInfo info(path);
  if (!info.isFile()) return false;
  if (file.expectedSize >= 0 && info.size() != file.expectedSize) return false;
  return file.expectedSha256.isEmpty() || sha256Of(path) == file.expectedSha256.toLower();
}

}  // namespace

ModelDownloader::ModelDownloader(QObject* parent) : QObject(parent) {
  m_network.setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
}

// Leaves .part files in place: the next run resumes them.
ModelDownloader::~ModelDownloader() {
  closeReply();
}

bool ModelDownloader::start(const QList<DownloadFile>& files, const QString& targetDir) {
  if (m_state == State::Running) return false;
  m_files = files;
  m_targetDir = QDir(targetDir).absolutePath();
  m_createdDirs.clear();
  m_writtenFiles.clear();
  m_index = 0;
  m_state = State::Running;
  const int run = ++m_run;
  // Signals come from the event loop, after start() returned, so callers see every one.
  QTimer::singleShot(0, this, [this, run] {
    if (run != m_run) return;
    for (const DownloadFile& file : m_files) {
      if (!isSafeRelativePath(file.relativePath)) {
        fail(tr("%1: not a path inside the model folder").arg(file.relativePath));
        return;
      }
    }
    if (!makeDirs(m_targetDir)) return;
    startFile();
  });
  return true;
}

bool ModelDownloader::makeDirs(const QString& dir) {
  QStringList missing;
  for (QString path = QDir::cleanPath(dir); !QFileInfo::exists(path);
       path = QFileInfo(path).path()) {
    missing.prepend(path);
  }
  if (!QDir().mkpath(dir)) {
    fail(tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir)));
    return false;
  }
  m_createdDirs << missing;
  return true;
}

QString ModelDownloader::finalPath() const {
  return QDir(m_targetDir).filePath(current().relativePath);
}

void ModelDownloader::startFile() {
  if (m_index == m_files.size()) {
    m_state = State::Finished;
    emit finished();
    return;
  }
  m_retries = 0;
  if (fileInPlace(current(), finalPath())) {
    emit fileFinished(current().relativePath);
    ++m_index;
    startFile();
    return;
  }
  if (makeDirs(QFileInfo(finalPath()).absolutePath())) request();
}

void ModelDownloader::request() {
  const DownloadFile& file = current();
  qint64 offset = QFileInfo(partPath()).size();
  if (file.expectedSize >= 0 && offset > file.expectedSize) offset = 0;
  if (!openPart(offset)) return;
  m_fileTotal = file.expectedSize;
  if (file.expectedSize >= 0 && offset == file.expectedSize) {
    completeFile();  // an earlier run received everything but did not get to check it
    return;
  }
  QNetworkRequest request(file.url);
  // A compressed body would make byte offsets meaningless for Range requests.
  request.setRawHeader("Accept-Encoding", "identity");
  if (offset > 0) request.setRawHeader("Range", "bytes=" + QByteArray::number(offset) + "-");
  m_responseChecked = false;
  m_reply = m_network.get(request);
  connect(m_reply, &QNetworkReply::readyRead, this, &ModelDownloader::onReadyRead);
  connect(m_reply, &QNetworkReply::finished, this, &ModelDownloader::onReplyFinished);
  emit progress(file.relativePath, offset, m_fileTotal, m_index, int(m_files.size()));
}

// Opens the .part file cut to `offset` bytes, with the hash primed with those bytes.
bool ModelDownloader::openPart(qint64 offset) {
  m_part.close();
  m_part.setFileName(partPath());
  m_hash.reset();
  m_offset = offset;
  if (m_part.open(QIODevice::ReadWrite) && m_part.resize(offset)) {
    qint64 hashed = 0;
    while (hashed < offset) {
      const QByteArray chunk = m_part.read(qMin(kHashChunk, offset - hashed));
      if (chunk.isEmpty()) break;
      m_hash.addData(chunk);
      hashed += chunk.size();
    }
    if (hashed == offset && m_part.seek(offset)) return true;
  }
  fail(
      tr("%1: cannot write %2: %3")
          .arg(current().relativePath, QDir::toNativeSeparators(partPath()), m_part.errorString()));
  return false;
}

// Decides, from the first bytes of a response, where its body goes in the .part file.
bool ModelDownloader::acceptResponse() {
  const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  if (status == 206) {
    qint64 first = -1;
    qint64 total = -1;
    if (!parseContentRange(m_reply->rawHeader("Content-Range"), &first, &total) ||
        first != m_offset) {
      return false;  // not the range asked for; onReplyFinished restarts the file
    }
    if (total >= 0) m_fileTotal = total;
  } else if (status == 200) {
    if (m_offset > 0 && !openPart(0)) return false;  // the server ignored Range: start over
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid()) m_fileTotal = length.toLongLong();
  } else {
    return false;
  }
  m_responseChecked = true;
  return true;
}

void ModelDownloader::onReadyRead() {
  if (!m_responseChecked && !acceptResponse()) {
    if (m_reply) m_reply->readAll();  // an error page or an unusable range: not the file
    return;
  }
  const QByteArray data = m_reply->readAll();
  if (m_part.write(data) != data.size()) {
    fail(tr("%1: cannot write %2: %3")
             .arg(current().relativePath, QDir::toNativeSeparators(partPath()),
                  m_part.errorString()));
    return;
  }
  m_hash.addData(data);
  emit progress(current().relativePath, m_part.pos(), m_fileTotal, m_index, int(m_files.size()));
}

void ModelDownloader::onReplyFinished() {
  if (m_reply->bytesAvailable() > 0) onReadyRead();
  if (m_state != State::Running) return;
  const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  const QNetworkReply::NetworkError error = m_reply->error();
  const QString errorText = m_reply->errorString();
  const bool usable = m_responseChecked;
  const QByteArray contentRange = m_reply->rawHeader("Content-Range");
  closeReply();
  if (!m_part.flush()) {
    fail(tr("%1: cannot write %2: %3")
             .arg(current().relativePath, QDir::toNativeSeparators(partPath()),
                  m_part.errorString()));
  } else if (status == 416 && contentRange == "bytes */" + QByteArray::number(m_offset)) {
    completeFile();  // the .part already holds the whole file
  } else if (status == 416 || (status == 206 && !usable)) {
    m_part.resize(0);  // the .part does not match the server's file: start it over
    retryOrFail(tr("the server refused to resume at byte %1").arg(m_offset));
  } else if (status >= 300) {
    fail(tr("%1: the server answered HTTP %2 for %3")
             .arg(current().relativePath)
             .arg(status)
             .arg(current().url.toString()));
  } else if (error != QNetworkReply::NoError) {
    retryOrFail(errorText);
  } else if (m_fileTotal >= 0 && m_part.size() < m_fileTotal) {
    retryOrFail(
        tr("the connection ended after %1 of %2 bytes").arg(m_part.size()).arg(m_fileTotal));
  } else {
    completeFile();
  }
}

void ModelDownloader::retryOrFail(const QString& reason) {
  const qint64 kept = m_part.size();
  m_part.close();
  if (m_retries >= m_maxRetries) {
    fail(tr("%1: the download was interrupted (%2); %3 bytes are kept and the next attempt "
            "resumes from there")
             .arg(current().relativePath, reason)
             .arg(kept));
    return;
  }
  ++m_retries;
  const int run = m_run;
  QTimer::singleShot(m_retryDelayMs, this, [this, run] {
    if (run == m_run && m_state == State::Running) request();
  });
}

void ModelDownloader::completeFile() {
  const DownloadFile& file = current();
  const qint64 size = m_part.size();
  if (file.expectedSize >= 0 && size != file.expectedSize) {
    m_part.close();
    QFile::remove(partPath());
    fail(tr("%1: received %2 bytes, expected %3; the file was discarded")
             .arg(file.relativePath)
             .arg(size)
             .arg(file.expectedSize));
    return;
  }
  const QByteArray actual = m_hash.result().toHex();
  m_part.close();
  if (!file.expectedSha256.isEmpty() && actual != file.expectedSha256.toLower()) {
    QFile::remove(partPath());
    fail(tr("%1: SHA-256 is %2, expected %3; the file was discarded")
             .arg(file.relativePath, QString::fromLatin1(actual),
                  QString::fromLatin1(file.expectedSha256)));
    return;
  }
  // rename() replaces the destination atomically: there is never a moment without a file
  // or with half of one under the final name.
  std::error_code error;
  std::filesystem::rename(QFileInfo(partPath()).filesystemAbsoluteFilePath(),
                          QFileInfo(finalPath()).filesystemAbsoluteFilePath(), error);
  if (error) {
    fail(tr("%1: cannot move the finished file into place: %2")
             .arg(file.relativePath, QString::fromStdString(error.message())));
    return;
  }
  m_writtenFiles << finalPath();
  emit fileFinished(file.relativePath);
  ++m_index;
  startFile();
}

void ModelDownloader::fail(const QString& message) {
  closeReply();
  m_part.close();
  ++m_run;
  m_state = State::Failed;
  emit failed(message);
}

void ModelDownloader::cancel() {
  if (m_state != State::Running && m_state != State::Paused) return;
  closeReply();
  m_part.close();
  ++m_run;
  for (const DownloadFile& file : m_files) {
    if (isSafeRelativePath(file.relativePath)) {
      QFile::remove(QDir(m_targetDir).filePath(file.relativePath) + QStringLiteral(".part"));
    }
  }
  for (const QString& path : m_writtenFiles) QFile::remove(path);
  // rmdir only removes empty folders: anything else that appeared there is left alone.
  for (auto dir = m_createdDirs.crbegin(); dir != m_createdDirs.crend(); ++dir) {
    QDir().rmdir(*dir);
  }
  m_state = State::Canceled;
  emit canceled();
}

void ModelDownloader::pause() {
  if (m_state != State::Running) return;
  closeReply();
  m_part.close();
  ++m_run;
  m_state = State::Paused;
  emit paused();
}

void ModelDownloader::closeReply() {
  if (!m_reply) return;
  disconnect(m_reply, nullptr, this, nullptr);
  m_reply->abort();
  m_reply->deleteLater();
  m_reply = nullptr;
}

bool ModelDownloader::isComplete(const QList<DownloadFile>& files, const QString& targetDir) {
  const QDir dir(targetDir);
  for (const DownloadFile& file : files) {
    const QString path = dir.filePath(file.relativePath);
    if (!QFileInfo(path).isFile() || QFileInfo::exists(path + QStringLiteral(".part")))
      return false;
    if (file.expectedSize >= 0 && QFileInfo(path).size() != file.expectedSize) return false;
  }
  return true;
}
