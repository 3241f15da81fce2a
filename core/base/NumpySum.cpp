#include "core/base/NumpySum.h"

#include <limits>

namespace NumpySum {

double pairwise(const double *values, qsizetype count)
{
    if (count < 8) {
        double sum = 0.0;
        for (qsizetype i = 0; i < count; ++i)
            sum += values[i];
        return sum;
    }
    if (count <= 128) {
        double r[8];
        for (int j = 0; j < 8; ++j)
            r[j] = values[j];
        qsizetype i = 8;
        for (; i < count - count % 8; i += 8) {
            for (int j = 0; j < 8; ++j)
                r[j] += values[i + j];
        }
        double sum = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for (; i < count; ++i)
            sum += values[i];
        return sum;
    }
    qsizetype half = count / 2;
    half -= half % 8;
    return pairwise(values, half) + pairwise(values + half, count - half);
}

double sum(const std::vector<double> &values)
{
    return 0.0 + pairwise(values.data(), qsizetype(values.size()));
}

double mean(const std::vector<double> &values)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    return sum(values) / double(values.size());
}

} // namespace NumpySum
