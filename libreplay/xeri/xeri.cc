// A Xeri record through the shared driver: options and player count, then each hand — the deal
// (xeri_deal.cc), the play through RunActions, the score, the claims (xeri_claims.cc) — and the
// board replay-show draws (xeri_board.cc); and the Game the registry lists.
#include "xeri/xeri.h"

#include <fmt/format.h>

#include "diloti/diloti_match.h"  // the facts of a fishing game's hand, as Diloti's
#include "engine/player_count.h"
#include "xeri/xeri_match.h"
#include "xeri/xeri_random.h"

namespace replay::xeri {
namespace {

// The play of one hand as the shared loop sees it; counts each seat's facts as it goes.
struct PlayList {
  State& state;
  const Options& options;
  std::array<diloti::SeatCounts, 4>& counts;
  int applied = 0;
  std::vector<TakeChoice>* takes = nullptr;  // ReplayOptions::want_play

  Take TakeOf(const Move& move, const Effect& e) const {
    return Take{MoveText(move), long(e.captured.Size()), CardPoints(e.captured, options), e.xeri};
  }

  int ToMove() const { return state.ToMove(); }
  std::optional<Violation> Over() const {  // XER-27
    if (!state.IsTerminal()) return std::nullopt;
    return Violation{"xeri/after-end", "XER-27",
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
    if (takes) {  // the review: each card's one legal action, its captures beside the move
      choice.seat = seat;
      for (const Move& legal : state.LegalMoves()) {
        Effect e;
        if (legal.capture && !state.Check(legal, &e)) choice.captures.push_back(TakeOf(legal, e));
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
    diloti::SeatCounts& f = counts[size_t(seat)];
    if (move.capture) ++f.captures;
    if (effect.xeri) {
      ++f.xeri;
      f.xeri_points += effect.xeri_value;  // XER-24: a Jack xeri's value is its own
      if (applied == 0) ++f.opening_xeri;
      if (applied + 1 == kActionsPerHand) ++f.last_card_xeri;
    }
    ++applied;
    return std::nullopt;
  }
  Message Legal(const Move&, const Violation&) const {
    std::vector<Move> legal = state.LegalMoves();
    Message list;
    for (size_t k = 0; k < legal.size() && k < 6; ++k) list += (k ? ", " : "") + MoveText(legal[k]);
    if (legal.size() > 6) list += Tr(" and {} more", legal.size() - 6);
    return Tr(". Legal here: {}", list.empty() ? Tr("none") : list);
  }
};

constexpr ActionList kPlay{"play", "xeri/bad-action", "XER-12", "play/wrong-seat", "XER-13"};

}  // namespace

bool XeriMatch::Begin(MatchContext& m) {
  OptionReader reader(m.record, m.options.overrides, m.reporter);
  options_ = ReadOptions(reader, int(m.record.players.size()));
  if (!reader.ok()) return false;
  players_ = options_.players;
  const size_t names = m.record.players.size();  // XER-1
  return CheckPlayerCount(m, "xeri/player-count", "XER-1", names == 2 || names == 4,
                          options_.players, Tr("Xeri is played by 2 or 4"));
}

HandOutcome XeriMatch::PlayHand(MatchContext& m, size_t h, const replay::Sides&) {
  const Hand& hand = m.record.hands[h];
  HandOutcome out;
  std::optional<PerSide> points;
  if (!hand.cards && !hand.play) {  // a score-sheet line (§8)
    points = CheckSheet(m, h);
    if (points && m.want_results()) {
      Fields& r = out.result.emplace();
      r.Add("points", replay::Sides(*points));
      if (auto c = ReadSides(hand.result->Find("cards"), 2)) r.Add("cards", *c);
      if (auto x = ReadSides(hand.result->Find("xeri"), 2)) r.Add("xeri", *x);
    }
    if (m.want_facts())
      out.facts = diloti::DilotiFacts(m.record, h, players_, "sheet", points, nullptr, nullptr);
    if (points) out.added = replay::Sides(*points);
    return out;
  }
  const size_t errors_before = m.errors();
  std::optional<Deal> deal = ReadDeal(m, h);
  if (!deal) return out;
  State state(options_, *deal);
  std::array<diloti::SeatCounts, 4> counts{};
  PlayList list{state, options_, counts};
  if (m.want_play()) list.takes = &out.takes.emplace();
  const Run run = RunActions(m, h, kPlay, hand.play, list);
  if (m.Showing()) {
    if (run != Run::kFailed) m.board = Board(m, h, *deal, state, list.applied);
    return out;
  }
  if (run == Run::kFailed) return out;
  if (!state.IsTerminal()) {  // XER-27
    if (!hand.IsPartial()) {
      m.Error(h, "xeri/incomplete", "XER-27", MatchContext::KeyPointer(h, "play"),
              Tr("the hand has {} actions of {}; mark an unfinished hand with "
                 "\"complete\": false", list.applied, kActionsPerHand));
      return out;
    }
    if (m.errors() != errors_before) return out;
    if (hand.result) {  // XER-53: a partial hand counts only through a score-sheet result
      points = CheckSheet(m, h);
      if (points && m.want_results()) out.result.emplace().Add("points", replay::Sides(*points));
    } else {
      points = PerSide{};
    }
    if (m.want_facts())
      out.facts =
          diloti::DilotiFacts(m.record, h, players_, "partial", points, nullptr, &counts);
    if (points) out.added = replay::Sides(*points);
    return out;
  }
  if (hand.IsPartial()) {
    m.Error(h, "xeri/complete-flag", "XER-27", MatchContext::KeyPointer(h, "complete"),
            Tr("the hand is marked \"complete\": false, but all 48 actions are there"));
    return out;
  }
  const HandScore score = ScoreHand(state.Piles(), state.Xeris(), state.XeriPoints(), options_);
  Fields computed;
  computed.Add("points", replay::Sides(score.points))
      .Add("cards", replay::Sides(score.cards))
      .Add("xeri", replay::Sides(score.xeri));
  const size_t before = m.errors();
  CheckHandResult(m, h, computed);
  if (m.errors() == before) points = score.points;
  if (m.want_results()) out.result = std::move(computed);
  if (m.want_facts())
    out.facts = diloti::DilotiFacts(m.record, h, players_, "full", points, &score, &counts);
  if (points) out.added = replay::Sides(*points);
  return out;
}

namespace {

class XeriGame final : public Game {
 public:
  std::string_view Name() const override { return "xeri"; }
  Deck DeckOf() const override { return kDeck; }
  std::unique_ptr<MatchRules> NewMatch() const override { return std::make_unique<XeriMatch>(); }
  std::string_view StatFamily() const override { return "fishing"; }
  ReviewKind Review() const override { return ReviewKind::kMoves; }
  nlohmann::json RandomMatch(RulesInput& rules, const nlohmann::json& json_rules, int max_hands,
                             std::mt19937_64& rng) const override {
    const Options options = ReadRules(rules, [&](OptionReader& o, Reporter&) {
      return ReadOptions(o, rules.names());
    });
    return xeri::RandomMatch(options, json_rules, max_hands, rng);
  }
};

}  // namespace

const Game& TheGame() {
  static const XeriGame game;
  return game;
}

}  // namespace replay::xeri
