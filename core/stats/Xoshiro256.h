#pragma once

#include <QtGlobal>

// xoshiro256** 1.0 (Blackman and Vigna 2018), the generator of every resample and every swap
// (docs/scoring/statistics.md 6): the same numbers for a seed on every platform and standard
// library, which rand() and std::uniform_int_distribution do not promise.
//
// A seed gives the state: the first four outputs of SplitMix64 started at the seed. Stream k of
// a seed is that generator after k jumps of 2^128 outputs, so streams never overlap.
class Xoshiro256
{
public:
    explicit Xoshiro256(quint64 seed);
    // The generator of stream `stream` (0, 1, ...) of `seed`.
    static Xoshiro256 stream(quint64 seed, int stream);

    quint64 next();
    // A uniform integer in [0, bound), bound > 0: Lemire's multiply-and-reject method on the
    // upper 32 bits of next() (one output per number but for the rare rejected ones).
    quint32 below(quint32 bound);
    // Advances the state by 2^128 outputs.
    void jump();

private:
    quint64 m_state[4];
};
