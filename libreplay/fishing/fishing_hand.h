// The flow of one hand that the fishing games share (DIL-43/53, XER-27/53): a score-sheet line,
// or the deal, the play through RunActions, and then a partial hand (counted only through a
// score-sheet result), a hand marked partial that is complete, or the full hand's score and its
// claims; with the board when replay-show stops in the hand.
//
// A template over the game's match (diloti/diloti_match.h, xeri/xeri_match.h), which supplies
// its rules: ReadDeal, CheckSheet, SheetFields (the extra fields of a score-sheet result),
// Play (the game's PlayList through RunActions), Score, CheckHandResult, Board and Players.
#ifndef REPLAY_FISHING_FISHING_HAND_H_
#define REPLAY_FISHING_FISHING_HAND_H_

#include <array>
#include <optional>
#include <string_view>

#include "core/message.h"
#include "engine/driver.h"
#include "fishing/fishing_deal.h"
#include "fishing/fishing_facts.h"

namespace replay::fishing {

// The codes a game's hand reports about the length of its play.
struct HandCodes {
  std::string_view incomplete;     // the play stops short, and the hand is not marked partial
  std::string_view complete_flag;  // marked partial, but all 48 actions are there
  std::string_view rule;           // DIL-43, XER-27
};

// What playing the hand's recorded actions came to.
struct Played {
  Run run = Run::kFailed;
  int applied = 0;  // actions applied
};

template <class Match>
HandOutcome PlayHand(MatchContext& m, size_t h, Match& match, const HandCodes& codes) {
  const Hand& hand = m.record.hands[h];
  const int players = match.Players();
  HandOutcome out;
  std::optional<PerSide> points;
  if (!hand.cards && !hand.play) {  // a score-sheet line
    points = match.CheckSheet(m, h);
    if (points && m.want_results()) {
      Fields& r = out.result.emplace();
      r.Add("points", Sides(*points));
      if (auto c = ReadSides(hand.result->Find("cards"), 2)) r.Add("cards", *c);
      if (auto x = ReadSides(hand.result->Find("xeri"), 2)) r.Add("xeri", *x);
      match.SheetFields(*hand.result, r);
    }
    if (m.want_facts())
      out.facts = Facts(m.record, h, players, "sheet", points, nullptr, nullptr);
    if (points) out.added = Sides(*points);
    return out;
  }
  const size_t errors_before = m.errors();
  std::optional<Deal> deal = match.ReadDeal(m, h);
  if (!deal) return out;
  typename Match::HandState state(match.options(), *deal);
  std::array<SeatCounts, 4> counts{};
  const Played played =
      match.Play(m, h, state, counts, m.want_play() ? &out.takes.emplace() : nullptr);
  if (m.Showing()) {
    if (played.run != Run::kFailed) m.board = match.Board(m, h, *deal, state, played.applied);
    return out;
  }
  if (played.run == Run::kFailed) return out;
  if (!state.IsTerminal()) {
    if (!hand.IsPartial()) {
      m.Error(h, codes.incomplete, codes.rule, MatchContext::KeyPointer(h, "play"),
              Tr("the hand has {} actions of {}; mark an unfinished hand with "
                 "\"complete\": false", played.applied, kDealtToSeats));
      return out;
    }
    if (m.errors() != errors_before) return out;
    if (hand.result) {  // DIL-53, XER-53: a partial hand counts only through a score-sheet result
      points = match.CheckSheet(m, h);
      if (points && m.want_results()) out.result.emplace().Add("points", Sides(*points));
    } else {
      points = PerSide{};
    }
    if (m.want_facts())
      out.facts = Facts(m.record, h, players, "partial", points, nullptr, &counts);
    if (points) out.added = Sides(*points);
    return out;
  }
  if (hand.IsPartial()) {
    m.Error(h, codes.complete_flag, codes.rule, MatchContext::KeyPointer(h, "complete"),
            Tr("the hand is marked \"complete\": false, but all 48 actions are there"));
    return out;
  }
  const HandScore score = match.Score(state);
  Fields computed;
  computed.Add("points", Sides(score.points))
      .Add("cards", Sides(score.cards))
      .Add("xeri", Sides(score.xeri));
  const size_t before = m.errors();
  match.CheckHandResult(m, h, computed);
  if (m.errors() == before) points = score.points;
  if (m.want_results()) out.result = std::move(computed);
  if (m.want_facts()) out.facts = Facts(m.record, h, players, "full", points, &score, &counts);
  if (points) out.added = Sides(*points);
  return out;
}

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_HAND_H_
