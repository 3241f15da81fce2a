#include "core/base/TwoThreads.h"

#include <atomic>
#include <thread>

namespace TwoThreads {

void forEach(qsizetype count, const std::function<void(qsizetype item, int thread)> &work, qsizetype minimum)
{
    if (count < minimum) {
        for (qsizetype item = 0; item < count; ++item)
            work(item, 0);
        return;
    }
    std::atomic<qsizetype> next{0};
    auto loop = [&](int thread) {
        for (qsizetype item = next++; item < count; item = next++)
            work(item, thread);
    };
    std::thread helper(loop, 1);
    loop(0);
    helper.join();
}

} // namespace TwoThreads
