#include "diloti/diloti.h"

#include <fmt/format.h>

#include "diloti/diloti_scoring.h"
#include "engine/deal_check.h"
#include "notation/write.h"

namespace replay::diloti {
namespace {

std::optional<Card> CardOf(const json::Value& v) {
  return v.IsString() ? ParseCard(v.string, kDeck) : std::nullopt;
}

// Reads [a, b] of two integers >= 0.
std::optional<PerSide> Pair(const json::Value* v) {
  if (!v || !v->IsArray() || v->size != 2) return std::nullopt;
  PerSide out;
  for (uint32_t i = 0; i < 2; ++i) {
    if (!v->items[i].IsInt() || v->items[i].integer < 0) return std::nullopt;
    out[i] = long(v->items[i].integer);
  }
  return out;
}

nlohmann::json PairJson(const PerSide& p) { return nlohmann::json::array({p[0], p[1]}); }

// What each seat did in a hand, for statistics (engine/game.h, "facts").
struct SeatFacts {
  int xeri = 0, opening_xeri = 0, last_card_xeri = 0, captures = 0, builds = 0, raises = 0;
};
using HandSeatFacts = std::array<SeatFacts, 4>;

class RecordReplay {
 public:
  RecordReplay(const Record& record, const ReplayOptions& options, Reporter& reporter,
               MatchOutcome* outcome)
      : record_(record), replay_options_(options), r_(reporter), outcome_(outcome),
        want_facts_(outcome && options.want_facts) {}

  void Run();
  std::optional<nlohmann::json> Show(size_t h, int moves);

 private:
  std::string HandPointer(size_t h) const { return fmt::format("/hands/{}", h); }
  std::optional<Deal> ReadDeal(size_t h);
  // Replays a hand with cards; returns its score if it is complete and legal.
  std::optional<HandScore> ReplayHand(size_t h, const Deal& deal, HandSeatFacts& facts);
  nlohmann::json Facts(size_t h, std::string_view level, const std::optional<PerSide>& points,
                       const HandScore* score, const HandSeatFacts* seats) const;
  void CheckHandResult(size_t h, const HandScore& score);
  // A score-sheet `result` (also on a partial hand): the points it adds, if valid.
  std::optional<PerSide> CheckSheet(size_t h);
  void CheckMatchResult(const PerSide& totals, int winner);
  void CheckDealerRotation(size_t h);

  const Record& record_;
  const ReplayOptions& replay_options_;
  Reporter& r_;
  MatchOutcome* outcome_;
  bool want_facts_;
  Options options_;
  long last_dealer_ = -1;
  size_t last_dealer_hand_ = 0;
};

std::optional<Deal> RecordReplay::ReadDeal(size_t h) {
  const Hand& hand = record_.hands[h];
  std::string at = HandPointer(h) + "/cards";
  int hi = int(h);
  auto shape = [&](std::string pointer, std::string message) {
    At(r_.Error("cards/shape", std::move(pointer), std::move(message)), record_, hi);
    return std::nullopt;
  };
  if (!hand.cards) return shape(HandPointer(h), "a hand with `play` needs its `cards`");
  const json::Value& cards = *hand.cards;
  if (!cards.IsObject())
    return shape(at, "`cards` must be an object with `table` and `hands`");
  const json::Value* table = cards.Find("table");
  const json::Value* hands = cards.Find("hands");
  for (uint32_t i = 0; i < cards.size; ++i)
    if (cards.members[i].key != "table" && cards.members[i].key != "hands")
      return shape(at + "/" + json::PointerEscape(cards.members[i].key),
                   fmt::format("`cards` has a key \"{}\"; it holds only `table` and `hands`",
                               cards.members[i].key));
  if (!table || !hands) return shape(at, "`cards` needs both `table` and `hands`");
  if (!table->IsArray() || !hands->IsArray())
    return shape(at, "`table` and `hands` must be arrays of card codes");
  const int n = options_.players;
  const uint32_t per_seat = n == 4 ? 12 : 24;
  bool ok = true;
  if (table->size != 4) {
    At(r_.Error("cards/count", at + "/table",
                fmt::format("the table has {} cards; 4 are laid face up", table->size)),
       record_, hi);
    ok = false;
  }
  if (hands->size != uint32_t(n)) {
    At(r_.Error("cards/count", at + "/hands",
                fmt::format("`hands` has {} entries for {} seats", hands->size, n)), record_, hi);
    return std::nullopt;
  }
  for (uint32_t s = 0; s < hands->size; ++s) {
    const json::Value& seat = hands->items[s];
    if (!seat.IsArray()) return shape(fmt::format("{}/hands/{}", at, s),
                                      "each seat's cards must be an array of card codes");
    if (seat.size != per_seat) {
      At(r_.Error("cards/count", fmt::format("{}/hands/{}", at, s),
                  fmt::format("seat {} received {} cards; each seat receives {} with {} players",
                              s, seat.size, per_seat, n)), record_, hi, {}, -1, int(s));
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  // DIL-3
  DealChecker checker(kDeck, r_, hi);
  Deal deal;
  deal.players = n;
  for (uint32_t i = 0; i < 4; ++i)
    if (auto c = checker.Read(table->items[i], [&] { return fmt::format("{}/table/{}", at, i); }))
      deal.table[i] = *c;
  for (uint32_t s = 0; s < uint32_t(n); ++s)
    for (uint32_t i = 0; i < per_seat; ++i)
      if (auto c = checker.Read(hands->items[s].items[i],
                                [&] { return fmt::format("{}/hands/{}/{}", at, s, i); }))
        deal.hands[s][i] = *c;
  if (!checker.Finish(at)) return std::nullopt;
  // DIL-4
  if (!hand.dealer || *hand.dealer < 0 || *hand.dealer >= n) {
    At(r_.Error("diloti/dealer", hand.node->Find("dealer") ? HandPointer(h) + "/dealer"
                                                            : HandPointer(h),
                fmt::format("a dealt hand needs `dealer`, a seat number from 0 to {}", n - 1)),
       record_, hi).rule = "DIL-4";
    return std::nullopt;
  }
  deal.dealer = int(*hand.dealer);
  // DIL-5
  for (int rank = 11; rank <= 13; ++rank) {
    int count = 0;
    for (Card c : deal.table) count += c.rank == rank;
    if (count == 4 || (count == 3 && options_.initial_faces == InitialFaces::kRedeal)) {
      At(r_.Error("diloti/opening-table-redeal", at + "/table",
                  count == 4 ? "the opening table holds all four cards of one face rank; such a "
                               "deal is always redealt"
                             : "the opening table holds three face cards of one rank; under "
                               "initial_faces = redeal such a deal is redealt"),
         record_, hi).rule = "DIL-5";
      return std::nullopt;
    }
  }
  return deal;
}

std::optional<HandScore> RecordReplay::ReplayHand(size_t h, const Deal& deal,
                                                 HandSeatFacts& facts) {
  const Hand& hand = record_.hands[h];
  State state(options_, deal);
  int hi = int(h);
  const json::Value* play = hand.play;
  uint32_t n = play ? play->size : 0;
  for (uint32_t i = 0; i < n; ++i) {
    int seat = state.ToMove();
    auto error = [&](std::string_view code, std::string_view rule, std::string message) {
      At(r_.Error(code, fmt::format("/hands/{}/play/{}", h, i), std::move(message)), record_, hi,
         "play", int(i), seat).rule = rule;
    };
    if (state.IsTerminal()) {  // DIL-43
      error("diloti/after-end", "DIL-43",
            fmt::format("the hand is over after {} actions, but the record goes on",
                        kActionsPerHand));
      return std::nullopt;
    }
    DecodedAction action = DecodeAction(play->items[i]);
    if (!action.move) {
      error("diloti/bad-action", "DIL-12", action.error);
      return std::nullopt;
    }
    if (action.seat && *action.seat != seat) {  // DIL-13
      error("play/wrong-seat", "DIL-13",
            fmt::format("the action says seat {}, but it is seat {}'s turn", *action.seat, seat));
      return std::nullopt;
    }
    Effect effect;
    if (auto v = state.Apply(*action.move, &effect)) {
      std::vector<Move> legal = state.LegalMoves();
      std::string alternatives;
      for (size_t k = 0; k < legal.size() && k < 6; ++k)
        alternatives += (k ? ", " : "") + MoveText(legal[k]);
      if (legal.size() > 6) alternatives += fmt::format(" and {} more", legal.size() - 6);
      error(v->code, v->rule,
            fmt::format("{}. Legal here: {}", v->message, alternatives.empty() ? "none" : alternatives));
      return std::nullopt;
    }
    SeatFacts& f = facts[size_t(seat)];
    if (action.move->kind == MoveKind::kCapture) ++f.captures;
    if (action.move->kind == MoveKind::kBuild) ++(effect.raise ? f.raises : f.builds);
    if (effect.xeri) {
      ++f.xeri;
      if (i == 0) ++f.opening_xeri;
      if (i + 1 == uint32_t(kActionsPerHand)) ++f.last_card_xeri;
    }
  }
  if (n < uint32_t(kActionsPerHand)) {
    if (!hand.IsPartial()) {
      At(r_.Error("diloti/incomplete", HandPointer(h) + "/play",
                  fmt::format("the hand has {} actions of {}; mark an unfinished hand with "
                              "\"complete\": false", n, kActionsPerHand)),
         record_, hi).rule = "DIL-43";
    }
    return std::nullopt;
  }
  if (hand.IsPartial()) {
    At(r_.Error("diloti/complete-flag", HandPointer(h) + "/complete",
                "the hand is marked \"complete\": false, but all 48 actions are there"),
       record_, hi).rule = "DIL-43";
    return std::nullopt;
  }
  return ScoreHand(state.Piles(), state.Xeris(), options_);
}

nlohmann::json RecordReplay::Facts(size_t h, std::string_view level,
                                   const std::optional<PerSide>& points, const HandScore* score,
                                   const HandSeatFacts* seats) const {
  nlohmann::json f = {{"level", level}};
  if (record_.hands[h].dealer) f["dealer"] = *record_.hands[h].dealer;
  if (points) f["points"] = PairJson(*points);
  if (score) {
    f["sides"] = nlohmann::json::array();
    for (size_t side = 0; side < 2; ++side)
      f["sides"].push_back({{"cards", score->cards[side]}, {"xeri", score->xeri[side]}});
  }
  if (seats) {
    f["seats"] = nlohmann::json::array();
    for (int s = 0; s < options_.players; ++s) {
      const SeatFacts& x = (*seats)[size_t(s)];
      f["seats"].push_back({{"xeri", x.xeri}, {"opening_xeri", x.opening_xeri},
                            {"last_card_xeri", x.last_card_xeri}, {"captures", x.captures},
                            {"builds", x.builds}, {"raises", x.raises}});
    }
  }
  return f;
}

void RecordReplay::CheckHandResult(size_t h, const HandScore& score) {
  const json::Value* result = record_.hands[h].result;
  if (!result) return;
  int hi = int(h);
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    std::string at = HandPointer(h) + "/result/" + json::PointerEscape(m.key);
    const PerSide* computed = m.key == "points" ? &score.points
                              : m.key == "cards" ? &score.cards
                              : m.key == "xeri"  ? &score.xeri : nullptr;
    if (m.key == "penalty") {
      At(r_.Error("diloti/penalty", at, "a hand with its play can't carry a `penalty`; "
                                        "a penalty hand is a score-sheet line"),
         record_, hi).rule = "DIL-65";
      continue;
    }
    if (!computed) {
      At(r_.Error("diloti/bad-result", at,
                  fmt::format("a hand result has `points`, `cards` and `xeri`; \"{}\" is not "
                              "one of them", m.key)), record_, hi).rule = "DIL-52";
      continue;
    }
    std::optional<PerSide> claimed = Pair(&m.value);
    if (!claimed) {
      At(r_.Error("diloti/bad-result", at,
                  fmt::format("`{}` must be two integers, one per side", m.key)), record_, hi)
          .rule = "DIL-70";
      continue;
    }
    if (*claimed != *computed)
      At(r_.Error("diloti/result-mismatch", at,
                  fmt::format("the record says {} [{}, {}], but the replay gives [{}, {}]", m.key,
                              (*claimed)[0], (*claimed)[1], (*computed)[0], (*computed)[1])),
         record_, hi).rule = "DIL-52";
  }
}

std::optional<PerSide> RecordReplay::CheckSheet(size_t h) {
  const json::Value* result = record_.hands[h].result;
  int hi = int(h);
  std::string at = HandPointer(h) + "/result";
  auto bad = [&](std::string pointer, std::string message, std::string_view rule = "DIL-70") {
    At(r_.Error("diloti/bad-result", std::move(pointer), std::move(message)), record_, hi).rule =
        rule;
    return std::nullopt;
  };
  if (!result)
    return bad(HandPointer(h), "a hand needs its cards and play, or a score-sheet `result`");
  SheetLine line;
  std::optional<long> penalty;
  const json::Value* penalty_value = nullptr;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    std::string key_at = at + "/" + json::PointerEscape(m.key);
    if (m.key == "penalty") {
      penalty_value = &m.value;
      continue;
    }
    if (m.key != "points" && m.key != "cards" && m.key != "xeri")
      return bad(key_at, fmt::format("a score-sheet result has `points`, `cards`, `xeri` and "
                                     "`penalty`; \"{}\" is not one of them", m.key));
    std::optional<PerSide> pair = Pair(&m.value);
    if (!pair)
      return bad(key_at, fmt::format("`{}` must be two integers of at least 0, one per side",
                                     m.key));
    if (m.key == "points") line.points = *pair;
    if (m.key == "cards") line.cards = pair;
    if (m.key == "xeri") line.xeri = pair;
  }
  if (!result->Find("points")) return bad(at, "a score-sheet result needs `points`");
  if (penalty_value) {  // DIL-65, DIL-73
    auto penalty_error = [&](std::string message) {
      At(r_.Error("diloti/penalty", at + "/penalty", std::move(message)), record_, hi).rule =
          "DIL-65";
      return std::nullopt;
    };
    if (!options_.error_penalty)
      return penalty_error("a `penalty` line needs the option error_penalty = round_zero_plus_11");
    if (!penalty_value->IsInt() || penalty_value->integer < 0 || penalty_value->integer > 1)
      return penalty_error("`penalty` names the side that erred: 0 or 1");
    penalty = long(penalty_value->integer);
    PerSide expected{};
    expected[size_t(1 - *penalty)] = 11;
    if (line.points != expected || line.cards || line.xeri || record_.hands[h].play)
      return penalty_error(fmt::format("a penalty against side {} scores 0 for it and 11 for the "
                                       "other side, with no cards, xeri or play",
                                       *penalty));
    return line.points;
  }
  switch (CheckSheetLine(line, options_)) {  // DIL-71, DIL-72
    case SheetVerdict::kOk: return line.points;
    case SheetVerdict::kBadPoints:
      At(r_.Error("diloti/sheet-points", at + "/points",
                  fmt::format("[{}, {}] can't be a hand's points: the two sides' card points "
                              "make 11 (or 7 at 26-26), plus {} per xeri", line.points[0],
                              line.points[1], options_.xeri_points)), record_, hi).rule =
          "DIL-71";
      return std::nullopt;
    case SheetVerdict::kBadCards:
      At(r_.Error("diloti/sheet-cards", at + "/cards",
                  "the cards don't fit the points: cards add up to 52, 26-26 exactly when the "
                  "base points are 7, and a side with 27 or more cards has the 4 for the majority"),
         record_, hi).rule = "DIL-72";
      return std::nullopt;
  }
  return std::nullopt;
}

void RecordReplay::CheckDealerRotation(size_t h) {
  const Hand& hand = record_.hands[h];
  if (!hand.dealer) return;
  if (last_dealer_ >= 0) {
    long expected = (last_dealer_ + long(h - last_dealer_hand_)) % options_.players;
    if (*hand.dealer != expected)
      At(r_.Warning("diloti/dealer-rotation", HandPointer(h) + "/dealer",
                    fmt::format("seat {} deals, but the deal passes to the next seat each hand: "
                                "seat {} was due", *hand.dealer, expected)),
         record_, int(h)).rule = "DIL-64";
  }
  last_dealer_ = *hand.dealer;
  last_dealer_hand_ = h;
}

void RecordReplay::CheckMatchResult(const PerSide& totals, int winner) {
  const json::Value* result = record_.result;
  if (!result) return;
  auto error = [&](std::string pointer, std::string message) {
    r_.Error("diloti/match-result", std::move(pointer), std::move(message)).rule = "DIL-63";
  };
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    if (m.key != "score" && m.key != "winner")
      return error("/result/" + json::PointerEscape(m.key),
                   fmt::format("a match result has `score` and `winner`; \"{}\" is not one of "
                               "them", m.key));
  }
  if (const json::Value* score = result->Find("score")) {
    std::optional<PerSide> claimed = Pair(score);
    if (!claimed || *claimed != totals)
      return error("/result/score", fmt::format("the running totals are [{}, {}]", totals[0],
                                                totals[1]));
  }
  const json::Value* w = result->Find("winner");
  if (winner < 0 && w)
    return error("/result/winner",
                 fmt::format("no side has won yet ([{}, {}] with target {}), so the match is "
                             "unfinished and has no winner", totals[0], totals[1],
                             options_.target));
  if (winner >= 0 && !w)
    return error("/result", fmt::format("side {} won the match; its result must name the winner",
                                        winner));
  if (w && (!w->IsInt() || w->integer != winner))
    error("/result/winner", fmt::format("side {} won the match", winner));
}

void RecordReplay::Run() {
  OptionReader reader(record_, replay_options_.overrides, r_);
  options_ = ReadOptions(reader, int(record_.players.size()));
  if (!reader.ok()) return;
  // DIL-1
  size_t names = record_.players.size();
  if ((names != 2 && names != 4) || size_t(options_.players) != names) {
    r_.Error("diloti/player-count", names != 2 && names != 4 ? "/players" : "/rules/players",
             names != 2 && names != 4
                 ? fmt::format("Diloti is played by 2 or 4, but the record names {} players",
                               names)
                 : fmt::format("rules.players is {}, but the record names {} players",
                               options_.players, names)).rule = "DIL-1";
    return;
  }
  PerSide totals{};
  int winner = -1;
  bool scored_all = true;
  for (size_t h = 0; h < record_.hands.size(); ++h) {
    const Hand& hand = record_.hands[h];
    if (winner >= 0) {  // DIL-62
      At(r_.Error("diloti/hand-after-end", HandPointer(h),
                  fmt::format("side {} already won the match ({} to {}); no hand follows",
                              winner, totals[size_t(winner)], totals[size_t(1 - winner)])),
         record_, int(h)).rule = "DIL-62";
      return;
    }
    CheckDealerRotation(h);
    std::optional<PerSide> points;
    nlohmann::json hand_json;
    nlohmann::json facts;
    if (hand.cards || hand.play) {
      std::optional<Deal> deal = ReadDeal(h);
      std::optional<HandScore> score;
      HandSeatFacts seat_facts{};
      size_t errors_before = r_.error_count();
      if (deal) score = ReplayHand(h, *deal, seat_facts);
      if (score) {
        size_t before = r_.error_count();
        CheckHandResult(h, *score);
        if (r_.error_count() == before) points = score->points;
        if (outcome_)
          hand_json = {{"points", PairJson(score->points)}, {"cards", PairJson(score->cards)},
                       {"xeri", PairJson(score->xeri)}};
        if (want_facts_) facts = Facts(h, "full", points, &*score, &seat_facts);
      } else if (deal && hand.IsPartial() && r_.error_count() == errors_before) {
        // DIL-53: a partial hand counts only through a score-sheet result.
        if (hand.result) {
          points = CheckSheet(h);
          if (points && outcome_) hand_json = {{"points", PairJson(*points)}};
        } else {
          points = PerSide{};
        }
        if (want_facts_) facts = Facts(h, "partial", points, nullptr, &seat_facts);
      }
    } else {
      points = CheckSheet(h);
      if (points && outcome_) {
        hand_json = {{"points", PairJson(*points)}};
        if (auto c = Pair(hand.result->Find("cards"))) hand_json["cards"] = PairJson(*c);
        if (auto x = Pair(hand.result->Find("xeri"))) hand_json["xeri"] = PairJson(*x);
        if (const json::Value* p = hand.result->Find("penalty")) hand_json["penalty"] = p->integer;
      }
      if (want_facts_) facts = Facts(h, "sheet", points, nullptr, nullptr);
    }
    if (outcome_) outcome_->hands.push_back(hand_json);
    if (want_facts_) outcome_->facts.push_back(facts);
    if (!points) {
      scored_all = false;
      continue;
    }
    totals[0] += (*points)[0];
    totals[1] += (*points)[1];
    if (scored_all) winner = MatchWinner(totals, options_.target);
  }
  if (!scored_all) return;  // totals unknown: the match can't be judged
  CheckMatchResult(totals, winner);
  if (outcome_) {
    outcome_->result = {{"score", PairJson(totals)}};
    if (winner >= 0) outcome_->result["winner"] = winner;
  }
}

std::optional<nlohmann::json> RecordReplay::Show(size_t h, int moves) {
  OptionReader reader(record_, replay_options_.overrides, r_);
  options_ = ReadOptions(reader, int(record_.players.size()));
  if (!reader.ok()) return std::nullopt;
  const Hand& hand = record_.hands[h];
  if (!hand.cards) {
    r_.Error("show/no-deal", HandPointer(h), "this hand has no `cards`: a score-sheet line has "
                                             "no position to show");
    return std::nullopt;
  }
  std::optional<Deal> deal = ReadDeal(h);
  if (!deal) return std::nullopt;
  State state(options_, *deal);
  const int recorded = hand.play ? int(hand.play->size) : 0;
  moves = std::clamp(moves, 0, std::min(recorded, kActionsPerHand));
  auto code = [](Card c) { return CardCode(c, kDeck); };
  auto cards = [&](CardSet set) {
    nlohmann::json out = nlohmann::json::array();
    for (Card c : set) out.push_back(code(c));
    return out;
  };
  for (int i = 0; i < moves; ++i) {
    DecodedAction action = DecodeAction(hand.play->items[i]);
    std::optional<Violation> v;
    if (!action.move) v = Violation{"diloti/bad-action", "DIL-12", action.error};
    else v = state.Apply(*action.move);
    if (v) {
      At(r_.Error(v->code, fmt::format("/hands/{}/play/{}", h, i), v->message), record_, int(h),
         "play", i, state.ToMove()).rule = v->rule;
      return std::nullopt;
    }
  }
  nlohmann::json board = {{"game", "diloti"}, {"hand", h}, {"move", moves}, {"moves", recorded},
                          {"dealer", deal->dealer}};
  board["phase"] = state.IsTerminal() ? "over" : "play";
  board["to_move"] = state.IsTerminal() ? nlohmann::json(nullptr) : nlohmann::json(state.ToMove());
  board["seats"] = nlohmann::json::array();
  for (int s = 0; s < options_.players; ++s)
    board["seats"].push_back({{"seat", s}, {"name", record_.PlayerName(s)}, {"side", s % 2},
                              {"hand", cards(state.HandOf(s))}});
  board["table"] = cards(state.Loose());
  board["builds"] = nlohmann::json::array();
  for (const Build& b : state.Builds())
    board["builds"].push_back({{"cards", cards(b.cards)}, {"value", b.value}, {"owner", b.owner},
                               {"kind", b.plain ? "plain" : "group"}});
  board["sides"] = nlohmann::json::array();
  std::array<CardSet, 2> piles = state.Piles();
  for (size_t side = 0; side < 2; ++side)
    board["sides"].push_back({{"cards", piles[side].Size()}, {"xeri", state.Xeris()[side]},
                              {"card_points", CardPoints(piles[side])}});
  if (moves > 0) board["last"] = WriteAction(hand.play->items[moves - 1], "diloti");
  if (moves < recorded) board["next"] = WriteAction(hand.play->items[moves], "diloti");
  return board;
}

class DilotiGame final : public Game {
 public:
  std::string_view Name() const override { return "diloti"; }
  void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
              MatchOutcome* outcome) const override {
    RecordReplay(record, options, reporter, outcome).Run();
  }
  std::optional<nlohmann::json> Show(const Record& record, const ReplayOptions& options, int hand,
                                     int moves, Reporter& reporter) const override {
    return RecordReplay(record, options, reporter, nullptr).Show(size_t(hand), moves);
  }
};

}  // namespace

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  Move m;
  if (a.IsString()) {
    std::optional<Card> c = ParseCard(a.string, kDeck);
    if (!c) {
      out.error = fmt::format("\"{}\" is not a card code (such as 7H or TD)", a.string);
      return out;
    }
    m.card = *c;
    out.move = m;
    return out;
  }
  if (!a.IsObject()) {
    out.error = fmt::format("an action is a card code or an object, not {}",
                            json::TypeName(a.type));
    return out;
  }
  const json::Value* card = nullptr;
  const json::Value* take = nullptr;
  const json::Value* build = nullptr;
  const json::Value* value = nullptr;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    // Dispatch on the first letter first: this runs for every action of every record.
    const char first = key.empty() ? '\0' : key[0];
    if (first == 'c' && key == "card") card = &v;
    else if (first == 't' && key == "take") take = &v;
    else if (first == 'b' && key == "build") build = &v;
    else if (first == 'v' && key == "value") value = &v;
    else if (first == 'x' && key == "xeri") {
      if (!v.IsBool()) { out.error = "`xeri` must be true or false"; return out; }
      m.xeri = v.boolean;
    } else if (first == 's' && key == "seat") {
      if (!v.IsInt()) { out.error = "`seat` must be a seat number"; return out; }
      out.seat = long(v.integer);
    } else if (first == 'c' && key == "comment") {
      if (!v.IsString()) { out.error = "`comment` must be a string"; return out; }
    } else {
      out.error = fmt::format("an action has no key \"{}\" (card, take, build, value, xeri, "
                              "seat, comment)", key);
      return out;
    }
  }
  if (!card) { out.error = "the action has no `card`"; return out; }
  std::optional<Card> c = CardOf(*card);
  if (!c) { out.error = "`card` must be a card code such as 7H or TD"; return out; }
  m.card = *c;
  if (take && build) { out.error = "an action can't both `take` and `build`"; return out; }
  if (value && !build) { out.error = "`value` goes only with `build`"; return out; }
  if (build && !value) { out.error = "a `build` needs its `value`"; return out; }
  if (const json::Value* list = take ? take : build) {
    std::string_view name = take ? "take" : "build";
    if (!list->IsArray() || list->size == 0) {
      out.error = fmt::format("`{}` must be a non-empty array of card codes", name);
      return out;
    }
    for (const json::Value& item : *list) {
      std::optional<Card> listed = CardOf(item);
      if (!listed) {
        out.error = fmt::format("`{}` must list card codes", name);
        return out;
      }
      // Listed twice: DIL-15, which State::Check reports after DIL-13 and DIL-14 (§5.2).
      if (m.listed.Contains(*listed) && !m.repeated) m.repeated = *listed;
      m.listed.Add(*listed);
    }
    m.kind = take ? MoveKind::kCapture : MoveKind::kBuild;
  }
  if (value) {
    if (!value->IsInt()) { out.error = "`value` must be an integer"; return out; }
    // Out of range values are DIL-30's `build-value`, checked with the build.
    m.value = int(std::clamp<int64_t>(value->integer, -1000, 1000));
  }
  out.move = m;
  return out;
}

const Game& TheGame() {
  static const DilotiGame game;
  return game;
}

}  // namespace replay::diloti
