#include "review/dd_table.h"

#include <fmt/format.h>

#include "belote/belote.h"
#include "core/message.h"
#include "review/trick_review.h"

namespace replay::review {

DdTable DoubleDummyTable(const TrickPlay& play, solver::Solver& solver,
                         solver::SolveStats* stats) {
  DdTable table;
  TrickPlay deal = play;
  for (int suit = 0; suit < 4; ++suit) {
    deal.trump = suit;
    // A new trump is a new deal for the solver: its table is dropped (Solver::UseDeal).
    const solver::Position start = StartOf(deal);
    const int mover = solver.Solve(start, stats);
    table.points[size_t(suit)][size_t(start.Side())] = mover;
    table.points[size_t(suit)][size_t(1 - start.Side())] = start.Total() - mover;
  }
  return table;
}

std::string DdTableNote(const DdTable& table, int contract_trump,
                        std::optional<int> bidding_side) {
  std::string list;
  for (int suit = 0; suit < 4; ++suit) {
    const auto& points = table.points[size_t(suit)];
    if (suit) list += ", ";
    list += SuitLetter(suit, belote::kDeck);
    list += bidding_side ? fmt::format(" {}", points[size_t(*bidding_side)])
                         : fmt::format(" {}–{}", points[0], points[1]);
    if (suit == contract_trump) list += "*";
  }
  if (bidding_side)
    return Tr("double dummy, side {}'s trick points by trump: {} (* the contract's trump)",
              *bidding_side, list)
        .Localized();
  return Tr("double dummy, trick points of side 0–side 1 by trump: {} (* the contract's trump)",
            list)
      .Localized();
}

}  // namespace replay::review
