// The rules of one Bourlot match for the shared driver (engine/driver.h): the deal
// (bourlot_deal.cc), the auction and the play through RunActions (bourlot.cc), the contract and
// result claims (bourlot_claims.cc), score-sheet hands (bourlot_sheet.cc) and the board
// replay-show draws (bourlot_board.cc). Internal to libreplay/bourlot.
#ifndef REPLAY_BOURLOT_BOURLOT_MATCH_H_
#define REPLAY_BOURLOT_BOURLOT_MATCH_H_

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "bourlot/bourlot.h"
#include "bourlot/bourlot_scoring.h"
#include "bourlot/bourlot_state.h"
#include "engine/driver.h"

namespace replay::bourlot {

constexpr int kListCards = 8;   // a list after a purchase (BRL-4)
constexpr int kFirstCards = 5;  // F(s): the 3 + 2 before the auction

inline std::string SuitText(int suit) { return suit >= 0 ? std::string(1, SuitLetter(suit)) : "?"; }

// A hand's `contract` (§9).
struct Contract {
  int side = 0;
  int trump = -1;
  std::optional<int> seat;
};

class BourlotMatch final : public MatchRules {
 public:
  BourlotMatch() { consecutive_rotation_ = true; }  // BRL-2: from the hand just before
  bool Begin(MatchContext& m) override;
  int SideCount() const override { return 2; }
  long Target() const override { return options_.target; }
  MatchCodes Codes() const override {
    return {"bourlot/hand-after-end", "BRL-52", "bourlot/dealer-order", "BRL-2",
            "bourlot/match-result-mismatch", "BRL-54"};
  }
  Message RotationMessage(long dealer, long due) const override {
    return Tr("seat {} deals, but the deal passes to the next seat, {}, after every "
                       "hand (also a passed-out one)", dealer, due);
  }
  HandOutcome PlayHand(MatchContext& m, size_t h, const replay::Sides& totals) override;

 private:
  HandOutcome PlayDealtHand(MatchContext& m, size_t h);
  HandOutcome PlaySheetHand(MatchContext& m, size_t h);
  // BRL-49: a partial hand carries no `result` and adds nothing; its facts so far.
  HandOutcome PartialHand(MatchContext& m, size_t h, const Auction* auction,
                          const PlayState* state);
  // BRL-3 and the turned card; returns the turned card.
  std::optional<Card> CheckCardsShape(MatchContext& m, size_t h);
  bool CheckDealer(MatchContext& m, size_t h);  // BRL-13
  // The `auction` entries through RunActions (BRL-7..11, BRL-14..17); *applied counts them.
  Run RunAuction(MatchContext& m, size_t h, Auction& auction, int* applied = nullptr);
  // BRL-56, BRL-57. `ok` is false on an error; the contract when given.
  std::optional<Contract> CheckContract(MatchContext& m, size_t h, const Auction* auction,
                                        bool& ok);
  // BRL-4..6: the hands at the start of play, HS(s).
  std::optional<std::array<CardSet, kSeats>> ReadLists(MatchContext& m, size_t h,
                                                        const Auction& auction, Card turned);
  void CheckHandResult(MatchContext& m, size_t h, const Fields& computed);  // BRL-41..48
  // A passed-out deal's result: {"points": [0, 0]}, `hanging` 0 allowed.
  bool CheckVoidResult(MatchContext& m, size_t h, std::string_view code, std::string_view rule);
  nlohmann::json Board(MatchContext& m, size_t h, const Auction& auction,
                       const AuctionView& view, const PlayState* play, int calls,
                       int plays) const;

  Options options_;
  long pot_ = 0;  // the hanging pot (BRL-47), carried from hand to hand
};

// The facts of a hand (engine/outcome.h): its level and dealer; the contract and each seat's
// melds, belote and exchange once the play has started.
replay::HandFacts BaseFacts(const Record& record, size_t h, std::string_view level);
void AddPlayFacts(replay::HandFacts& f, const Auction& auction, const PlayState& state);

}  // namespace replay::bourlot

#endif  // REPLAY_BOURLOT_BOURLOT_MATCH_H_
