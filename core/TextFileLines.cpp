#include "TextFileLines.h"

#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>

#include <algorithm>

TextFileLines TextFileLines::decode(const QByteArray &bytes, DiagnosticSink &sink)
{
    TextFileLines result;
    qsizetype pos = 0;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        result.byteOrderMark = true;
        pos = 3;
    }
    int crlf = 0;
    int lf = 0;
    int cr = 0;
    const qsizetype n = bytes.size();
    while (pos < n) {
        qsizetype end = pos;
        while (end < n && bytes.at(end) != '\n' && bytes.at(end) != '\r')
            ++end;
        const QByteArray raw = bytes.mid(pos, end - pos);
        // Stateless: an incomplete sequence at the end of a line is an error, not held back.
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        QString line = decoder(raw);
        if (decoder.hasError())
            sink.warn(int(result.lines.size()) + 1,
                      QStringLiteral("invalid UTF-8: the bad bytes are read as U+FFFD"));
        if (raw.contains('\0'))
            sink.warn(int(result.lines.size()) + 1, QStringLiteral("NUL byte in a text line (binary data?)"));
        result.lines.append(line);
        if (end == n) {
            result.finalNewline = false;
            pos = n;
            break;
        }
        if (bytes.at(end) == '\r' && end + 1 < n && bytes.at(end + 1) == '\n') {
            ++crlf;
            pos = end + 2;
        } else {
            bytes.at(end) == '\n' ? ++lf : ++cr;
            pos = end + 1;
        }
        result.finalNewline = true;
    }
    if (crlf > lf && crlf >= cr)
        result.dominantLineEnd = QByteArrayLiteral("\r\n");
    else if (cr > lf && cr > crlf)
        result.dominantLineEnd = QByteArrayLiteral("\r");
    return result;
}

TextFileLines TextFileLines::decode(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, fileName);
    return decode(bytes, sink);
}

bool TextFileLines::readFile(const QString &path, QByteArray *bytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot open: ") + file.errorString();
        return false;
    }
    *bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *error = path + QStringLiteral(": cannot read: ") + file.errorString();
        return false;
    }
    return true;
}

bool TextFileLines::writeFileAtomically(const QByteArray &bytes, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = path + QStringLiteral(": cannot write: ") + file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        *error = path + QStringLiteral(": write failed: ") + file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = path + QStringLiteral(": cannot save: ") + file.errorString();
        return false;
    }
    return true;
}

DiagnosticSink::DiagnosticSink(Diagnostics *target, const QString &fileName, int limit)
    : m_target(target)
    , m_fileName(fileName)
    , m_limit(limit)
    , m_firstIndex(target ? target->size() : 0)
{
}

DiagnosticSink::~DiagnosticSink()
{
    if (!m_target)
        return;
    std::stable_sort(m_target->begin() + m_firstIndex, m_target->end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });
    if (m_dropped > 0)
        m_target->append({m_fileName, 0, Diagnostic::Severity::Warning,
                          QStringLiteral("%1 more problems not listed").arg(m_dropped)});
}

void DiagnosticSink::add(int line, Diagnostic::Severity severity, const QString &message)
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
    m_target->append({m_fileName, line, severity, message});
}
