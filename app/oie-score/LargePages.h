#pragma once

// Backs this short-lived process's main heap with transparent huge pages. A run reads
// ~10,000 gold lines into ~20 MB of small objects: with 4 KiB pages that is ~5,000 page
// faults, which on a virtual machine cost a quarter of the run. The heap grows in 32 MiB
// steps, never trimmed, and its first step is advised (mallopt, madvise). Later steps and
// the arenas of other threads keep small pages: asking glibc to advise every heap
// (GLIBC_TUNABLES=glibc.malloc.hugetlb=1) made 100x larger runs slower and erratic on this
// kind of machine. Call it first thing in main(). It only advises: where huge pages are off,
// or on another C library, nothing changes.
void preferLargeHeapPages();
