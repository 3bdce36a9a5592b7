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
  std::array<fishing::SeatCounts, 4>& counts;
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
    fishing::SeatCounts& f = counts[size_t(seat)];
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
  return fishing::PlayHand(m, h, *this, {"diloti/incomplete", "diloti/complete-flag", "DIL-43"});
}

void DilotiMatch::SheetFields(const json::Value& result, Fields& fields) const {
  if (const json::Value* p = result.Find("penalty")) fields.Add("penalty", long(p->integer));
}

fishing::Played DilotiMatch::Play(MatchContext& m, size_t h, State& state,
                                  std::array<fishing::SeatCounts, 4>& counts,
                                  std::vector<TakeChoice>* takes) const {
  PlayList list{state, counts, options_.xeri_points};
  list.takes = takes;
  const Run run = RunActions(m, h, kPlay, m.record.hands[h].play, list);
  return {run, list.applied};
}

HandScore DilotiMatch::Score(const State& state) const {
  return ScoreHand(state.Piles(), state.Xeris(), options_);
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
