// A Xeri record through the shared driver: options and player count, then each hand — the deal
// (xeri_deal.cc), the play through RunActions, the score, the claims (xeri_claims.cc) — and the
// board replay-show draws (xeri_board.cc); and the Game the registry lists.
#include "xeri/xeri.h"

#include <fmt/format.h>

#include "engine/player_count.h"
#include "xeri/xeri_match.h"
#include "xeri/xeri_random.h"

namespace replay::xeri {
namespace {

// The play of one hand as the shared loop sees it; counts each seat's facts as it goes.
struct PlayList {
  State& state;
  const Options& options;
  std::array<fishing::SeatCounts, 4>& counts;
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
    fishing::SeatCounts& f = counts[size_t(seat)];
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
  return fishing::PlayHand(m, h, *this, {"xeri/incomplete", "xeri/complete-flag", "XER-27"});
}

void XeriMatch::SheetFields(const json::Value&, Fields&) const {}  // §8: points, cards, xeri

fishing::Played XeriMatch::Play(MatchContext& m, size_t h, State& state,
                                std::array<fishing::SeatCounts, 4>& counts,
                                std::vector<TakeChoice>* takes) const {
  PlayList list{state, options_, counts};
  list.takes = takes;
  const Run run = RunActions(m, h, kPlay, m.record.hands[h].play, list);
  return {run, list.applied};
}

HandScore XeriMatch::Score(const State& state) const {
  return ScoreHand(state.Piles(), state.Xeris(), state.XeriPoints(), options_);
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
