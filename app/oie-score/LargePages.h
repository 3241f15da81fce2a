#pragma once

// Lets this short-lived process's main heap grow in large steps backed by transparent huge
// pages. A run reads ~10,000 gold lines into ~20 MB of small objects: with 4 KiB pages that
// is ~5,000 page faults, which on a virtual machine cost a quarter of the run. Call it first
// thing in main(), before threads start. It only advises (glibc's mallopt, madvise): where
// huge pages are off, or on another C library, nothing changes.
void preferLargeHeapPages();
