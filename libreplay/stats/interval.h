// The 95 % intervals of the statistics (interval.cc): Wilson's for rates, Student's t for means.
// A header of its own, without the store, so that the review (review/trick_review.h) gives its
// players' intervals without including the SQLite layer the statistics sit on.
#ifndef REPLAY_STATS_INTERVAL_H_
#define REPLAY_STATS_INTERVAL_H_

#include <cstdint>
#include <optional>

namespace replay::stats {

struct Interval {
  double low = 0, high = 0;
};
// The Wilson score interval of k successes in n trials (n > 0) at z (95 %: 1.959963984540054).
Interval Wilson(int64_t k, int64_t n, double z = 1.959963984540054);
// The p-quantile of Student's t distribution with df >= 1 degrees of freedom (0.975, 9: 2.262).
double StudentQuantile(double p, int64_t df);
// The 95 % t interval of a mean from Σx, Σx² and n: mean ± t(0.975, n-1) · s / √n, s the sample
// standard deviation; none for n < 2.
std::optional<Interval> MeanInterval(double sum, double sum_squares, int64_t n);

}  // namespace replay::stats

#endif  // REPLAY_STATS_INTERVAL_H_
