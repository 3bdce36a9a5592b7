// What a replay computes, typed: each hand's result fields and facts, and the match result.
// Games fill these structs; the store binds them directly and the tools read them. JSON is made
// from them in one place only (engine/outcome_json.cc), at the output edge.
#ifndef REPLAY_ENGINE_OUTCOME_H_
#define REPLAY_ENGINE_OUTCOME_H_

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/card.h"

namespace replay {

// One integer per side (2 sides, or 3 in 3-player Tute).
struct Sides {
  int count = 0;
  std::array<long, 4> values{};

  Sides() = default;
  template <size_t N>
  Sides(const std::array<long, N>& a, int n = int(N)) : count(n) {  // NOLINT: a per-side array
    for (int s = 0; s < n && s < 4; ++s) values[size_t(s)] = a[size_t(s)];
  }
  static Sides Zero(int n) {
    Sides z;
    z.count = n;
    return z;
  }
  long operator[](int side) const { return values[size_t(side)]; }
  long& operator[](int side) { return values[size_t(side)]; }
  bool operator==(const Sides& o) const {
    if (count != o.count) return false;
    for (int s = 0; s < count; ++s)
      if (values[size_t(s)] != o.values[size_t(s)]) return false;
    return true;
  }
  std::string Text() const;  // "[12, 4]"
};

// A computed value of a result field or fact: an integer, true/false, a word, or one per side.
using Value = std::variant<long, bool, std::string, Sides>;
std::string ValueText(const Value& v);  // as JSON writes it: 12, true, "tricks", [12, 4]

// The fields of a computed `result`, in the order the rules page lists them.
struct Fields {
  std::vector<std::pair<std::string_view, Value>> items;  // keys are string literals

  Fields() { items.reserve(8); }  // one allocation: no game's result has more fields

  Fields& Add(std::string_view key, Value value) {
    items.emplace_back(key, std::move(value));
    return *this;
  }
  const Value* Find(std::string_view key) const {
    for (const auto& [k, v] : items)
      if (k == key) return &v;
    return nullptr;
  }
  bool empty() const { return items.empty(); }
};

// The facts statistics are made of (schema/store.sql has a column for each). A field that is
// empty is a fact the game or the hand's level of detail doesn't have.
struct SideFacts {
  std::optional<long> cards, tricks, trick_points, xeri, declarations, cante20, cante40;
  std::optional<bool> belote, capot;
  std::optional<bool> pilotta;  // Pilotta's name for belote (rules/pilotta.md §5.4)

  // Each field with its JSON key, listed once: outcome_json.cc writes and reads JSON by it.
  template <class Self, class F>
  static void Each(Self& s, F&& f) {
    f("cards", s.cards), f("tricks", s.tricks), f("trick_points", s.trick_points);
    f("xeri", s.xeri), f("declarations", s.declarations), f("belote", s.belote);
    f("pilotta", s.pilotta), f("capot", s.capot), f("cante20", s.cante20);
    f("cante40", s.cante40);
  }
};

struct CanteFact {
  std::string suit;  // one letter of the deck
  long points = 0;   // 20 or 40
};

struct SeatFacts {
  // xeri_points: what the seat's xeris scored, each at its own value (a Xeri Jack xeri counts
  // more than another, XER-24), so that no reader multiplies `xeri` by one value per record.
  std::optional<long> xeri, opening_xeri, last_card_xeri, xeri_points, captures, builds, raises;
  std::optional<std::vector<std::string>> melds;  // "tierce", "carre_J", ...
  std::optional<std::vector<CanteFact>> cantes;
  std::optional<bool> belote, pilotta, exchange;

  template <class Self, class F>
  static void Each(Self& s, F&& f) {
    f("xeri", s.xeri), f("opening_xeri", s.opening_xeri), f("last_card_xeri", s.last_card_xeri);
    f("xeri_points", s.xeri_points);
    f("captures", s.captures), f("builds", s.builds), f("raises", s.raises);
    f("melds", s.melds), f("cantes", s.cantes), f("belote", s.belote);
    f("pilotta", s.pilotta), f("exchange", s.exchange);
  }
};

struct ContractFacts {  // Bourlot, Pilotta
  std::optional<long> side, seat, round, hanging;
  std::optional<std::string> trump;
  std::optional<Value> bid;  // an integer, or "capot"
  std::optional<bool> doubled, redoubled, made, inside, capot;

  template <class Self, class F>
  static void Each(Self& c, F&& f) {
    f("side", c.side), f("seat", c.seat), f("trump", c.trump), f("bid", c.bid);
    f("round", c.round), f("doubled", c.doubled), f("redoubled", c.redoubled);
    f("made", c.made), f("inside", c.inside), f("hanging", c.hanging), f("capot", c.capot);
  }
};

struct TuteFacts {
  std::optional<long> capote_announced, tute, claim;
  std::optional<bool> capote_made;
  std::optional<std::string> tute_kind;  // "kings" | "knights"

  template <class Self, class F>
  static void Each(Self& t, F&& f) {
    f("capote_announced", t.capote_announced), f("capote_made", t.capote_made);
    f("tute", t.tute), f("tute_kind", t.tute_kind), f("claim", t.claim);
  }
};

struct HandFacts {
  std::string level;            // "full" | "partial" | "sheet"
  std::optional<long> dealer;
  std::optional<Sides> points;  // what the hand added to the match
  std::vector<SideFacts> sides;
  std::vector<SeatFacts> seats;
  std::optional<ContractFacts> contract;
  std::optional<TuteFacts> tute;
  // Facts a game adds that have no column (kept whole in hands.extra): key and value.
  std::vector<std::pair<std::string, Value>> extra;

  bool HasUnmapped() const { return !extra.empty(); }
};

// The card play of a 32-card trick game's hand (Bourlot, Pilotta) as the double-dummy review
// needs it: every hand at the first card, the trump, the play duties in force (the fields of
// belote::PlayRules) and the cards in the order played. Filled with ReplayOptions::want_play
// for a full hand played to its end.
struct TrickPlay {
  std::array<CardSet, 4> hands{};  // by seat, at the first card
  int trump = 0;
  int leader = 0;                  // the seat that leads trick 1
  bool partner_exception = false, must_undertrump = true, must_head_all_suits = false;
  std::vector<int> seats;          // who played each card, in order
  std::vector<Card> cards;
  // The game's own made/failed rule for this hand's contract, with the declarations and belote
  // (pilotta) the hand counted: whether the contract is made when the bidding side takes
  // `points` of the 162 trick points of the contract's trump and the other side the rest;
  // nullopt when that depends on a capot (belote::MadeWithTrickPoints). Set by the engine once
  // the hand is scored; the double-dummy table asks it of the best-play points.
  std::function<std::optional<bool>(int points)> made_with;
  bool made = false;      // the contract was made as played
  int bidding_side = 0;   // the contract's side
};

// The play of a Tute hand played to its last trick, as the double-dummy review needs it, from
// the point where it is a pure card game: with 2 players the first card after the stock (the
// last draw made), with 3 and 4 players the first card of the hand. The options that decide
// legal cards, cantes and points are copied (the fields of tute::Options). Filled with
// ReplayOptions::want_play.
struct TutePlay {
  int players = 4;
  bool must_undertrump = false, partner_exempt = false;
  bool one_cante_per_trick = true, forty_first = true, cante_after_stock = true;
  int last_trick_bonus = 10;
  int trump = 0;
  int first_trick = 0;             // tricks played before the start
  std::array<CardSet, 4> hands{};  // by seat, at the start
  int leader = 0;                  // the seat that leads the first trick from the start
  std::array<int, 3> won{};        // points per side before the start: cards and cantes
  unsigned sung = 0;               // bit s: suit s sung before the start
  struct Action {
    int index = 0;                 // in the hand's `play`
    int seat = 0;
    Card card;                     // a card played
    int sing = -1;                 // or a cante: the suit sung
  };
  std::vector<Action> actions;     // cards and cantes from the start, in order
};

// What one legal move of a fishing game (Diloti) takes at once: the cards and the card points
// it captures (the played card included; 0 for a build or a throw) and whether it is a xeri.
struct Take {
  std::string move;  // in the notation
  long cards = 0, points = 0;
  bool xeri = false;
};

// A recorded move of a fishing game beside the captures that were legal instead, from the
// engine's own legal moves. Filled with ReplayOptions::want_play.
struct TakeChoice {
  int seat = 0;
  Take played;
  std::vector<Take> captures;  // every legal capture, in the engine's order
  long builds = 0;             // how many legal build actions there were
  long xeri_points = 10;       // what a xeri scores under the record's rules (DIL-51)
};

struct HandOutcome {
  std::optional<Fields> result;  // the computed result; empty for a partial or unscored hand
  std::optional<HandFacts> facts;  // with ReplayOptions::want_facts
  std::optional<Sides> added;    // what the hand added to the match totals, when known
  std::optional<TrickPlay> play;   // with ReplayOptions::want_play
  std::optional<TutePlay> tute_play;  // the same, for Tute
  std::optional<std::vector<TakeChoice>> takes;  // the same, for Diloti
};

struct MatchOutcome {
  std::vector<HandOutcome> hands;  // one per hand replayed
  std::optional<Sides> score;      // the running totals after the last hand, when all are known
  int winner = -1;                 // the winning side, or -1 while the match goes on
  std::string unit = "points";     // what the totals count (MatchRules::Unit): "points", "games"
  long target = 0;                 // the score that wins the match, in `unit` (MatchRules::Target)
};

}  // namespace replay

#endif  // REPLAY_ENGINE_OUTCOME_H_
