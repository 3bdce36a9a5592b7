// The rules of one Tute match for the shared driver (engine/driver.h): the play of a hand, its
// claims and score-sheet lines (tute_claims.cc), its facts (tute_facts.cc) and the board
// replay-show draws (tute_board.cc). Internal to libreplay/tute.
#ifndef REPLAY_TUTE_TUTE_MATCH_H_
#define REPLAY_TUTE_TUTE_MATCH_H_

#include <optional>
#include <string>

#include "engine/driver.h"
#include "tute/tute.h"
#include "tute/tute_scoring.h"

namespace replay::tute {

class TuteMatch final : public MatchRules {
 public:
  bool Begin(MatchContext& m) override;  // options, TUT-1
  int SideCount() const override { return tute::Sides(options_.players); }
  long Target() const override { return options_.target; }
  std::string_view Unit() const override { return options_.players == 2 ? "points" : "games"; }
  MatchCodes Codes() const override {
    return {"tute/hand-after-end", "TUT-82", "tute/dealer-rotation", "TUT-84",
            "tute/match-result", "TUT-83"};
  }
  // TUT-84: with 2 players the winner of the previous hand's last trick deals.
  long DueDealer(MatchContext& m, size_t h) override;
  Message RotationMessage(long dealer, long due) const override;
  HandOutcome PlayHand(MatchContext& m, size_t h, const replay::Sides& totals) override;
  // TUT-80 (2 players): the match's winner decided in the hand; TUT-81: the target in games.
  int Winner(const replay::Sides& totals, const HandOutcome& last) override;

 private:
  // The play of a dealt hand: the state it reaches when its play is legal and its `complete`
  // flag is right (TUT-65, TUT-66); in replay-show, the board at the stop.
  struct Played {
    State state;
    bool complete;
  };
  // `record`, when given, receives the play for the review (HandOutcome::tute_play).
  std::optional<Played> PlayOut(MatchContext& m, size_t h, const Deal& deal,
                                TutePlay* record = nullptr);
  // TUT-77: a played hand's `result` against the replay.
  void CheckHandResult(MatchContext& m, size_t h, const Fields& computed) const;
  // TUT-90..94: a score-sheet `result` (also on a partial hand): the result it gives and what
  // it adds; with 2 players also the match's winner and the side of the last trick.
  struct Sheet {
    Fields result;
    PerSide points{};  // the line's points (TUT-72)
    PerSide added{};   // points (2 players) or games (3, 4)
    int match_winner = -1;
    int last_trick = -1;
  };
  std::optional<Sheet> ScoreSheet(MatchContext& m, size_t h, const replay::Sides& totals) const;
  std::optional<SheetLine> ReadSheet(MatchContext& m, size_t h) const;
  void SheetError(MatchContext& m, size_t h, const SheetVerdict& v) const;
  nlohmann::json Board(MatchContext& m, size_t h, const State& state, int applied) const;

  Options options_;
  long due_2p_ = -1;      // TUT-84: the dealer due at the next hand (2 players)
  int hand_winner_ = -1;  // TUT-80: the side that won the match in the last hand (2 players)
};

// The facts of a hand (engine/outcome.h): `state` is null for a score-sheet line.
replay::HandFacts FactsOf(const Record& record, size_t h, const Options& options,
                            std::string_view level, const State* state,
                            const std::optional<PerSide>& added,
                            const std::optional<PerSide>& hand_points);

}  // namespace replay::tute

#endif  // REPLAY_TUTE_TUTE_MATCH_H_
