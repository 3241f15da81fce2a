#pragma once

#include <QtGlobal>

#include <vector>

// Sums and means of doubles as numpy takes them, bit for bit: `np.add.reduce` (so `sum()` and
// `mean()`) over a float64 array starts from 0.0 and adds numpy's pairwise sum of the values:
// left to right below 8 values, eight running sums from 8 to 128 values, and above 128 the two
// halves (the first a multiple of 8 long) summed the same way and added. The official scorers'
// means and trapezoid sums are numpy's, so their last digits are reproduced only this way.
namespace NumpySum {

// numpy's pairwise_sum over `count` values (0.0 for none).
double pairwise(const double *values, qsizetype count);
double sum(const std::vector<double> &values);
// `np.mean`: the sum divided by the count; NaN for no values, as numpy returns.
double mean(const std::vector<double> &values);

} // namespace NumpySum
