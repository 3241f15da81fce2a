#pragma once

#include <QtGlobal>

// SplitMix64 (Steele, Lea and Flood 2014; Vigna's reference code), the generator that turns a
// seed into the state of Xoshiro256 (docs/scoring/statistics.md 6). Its outputs are the same on
// every platform: 64-bit unsigned arithmetic only.
struct SplitMix64
{
    quint64 state = 0;

    quint64 next();
};
