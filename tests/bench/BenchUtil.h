#pragma once

// Shared by the benchmark executables: median, whole-process runs with the child's peak
// memory (getrusage of the child), and this process's peak memory.
#include <QByteArray>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

namespace BenchUtil {

// 0 for no values.
inline double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n == 0 ? 0 : (n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2);
}

struct ProcessRun
{
    double seconds = 0;
    double cpuSeconds = 0; // user + system time of the child: what the run costs on a busy machine
    long peakKb = 0;
    int status = 0;
};

// Runs a command with stdout/stderr to /dev/null; wall time and the child's peak RSS.
inline ProcessRun runProcess(const QStringList &command)
{
    std::vector<QByteArray> storage;
    for (const QString &part : command)
        storage.push_back(part.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &part : storage)
        argv.push_back(part.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    ProcessRun run;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        run.status = -1;
        return run;
    }
    int status = 0;
    struct rusage usage {};
    wait4(pid, &status, 0, &usage);
    run.seconds = double(timer.nsecsElapsed()) / 1e9;
    run.peakKb = usage.ru_maxrss;
    run.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    posix_spawn_file_actions_destroy(&actions);
    return run;
}

// `repeat` timed runs of a command after one warm-up run: the median wall and CPU times in
// milliseconds, the largest peak resident memory, and the status of the first run that failed
// (then the others are not run).
struct RepeatedRun
{
    double wallMs = 0;
    double cpuMs = 0;
    long peakKb = 0;
    int status = 0;
};

inline RepeatedRun runRepeatedly(const QStringList &command, int repeat)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    RepeatedRun result;
    for (int run = 0; run <= repeat; ++run) {
        const ProcessRun r = runProcess(command);
        if (r.status != 0) {
            result.status = r.status;
            return result;
        }
        if (run == 0)
            continue;
        wall.push_back(r.seconds * 1000);
        cpu.push_back(r.cpuSeconds * 1000);
        result.peakKb = std::max(result.peakKb, r.peakKb);
    }
    result.wallMs = median(wall);
    result.cpuMs = median(cpu);
    return result;
}

inline long selfPeakKb()
{
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// The options every benchmark takes: --repeat N, --data DIR and (when `scale` is given) --scale K.
inline void parseArguments(const QStringList &args, int *repeat, QString *dataDir, int *scale = nullptr)
{
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--repeat"))
            *repeat = std::max(1, args.at(++i).toInt());
        else if (args.at(i) == QLatin1String("--data"))
            *dataDir = args.at(++i);
        else if (scale && args.at(i) == QLatin1String("--scale"))
            *scale = std::max(1, args.at(++i).toInt());
    }
}

} // namespace BenchUtil
