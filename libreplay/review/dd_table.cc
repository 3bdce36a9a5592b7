#include "review/dd_table.h"

#include <fmt/format.h>

#include "belote/belote.h"
#include "core/message.h"
#include "review/trick_review.h"

namespace replay::review {

DdTable DoubleDummyTable(const TrickPlay& play, solver::Solver& solver,
                         solver::SolveStats* stats, const std::vector<int>* contract_trump) {
  DdTable table;
  TrickPlay deal = play;
  for (int suit = 0; suit < 4; ++suit) {
    if (suit == play.trump && contract_trump && contract_trump->size() == 2) {
      table.points[size_t(suit)] = {(*contract_trump)[0], (*contract_trump)[1]};
      continue;
    }
    deal.trump = suit;
    // A new trump is a new deal for the solver: its table is dropped (Solver::UseDeal).
    const solver::Position start = StartOf(deal);
    const int mover = solver.Solve(start, stats);
    table.points[size_t(suit)][size_t(start.Side())] = mover;
    table.points[size_t(suit)][size_t(1 - start.Side())] = start.Total() - mover;
  }
  if (play.made_with)
    table.makeable = play.made_with(table.points[size_t(play.trump)][size_t(play.bidding_side)]);
  return table;
}

std::string DdTableNote(const DdTable& table, int contract_trump,
                        std::optional<int> bidding_side, std::optional<bool> made) {
  std::string list;
  for (int suit = 0; suit < 4; ++suit) {
    const auto& points = table.points[size_t(suit)];
    if (suit) list += ", ";
    list += SuitLetter(suit, belote::kDeck);
    list += bidding_side ? fmt::format(" {}", points[size_t(*bidding_side)])
                         : fmt::format(" {}–{}", points[0], points[1]);
    if (suit == contract_trump) list += "*";
  }
  std::string verdict;
  if (made)
    verdict = !table.makeable ? Tr("; makeable or not depending on a capot").Localized()
              : !*table.makeable ? Tr("; not makeable").Localized()
              : *made            ? Tr("; makeable, made").Localized()
                                 : Tr("; makeable, lost in the play").Localized();
  if (bidding_side)
    return Tr("double dummy, side {}'s trick points by trump: {} (* the contract's trump)",
              *bidding_side, list)
               .Localized() +
           verdict;
  return Tr("double dummy, trick points of side 0–side 1 by trump: {} (* the contract's trump)",
            list)
             .Localized() +
         verdict;
}

}  // namespace replay::review
