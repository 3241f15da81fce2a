#include "core/base/TextFileLines.h"

#include "core/base/PyText.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

#include <algorithm>
#include <utility>
#include <vector>

namespace {

char16_t unit(QChar c)
{
    return c.unicode();
}

char16_t unit(char c)
{
    return char16_t(uchar(c));
}

// Walks the lines of `text` (a QByteArray or a QString: line breaks are the same characters
// in both), calling onLine(begin, end) for each and counting the kinds of line end.
template <typename Text, typename OnLine>
void forEachLine(const Text &text, qsizetype pos, TextFileLines *result, OnLine onLine)
{
    int crlf = 0;
    int lf = 0;
    int cr = 0;
    const qsizetype n = text.size();
    while (pos < n) {
        qsizetype end = pos;
        while (end < n && unit(text.at(end)) != u'\n' && unit(text.at(end)) != u'\r')
            ++end;
        onLine(pos, end);
        if (end == n) {
            result->finalNewline = false;
            break;
        }
        if (unit(text.at(end)) == u'\r' && end + 1 < n && unit(text.at(end + 1)) == u'\n') {
            ++crlf;
            pos = end + 2;
        } else {
            unit(text.at(end)) == u'\n' ? ++lf : ++cr;
            pos = end + 1;
        }
        result->finalNewline = true;
    }
    if (crlf > lf && crlf >= cr)
        result->dominantLineEnd = QByteArrayLiteral("\r\n");
    else if (cr > lf && cr > crlf)
        result->dominantLineEnd = QByteArrayLiteral("\r");
}

// decode() of a piece of a file that starts at line lineOffset + 1 (a byte order mark is only
// looked for at the start of the file).
TextFileLines decodePiece(const QByteArray &bytes, DiagnosticSink &sink, int lineOffset, bool fileStart)
{
    TextFileLines result;
    qsizetype start = 0;
    if (fileStart && bytes.startsWith("\xEF\xBB\xBF")) {
        result.byteOrderMark = true;
        start = 3;
    }
    // Spans of the lines in result.text, made views once the text is complete.
    std::vector<std::pair<qsizetype, qsizetype>> spans;
    // Stateless: an incomplete sequence at the end of the input is an error, not held back.
    // Past the start of the file, a mark at the start of a piece is a character of its line.
    QStringDecoder whole(QStringDecoder::Utf8,
                         fileStart ? QStringDecoder::Flag::Stateless
                                   : QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    result.text = whole(QByteArrayView(bytes).sliced(start));
    const QString &text = result.text;
    if (!whole.hasError() && !text.contains(QChar(0))) {
        // The usual case: valid text, decoded at once.
        if (!text.contains(QLatin1Char('\r'))) {
            // Only "\n" line ends: found with Qt's vectorized search.
            qsizetype begin = 0;
            for (qsizetype end = text.indexOf(QLatin1Char('\n')); end >= 0;
                 end = text.indexOf(QLatin1Char('\n'), begin)) {
                spans.emplace_back(begin, end - begin);
                begin = end + 1;
            }
            if (begin < text.size())
                spans.emplace_back(begin, text.size() - begin);
            result.finalNewline = !text.isEmpty() && begin == text.size();
        } else {
            forEachLine(text, 0, &result,
                        [&](qsizetype begin, qsizetype end) { spans.emplace_back(begin, end - begin); });
        }
    } else {
        // Line by line, so that each problem is reported on its own line; the text is then
        // the decoded lines joined with "\n".
        QString joined;
        forEachLine(bytes, start, &result, [&](qsizetype begin, qsizetype end) {
            const QByteArrayView raw = QByteArrayView(bytes).sliced(begin, end - begin);
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString line = decoder(raw);
            const int lineNo = lineOffset + int(spans.size()) + 1;
            if (decoder.hasError())
                sink.warn(lineNo, QStringLiteral("invalid UTF-8: the bad bytes are read as U+FFFD"));
            if (raw.contains('\0'))
                sink.warn(lineNo, QStringLiteral("NUL byte in a text line (binary data?)"));
            spans.emplace_back(joined.size(), line.size());
            joined += line;
            joined += QLatin1Char('\n');
        });
        result.text = joined;
    }
    result.lines.reserve(qsizetype(spans.size()));
    for (const auto &[begin, length] : spans)
        result.lines.append(QStringView(result.text).sliced(begin, length));
    return result;
}

} // namespace

TextFileLines TextFileLines::decode(const QByteArray &bytes, DiagnosticSink &sink)
{
    return decodePiece(bytes, sink, 0, true);
}

QString TextFileLines::joinedLines() const
{
    QString joined;
    joined.reserve(text.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            joined += QLatin1Char('\n');
        joined += lines.at(i);
    }
    return joined;
}

void TextFileLines::forEachGoldLine(const QByteArray &bytes, DiagnosticSink &sink,
                                    const std::function<void(int lineNo, QStringView line)> &line)
{
    const TextFileLines text = decode(bytes, sink);
    for (int i = 0; i < text.lines.size(); ++i) {
        const QStringView stripped = PyText::trimmed(text.lines.at(i));
        if (stripped.isEmpty())
            sink.warn(i + 1, QStringLiteral("blank line skipped (the official reader stops with an error here)"));
        else
            line(i + 1, stripped);
    }
}

TextFileLines TextFileLines::decode(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, fileName);
    return decode(bytes, sink);
}

namespace {

TextFileLines::ReadHook &readHook()
{
    static TextFileLines::ReadHook hook;
    return hook;
}

// What tells two states of a file apart: its size and modification time (a fresh stat: an
// open QFile keeps the times it saw first).
struct FileStamp
{
    qint64 size = 0;
    QDateTime modified;
    bool operator==(const FileStamp &other) const { return size == other.size && modified == other.modified; }
};

FileStamp stampOf(const QString &path)
{
    const QFileInfo info(path);
    return {info.size(), info.lastModified()};
}

QString changedWhileRead(const QString &path)
{
    return path
        + QStringLiteral(": changed while being read (its size or modification time differ before and "
                         "after reading): nothing of it was used; read it again once it is complete");
}

QString writeFailed(const QString &path, const QString &reason)
{
    return path + QStringLiteral(": write failed: ") + (reason.isEmpty() ? QStringLiteral("unknown error") : reason);
}

} // namespace

void TextFileLines::setReadHookForTests(ReadHook hook)
{
    readHook() = std::move(hook);
}

bool TextFileLines::readFile(const QString &path, QByteArray *bytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot open: ") + file.errorString();
        return false;
    }
    // A regular file that someone rewrites while we read it would be scored half-written:
    // its size and modification time must be the same before and after reading, and the
    // bytes read as many as its size. Pipes and devices have no such stamp.
    const bool stamped = !file.isSequential();
    const FileStamp before = stamped ? stampOf(path) : FileStamp();
    // Read in pieces, so that a line longer than kMaxLineBytes (/dev/zero, a binary file) or a
    // stream that never ends stops with a message instead of exhausting memory.
    bytes->clear();
    if (stamped && before.size > 0 && before.size < kMaxStreamBytes)
        bytes->reserve(before.size);
    qsizetype lineStart = 0;
    int line = 1;
    for (;;) {
        const QByteArray chunk = file.read(1 << 20);
        if (file.error() != QFileDevice::NoError) {
            *error = path + QStringLiteral(": cannot read: ") + file.errorString();
            bytes->clear();
            return false;
        }
        if (chunk.isEmpty())
            break;
        qsizetype from = bytes->size();
        bytes->append(chunk);
        for (qsizetype newline; (newline = bytes->indexOf('\n', from)) >= 0; from = newline + 1) {
            ++line;
            lineStart = newline + 1;
        }
        const QString limit = lineLimitError(path, line, bytes->size() - lineStart, stamped ? 0 : bytes->size());
        if (!limit.isEmpty()) {
            *error = limit;
            bytes->clear();
            return false;
        }
    }
    if (readHook())
        readHook()(path);
    if (stamped && (!(stampOf(path) == before) || bytes->size() != before.size)) {
        *error = changedWhileRead(path);
        bytes->clear();
        return false;
    }
    return true;
}

QString TextFileLines::lineLimitError(const QString &path, int line, qint64 lineBytes, qint64 streamBytes)
{
    if (lineBytes > kMaxLineBytes)
        return QStringLiteral("%1:%2: a line longer than %3 MB: this is not a text benchmark file (or it never ends)")
            .arg(path)
            .arg(line)
            .arg(kMaxLineBytes >> 20);
    if (streamBytes > kMaxStreamBytes)
        return QStringLiteral("%1: more than %2 MB read from a stream: stopped (save it to a file to read more)")
            .arg(path)
            .arg(kMaxStreamBytes >> 20);
    return QString();
}

bool TextFileLines::readFileInPieces(const QString &path, DiagnosticSink &sink, const PieceHandler &onPiece,
                                     QString *error, qsizetype pieceBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot open: ") + file.errorString();
        return false;
    }
    const bool stamped = !file.isSequential();
    const FileStamp before = stamped ? stampOf(path) : FileStamp();
    QByteArray carry; // the start of a line whose end is not read yet
    qint64 total = 0;
    int lineOffset = 0;
    bool first = true;
    for (bool end = false; !end;) {
        QByteArray chunk = file.read(pieceBytes);
        if (file.error() != QFileDevice::NoError) {
            *error = path + QStringLiteral(": cannot read: ") + file.errorString();
            return false;
        }
        total += chunk.size();
        end = chunk.isEmpty();
        QByteArray piece;
        if (end) {
            piece = std::exchange(carry, QByteArray());
        } else {
            if (carry.isEmpty())
                carry = std::move(chunk);
            else
                carry.append(chunk);
            // Pieces end after a "\n": no line, "\r\n" or UTF-8 sequence is cut in two.
            const qsizetype cut = carry.lastIndexOf('\n');
            const qint64 tail = carry.size() - (cut + 1);
            if (tail > kMaxLineBytes || (!stamped && total > kMaxStreamBytes)) {
                *error = lineLimitError(path, lineOffset + int(carry.left(cut + 1).count('\n')) + 1, tail,
                                        stamped ? 0 : total);
                return false;
            }
            if (cut < 0)
                continue;
            piece = carry.left(cut + 1);
            carry = carry.mid(cut + 1);
        }
        if (piece.isEmpty() && !(end && first))
            continue;
        const TextFileLines lines = decodePiece(piece, sink, lineOffset, first);
        first = false;
        if (!onPiece(piece, lines, lineOffset))
            return true; // the reader stopped on purpose (a file of another kind)
        lineOffset += int(lines.lines.size());
    }
    if (readHook())
        readHook()(path);
    if (stamped && (!(stampOf(path) == before) || total != before.size)) {
        *error = changedWhileRead(path);
        return false;
    }
    return true;
}

bool TextFileLines::writeFileAtomically(const QByteArray &bytes, const QString &path, QString *error)
{
    // A device or a pipe (/dev/stdout, /dev/full, a FIFO) cannot be replaced atomically, and
    // must not be: it is written in place, every byte checked, the close included.
    const QFileInfo target(path);
    if (target.exists() && !target.isFile() && !target.isDir()) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            *error = path + QStringLiteral(": cannot write: ") + file.errorString();
            return false;
        }
        if (file.write(bytes) != bytes.size() || !file.flush()) {
            *error = writeFailed(path, file.errorString());
            return false;
        }
        file.close();
        if (file.error() != QFileDevice::NoError) {
            *error = writeFailed(path, file.errorString());
            return false;
        }
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = path + QStringLiteral(": cannot write: ") + file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        *error = writeFailed(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = writeFailed(path, file.errorString());
        return false;
    }
    return true;
}

DiagnosticSink::DiagnosticSink(Diagnostics *target, const QString &fileName, int limit)
    : m_target(target),
      m_fileName(fileName),
      m_limit(limit),
      m_firstIndex(target ? target->size() : 0)
{ }

DiagnosticSink::~DiagnosticSink()
{
    if (!m_target)
        return;
    std::stable_sort(m_target->begin() + m_firstIndex, m_target->end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line < b.line || (a.line == b.line && a.column < b.column);
    });
    if (m_dropped > 0)
        m_target->append({m_fileName, 0, Diagnostic::Severity::Warning,
                          QStringLiteral("%1 more problems not listed").arg(m_dropped)});
}

void DiagnosticSink::addUnlisted(Diagnostic::Severity severity, int count)
{
    if (severity == Diagnostic::Severity::Error)
        m_errors += count;
    if (m_target)
        m_dropped += count;
}

void DiagnosticSink::add(int line, Diagnostic::Severity severity, const QString &message, int column)
{
    if (severity == Diagnostic::Severity::Error)
        ++m_errors;
    if (!m_target)
        return;
    int &listed = m_listed[int(severity)];
    if (listed >= m_limit) {
        ++m_dropped;
        return;
    }
    ++listed;
    m_target->append({m_fileName, line, severity, message, column});
}
