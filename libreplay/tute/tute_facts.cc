// The facts of a Tute hand for the store and statistics (engine/outcome.h). Keys without a store
// column go in `extra`: "hand_points" (TUT-72 per side), "turned", "trump", "end" and
// "last_trick" (a side); "trick_points" counts cards only (no last-trick bonus).
#include "tute/tute_match.h"

namespace replay::tute {

replay::HandFacts FactsOf(const Record& record, size_t h, const Options& options,
                          std::string_view level, const State* state,
                          const std::optional<PerSide>& added,
                          const std::optional<PerSide>& hand_points) {
  const int n = options.players, sides = tute::Sides(n);
  replay::HandFacts f;
  f.level = level;
  f.dealer = record.hands[h].dealer;
  if (added) f.points = replay::Sides(*added, sides);
  if (hand_points) f.extra.emplace_back("hand_points", replay::Sides(*hand_points, sides));
  if (!state) return f;
  const tute::HandFacts facts = state->Facts();
  const PerSide cards_won = state->CardsWon();
  const auto cantes = state->Cantes();
  for (int s = 0; s < sides; ++s) {
    long c20 = 0, c40 = 0;
    for (int k = 0; k < state->CanteCount(); ++k)
      if (SideOfSeat(cantes[size_t(k)].seat, n) == s) ++(cantes[size_t(k)].points == 40 ? c40 : c20);
    SideFacts& side = f.sides.emplace_back();
    side.cards = cards_won[size_t(s)];
    side.tricks = facts.tricks[size_t(s)];
    side.trick_points = facts.card_points[size_t(s)];
    side.cante20 = c20;
    side.cante40 = c40;
  }
  for (int seat = 0; seat < n; ++seat) {
    SeatFacts& s = f.seats.emplace_back();
    s.cantes.emplace();
    for (int k = 0; k < state->CanteCount(); ++k)
      if (const Cante& c = cantes[size_t(k)]; c.seat == seat)
        s.cantes->push_back({std::string(1, SuitLetter(c.suit, kDeck)), c.points});
    s.exchange = state->Exchanged(seat);
  }
  f.extra.emplace_back("turned", std::string(Code(state->deal().turned)));
  f.extra.emplace_back("trump", std::string(1, SuitLetter(state->Trump(), kDeck)));
  if (facts.end != End::kNone) f.extra.emplace_back("end", std::string(EndName(facts.end)));
  if (facts.last_trick >= 0) f.extra.emplace_back("last_trick", long(facts.last_trick));
  replay::TuteFacts& t = f.tute.emplace();
  if (state->CapoteSeat() >= 0) {
    t.capote_announced = state->CapoteSeat();
    if (state->Ended()) t.capote_made = facts.capote_made;
  }
  if (state->TuteSeat() >= 0) {
    t.tute = state->TuteSeat();
    t.tute_kind = state->TuteKindShown() == TuteKind::kKings ? "kings" : "knights";
  }
  if (state->ClaimSeat() >= 0) t.claim = state->ClaimSeat();
  return f;
}

}  // namespace replay::tute
