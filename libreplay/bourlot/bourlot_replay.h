// The replay of one Bourlot record, shared by bourlot.cc (the deal, the auction, the play and
// the match) and bourlot_claims.cc (contracts, result claims and score-sheet hands). Internal to
// the engine: nothing outside libreplay/bourlot includes it.
#ifndef REPLAY_BOURLOT_BOURLOT_REPLAY_H_
#define REPLAY_BOURLOT_BOURLOT_REPLAY_H_

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "bourlot/bourlot_scoring.h"
#include "bourlot/bourlot_state.h"
#include "engine/deal_check.h"
#include "engine/game.h"

namespace replay::bourlot::internal {

// Reads [a, b] of two integers.
inline std::optional<PerSide> Pair(const json::Value* v) {
  if (!v || !v->IsArray() || v->size != 2) return std::nullopt;
  PerSide out;
  for (uint32_t i = 0; i < 2; ++i) {
    if (!v->items[i].IsInt()) return std::nullopt;
    out[i] = long(v->items[i].integer);
  }
  return out;
}

inline nlohmann::json PairJson(const PerSide& p) { return nlohmann::json::array({p[0], p[1]}); }
inline std::string PairText(const PerSide& p) { return fmt::format("[{}, {}]", p[0], p[1]); }
inline std::string SuitText(int suit) { return suit >= 0 ? std::string(1, SuitLetter(suit)) : "?"; }

// A hand's `contract` (§9).
struct Contract {
  int side = 0;
  int trump = -1;
  std::optional<int> seat;
};

// What one hand gives the match.
struct HandOutcome {
  std::optional<PerSide> points;  // absent when the hand stopped on an error
  long pot = 0;                   // the hanging pot after the hand
  nlohmann::json result;          // the computed `result` (null for a partial hand)
  nlohmann::json facts;           // with want_facts
};

class RecordReplay {
 public:
  RecordReplay(const Record& record, const ReplayOptions& options, Reporter& reporter,
               MatchOutcome* outcome)
      : record_(record), replay_options_(options), r_(reporter), outcome_(outcome),
        want_facts_(outcome && options.want_facts) {}

  void Run();

 private:
  std::string Base(size_t h) const { return fmt::format("/hands/{}", h); }
  Diagnostic& Error(size_t h, std::string_view code, std::string_view rule, std::string pointer,
                    std::string message, std::string_view section = {}, int action = -1,
                    int seat = -1) {
    Diagnostic& d = At(r_.Error(code, std::move(pointer), std::move(message)), record_, int(h),
                       section, action, seat);
    d.rule = rule;
    return d;
  }

  HandOutcome ReplayDealtHand(size_t h, long pot);
  HandOutcome ReplaySheetHand(size_t h, long pot);
  // BRL-3 and the turned card; returns the turned card.
  std::optional<Card> CheckCardsShape(size_t h);
  bool CheckDealer(size_t h);
  // Runs the `auction` entries (BRL-7..11, BRL-14..17); false on an error.
  bool RunAuction(size_t h, Auction& auction);
  // BRL-56, BRL-57. `ok` is false on an error; the contract when given.
  std::optional<Contract> CheckContract(size_t h, const Auction* auction, bool& ok);
  // BRL-4..6: the hands at the start of play, HS(s).
  std::optional<std::array<CardSet, kSeats>> ReadLists(size_t h, const Auction& auction,
                                                        Card turned);
  // Replays `play`; the state when the entries were all legal.
  bool RunPlay(size_t h, PlayState& state);
  void CheckHandResult(size_t h, const HandScore& score, const PerSide& points);
  bool CheckVoidResult(size_t h, std::string_view code, std::string_view rule);
  void CheckDealerOrder(size_t h);
  void CheckMatchResult(const PerSide& totals, int winner);
  nlohmann::json Facts(size_t h, std::string_view level) const;

  const Record& record_;
  const ReplayOptions& replay_options_;
  Reporter& r_;
  MatchOutcome* outcome_;
  bool want_facts_;
  Options options_;
};

}  // namespace replay::bourlot::internal

#endif  // REPLAY_BOURLOT_BOURLOT_REPLAY_H_
