#pragma once

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

// Paths of the shared benchmark data (never copied into the repository).
namespace TestData {

inline QString path(const QString &relative)
{
    return QStringLiteral(OIE_SHARED_DATA_DIR) + QLatin1Char('/') + relative;
}

inline QString benchie(const QString &relative)
{
    return path(QStringLiteral("benchie/") + relative);
}

// Time limits of the tests. Sanitizer builds (OIE_SANITIZER_BUILD: ASan and UBSan at -O1,
// assertions on) run the readers 10 to 60 times slower; the limits scale by 10 there, which
// still catches a quadratic blow-up or a hang.
#ifdef OIE_SANITIZER_BUILD
constexpr int kTimeScale = 10;
#else
constexpr int kTimeScale = 1;
#endif
constexpr int timeLimitMs(int milliseconds)
{
    return milliseconds * kTimeScale;
}

// How many of their cases the randomized and differential tests ask: all in the normal build,
// one in kCaseShare in the sanitizer builds (every kCaseShare-th sentence of a real gold, a
// kCaseShare-th of the random inputs), so that each sanitizer test stays under a third of Qt
// Test's 300 s watchdog on a 2-core machine at load 4 (docs/testing.md has the measurements).
#ifdef OIE_SANITIZER_BUILD
constexpr int kCaseShare = 5;
#else
constexpr int kCaseShare = 1;
#endif
// Whether case `index` is asked in this build.
constexpr bool asksCase(qsizetype index)
{
    return index % kCaseShare == 0;
}

// A system file's lines (SENT_ID<TAB>...) with `suffix` appended to each sentence id: copies of
// a system under ids of their own, so that no sentence passes the readers' limit of
// ExtractionLimits::kMaxPerSentence however many copies a large test file holds.
inline QByteArray withIdSuffix(const QByteArray &lines, const QByteArray &suffix)
{
    QByteArray out;
    out.reserve(lines.size() + lines.count('\n') * suffix.size());
    for (const QByteArray &line : lines.split('\n')) {
        const qsizetype tab = line.indexOf('\t');
        if (tab >= 0)
            out += line.left(tab) + suffix + line.mid(tab) + '\n';
        else if (!line.isEmpty())
            out += line + '\n';
    }
    return out;
}

} // namespace TestData

// Writes a scratch file for a test; false when it cannot be written whole.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Fails the test, naming the file, when a data file is missing: never a silent skip.
#define REQUIRE_DATA_FILE(file)                                                                                        \
    do {                                                                                                               \
        if (!QFileInfo::exists(file))                                                                                  \
            QFAIL(qPrintable(QStringLiteral("missing shared data file: ") + (file)));                                  \
    } while (false)
