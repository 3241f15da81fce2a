#pragma once

#include <QtGlobal>

#include <functional>

// The machine's two cores for a loop of independent items: work(item, thread) runs for every
// item in [0, count), on this thread (thread 0) and one helper (thread 1), each taking the
// next item from a shared counter, so that uneven items keep both busy. With fewer than
// `minimum` items a helper is not worth starting: all run here, as thread 0. Items must not
// write what another item reads.
namespace TwoThreads {
void forEach(qsizetype count, const std::function<void(qsizetype item, int thread)> &work, qsizetype minimum = 2);
}
