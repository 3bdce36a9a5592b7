// The rows of a valid record's seats and sides, its hands and each hand's facts
// (engine/game.h, HandFacts) in their columns.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/seat.h"
#include "score/side_name.h"
#include "store/writer.h"

namespace replay::store {
namespace {

// A fact as the store's INTEGER columns keep it: true/false as 1/0, a missing fact as NULL.
std::optional<int64_t> Int(const std::optional<long>& v) { return v; }
std::optional<int64_t> Int(const std::optional<bool>& v) {
  return v ? std::optional<int64_t>(*v ? 1 : 0) : std::nullopt;
}

// Belote, under the name Pilotta gives it (K + Q of trumps: rules/pilotta.md §5.4).
template <class F>
std::optional<int64_t> BeloteFact(const F& facts) {
  return facts.belote ? Int(facts.belote) : Int(facts.pilotta);
}

std::string_view LevelOf(const Hand& hand) {
  if (hand.IsScoreSheet()) return "sheet";
  return hand.IsPartial() ? "partial" : "full";
}

}  // namespace

// Who sat where, and each side's pair, final score and win.
void Store::Writer::Seats(int64_t id, const Record& r, const MatchOutcome& outcome) {
  const int n = int(r.players.size());
  for (int s = 0; s < n; ++s) {
    const Player& p = r.players[size_t(s)];
    if (!player) {
      seat_stage.Bind(1, id).Bind(2, s).Bind(3, SideOf(s, n)).Bind(4, p.name).Bind(5, p.id).Run();
      continue;
    }
    player->Bind(1, p.name).Bind(2, p.id).Run();
    seat->Bind(1, id).Bind(2, s).Bind(3, SideOf(s, n)).Bind(4, p.name).Bind(5, p.id).Run();
  }
  for (int s = 0; s < NumSides(n); ++s) {
    std::optional<int64_t> total, won;
    if (outcome.score && s < outcome.score->count) total = (*outcome.score)[s];
    if (outcome.winner >= 0) won = outcome.winner == s;
    // The pair as every tool names it (score/side_name.h; its labels are players.label).
    side.Bind(1, id).Bind(2, s).Bind(3, SideName(r, s)).Bind(4, total).Bind(5, won);
    side.Run();
  }
}

// The hands' rows go in statements of up to kHandsPerInsert rows, before their facts (whose
// rows refer to them). Beyond the statement's fixed cost, the CHECK of hands.level (an IN list
// of three) builds a temporary index each time a statement runs: once a hand, it was as costly
// as the rest of the hand's row (issue #26).
constexpr size_t kHandsPerInsert = 32;

void Store::Writer::Hands(int64_t id, const Record& r, const MatchOutcome& outcome,
                          const Prepared& prepared) {
  const int n = int(r.players.size());
  auto facts = [&](size_t h) {
    return h < outcome.hands.size() && outcome.hands[h].facts ? &*outcome.hands[h].facts
                                                               : nullptr;
  };
  for (size_t first = 0; first < r.hands.size(); first += kHandsPerInsert) {
    const size_t rows = std::min(kHandsPerInsert, r.hands.size() - first);
    Rows& st = hands.For(int(rows));
    for (size_t h = first; h < first + rows; ++h) {
      const HandFacts* f = facts(h);
      const int b = int(h - first) * hands.columns();
      st.Bind(b + 1, id).Bind(b + 2, int64_t(h));
      if (f && !f->level.empty()) st.Bind(b + 3, f->level);
      else st.Bind(b + 3, LevelOf(r.hands[h]));
      std::optional<long> dealer = f && f->dealer ? f->dealer : r.hands[h].dealer;
      st.Bind(b + 4, Int(dealer));
      st.Bind(b + 5, h < prepared.hand_extra.size() ? prepared.hand_extra[h] : std::nullopt);
    }
    st.Run();
  }
  for (size_t h = 0; h < r.hands.size(); ++h)
    if (const HandFacts* f = facts(h)) Facts(id, int64_t(h), *f, n);
}

void Store::Writer::Facts(int64_t id, int64_t h, const HandFacts& f, int players) {
  if (f.points || !f.sides.empty()) {
    Rows& st = hand_sides.For(NumSides(players));
    for (int s = 0; s < NumSides(players); ++s) {
      static const SideFacts kNone;
      const SideFacts& d = size_t(s) < f.sides.size() ? f.sides[size_t(s)] : kNone;
      std::optional<int64_t> points;
      if (f.points && s < f.points->count) points = (*f.points)[s];
      const int b = s * hand_sides.columns();
      st.Bind(b + 1, id).Bind(b + 2, h).Bind(b + 3, s).Bind(b + 4, points)
          .Bind(b + 5, Int(d.cards)).Bind(b + 6, Int(d.tricks)).Bind(b + 7, Int(d.trick_points))
          .Bind(b + 8, Int(d.xeri)).Bind(b + 9, Int(d.declarations)).Bind(b + 10, BeloteFact(d))
          .Bind(b + 11, Int(d.capot)).Bind(b + 12, Int(d.cante20)).Bind(b + 13, Int(d.cante40));
    }
    st.Run();
  }
  const int seats = std::min(players, int(f.seats.size()));
  Rows* seat_rows = seats > 0 ? &hand_seats.For(seats) : nullptr;
  for (int s = 0; s < seats; ++s) {
    const SeatFacts& x = f.seats[size_t(s)];
    std::optional<int64_t> meld_count, c20, c40;
    if (x.melds) meld_count = int64_t(x.melds->size());
    if (x.cantes) {
      c20 = c40 = 0;
      for (const CanteFact& c : *x.cantes) {
        if (c.points == 20) ++*c20;
        if (c.points == 40) ++*c40;
      }
    }
    const int b = s * hand_seats.columns();
    seat_rows->Bind(b + 1, id).Bind(b + 2, h).Bind(b + 3, s)
        .Bind(b + 4, Int(x.xeri)).Bind(b + 5, Int(x.opening_xeri))
        .Bind(b + 6, Int(x.last_card_xeri)).Bind(b + 7, Int(x.captures))
        .Bind(b + 8, Int(x.builds)).Bind(b + 9, Int(x.raises)).Bind(b + 10, meld_count)
        .Bind(b + 11, BeloteFact(x)).Bind(b + 12, c20).Bind(b + 13, c40)
        .Bind(b + 14, Int(x.exchange)).Bind(b + 15, Int(x.xeri_points));
    for (size_t i = 0; x.melds && i < x.melds->size(); ++i)
      meld.Bind(1, id).Bind(2, h).Bind(3, s).Bind(4, int64_t(i)).Bind(5, (*x.melds)[i]).Run();
    for (size_t i = 0; x.cantes && i < x.cantes->size(); ++i) {
      const CanteFact& c = (*x.cantes)[i];
      cante.Bind(1, id).Bind(2, h).Bind(3, s).Bind(4, int64_t(i))
          .Bind(5, std::optional<std::string_view>(c.suit)).Bind(6, std::optional<int64_t>(c.points));
      cante.Run();
    }
  }
  if (seat_rows) seat_rows->Run();
  if (const std::optional<ContractFacts>& c = f.contract) {
    std::optional<int64_t> bid;
    if (c->bid && std::holds_alternative<long>(*c->bid)) bid = std::get<long>(*c->bid);
    if (c->bid && std::holds_alternative<std::string>(*c->bid) &&
        std::get<std::string>(*c->bid) == "capot")
      bid = 250;  // a capot bid ranks as 250 (rules/pilotta.md §4.1)
    std::optional<std::string_view> trump;
    if (c->trump) trump = *c->trump;
    contract.Bind(1, id).Bind(2, h).Bind(3, Int(c->side)).Bind(4, Int(c->seat))
        .Bind(5, trump).Bind(6, bid).Bind(7, Int(c->round))
        .Bind(8, Int(c->doubled)).Bind(9, Int(c->redoubled))
        .Bind(10, Int(c->made)).Bind(11, Int(c->inside))
        .Bind(12, Int(c->hanging)).Bind(13, Int(c->capot));
    contract.Run();
  }
  if (const std::optional<TuteFacts>& t = f.tute) {
    std::optional<std::string_view> kind;
    if (t->tute_kind) kind = *t->tute_kind;
    tute.Bind(1, id).Bind(2, h).Bind(3, Int(t->capote_announced))
        .Bind(4, Int(t->capote_made)).Bind(5, Int(t->tute))
        .Bind(6, kind).Bind(7, Int(t->claim));
    tute.Run();
  }
}
}  // namespace replay::store
