#include "pilotta/pilotta_scoring.h"

namespace replay::pilotta {

bool Made(const HandFacts& f, const Options& options) {
  const size_t b = size_t(f.contract.Side()), d = 1 - b;
  if (f.contract.capot) return f.capot_side == int(b);  // PIL-44: all 8 tricks
  long pb = f.tricks[b] + f.declarations[b] + f.pilotta[b];
  long pd = f.tricks[d] + f.declarations[d] + f.pilotta[d];
  return pb >= f.contract.value && (!options.made_requires_beating_defenders || pb > pd);
}

HandScore ScoreHand(const HandFacts& f, const Options& options) {
  HandScore s;
  const size_t b = size_t(f.contract.Side()), d = 1 - b;
  s.tricks = f.tricks;
  s.declarations = f.declarations;
  s.pilotta = f.pilotta;
  s.capot = f.capot_side >= 0;
  s.made = Made(f, options);
  PerSide p;  // PIL-43
  for (size_t i = 0; i < 2; ++i) p[i] = f.tricks[i] + f.declarations[i] + f.pilotta[i];
  const long pool = p[0] + p[1];
  const long v = f.contract.value, m = f.contract.multiplier;
  // PIL-45
  if (m == 1 && s.made) {
    s.raw[b] = p[b] + v;
    s.raw[d] = p[d];
  } else if (m == 1) {
    s.raw[d] = pool + (options.failed_defenders_get == FailedDefendersGet::kPool ? 0 : v);
    // The house rule moves the bidders' melds and pilotta back to them out of the defenders'
    // figure, so the total written is the same; bidders who won no trick keep nothing.
    if (options.failed_bidders_keep_melds && f.capot_side != int(d)) {
      s.raw[b] = f.declarations[b] + f.pilotta[b];
      s.raw[d] -= s.raw[b];
    }
  } else {
    s.raw[s.made ? b : d] = pool + v * m;
  }
  int up = int(b);
  if (options.round6_tiebreak == Round6Tiebreak::kTrumpJack && f.trump_jack_side >= 0)
    up = f.trump_jack_side;
  s.points = WrittenPoints(s.raw, up);
  return s;
}

bool BothRemaindersSix(const PerSide& raw) { return raw[0] % 10 == 6 && raw[1] % 10 == 6; }

PerSide WrittenPoints(const PerSide& raw, int up_side) {
  PerSide out;
  const bool both_six = BothRemaindersSix(raw);
  for (size_t i = 0; i < 2; ++i) {
    long q = raw[i] / 10, r = raw[i] % 10;
    bool up = r >= 7 || (r == 6 && (!both_six || int(i) == up_side));
    out[i] = q + (up ? 1 : 0);
  }
  return out;
}

}  // namespace replay::pilotta
