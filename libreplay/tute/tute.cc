// A Tute record through the shared driver: options and player count, then each hand — the deal
// (tute_deal.cc), the play through RunActions, the score, the claims and score sheets
// (tute_claims.cc), the facts (tute_facts.cc) — and the board replay-show draws (tute_board.cc).
#include "tute/tute.h"

#include <fmt/format.h>

#include "engine/player_count.h"
#include "tute/tute_deal.h"
#include "tute/tute_match.h"
#include "tute/tute_random.h"

namespace replay::tute {
namespace {

// One entry of `play` decoded: an action, or an entry that is no action after the end of the
// hand (TUT-65: that is `tute/after-end`, not `tute/bad-action`).
struct Step {
  Action action;
  bool after_end = false;
};

// The play of one hand as the shared loop sees it. The loop asks ToMove once per entry, before
// decoding it; Tute reports the seat an action other than a card or claim names (TUT-14), so
// ToMove decodes the entry there and Decode hands the same decoding on.
struct PlayList {
  State& state;
  const json::Value* entries;
  int applied = 0;
  TutePlay* record = nullptr;  // receives the cards and cantes (ReplayOptions::want_play)
  mutable uint32_t index = 0;
  mutable const json::Value* decoded_entry = nullptr;
  mutable DecodedAction decoded;

  int ToMove() const {
    int seat = state.ToMove();
    decoded_entry = &entries->items[index++];
    decoded = DecodeAction(*decoded_entry);
    if (const std::optional<Action>& a = decoded.action;
        a && a->seat && *a->seat >= 0 && *a->seat < state.options().players &&
        a->move.kind != MoveKind::kCard && a->move.kind != MoveKind::kClaim)
      seat = int(*a->seat);
    return seat;
  }
  // Acting after the end is the state's to report (TUT-65), as the rest of the action.
  std::optional<Violation> Over() const { return std::nullopt; }
  // Reads the decoding ToMove kept in place: an action is copied out (a few bytes); only an
  // error moves its message.
  Decoded<Step> Decode(const json::Value& v) const {
    if (&v != decoded_entry) decoded = DecodeAction(v);
    decoded_entry = nullptr;
    if (decoded.action) return {Step{*decoded.action, false}, std::nullopt, {}};
    if (state.Ended()) return {Step{{}, true}, std::nullopt, {}};
    return {std::nullopt, std::nullopt, std::move(decoded.error)};
  }
  std::optional<Violation> Apply(const Step& step, std::string*) {
    if (step.after_end)
      return Violation{"tute/after-end", "TUT-65", Tr("the hand is over, but the record goes on")};
    if (!record) {  // validation: nothing reads the position before the action
      if (auto v = state.Apply(step.action)) return v;
      ++applied;
      return std::nullopt;
    }
    // Record reads the position the action was made in. An optional<State> here for both
    // paths cost a 520-byte clear per action in validation too.
    const State before = state;
    if (auto v = state.Apply(step.action)) return v;
    ++applied;
    Record(before, step.action);
    return std::nullopt;
  }
  // The review's play starts at the first card once the hand is a pure card game (2 players:
  // after the stock); what came before is summed up in points and suits sung.
  void Record(const State& before, const Action& a) {
    const Move& m = a.move;
    const bool card = m.kind == MoveKind::kCard;
    if (card && !before.InTrick() &&
        before.TricksPlayed() == before.options().StockTricks()) {
      const Options& o = before.options();
      TutePlay& r = *record;
      r.players = o.players;
      r.must_undertrump = o.must_undertrump;
      r.partner_exempt = o.partner_exempt;
      r.one_cante_per_trick = o.one_cante_per_trick;
      r.forty_first = o.forty_first;
      r.cante_after_stock = o.cante_after_stock;
      r.last_trick_bonus = int(o.last_trick_bonus);
      r.trump = before.Trump();
      r.first_trick = before.TricksPlayed();
      r.leader = before.ToMove();
      const HandFacts f = before.Facts();
      for (int s = 0; s < Sides(o.players); ++s)
        r.won[size_t(s)] = int(f.card_points[size_t(s)] + f.cantes[size_t(s)]);
      for (int i = 0; i < before.CanteCount(); ++i)
        r.sung |= 1u << before.Cantes()[size_t(i)].suit;
      started = true;
    }
    if (!started || (!card && m.kind != MoveKind::kSing)) return;
    const int seat = a.seat && !card ? int(*a.seat) : before.ToMove();
    TutePlay::Action& out = record->actions.emplace_back();
    out.index = applied - 1;
    out.seat = seat;
    if (card) {
      out.card = m.card;
      record->hands[size_t(seat)].Add(m.card);  // every card held at the start is played
    } else {
      out.sing = m.suit;
    }
  }
  bool started = false;
  Message Legal(const Step& step, const Violation&) const {
    if (step.after_end || step.action.move.kind != MoveKind::kCard || state.Ended()) return "";
    std::string list;
    for (Card c : state.LegalCards()) list += (list.empty() ? "" : ", ") + Code(c);
    return list.empty() ? Message() : Tr(". Legal cards: {}", list);
  }
};

// Seats are the state's to check (TUT-11, TUT-14): no wrong-seat check in the loop.
constexpr ActionList kPlay{"play", "tute/bad-action", "TUT-13", "", ""};

}  // namespace

bool TuteMatch::Begin(MatchContext& m) {
  OptionReader reader(m.record, m.options.overrides, m.reporter);
  const int names = int(m.record.players.size());
  options_ = ReadOptions(reader, m.record, m.reporter, names);
  if (!reader.ok()) return false;
  // TUT-1
  if (!CheckPlayerCount(m, "tute/player-count", "TUT-1", names >= 2 && names <= 4,
                        options_.players, Tr("tute is played by 2, 3 or 4")))
    return false;
  players_ = options_.players;
  return true;
}

long TuteMatch::DueDealer(MatchContext& m, size_t h) {
  return options_.players == 2 ? due_2p_ : MatchRules::DueDealer(m, h);
}

Message TuteMatch::RotationMessage(long dealer, long due) const {
  if (options_.players != 2) return MatchRules::RotationMessage(dealer, due);
  return Tr("seat {} deals, but the winner of the last trick of the previous hand "
                     "deals: seat {} was due", dealer, due);
}

int TuteMatch::Winner(const replay::Sides& totals, const HandOutcome&) {
  return options_.players == 2 ? hand_winner_ : TargetWinner(totals, Target());
}

std::optional<TuteMatch::Played> TuteMatch::PlayOut(MatchContext& m, size_t h,
                                                    const Deal& deal, TutePlay* record) {
  const Hand& hand = m.record.hands[h];
  State state(options_, deal, /*claim_allowed=*/h > 0);
  PlayList list{state, hand.play, 0, record, 0, nullptr, {}, false};
  const Run run = RunActions(m, h, kPlay, hand.play, list);
  if (m.Showing()) {
    if (run != Run::kFailed) m.board = Board(m, h, state, list.applied);
    return std::nullopt;
  }
  if (run == Run::kFailed) return std::nullopt;
  if (!state.Ended()) {  // TUT-66
    if (hand.IsPartial()) return Played{state, false};
    m.Error(h, "tute/incomplete", "TUT-66", MatchContext::KeyPointer(h, "play"),
            Tr("the play stops after {} of {} tricks; mark an unfinished hand with "
                        "\"complete\": false", state.TricksPlayed(), options_.Tricks()));
    return std::nullopt;
  }
  if (hand.IsPartial()) {
    m.Error(h, "tute/complete-flag", "TUT-66", MatchContext::KeyPointer(h, "complete"),
            Tr("the hand is marked \"complete\": false, but its play reaches the end of the "
               "hand"));
    return std::nullopt;
  }
  return Played{state, true};
}

HandOutcome TuteMatch::PlayHand(MatchContext& m, size_t h, const replay::Sides& totals) {
  const Hand& hand = m.record.hands[h];
  const int n = options_.players, sides = SideCount();
  HandOutcome out;
  due_2p_ = -1;
  hand_winner_ = -1;
  if (const json::Value* d = hand.node->Find("dealer");  // TUT-5 on a score-sheet line
      d && !(hand.cards || hand.play) && (!d->IsInt() || d->integer < 0 || d->integer >= n)) {
    m.Error(h, "tute/dealer", "TUT-5", MatchContext::KeyPointer(h, "dealer"),
            Tr("`dealer` must be a seat number from 0 to {}", n - 1));
    return out;
  }
  if (hand.auction) {
    m.Error(h, "record/shape", "", MatchContext::KeyPointer(h, "auction"), Tr("tute has no auction"));
    return out;
  }
  std::optional<PerSide> added;  // what the hand adds to the match totals
  auto take_sheet = [&](std::optional<Sheet> sheet) {
    if (!sheet) return;
    added = sheet->added;
    hand_winner_ = sheet->match_winner;
    due_2p_ = sheet->last_trick;
    out.added = replay::Sides(*added, sides);
    if (m.want_results()) out.result = std::move(sheet->result);
  };
  if (!hand.cards && !hand.play) {  // a score-sheet line
    std::optional<Sheet> sheet = ScoreSheet(m, h, totals);
    const std::optional<PerSide> points = sheet ? std::optional(sheet->points) : std::nullopt;
    take_sheet(std::move(sheet));
    if (added && m.want_facts())
      out.facts = FactsOf(m.record, h, options_, "sheet", nullptr, added, points);
    return out;
  }
  std::optional<Deal> deal = ReadDeal(m.record, h, options_, m.reporter);
  if (!deal) return out;
  TutePlay play;
  std::optional<Played> played = PlayOut(m, h, *deal, m.want_play() ? &play : nullptr);
  if (!played) return out;
  // The review needs the hand played to its last trick (not ended by a tute or a capote).
  if (m.want_play() && played->complete && played->state.TricksPlayed() == options_.Tricks())
    out.tute_play = std::move(play);
  if (!played->complete) {  // TUT-78: a partial hand counts only through a score-sheet result
    if (hand.result) {
      take_sheet(ScoreSheet(m, h, totals));
    } else {
      added = PerSide{};
      out.added = replay::Sides::Zero(sides);
    }
    if (m.want_facts())
      out.facts = FactsOf(m.record, h, options_, "partial", &played->state, added, std::nullopt);
    return out;
  }
  const tute::HandFacts facts = played->state.Facts();
  const HandScore score = ScoreHand(facts, options_);
  int match_winner = -1;
  if (n == 2) {  // TUT-80, TUT-84
    PerSide after{};
    for (int s = 0; s < sides; ++s) after[size_t(s)] = totals[s] + score.points[size_t(s)];
    match_winner = MatchWinner2p(after, options_.target, score.end, facts.decider,
                                 facts.capote_made, score.last_trick);
    due_2p_ = score.last_trick;
  }
  Fields computed = HandResult(score, n, match_winner);
  const size_t before = m.errors();
  CheckHandResult(m, h, computed);
  if (m.errors() == before) {
    added = n == 2 ? score.points : score.games;
    hand_winner_ = match_winner;
    out.added = replay::Sides(*added, sides);
  }
  if (m.want_results()) out.result = std::move(computed);
  if (m.want_facts())
    out.facts = FactsOf(m.record, h, options_, "full", &played->state,
                        added.value_or(PerSide{}), score.points);
  return out;
}

Fields HandResult(const HandScore& s, int players, int match_winner) {
  Fields r;
  r.Add("points", replay::Sides(s.points, s.sides)).Add("cantes", replay::Sides(s.cantes, s.sides));
  if (s.last_trick >= 0) r.Add("last_trick", long(s.last_trick));
  if (players != 2) {
    r.Add("winner", long(s.winner)).Add("games", replay::Sides(s.games, s.sides));
  } else if (match_winner >= 0) {
    r.Add("winner", long(match_winner));
  }
  r.Add("end", std::string(EndName(s.end)));
  return r;
}

namespace {

class TuteGame final : public Game {
 public:
  std::string_view Name() const override { return "tute"; }
  Deck DeckOf() const override { return kDeck; }
  std::unique_ptr<MatchRules> NewMatch() const override { return std::make_unique<TuteMatch>(); }
  std::string_view StatFamily() const override { return "tute"; }
  ReviewKind Review() const override { return ReviewKind::kTricks; }
  nlohmann::json RandomMatch(RulesInput& rules, const nlohmann::json& json_rules, int max_hands,
                             std::mt19937_64& rng) const override {
    const Options options = ReadRules(rules, [&](OptionReader& o, Reporter& reporter) {
      return ReadOptions(o, rules.record(), reporter, rules.names());
    });
    return tute::RandomMatch(options, json_rules, max_hands, rng);
  }
};

}  // namespace

const Game& TheGame() {
  static const TuteGame game;
  return game;
}

}  // namespace replay::tute
