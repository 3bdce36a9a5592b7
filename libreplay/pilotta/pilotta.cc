// A Pilotta record through the shared driver: options and player count, then each hand — the
// deal (pilotta_deal.cc), the auction and the play through RunActions, the score, the claims
// and score sheets (pilotta_claims.cc) — and the board replay-show draws (pilotta_board.cc).
#include "pilotta/pilotta.h"

#include <stdexcept>

#include <fmt/format.h>

#include "engine/player_count.h"
#include "pilotta/pilotta_match.h"
#include "pilotta/pilotta_random.h"

namespace replay::pilotta {
namespace {

// The auction as the shared loop sees it. A call is decoded (PIL-6) before the end is judged
// (PIL-13), then the seat (PIL-7), then PIL-8..12.
struct AuctionList {
  Auction& auction;
  int applied = 0;

  int ToMove() const { return auction.ToCall(); }
  std::optional<Violation> Over() const {  // PIL-13, whatever the call
    if (!auction.IsOver()) return std::nullopt;
    return auction.Check(Call{});
  }
  Decoded<Call> Decode(const json::Value& v) const {
    DecodedCall d = DecodeCall(v);
    return {std::move(d.call), d.seat, std::move(d.error)};
  }
  std::optional<Violation> Apply(const Call& call, std::string*) {
    if (auto v = auction.Apply(call)) return v;  // the auction is unchanged
    ++applied;
    return std::nullopt;
  }
  Message Legal(const Call&, const Violation&) const {
    return Tr(". Legal here: {}", auction.LegalText());
  }
};

// The play as the shared loop sees it (PIL-26, PIL-17, PIL-18, PIL-19..39).
struct PlayList {
  State& state;
  int applied = 0;
  TrickPlay* record = nullptr;  // receives each card played (ReplayOptions::want_play)

  int ToMove() const { return state.ToMove(); }
  std::optional<Violation> Over() const {
    if (!state.IsTerminal()) return std::nullopt;
    return Violation{"pilotta/play-after-end", "PIL-26",
                     Tr("the hand is over after 32 cards, but the record goes on")};
  }
  Decoded<Move> Decode(const json::Value& v) const {
    DecodedAction d = DecodeAction(v);
    return {std::move(d.move), d.seat, std::move(d.error)};
  }
  std::optional<Violation> Apply(const Move& move, std::string* where) {
    const int seat = state.ToMove();
    if (auto v = state.Apply(move, where)) return v;  // the state is unchanged
    ++applied;
    if (record) {
      record->seats.push_back(seat);
      record->cards.push_back(move.card);
    }
    return std::nullopt;
  }
  // The legal cards, when the card itself is wrong (PIL-19..25).
  Message Legal(const Move& move, const Violation&) const {
    CardSet legal = state.LegalCards();
    if (legal.Contains(move.card)) return "";
    std::string cards;
    for (Card c : legal) cards += (cards.empty() ? "" : ", ") + CardCode(c, kDeck);
    return Tr(". Legal here: {}", cards);
  }
};

void PlayWithoutContract(MatchContext& m, size_t h, const Auction& auction) {  // PIL-16
  m.Error(h, "pilotta/play-without-contract", "PIL-16", fmt::format("/hands/{}/play/0", h),
          auction.IsOver() ? Tr("all four players passed: the deal is void and nobody plays")
                           : Tr("the auction did not end with a contract, so no card can be played"),
          "play", 0);
}

constexpr ActionList kAuction{"auction", "pilotta/bad-call", "PIL-6", "pilotta/wrong-seat",
                              "PIL-7",   "call",             true};
constexpr ActionList kPlay{"play", "pilotta/bad-action", "PIL-17", "pilotta/wrong-seat", "PIL-18",
                           "play"};

}  // namespace

bool PilottaMatch::Begin(MatchContext& m) {
  OptionReader reader(m.record, m.options.overrides, m.reporter);
  options_ = ReadOptions(reader);
  if (!reader.ok()) return false;
  players_ = 4;
  return CheckPlayerCount(m, "pilotta/player-count", "PIL-1", m.record.players.size() == 4,
                          options_.players, Tr("Pilotta is played by 4 in two partnerships"));
}

HandOutcome PilottaMatch::PlayHand(MatchContext& m, size_t h, const replay::Sides&) {
  return m.record.hands[h].cards ? FullHand(m, h) : SheetHand(m, h);
}

bool PilottaMatch::RunAuction(MatchContext& m, size_t h, Auction& auction) {
  const Hand& hand = m.record.hands[h];
  AuctionList calls{auction};
  if (RunActions(m, h, kAuction, hand.auction, calls) == Run::kFailed) return false;
  if (!auction.IsOver() && !hand.IsPartial()) {  // PIL-14
    m.Error(h, "pilotta/auction-incomplete", "PIL-14", MatchContext::KeyPointer(h, "auction"),
            Tr("the auction stops after {} calls without an end (three passes after a "
                        "bid, or four passes); mark an unfinished hand with \"complete\": false",
                        hand.auction->size));
    return false;
  }
  return true;
}

void PilottaMatch::ShowHand(MatchContext& m, size_t h, const Deal& deal) {
  const Hand& hand = m.record.hands[h];
  Auction auction(deal.dealer);
  AuctionList calls{auction};
  const Run run = RunActions(m, h, kAuction, hand.auction, calls);
  if (run == Run::kFailed) return;
  const std::optional<Contract> contract = auction.Result();
  if (!contract) {
    if (run != Run::kStopped && hand.play && hand.play->size > 0)
      return PlayWithoutContract(m, h, auction);
    m.board = Board(m, h, deal, auction, nullptr, calls.applied);
    return;
  }
  State state(options_, deal, *contract);
  PlayList plays{state};
  if (run != Run::kStopped && RunActions(m, h, kPlay, hand.play, plays) == Run::kFailed) return;
  m.board = Board(m, h, deal, auction, &state, calls.applied + plays.applied);
}

HandOutcome PilottaMatch::FullHand(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  HandOutcome out;
  std::optional<Deal> deal = ReadDeal(m, h);
  if (!deal) return out;
  std::optional<int> dealer = Dealer(m, h);
  if (!dealer) return out;
  deal->dealer = *dealer;
  if (m.Showing()) {
    ShowHand(m, h, *deal);
    return out;
  }
  Auction auction(*dealer);
  if (!hand.auction && !hand.IsPartial()) {  // PIL-14
    m.Error(h, "pilotta/auction-incomplete", "PIL-14", MatchContext::HandPointer(h),
            "the hand has its cards but no `auction`; mark an unfinished hand with "
            "\"complete\": false");
    return out;
  }
  if (hand.auction && !RunAuction(m, h, auction)) return out;
  const size_t errors = m.errors();
  const std::optional<Contract> contract = auction.Result();
  std::optional<State> state;
  if (!contract) {
    if (hand.play && hand.play->size > 0) PlayWithoutContract(m, h, auction);
  } else {
    state.emplace(options_, *deal, *contract);
    PlayList plays{*state};
    if (m.want_play()) {
      TrickPlay& record = out.play.emplace();
      for (int s = 0; s < 4; ++s) record.hands[size_t(s)] = state->HandOf(s);
      record.trump = contract->trump;
      record.leader = state->ToMove();  // the eldest (PIL-19)
      record.partner_exception = state->PlayRules().partner_exception;
      record.must_undertrump = state->PlayRules().must_undertrump;
      record.must_head_all_suits = state->PlayRules().must_head_all_suits;
      plays.record = &*out.play;
    }
    if (RunActions(m, h, kPlay, hand.play, plays) != Run::kFailed && !state->IsTerminal() &&
        !hand.IsPartial())  // PIL-26
      m.Error(h, "pilotta/hand-incomplete", "PIL-26",
              hand.play ? MatchContext::KeyPointer(h, "play") : MatchContext::HandPointer(h),
              Tr("the hand has {} cards played of 32; mark an unfinished hand with "
                          "\"complete\": false", plays.applied));
  }
  if (m.errors() != errors) return out;
  CheckContractKey(m, h, auction.IsOver(), contract);
  if (m.errors() != errors) return out;
  // Results and facts are built only when asked for: validation doesn't need them.
  if (hand.IsPartial()) {  // PIL-47
    out.play.reset();  // the review wants hands played to their end
    RejectResultOnPartial(m, h);
    if (m.want_facts()) {
      out.facts = BasicFacts(hand, "partial");
      if (contract) out.facts->contract = ContractFactsOf(*contract, std::nullopt);
    }
    if (m.errors() == errors) out.added = replay::Sides::Zero(2);
    return out;
  }
  if (!contract) {  // a void deal
    CheckVoidResult(m, h, false);
    if (m.want_results()) out.result.emplace().Add("points", replay::Sides::Zero(2));
    if (m.want_facts()) out.facts = BasicFacts(hand, "full");
    out.added = replay::Sides::Zero(2);
    return out;
  }
  const HandScore score = ScoreHand(state->Facts(), options_);
  if (out.play) {
    // PIL-44 with the melds and pilotta this hand counted.
    out.play->made = score.made;
    out.play->bidding_side = contract->Side();
    out.play->made_with = [facts = state->Facts(), options = options_](int points) {
      return belote::MadeWithTrickPoints(
          points, facts.contract.Side(), kCapotTricks,
          [&](const std::array<long, 2>& tricks, int capot_side) {
            HandFacts f = facts;
            f.tricks = tricks;
            f.capot_side = capot_side;
            return Made(f, options);
          });
    };
  }
  Fields computed = ResultFields(score);
  CheckHandResult(m, h, computed);  // a mismatch doesn't stop the match: the replay's points
  if (m.want_results()) out.result = std::move(computed);
  if (m.want_facts()) out.facts = FullFacts(*state, score);
  out.added = SidesOf(score.points);
  return out;
}

HandOutcome PilottaMatch::SheetHand(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  HandOutcome out;
  if (hand.play) {
    m.Error(h, "pilotta/cards-shape", "PIL-3", MatchContext::HandPointer(h),
            Tr("a hand with `play` needs its `cards`; a score-sheet hand has only its contract and "
            "result"));
    return out;
  }
  // PIL-15: a sheet line may leave out its dealer, but one it names is a seat.
  if (!hand.auction && hand.node->Find("dealer") && !Dealer(m, h)) return out;
  std::optional<Auction> auction;
  if (hand.auction) {
    std::optional<int> dealer = Dealer(m, h);
    if (!dealer) return out;
    auction.emplace(*dealer);
    if (!RunAuction(m, h, *auction)) return out;
  }
  const size_t errors = m.errors();
  const std::optional<Contract> from_auction = auction ? auction->Result() : std::nullopt;
  std::optional<Contract> contract =
      CheckContractKey(m, h, auction && auction->IsOver(), from_auction);
  if (m.errors() != errors) return out;
  if (!contract) contract = from_auction;
  if (hand.IsPartial()) {  // PIL-47
    out.play.reset();  // the review wants hands played to their end
    RejectResultOnPartial(m, h);
    if (m.want_facts()) out.facts = BasicFacts(hand, "sheet");
    if (m.errors() == errors) out.added = replay::Sides::Zero(2);
    return out;
  }
  if (!contract) {  // PIL-52: a passed-out deal still writes its points, [0, 0]
    if (!hand.result || !hand.result->Find("points")) {
      m.Error(h, "pilotta/sheet-missing", "PIL-52", MatchContext::KeyPointer(h, "result"),
              hand.result    ? Tr("a score-sheet result needs the written `points`")
              : hand.auction ? Tr("a score-sheet hand needs its `result` with the written `points`")
                             : Tr("a hand needs its cards, or a score-sheet `result` with its "
                                  "contract"));
      return out;
    }
    CheckVoidResult(m, h, true);
    if (m.errors() != errors) return out;
    if (m.want_results()) out.result.emplace().Add("points", replay::Sides::Zero(2));
    if (m.want_facts()) out.facts = BasicFacts(hand, "sheet");
    out.added = replay::Sides::Zero(2);
    return out;
  }
  std::optional<SheetLine> line = CheckSheet(m, h, *contract, options_);
  if (!line) return out;
  if (m.want_results()) out.result = SheetFields(*hand.result, *line);
  if (m.want_facts()) out.facts = SheetFacts(hand, *line, options_);
  out.added = SidesOf(line->points);
  return out;
}

namespace {

class PilottaGame final : public Game {
 public:
  std::string_view Name() const override { return "pilotta"; }
  Deck DeckOf() const override { return kDeck; }
  std::vector<std::string_view> ExtraHandKeys() const override { return {"contract"}; }
  std::unique_ptr<MatchRules> NewMatch() const override {
    return std::make_unique<PilottaMatch>();
  }
  std::string_view StatFamily() const override { return "belote"; }
  ReviewKind Review() const override { return ReviewKind::kTricks; }
  std::vector<std::string_view> SheetKeys() const override { return {"auction"}; }  // PIL-55
  nlohmann::json RandomMatch(RulesInput& rules, const nlohmann::json& json_rules, int max_hands,
                             std::mt19937_64& rng) const override {
    const Options options =
        ReadRules(rules, [](OptionReader& o, Reporter&) { return ReadOptions(o); });
    if (options.players != 4)
      throw std::invalid_argument("[pilotta/player-count] Pilotta is played by 4 (PIL-1)");
    return pilotta::RandomMatch(options, json_rules, {"Ανδρέας", "Χριστίνα", "Μάριος", "Ελένη"},
                                max_hands, rng);
  }
};

}  // namespace

const Game& TheGame() {
  static const PilottaGame game;
  return game;
}

}  // namespace replay::pilotta
