#include "tute/tute.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "engine/deal_check.h"
#include "tute/tute_deal.h"
#include "tute/tute_scoring.h"

namespace replay::tute {
namespace {

using Json = nlohmann::json;

Json SidesJson(const PerSide& v, int sides) {
  Json out = Json::array();
  for (int s = 0; s < sides; ++s) out.push_back(v[size_t(s)]);
  return out;
}

// Whether a value of the record equals a computed one (integers, strings, arrays of them).
bool Same(const json::Value& v, const Json& j) {
  if (j.is_number_integer()) return v.IsInt() && v.integer == j.get<long>();
  if (j.is_string()) return v.IsString() && v.string == j.get<std::string>();
  if (j.is_array()) {
    if (!v.IsArray() || v.size != j.size()) return false;
    for (uint32_t i = 0; i < v.size; ++i)
      if (!Same(v.items[i], j[i])) return false;
    return true;
  }
  return false;
}

// Reads one integer per side, each >= 0.
std::optional<PerSide> PerSideOf(const json::Value& v, int sides) {
  if (!v.IsArray() || v.size != uint32_t(sides)) return std::nullopt;
  PerSide out{};
  for (int s = 0; s < sides; ++s) {
    const json::Value& x = v.items[s];
    if (!x.IsInt() || x.integer < 0) return std::nullopt;
    out[size_t(s)] = long(x.integer);
  }
  return out;
}

// A short JSON rendering of a record's value, for messages.
std::string ValueText(const json::Value& v) {
  switch (v.type) {
    case json::Type::kString: return fmt::format("\"{}\"", v.string);
    case json::Type::kInt:
    case json::Type::kDouble: return std::string(v.string);
    case json::Type::kBool: return v.boolean ? "true" : "false";
    case json::Type::kNull: return "null";
    case json::Type::kObject: return "{...}";
    case json::Type::kArray: break;
  }
  std::string out;
  for (const json::Value& x : v) out += (out.empty() ? "" : ", ") + ValueText(x);
  return "[" + out + "]";
}

// The same for a computed value.
std::string Text(const Json& j) {
  if (!j.is_array()) return j.dump();
  std::string out;
  for (const Json& x : j) out += (out.empty() ? "" : ", ") + Text(x);
  return "[" + out + "]";
}

std::string CardList(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : ", ") + Code(c);
  return out;
}

class RecordReplay {
 public:
  RecordReplay(const Record& record, const ReplayOptions& options, Reporter& reporter,
               MatchOutcome* outcome)
      : record_(record), replay_options_(options), r_(reporter), outcome_(outcome) {}

  void Run();

 private:
  std::string HandPointer(size_t h) const { return fmt::format("/hands/{}", h); }
  int Sides() const { return tute::Sides(options_.players); }
  // Replays the play of a hand; returns the state it reaches when the play is legal and its
  // `complete` flag is right.
  struct Played {
    State state;
    bool complete;
  };
  std::optional<Played> ReplayHand(size_t h, const Deal& deal);
  // A hand with only `result`, or a partial hand with one (TUT-78): what it adds, if valid.
  std::optional<PerSide> ScoreSheet(size_t h, const PerSide& totals, Json& hand_json,
                                    int& match_winner, int& last_trick);
  void CheckHandResult(size_t h, const Json& computed);
  std::optional<SheetLine> ReadSheet(size_t h);
  void SheetError(size_t h, const SheetVerdict& v);
  void CheckMatchResult(const PerSide& totals, int winner);
  void CheckDealerRotation(size_t h, int expected_2p);
  Json Facts(size_t h, std::string_view level, const State* state, const Json& added,
             const Json& hand_points);

  const Record& record_;
  const ReplayOptions& replay_options_;
  Reporter& r_;
  MatchOutcome* outcome_;
  Options options_;
  long last_dealer_ = -1;
  size_t last_dealer_hand_ = 0;
};

std::optional<RecordReplay::Played> RecordReplay::ReplayHand(size_t h, const Deal& deal) {
  const Hand& hand = record_.hands[h];
  State state(options_, deal, /*claim_allowed=*/h > 0);
  const int hi = int(h);
  const json::Value* play = hand.play;
  const uint32_t n = play ? play->size : 0;
  for (uint32_t i = 0; i < n; ++i) {
    const std::string at = fmt::format("/hands/{}/play/{}", h, i);
    int seat = state.ToMove();
    auto error = [&](std::string_view code, std::string_view rule, std::string message) {
      At(r_.Error(code, at, std::move(message)), record_, hi, "play", int(i), seat).rule = rule;
    };
    DecodedAction decoded = DecodeAction(play->items[i]);
    if (!decoded.action) {
      if (state.Ended())
        error("tute/after-end", "TUT-65", "the hand is over, but the record goes on");
      else
        error("tute/bad-action", "TUT-13", decoded.error);
      return std::nullopt;
    }
    const Action& action = *decoded.action;
    if (action.seat && *action.seat >= 0 && *action.seat < options_.players &&
        action.move.kind != MoveKind::kCard && action.move.kind != MoveKind::kClaim)
      seat = int(*action.seat);
    if (auto v = state.Apply(action)) {
      std::string message = v->message;
      if (action.move.kind == MoveKind::kCard && !state.Ended()) {
        std::vector<Card> legal = state.LegalCards();
        if (!legal.empty()) message += fmt::format(". Legal cards: {}", CardList(legal));
      }
      error(v->code, v->rule, std::move(message));
      return std::nullopt;
    }
  }
  if (!state.Ended()) {  // TUT-66
    if (hand.IsPartial()) return Played{state, false};
    At(r_.Error("tute/incomplete", HandPointer(h) + "/play",
                fmt::format("the play stops after {} of {} tricks; mark an unfinished hand "
                            "with \"complete\": false", state.TricksPlayed(),
                            options_.Tricks())), record_, hi).rule = "TUT-66";
    return std::nullopt;
  }
  if (hand.IsPartial()) {
    At(r_.Error("tute/complete-flag", HandPointer(h) + "/complete",
                "the hand is marked \"complete\": false, but its play reaches the end of the "
                "hand"), record_, hi).rule = "TUT-66";
    return std::nullopt;
  }
  return Played{state, true};
}

void RecordReplay::CheckHandResult(size_t h, const Json& computed) {
  const json::Value* result = record_.hands[h].result;
  if (!result) return;
  const int hi = int(h);
  static const std::string_view kKeys[] = {"points", "cantes", "last_trick", "winner", "games",
                                           "end"};
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    const std::string at = HandPointer(h) + "/result/" + json::PointerEscape(m.key);
    bool known = std::find(std::begin(kKeys), std::end(kKeys), m.key) != std::end(kKeys) &&
                 !(m.key == "games" && options_.players == 2);
    if (!known) {
      At(r_.Error("tute/bad-result", at,
                  fmt::format("a hand result has points, cantes, last_trick, winner{} and end; "
                              "\"{}\" is not one of them",
                              options_.players == 2 ? "" : ", games", m.key)), record_, hi)
          .rule = "TUT-77";
      continue;
    }
    const std::string key(m.key);
    const bool per_side = key == "points" || key == "cantes" || key == "games";
    const bool typed = per_side ? PerSideOf(m.value, Sides()).has_value()
                       : key == "end" ? m.value.IsString()
                                      : m.value.IsInt();
    if (!typed) {
      At(r_.Error("tute/bad-result", at,
                  per_side ? fmt::format("`{}` must be {} integers of at least 0, one per side",
                                         key, Sides())
                  : key == "end" ? std::string("`end` must be \"tricks\", \"tute\", \"claim\" or "
                                               "\"capote\"")
                                 : fmt::format("`{}` must be a side number", key)),
         record_, hi).rule = "TUT-77";
      continue;
    }
    if (!computed.contains(key)) {
      At(r_.Error("tute/result-mismatch", at,
                  key == "last_trick"
                      ? "the hand ended before its last trick, so it has no `last_trick`"
                      : "the match goes on after this hand, so the hand names no `winner`"),
         record_, hi).rule = "TUT-77";
      continue;
    }
    if (!Same(m.value, computed[key]))
      At(r_.Error("tute/result-mismatch", at,
                  fmt::format("the record says {} {}, but the replay gives {}", key,
                              ValueText(m.value), Text(computed[key]))),
         record_, hi).rule = "TUT-77";
  }
}

std::optional<SheetLine> RecordReplay::ReadSheet(size_t h) {
  const json::Value* result = record_.hands[h].result;
  const int hi = int(h), sides = Sides();
  const std::string at = HandPointer(h) + "/result";
  auto bad = [&](std::string pointer, std::string message) {
    At(r_.Error("tute/bad-result", std::move(pointer), std::move(message)), record_, hi).rule =
        "TUT-90";
    return std::nullopt;
  };
  if (!result)
    return bad(HandPointer(h), "a hand needs its cards and play, or a score-sheet `result`");
  SheetLine line;
  line.players = options_.players;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& [key, offset, v] = result->members[i];
    const std::string key_at = at + "/" + json::PointerEscape(key);
    if (key == "points" || key == "cantes" || (key == "games" && options_.players != 2)) {
      std::optional<PerSide> values = PerSideOf(v, sides);
      if (!values)
        return bad(key_at, fmt::format("`{}` must be {} integers of at least 0, one per side",
                                       key, sides));
      (key == "points" ? line.points : key == "cantes" ? line.cantes.emplace()
                                                       : line.games.emplace()) = *values;
    } else if (key == "last_trick" || key == "winner") {
      if (!v.IsInt() || v.integer < 0 || v.integer >= sides)
        return bad(key_at, fmt::format("`{}` must be a side, from 0 to {}", key, sides - 1));
      (key == "winner" ? line.winner : line.last_trick) = int(v.integer);
    } else if (key == "end") {
      std::optional<End> end = v.IsString() ? ParseEnd(v.string) : std::nullopt;
      bool possible = end && (options_.players == 2
                                  ? *end != End::kTute || options_.tute_2p
                                  : *end == End::kTricks || *end == End::kTute);
      if (!possible)
        return bad(key_at, fmt::format("`end` must be {}",
                                       options_.players == 2
                                           ? options_.tute_2p
                                                 ? "\"tricks\", \"claim\", \"capote\" or \"tute\""
                                                 : "\"tricks\", \"claim\" or \"capote\""
                                           : "\"tricks\" or \"tute\""));
      line.end = *end;
    } else {
      return bad(key_at, fmt::format("a score-sheet result has points, cantes, last_trick, "
                                     "winner{} and end; \"{}\" is not one of them",
                                     options_.players == 2 ? "" : ", games", key));
    }
  }
  if (!result->Find("points")) return bad(at, "a score-sheet result needs `points`");
  return line;
}

void RecordReplay::SheetError(size_t h, const SheetVerdict& v) {
  const std::string at = HandPointer(h) + "/result";
  const json::Value* result = record_.hands[h].result;
  auto where = [&](std::string_view key) {
    return result->Find(key) ? at + "/" + std::string(key) : at;
  };
  std::string_view code;
  std::string pointer;
  switch (v.error) {
    case SheetError::kCantes: code = "tute/sheet-cantes"; pointer = where("cantes"); break;
    case SheetError::kPoints: code = "tute/sheet-points"; pointer = where("points"); break;
    case SheetError::kWinner: code = "tute/sheet-winner"; pointer = where("winner"); break;
    case SheetError::kGames: code = "tute/sheet-games"; pointer = where("games"); break;
    case SheetError::kNone: return;
  }
  At(r_.Error(code, pointer, v.message), record_, int(h)).rule = v.rule;
}

std::optional<PerSide> RecordReplay::ScoreSheet(size_t h, const PerSide& totals,
                                               Json& hand_json, int& match_winner,
                                               int& last_trick) {
  const int n = options_.players, sides = Sides(), hi = int(h);
  std::optional<SheetLine> line = ReadSheet(h);
  if (!line) return std::nullopt;
  SheetVerdict v = CheckSheetLine(*line, options_);
  if (v.error != SheetError::kNone) {
    SheetError(h, v);
    return std::nullopt;
  }
  int winner = v.winner;  // 3, 4 players: the hand's; 2 players: the match's
  if (n == 2) {  // TUT-94
    PerSide after = totals;
    for (int s = 0; s < sides; ++s) after[size_t(s)] += line->points[size_t(s)];
    if (line->end == End::kTricks) {
      winner = MatchWinner2p(after, options_.target, End::kTricks, -1, false,
                             line->last_trick.value_or(-1));
      if (winner == -2) {
        At(r_.Error("tute/sheet-winner", HandPointer(h) + "/result",
                    "the totals are tied at the target; the sheet must say who took the "
                    "`last_trick`, which decides the match"), record_, hi).rule = "TUT-94";
        return std::nullopt;
      }
      if (line->winner && *line->winner != winner) {
        At(r_.Error("tute/sheet-winner", HandPointer(h) + "/result/winner",
                    winner < 0 ? std::string("nobody reaches the target with this hand, so the "
                                             "match goes on and the hand names no winner")
                               : fmt::format("side {} wins the match with this hand", winner)),
           record_, hi).rule = "TUT-94";
        return std::nullopt;
      }
    }
    match_winner = winner;
    last_trick = line->last_trick.value_or(-1);
  }
  hand_json = {{"points", SidesJson(line->points, sides)}};
  if (line->cantes) hand_json["cantes"] = SidesJson(*line->cantes, sides);
  if (line->last_trick) hand_json["last_trick"] = *line->last_trick;
  if (winner >= 0) hand_json["winner"] = winner;
  if (n != 2) hand_json["games"] = SidesJson(v.games, sides);
  hand_json["end"] = std::string(EndName(line->end));
  return n == 2 ? line->points : v.games;
}

void RecordReplay::CheckDealerRotation(size_t h, int expected_2p) {
  const Hand& hand = record_.hands[h];
  if (!hand.dealer) return;
  if (options_.players == 2) {
    if (expected_2p >= 0 && *hand.dealer != expected_2p)
      At(r_.Warning("tute/dealer-rotation", HandPointer(h) + "/dealer",
                    fmt::format("seat {} deals, but the winner of the last trick of the previous "
                                "hand deals: seat {} was due", *hand.dealer, expected_2p)),
         record_, int(h)).rule = "TUT-84";
  } else if (last_dealer_ >= 0) {
    long expected = (last_dealer_ + long(h - last_dealer_hand_)) % options_.players;
    if (*hand.dealer != expected)
      At(r_.Warning("tute/dealer-rotation", HandPointer(h) + "/dealer",
                    fmt::format("seat {} deals, but the deal passes to the next seat each hand: "
                                "seat {} was due", *hand.dealer, expected)),
         record_, int(h)).rule = "TUT-84";
  }
  last_dealer_ = *hand.dealer;
  last_dealer_hand_ = h;
}

void RecordReplay::CheckMatchResult(const PerSide& totals, int winner) {
  const json::Value* result = record_.result;
  if (!result) return;
  auto error = [&](std::string pointer, std::string message) {
    r_.Error("tute/match-result", std::move(pointer), std::move(message)).rule = "TUT-83";
  };
  const int sides = Sides();
  const std::string unit = options_.players == 2 ? "points" : "games";
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    if (m.key != "score" && m.key != "winner")
      return error("/result/" + json::PointerEscape(m.key),
                   fmt::format("a match result has `score` and `winner`; \"{}\" is not one of "
                               "them", m.key));
  }
  if (const json::Value* score = result->Find("score")) {
    std::optional<PerSide> claimed = PerSideOf(*score, sides);
    if (!claimed || *claimed != totals)
      return error("/result/score", fmt::format("the totals in {} are {}", unit,
                                                Text(SidesJson(totals, sides))));
  }
  const json::Value* w = result->Find("winner");
  if (winner < 0 && w)
    return error("/result/winner",
                 fmt::format("no side has won yet ({} {} with target {}), so the match is "
                             "unfinished and has no winner", Text(SidesJson(totals, sides)),
                             unit, options_.target));
  if (winner >= 0 && !w)
    return error("/result", fmt::format("side {} won the match; its result must name the winner",
                                        winner));
  if (w && (!w->IsInt() || w->integer != winner))
    error("/result/winner", fmt::format("side {} won the match", winner));
}

Json RecordReplay::Facts(size_t h, std::string_view level, const State* state,
                         const Json& added, const Json& hand_points) {
  const Hand& hand = record_.hands[h];
  Json f = {{"level", level}};
  if (hand.dealer) f["dealer"] = *hand.dealer;
  if (!added.is_null()) f["points"] = added;
  if (!hand_points.is_null()) f["hand_points"] = hand_points;
  if (!state) return f;
  const int n = options_.players, sides = Sides();
  const HandFacts facts = state->Facts();
  const PerSide cards_won = state->CardsWon();
  Json side_list = Json::array();
  for (int s = 0; s < sides; ++s) {
    int c20 = 0, c40 = 0;
    for (int k = 0; k < state->CanteCount(); ++k) {
      const Cante& c = state->Cantes()[size_t(k)];
      if (SideOfSeat(c.seat, n) == s) (c.points == 40 ? c40 : c20) += 1;
    }
    side_list.push_back({{"cards", cards_won[size_t(s)]},
                         {"tricks", facts.tricks[size_t(s)]},
                         {"trick_points", facts.card_points[size_t(s)]},
                         {"cante20", c20},
                         {"cante40", c40}});
  }
  Json seat_list = Json::array();
  for (int seat = 0; seat < n; ++seat) {
    Json cantes = Json::array();
    for (int k = 0; k < state->CanteCount(); ++k) {
      const Cante& c = state->Cantes()[size_t(k)];
      if (c.seat == seat)
        cantes.push_back({{"suit", std::string(1, SuitLetter(c.suit, kDeck))},
                          {"points", c.points}});
    }
    seat_list.push_back({{"cantes", cantes}, {"exchange", state->Exchanged(seat)}});
  }
  f["sides"] = side_list;
  f["seats"] = seat_list;
  f["turned"] = Code(state->deal().turned);
  f["trump"] = std::string(1, SuitLetter(state->Trump(), kDeck));
  if (facts.end != End::kNone) f["end"] = std::string(EndName(facts.end));
  if (facts.last_trick >= 0) f["last_trick"] = facts.last_trick;
  Json t = Json::object();
  if (state->CapoteSeat() >= 0) {
    t["capote_announced"] = state->CapoteSeat();
    if (state->Ended()) t["capote_made"] = facts.capote_made;
  }
  if (state->TuteSeat() >= 0) {
    t["tute"] = state->TuteSeat();
    t["tute_kind"] = state->TuteKindShown() == TuteKind::kKings ? "kings" : "knights";
  }
  if (state->ClaimSeat() >= 0) t["claim"] = state->ClaimSeat();
  f["tute"] = t;
  return f;
}

void RecordReplay::Run() {
  OptionReader reader(record_, replay_options_.overrides, r_);
  const int names = int(record_.players.size());
  options_ = ReadOptions(reader, record_, r_, names);
  if (!reader.ok()) return;
  // TUT-1
  if (names < 2 || names > 4 || options_.players != names) {
    bool count = names < 2 || names > 4;
    r_.Error("tute/player-count", count ? "/players" : "/rules/players",
             count ? fmt::format("tute is played by 2, 3 or 4, but the record names {} players",
                                 names)
                   : fmt::format("rules.players is {}, but the record names {} players",
                                 options_.players, names)).rule = "TUT-1";
    return;
  }
  const int n = options_.players, sides = Sides();
  PerSide totals{};
  int winner = -1;
  bool scored_all = true;
  int next_dealer_2p = -1;  // TUT-84: the winner of the previous hand's last trick
  for (size_t h = 0; h < record_.hands.size(); ++h) {
    const Hand& hand = record_.hands[h];
    const int hi = int(h);
    if (winner >= 0) {  // TUT-82
      At(r_.Error("tute/hand-after-end", HandPointer(h),
                  fmt::format("side {} already won the match; no hand follows", winner)),
         record_, hi).rule = "TUT-82";
      return;
    }
    CheckDealerRotation(h, next_dealer_2p);
    next_dealer_2p = -1;
    if (const json::Value* d = hand.node->Find("dealer");
        d && !(hand.cards || hand.play) && (!d->IsInt() || d->integer < 0 || d->integer >= n)) {
      At(r_.Error("tute/dealer", HandPointer(h) + "/dealer",
                  fmt::format("`dealer` must be a seat number from 0 to {}", n - 1)), record_, hi)
          .rule = "TUT-5";
      scored_all = false;
      continue;
    }
    if (hand.auction) {
      At(r_.Error("record/shape", HandPointer(h) + "/auction", "tute has no auction"), record_,
         hi);
      scored_all = false;
      continue;
    }
    Json hand_json, facts_json;
    std::optional<PerSide> added;  // what the hand adds to the match totals
    int hand_winner = -1;          // the match's winner decided in this hand
    if (hand.cards || hand.play) {
      std::optional<Deal> deal = ReadDeal(record_, h, options_, r_);
      std::optional<Played> played;
      if (deal) played = ReplayHand(h, *deal);
      if (played && played->complete) {
        const HandFacts facts = played->state.Facts();
        const HandScore score = ScoreHand(facts, options_);
        int match_winner = -1;
        if (n == 2) {
          PerSide after = totals;
          for (int s = 0; s < sides; ++s) after[size_t(s)] += score.points[size_t(s)];
          match_winner = MatchWinner2p(after, options_.target, score.end, facts.decider,
                                       facts.capote_made, score.last_trick);
          next_dealer_2p = score.last_trick;
        }
        hand_json = HandResultJson(score, n, match_winner);
        size_t before = r_.error_count();
        CheckHandResult(h, hand_json);
        if (r_.error_count() == before) {
          added = n == 2 ? score.points : score.games;
          hand_winner = match_winner;
        }
        if (replay_options_.want_facts)
          facts_json = Facts(h, "full", &played->state, SidesJson(added.value_or(PerSide{}), sides),
                             SidesJson(score.points, sides));
      } else if (played) {
        // TUT-78: a partial hand counts only through a score-sheet result.
        if (hand.result) {
          added = ScoreSheet(h, totals, hand_json, hand_winner, next_dealer_2p);
        } else {
          added = PerSide{};
        }
        if (replay_options_.want_facts)
          facts_json = Facts(h, "partial", &played->state,
                             added ? SidesJson(*added, sides) : Json(), Json());
      }
    } else {
      added = ScoreSheet(h, totals, hand_json, hand_winner, next_dealer_2p);
      if (added && replay_options_.want_facts)
        facts_json = Facts(h, "sheet", nullptr, SidesJson(*added, sides), hand_json["points"]);
    }
    if (outcome_) {
      outcome_->hands.push_back(hand_json);
      if (replay_options_.want_facts) outcome_->facts.push_back(facts_json);
    }
    if (!added) {
      scored_all = false;
      continue;
    }
    for (int s = 0; s < sides; ++s) totals[size_t(s)] += (*added)[size_t(s)];
    if (!scored_all) continue;
    if (n == 2) {
      winner = hand_winner;
    } else {
      for (int s = 0; s < sides; ++s)  // TUT-81
        if (totals[size_t(s)] >= options_.target) winner = s;
    }
  }
  if (!scored_all) return;  // totals unknown: the match can't be judged
  CheckMatchResult(totals, winner);
  if (outcome_) {
    outcome_->result = {{"score", SidesJson(totals, sides)}};
    if (winner >= 0) outcome_->result["winner"] = winner;
  }
}

class TuteGame final : public Game {
 public:
  std::string_view Name() const override { return "tute"; }
  void Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
              MatchOutcome* outcome) const override {
    RecordReplay(record, options, reporter, outcome).Run();
  }
};

}  // namespace

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  Action action;
  Move& m = action.move;
  auto fail = [&](std::string message) {
    out.error = std::move(message);
    return out;
  };
  if (a.IsString()) {
    std::optional<Card> c = ParseCard(a.string, kDeck);
    if (!c) return fail(fmt::format("\"{}\" is not a card code (such as 12O or 3B)", a.string));
    m.card = *c;
    out.action = action;
    return out;
  }
  if (!a.IsObject())
    return fail(fmt::format("an action is a card code or an object, not {}",
                            json::TypeName(a.type)));
  int kinds = 0;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "seat") {
      action.seat = v.IsInt() ? long(v.integer) : -1;  // not a seat number: TUT-14 / TUT-11
      continue;
    }
    if (key == "comment") {
      if (!v.IsString()) return fail("`comment` must be a string");
      continue;
    }
    ++kinds;
    if (key == "card" || key == "exchange") {
      std::optional<Card> c = v.IsString() ? ParseCard(v.string, kDeck) : std::nullopt;
      if (!c) return fail(fmt::format("`{}` must be a card code such as 7O", key));
      m.kind = key == "card" ? MoveKind::kCard : MoveKind::kExchange;
      m.card = *c;
    } else if (key == "sing") {
      int suit = v.IsString() ? ParseSuit(v.string, kDeck) : -1;
      if (suit < 0) return fail("`sing` must be a suit: O, C, E or B");
      m.kind = MoveKind::kSing;
      m.suit = suit;
    } else if (key == "tute") {
      if (!v.IsString() || (v.string != "kings" && v.string != "knights"))
        return fail("`tute` must be \"kings\" or \"knights\"");
      m.kind = MoveKind::kTute;
      m.tute = v.string == "kings" ? TuteKind::kKings : TuteKind::kKnights;
    } else if (key == "capote" || key == "claim") {
      if (!v.IsBool() || !v.boolean) return fail(fmt::format("`{}` must be true", key));
      m.kind = key == "capote" ? MoveKind::kCapote : MoveKind::kClaim;
    } else {
      return fail(fmt::format("an action has no key \"{}\" (card, sing, exchange, tute, capote, "
                              "claim, seat, comment)", key));
    }
  }
  if (kinds != 1)
    return fail(kinds == 0 ? "the action says nothing: it needs one of card, sing, exchange, "
                             "tute, capote or claim"
                           : "an action does one thing: one of card, sing, exchange, tute, "
                             "capote or claim");
  out.action = action;
  return out;
}

Json HandResultJson(const HandScore& s, int players, int match_winner) {
  Json r = {{"points", SidesJson(s.points, s.sides)}, {"cantes", SidesJson(s.cantes, s.sides)}};
  if (s.last_trick >= 0) r["last_trick"] = s.last_trick;
  if (players != 2) {
    r["winner"] = s.winner;
    r["games"] = SidesJson(s.games, s.sides);
  } else if (match_winner >= 0) {
    r["winner"] = match_winner;
  }
  r["end"] = std::string(EndName(s.end));
  return r;
}

const Game& TheGame() {
  static const TuteGame game;
  return game;
}

}  // namespace replay::tute
