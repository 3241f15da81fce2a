#pragma once

#include "core/base/Diagnostic.h"

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QVector>

#include <functional>

// The lines of a text file as Python reads them in text mode (universal newlines: "\n",
// "\r\n" and a lone "\r" all end a line), decoded as UTF-8. Invalid bytes become U+FFFD and
// are reported; a UTF-8 byte order mark is dropped and remembered.
//
// The lines are views into one decoded text (no string per line: a 77 MB gold has a million
// lines); they stay valid as long as this object, or a copy of it, lives.
struct TextFileLines
{
    QString text;
    QVector<QStringView> lines;
    bool byteOrderMark = false;
    QByteArray dominantLineEnd = QByteArrayLiteral("\n");
    bool finalNewline = false;

    static TextFileLines decode(const QByteArray &bytes, class DiagnosticSink &sink);
    // The lines joined with "\n" (line ends made uniform, no final one).
    QString joinedLines() const;
    static TextFileLines decode(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
    // The lines of a tab-separated gold (CaRB, OIE2016), each stripped as str.strip(): a blank
    // one is a warning (the official readers stop with an error there) and skipped; every other
    // goes to `line` with its number.
    static void forEachGoldLine(const QByteArray &bytes, DiagnosticSink &sink,
                                const std::function<void(int lineNo, QStringView line)> &line);
    // Reads a whole file; false (with "path: reason") when it cannot be opened or read, or
    // when it changed while it was being read (size or modification time differ before and
    // after, or fewer or more bytes than its size: "path: changed while being read").
    // A line longer than kMaxLineBytes ("path:N: a line longer than 16 MB: ...") or more than
    // kMaxStreamBytes from a pipe or device stops the reading too: memory stays bounded for
    // /dev/zero or a stream that never ends.
    static bool readFile(const QString &path, QByteArray *bytes, QString *error);
    static constexpr qint64 kMaxLineBytes = qint64(16) << 20;
    static constexpr qint64 kMaxStreamBytes = qint64(2048) << 20;
    // The message for a line of `lineBytes` (line `line`) or `streamBytes` read from a stream
    // (0 for a regular file) over those limits; empty when within them.
    static QString lineLimitError(const QString &path, int line, qint64 lineBytes, qint64 streamBytes);
    // Reads a file piece by piece (about pieceBytes each, cut after a "\n"), each piece
    // decoded as decode() decodes a whole file, its messages at the file's line numbers, so that
    // a large file is never held whole. onPiece gets the piece's bytes, its lines and the number
    // of lines before it (an empty file gives one empty piece); it returns false to stop
    // reading. False (with "path: reason") as readFile, a change while read included.
    using PieceHandler = std::function<bool(const QByteArray &bytes, const TextFileLines &piece, int lineOffset)>;
    static bool readFileInPieces(const QString &path, DiagnosticSink &sink, const PieceHandler &onPiece, QString *error,
                                 qsizetype pieceBytes = 8 << 20);
    // Writes a whole file atomically (QSaveFile: the old file stays until the new one is
    // complete); a device or pipe (/dev/stdout, /dev/full) is written in place. False with
    // "path: cannot write: reason" or "path: write failed: reason".
    static bool writeFileAtomically(const QByteArray &bytes, const QString &path, QString *error);

    // Tests only: called by readFile with the path after the bytes are read and before the
    // file is checked again, so that a test can change the file at that moment. Empty: none.
    using ReadHook = std::function<void(const QString &path)>;
    static void setReadHookForTests(ReadHook hook);
};

// Collects diagnostics for one file, listing at most `limit` of each severity and summarizing the rest,
// so that a file of binary garbage cannot flood the output. On destruction the messages it
// added are sorted by line.
class DiagnosticSink
{
public:
    DiagnosticSink(Diagnostics *target, const QString &fileName, int limit = 200);
    ~DiagnosticSink();
    void add(int line, Diagnostic::Severity severity, const QString &message, int column = 0);
    void warn(int line, const QString &message) { add(line, Diagnostic::Severity::Warning, message); }
    void error(int line, const QString &message) { add(line, Diagnostic::Severity::Error, message); }
    void info(int line, const QString &message) { add(line, Diagnostic::Severity::Info, message); }
    // The same at a 1-based column of the line (the start of the offending field or value).
    void errorAt(int line, int column, const QString &message)
    {
        add(line, Diagnostic::Severity::Error, message, column);
    }
    void warnAt(int line, int column, const QString &message)
    {
        add(line, Diagnostic::Severity::Warning, message, column);
    }
    // Counts `count` messages of a severity that a reader dropped before they came here (past
    // the first `limit()` of their severity, which are all this lists): "N more problems".
    void addUnlisted(Diagnostic::Severity severity, int count);
    int limit() const { return m_limit; }
    int errorCount() const { return m_errors; }

private:
    Diagnostics *m_target;
    QString m_fileName;
    int m_limit;
    int m_listed[3] = {0, 0, 0};
    int m_dropped = 0;
    int m_errors = 0;
    qsizetype m_firstIndex = 0;
};
