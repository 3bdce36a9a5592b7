// A Diloti record through the shared driver: options and player count, then each hand — the
// deal (diloti_deal.cc), the play through RunActions, the score, the claims (diloti_claims.cc)
// — and the board replay-show draws (diloti_board.cc).
#include "diloti/diloti.h"

#include <fmt/format.h>

#include "diloti/diloti_match.h"
#include "diloti/diloti_random.h"
#include "diloti/diloti_scoring.h"
#include "diloti/diloti_state.h"
#include "engine/move_text.h"
#include "engine/player_count.h"

namespace replay::diloti {
namespace {

// The play of one hand as the shared loop sees it; counts each seat's facts as it goes.
struct PlayList {
  State& state;
  std::array<SeatCounts, 4>& counts;
  long per_xeri;  // DIL-51: rules.xeri_points
  int applied = 0;
  std::vector<TakeChoice>* takes = nullptr;  // ReplayOptions::want_play
  long xeri_points = 10;                     // the rules' (TakeChoice::xeri_points)

  // What `move` takes at once, by the state's own check.
  Take TakeOf(const Move& move, const Effect& e) const {
    return Take{MoveText(move), long(e.captured.Size()), CardPoints(e.captured), e.xeri};
  }

  int ToMove() const { return state.ToMove(); }
  std::optional<Violation> Over() const {  // DIL-43
    if (!state.IsTerminal()) return std::nullopt;
    return Violation{"diloti/after-end", "DIL-43",
                     Tr("the hand is over after {} actions, but the record goes on",
                                 kActionsPerHand)};
  }
  Decoded<Move> Decode(const json::Value& v) const {
    DecodedAction d = DecodeAction(v);
    return {std::move(d.move), d.seat, std::move(d.error)};
  }
  std::optional<Violation> Apply(const Move& move, std::string*) {
    const int seat = state.ToMove();
    TakeChoice choice;
    if (takes) {
      choice.seat = seat;
      choice.xeri_points = xeri_points;
      for (const Move& legal : state.LegalMoves()) {
        Effect e;
        if (state.Check(legal, &e)) continue;  // LegalMoves keeps what Check accepts
        if (legal.kind == MoveKind::kCapture) choice.captures.push_back(TakeOf(legal, e));
        if (legal.kind == MoveKind::kBuild) ++choice.builds;
      }
    }
    Effect effect;
    if (auto v = state.Apply(move, &effect)) return v;
    if (takes) {
      Move played = move;
      played.xeri.reset();  // the notation of the move itself, not the record's claim
      choice.played = TakeOf(played, effect);
      takes->push_back(std::move(choice));
    }
    SeatCounts& f = counts[size_t(seat)];
    if (move.kind == MoveKind::kCapture) ++f.captures;
    if (move.kind == MoveKind::kBuild) ++(effect.raise ? f.raises : f.builds);
    if (effect.xeri) {
      ++f.xeri;
      f.xeri_points += per_xeri;
      if (applied == 0) ++f.opening_xeri;
      if (applied + 1 == kActionsPerHand) ++f.last_card_xeri;
    }
    ++applied;
    return std::nullopt;
  }
  Message Legal(const Move&, const Violation&) const {
    std::vector<Move> legal = state.LegalMoves();
    Message list;
    // In the players' words (engine/move_text.h), as every move a person reads.
    for (size_t k = 0; k < legal.size() && k < 6; ++k)
      list += (k ? ", " : "") + MoveWords(nlohmann::json::parse(MoveText(legal[k])));
    if (legal.size() > 6) list += Tr(" and {} more", legal.size() - 6);
    return Tr(". Legal here: {}", list.empty() ? Tr("none") : list);
  }
};

constexpr ActionList kPlay{"play", "diloti/bad-action", "DIL-12", "play/wrong-seat", "DIL-13"};

}  // namespace

bool DilotiMatch::Begin(MatchContext& m) {
  OptionReader reader(m.record, m.options.overrides, m.reporter);
  options_ = ReadOptions(reader, int(m.record.players.size()));
  if (!reader.ok()) return false;
  players_ = options_.players;
  const size_t names = m.record.players.size();  // DIL-1
  return CheckPlayerCount(m, "diloti/player-count", "DIL-1", names == 2 || names == 4,
                          options_.players, Tr("Diloti is played by 2 or 4"));
}

HandOutcome DilotiMatch::PlayHand(MatchContext& m, size_t h, const replay::Sides&) {
  const Hand& hand = m.record.hands[h];
  HandOutcome out;
  std::optional<PerSide> points;
  if (!hand.cards && !hand.play) {  // a score-sheet line
    points = CheckSheet(m, h);
    if (points && m.want_results()) {
      Fields& r = out.result.emplace();
      r.Add("points", replay::Sides(*points));
      if (auto c = ReadSides(hand.result->Find("cards"), 2)) r.Add("cards", *c);
      if (auto x = ReadSides(hand.result->Find("xeri"), 2)) r.Add("xeri", *x);
      if (const json::Value* p = hand.result->Find("penalty")) r.Add("penalty", long(p->integer));
    }
    if (m.want_facts()) out.facts = DilotiFacts(m.record, h, players_, "sheet", points, nullptr,
                                                nullptr);
    if (points) out.added = replay::Sides(*points);
    return out;
  }
  const size_t errors_before = m.errors();
  std::optional<Deal> deal = ReadDeal(m, h);
  if (!deal) return out;
  State state(options_, *deal);
  std::array<SeatCounts, 4> counts{};
  PlayList list{state, counts, options_.xeri_points};
  if (m.want_play()) list.takes = &out.takes.emplace();
  const Run run = RunActions(m, h, kPlay, hand.play, list);
  if (m.Showing()) {
    if (run != Run::kFailed) m.board = Board(m, h, *deal, state, list.applied);
    return out;
  }
  if (run == Run::kFailed) return out;
  if (!state.IsTerminal()) {
    if (!hand.IsPartial()) {
      m.Error(h, "diloti/incomplete", "DIL-43", MatchContext::KeyPointer(h, "play"),
              Tr("the hand has {} actions of {}; mark an unfinished hand with "
                          "\"complete\": false", list.applied, kActionsPerHand));
      return out;
    }
    if (m.errors() != errors_before) return out;
    // DIL-53: a partial hand counts only through a score-sheet result.
    if (hand.result) {
      points = CheckSheet(m, h);
      if (points && m.want_results()) out.result.emplace().Add("points", replay::Sides(*points));
    } else {
      points = PerSide{};
    }
    if (m.want_facts())
      out.facts = DilotiFacts(m.record, h, players_, "partial", points, nullptr, &counts);
    if (points) out.added = replay::Sides(*points);
    return out;
  }
  if (hand.IsPartial()) {
    m.Error(h, "diloti/complete-flag", "DIL-43", MatchContext::KeyPointer(h, "complete"),
            Tr("the hand is marked \"complete\": false, but all 48 actions are there"));
    return out;
  }
  const HandScore score = ScoreHand(state.Piles(), state.Xeris(), options_);
  Fields computed;
  computed.Add("points", replay::Sides(score.points))
      .Add("cards", replay::Sides(score.cards))
      .Add("xeri", replay::Sides(score.xeri));
  const size_t before = m.errors();
  CheckHandResult(m, h, computed);
  if (m.errors() == before) points = score.points;
  if (m.want_results()) out.result = std::move(computed);
  if (m.want_facts())
    out.facts = DilotiFacts(m.record, h, players_, "full", points, &score, &counts);
  if (points) out.added = replay::Sides(*points);
  return out;
}

HandFacts DilotiFacts(const Record& record, size_t h, int players, std::string_view level,
                      const std::optional<PerSide>& points, const HandScore* score,
                      const std::array<SeatCounts, 4>* seats) {
  HandFacts f;
  f.level = level;
  f.dealer = record.hands[h].dealer;
  if (points) f.points = replay::Sides(*points);
  if (score)
    for (size_t side = 0; side < 2; ++side) {
      SideFacts& s = f.sides.emplace_back();
      s.cards = score->cards[side];
      s.xeri = score->xeri[side];
    }
  if (seats)
    for (int seat = 0; seat < players; ++seat) {
      const SeatCounts& x = (*seats)[size_t(seat)];
      SeatFacts& s = f.seats.emplace_back();
      s.xeri = x.xeri;
      s.opening_xeri = x.opening_xeri;
      s.last_card_xeri = x.last_card_xeri;
      s.xeri_points = x.xeri_points;
      s.captures = x.captures;
      s.builds = x.builds;
      s.raises = x.raises;
    }
  return f;
}

namespace {

class DilotiGame final : public Game {
 public:
  std::string_view Name() const override { return "diloti"; }
  Deck DeckOf() const override { return kDeck; }
  std::unique_ptr<MatchRules> NewMatch() const override { return std::make_unique<DilotiMatch>(); }
  std::string_view StatFamily() const override { return "fishing"; }
  ReviewKind Review() const override { return ReviewKind::kMoves; }
  nlohmann::json RandomMatch(RulesInput& rules, const nlohmann::json& json_rules, int max_hands,
                             std::mt19937_64& rng) const override {
    const Options options = ReadRules(rules, [&](OptionReader& o, Reporter&) {
      return ReadOptions(o, rules.names());
    });
    return diloti::RandomMatch(options, json_rules, max_hands, rng);
  }
};

}  // namespace

const Game& TheGame() {
  static const DilotiGame game;
  return game;
}

}  // namespace replay::diloti
