#include "core/stats/Xoshiro256.h"

#include "core/stats/SplitMix64.h"

namespace {

quint64 rotateLeft(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}

} // namespace

Xoshiro256::Xoshiro256(quint64 seed)
{
    SplitMix64 seeder{seed};
    for (quint64 &word : m_state)
        word = seeder.next();
}

Xoshiro256 Xoshiro256::stream(quint64 seed, int stream)
{
    Xoshiro256 generator(seed);
    for (int k = 0; k < stream; ++k)
        generator.jump();
    return generator;
}

quint64 Xoshiro256::next()
{
    const quint64 result = rotateLeft(m_state[1] * 5, 7) * 9;
    const quint64 t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

quint32 Xoshiro256::below(quint32 bound)
{
    quint64 product = (next() >> 32) * bound;
    quint32 low = quint32(product);
    if (low < bound) {
        const quint32 threshold = (0u - bound) % bound; // 2^32 mod bound
        while (low < threshold) {
            product = (next() >> 32) * bound;
            low = quint32(product);
        }
    }
    return quint32(product >> 32);
}

void Xoshiro256::jump()
{
    static const quint64 kJump[]
        = {0x180ec6d33cfd0abaULL, 0xd5a61266f0c9392cULL, 0xa9582618e03fc9aaULL, 0x39abdc4529b1661cULL};
    quint64 s[4] = {0, 0, 0, 0};
    for (const quint64 word : kJump) {
        for (int b = 0; b < 64; ++b) {
            if (word & (quint64(1) << b)) {
                for (int i = 0; i < 4; ++i)
                    s[i] ^= m_state[i];
            }
            next();
        }
    }
    for (int i = 0; i < 4; ++i)
        m_state[i] = s[i];
}
