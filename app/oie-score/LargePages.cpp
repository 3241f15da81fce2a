#include "app/oie-score/LargePages.h"

#include <cstdlib> // defines __GLIBC__

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>

void preferLargeHeapPages()
{
    constexpr int kStep = 32 << 20; // the heap grows (and is never trimmed) in 32 MiB steps
    constexpr uintptr_t kHugePage = 2 << 20;
    // Large blocks (a gold file, its decoded text) come from the heap too, not from mmap calls
    // of their own; files beyond this are mapped as usual.
    mallopt(M_MMAP_THRESHOLD, 8 << 20);
    mallopt(M_TOP_PAD, kStep);
    mallopt(M_TRIM_THRESHOLD, 2 * kStep);
    // Grow the heap once now, then mark the new part: faults in it get 2 MiB pages.
    const uintptr_t before = reinterpret_cast<uintptr_t>(sbrk(0));
    void *volatile probe = std::malloc(256 << 10); // volatile: the pair must not be elided
    std::free(probe);
    const uintptr_t after = reinterpret_cast<uintptr_t>(sbrk(0));
    const uintptr_t start = (before + kHugePage - 1) & ~(kHugePage - 1);
    if (before != uintptr_t(-1) && after > start)
        madvise(reinterpret_cast<void *>(start), after - start, MADV_HUGEPAGE);
}

#else
void preferLargeHeapPages()
{
}
#endif
