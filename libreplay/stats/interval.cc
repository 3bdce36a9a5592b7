// The 95 % intervals of replay-stats: Wilson's for rates, Student's t for means.
//
// Why t for a mean: the samples are small (a player's hands at one event, often under 30) and the
// quantities are small counts or scores whose spread is unknown, so the interval must widen with
// the uncertainty of the standard deviation itself; t does, and it is exact for normal data and
// close for the sums these means are over. A bootstrap would give different bounds from run to
// run (or depend on a seed) and needs the units, not the three sums the SQL returns.
#include <algorithm>
#include <cmath>

#include "stats/interval.h"

namespace replay::stats {
namespace {

// The continued fraction of the regularized incomplete beta function (Lentz's method, as in
// Numerical Recipes §6.4); converges quickly for x < (a + 1) / (a + b + 2).
double BetaFraction(double a, double b, double x) {
  constexpr double kTiny = 1e-300;
  double c = 1, d = 1 - (a + b) * x / (a + 1);
  if (std::fabs(d) < kTiny) d = kTiny;
  d = 1 / d;
  double h = d;
  for (int m = 1; m <= 300; ++m) {
    for (int step = 0; step < 2; ++step) {
      double num = step == 0 ? m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
                             : -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
      d = 1 + num * d;
      if (std::fabs(d) < kTiny) d = kTiny;
      c = 1 + num / c;
      if (std::fabs(c) < kTiny) c = kTiny;
      d = 1 / d;
      h *= d * c;
      if (step == 1 && std::fabs(d * c - 1) < 1e-15) return h;
    }
  }
  return h;
}

// I_x(a, b).
double RegularizedBeta(double a, double b, double x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) +
                          b * std::log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return front * BetaFraction(a, b, x) / a;
  return 1 - front * BetaFraction(b, a, 1 - x) / b;
}

// P(T <= t) for Student's t with `df` degrees of freedom, t >= 0.
double StudentCdf(double t, double df) {
  return 1 - 0.5 * RegularizedBeta(df / 2, 0.5, df / (df + t * t));
}

}  // namespace

Interval Wilson(int64_t k, int64_t n, double z) {
  double p = double(k) / double(n);
  double z2n = z * z / double(n);
  double center = (p + z2n / 2) / (1 + z2n);
  double half = z / (1 + z2n) * std::sqrt(p * (1 - p) / double(n) + z2n / (4 * double(n)));
  // At k = 0 the lower end is 0 exactly, at k = n the upper end 1: computed, center - half
  // rounds to a few 1e-17 above 0 (and the interval would leave out the rate it is about).
  return {k == 0 ? 0.0 : std::max(0.0, center - half),
          k == n ? 1.0 : std::min(1.0, center + half)};
}

double StudentQuantile(double p, int64_t df) {
  // Bisection on the CDF: monotone, and 200 halvings of [0, 1e4] are far below double precision.
  double low = 0, high = 1e4;
  for (int i = 0; i < 200 && high - low > 1e-13; ++i) {
    double mid = (low + high) / 2;
    (StudentCdf(mid, double(df)) < p ? low : high) = mid;
  }
  return (low + high) / 2;
}

std::optional<Interval> MeanInterval(double sum, double sum_squares, int64_t n) {
  if (n < 2) return std::nullopt;  // one unit has no spread to judge
  double mean = sum / double(n);
  // The sample variance from the two sums; clamped, since rounding may leave -0.000…
  double variance = std::max(0.0, (sum_squares - sum * mean) / double(n - 1));
  double half = StudentQuantile(0.975, n - 1) * std::sqrt(variance / double(n));
  return Interval{mean - half, mean + half};
}

}  // namespace replay::stats
