// A Bourlot record through the shared driver: options and player count, then each hand — the
// deal (bourlot_deal.cc), the auction and the play through RunActions, the score, the claims
// (bourlot_claims.cc) or a score-sheet line (bourlot_sheet.cc) — and the board replay-show
// draws (bourlot_board.cc).
#include "bourlot/bourlot.h"

#include <stdexcept>

#include "bourlot/bourlot_match.h"
#include "bourlot/bourlot_random.h"
#include "engine/player_count.h"

namespace replay::bourlot {
namespace {

// The auction of one hand as the shared loop sees it. An exchange names its own seat (BRL-16),
// which Auction checks itself; the diagnostic of an exchange is the seat the entry names.
struct AuctionList {
  Auction& auction;
  const json::Value* entries;
  int applied = 0;

  int ToMove() const {
    int seat = auction.Ended() ? -1 : auction.ToCall();
    if (entries && uint32_t(applied) < entries->size) {
      DecodedCall next = DecodeCall(entries->items[applied]);
      if (next.call && next.call->kind == CallKind::kExchange && next.call->seat)
        seat = *next.call->seat;
    }
    return seat;
  }
  std::optional<Violation> Over() const { return std::nullopt; }  // BRL-11 is Auction's
  Decoded<Call> Decode(const json::Value& v) const {
    DecodedCall d = DecodeCall(v);
    return {std::move(d.call), std::nullopt, std::move(d.error)};
  }
  std::optional<Violation> Apply(const Call& call, std::string*) {
    std::optional<Violation> v = auction.Apply(call);
    if (!v) ++applied;
    return v;
  }
  Message Legal(const Call&, const Violation&) const {
    std::string legal;
    for (const Call& c : auction.LegalCalls()) legal += (legal.empty() ? "" : ", ") + CallText(c);
    return legal.empty() ? Message() : Tr(". Legal here: {}", legal);
  }
};

// The play of one hand; PlayState's messages list the legal cards themselves.
struct PlayList {
  PlayState& state;
  int applied = 0;
  TrickPlay* record = nullptr;  // receives each card played (ReplayOptions::want_play)

  int ToMove() const { return state.IsTerminal() ? -1 : state.ToMove(); }
  std::optional<Violation> Over() const {  // BRL-27
    if (!state.IsTerminal()) return std::nullopt;
    return Violation{"bourlot/play-after-end", "BRL-27",
                     Tr("the hand is over after 8 tricks (32 cards), but the record goes on")};
  }
  Decoded<PlayAction> Decode(const json::Value& v) const {
    DecodedPlay d = DecodePlay(v);
    std::optional<long> seat = d.action ? d.action->seat : std::nullopt;
    return {std::move(d.action), seat, std::move(d.error)};
  }
  std::optional<Violation> Apply(const PlayAction& a, std::string*) {
    const int seat = state.ToMove();
    std::optional<Violation> v = state.Apply(a);
    if (!v) {
      ++applied;
      if (record) {
        record->seats.push_back(seat);
        record->cards.push_back(a.card);
      }
    }
    return v;
  }
  Message Legal(const PlayAction&, const Violation&) const { return ""; }
};

constexpr ActionList kAuction{"auction", "bourlot/bad-call", "BRL-7", {}, {}, "call"};
constexpr ActionList kPlay{"play", "bourlot/bad-action", "BRL-19", "bourlot/wrong-seat", "BRL-20",
                           "play"};

}  // namespace

bool BourlotMatch::Begin(MatchContext& m) {
  OptionReader reader(m.record, m.options.overrides, m.reporter);
  options_ = ReadOptions(reader);
  if (!reader.ok()) return false;
  players_ = kSeats;
  return CheckPlayerCount(m, "bourlot/player-count", "BRL-1", m.record.players.size() == kSeats,
                          options_.players, Tr("Bourlot is played by 4 in two partnerships"));
}

Run BourlotMatch::RunAuction(MatchContext& m, size_t h, Auction& auction, int* applied) {
  AuctionList list{auction, m.record.hands[h].auction};
  const Run run = RunActions(m, h, kAuction, list.entries, list);
  if (applied) *applied = list.applied;
  return run;
}

HandOutcome BourlotMatch::PlayHand(MatchContext& m, size_t h, const replay::Sides&) {
  const Hand& hand = m.record.hands[h];
  return hand.cards || hand.play ? PlayDealtHand(m, h) : PlaySheetHand(m, h);
}

HandOutcome BourlotMatch::PlayDealtHand(MatchContext& m, size_t h) {
  const Hand& hand = m.record.hands[h];
  HandOutcome out;
  if (!hand.cards) {
    m.Error(h, "bourlot/cards-shape", "BRL-3", MatchContext::HandPointer(h),
            Tr("a hand with `play` needs its `cards`; a score-sheet hand has no play"));
    return out;
  }
  std::optional<Card> turned = CheckCardsShape(m, h);  // BRL-3
  if (!turned || !CheckDealer(m, h)) return out;       // BRL-13
  const json::Value& lists = *hand.cards->Find("hands");
  AuctionView view;
  view.turned = *turned;
  for (uint32_t s = 0; s < kSeats; ++s)
    for (uint32_t i = 0; i < lists.items[s].size && i < kFirstCards; ++i) {
      const json::Value& e = lists.items[s].items[i];
      if (std::optional<Card> c = e.IsString() ? ParseCard(e.string, kDeck) : std::nullopt)
        view.first_five[s].Add(*c);
    }
  Auction auction(options_, int(*hand.dealer), view);
  int calls = 0;
  const Run bidding = RunAuction(m, h, auction, &calls);
  if (bidding == Run::kFailed) return out;
  const int recorded_calls = hand.auction ? int(hand.auction->size) : 0;
  if (m.Showing() && calls < recorded_calls) {  // stopped inside the auction
    m.board = Board(m, h, auction, view, nullptr, calls, 0);
    return out;
  }
  // The `contract` is a claim: judged after the play, like `result` (BRL-56, BRL-57).
  auto check_contract = [&] {
    bool ok = true;
    CheckContract(m, h, &auction, ok);
  };
  if (!auction.Ended() && !hand.IsPartial()) {  // BRL-12
    m.Error(h, "bourlot/auction-incomplete", "BRL-12", MatchContext::KeyPointer(h, "auction"),
            Tr("the auction stops after {} calls without a buyer; it ends at a purchase "
                        "or after 8 passes (mark an unfinished hand \"complete\": false)",
                        auction.CallsMade()));
    return out;
  }
  std::optional<std::array<CardSet, kSeats>> start = ReadLists(m, h, auction, *turned);
  if (!start) return out;  // BRL-4..6
  const uint32_t entries = hand.play ? hand.play->size : 0;
  if (auction.Buyer() < 0) {
    if (entries > 0) {  // BRL-18
      m.Error(h, "bourlot/play-without-buyer", "BRL-18", MatchContext::HandPointer(h) + "/play/0",
              auction.IsVoid() ? Tr("all eight calls passed: the deal is void and nobody plays")
                               : Tr("nobody has bought yet, so no card can be played"),
              "play", 0, -1);
      return out;
    }
    if (m.Showing()) {
      m.board = Board(m, h, auction, view, nullptr, calls, 0);
      return out;
    }
    check_contract();
    if (hand.IsPartial()) return PartialHand(m, h, nullptr, nullptr);
    if (!CheckVoidResult(m, h, "bourlot/result-mismatch", "BRL-45")) return out;
    out.added = replay::Sides::Zero(2);
    if (m.want_results()) out.result.emplace().Add("points", out.added.value()).Add("hanging", 0L);
    if (m.want_facts()) {
      replay::HandFacts& f = out.facts.emplace(BaseFacts(m.record, h, "full"));
      f.points = replay::Sides::Zero(2);
      f.extra.emplace_back("passed", true);
    }
    return out;
  }
  PlayState state(options_, auction.Eldest(), auction.Buyer(), auction.Trump(), *start);
  PlayList play{state};
  TrickPlay record;
  if (m.want_play()) {
    for (int s = 0; s < kSeats; ++s) record.hands[size_t(s)] = state.HandOf(s);
    record.trump = auction.Trump();
    record.leader = auction.Eldest();
    record.partner_exception = options_.partner_exception;
    record.must_undertrump = options_.must_undertrump;
    play.record = &record;
  }
  const Run run = RunActions(m, h, kPlay, hand.play, play);
  if (m.Showing()) {
    if (run != Run::kFailed) m.board = Board(m, h, auction, view, &state, calls, play.applied);
    return out;
  }
  if (run == Run::kFailed) return out;
  if (!state.IsTerminal() && !hand.IsPartial()) {  // BRL-27
    m.Error(h, "bourlot/hand-incomplete", "BRL-27", MatchContext::KeyPointer(h, "play"),
            Tr("the hand has {} plays of 32; mark an unfinished hand \"complete\": false",
                        entries));
    return out;
  }
  check_contract();
  if (hand.IsPartial()) return PartialHand(m, h, &auction, &state);
  const HandFacts facts = state.Facts();
  const HandScore score = ScoreHand(facts, options_);
  const PerSide points = CollectPot(score.points, score.outcome, facts.buyer_side, pot_);
  Fields computed;
  computed.Add("points", replay::Sides(points))
      .Add("tricks", replay::Sides(score.tricks))
      .Add("declarations", replay::Sides(score.declarations))
      .Add("belote", replay::Sides(score.belote))
      .Add("made", score.outcome == Outcome::kMade)
      .Add("capot", score.capot)
      .Add("hanging", score.hanging);
  // A mismatching claim is reported, but the hand still adds what the replay computed.
  CheckHandResult(m, h, computed);
  out.added = replay::Sides(points);
  pot_ = NextPot(score.outcome, pot_, score.hanging);
  if (m.want_results()) out.result = std::move(computed);
  if (m.want_play()) {
    // BRL-44, BRL-45: made iff S_b > S_d, S = T + D + B, with the melds and belote this hand
    // counted (a tie is not made).
    record.made = score.outcome == Outcome::kMade;
    record.bidding_side = facts.buyer_side;
    record.made_with = [d = score.declarations, b = score.belote,
                        side = facts.buyer_side](int points) {
      return belote::MadeWithTrickPoints(
          points, side, kCapot, [&](const std::array<long, 2>& t, int) {
            const size_t x = size_t(side), y = 1 - x;
            return t[x] + d[x] + b[x] > t[y] + d[y] + b[y];
          });
    };
    out.play = std::move(record);
  }
  if (m.want_facts()) {
    replay::HandFacts& f = out.facts.emplace(BaseFacts(m.record, h, "full"));
    f.points = replay::Sides(points);
    AddPlayFacts(f, auction, state);
    for (size_t s = 0; s < 2; ++s) {
      SideFacts& side = f.sides.emplace_back();
      side.tricks = facts.tricks[s];
      side.trick_points = score.tricks[s];
      side.declarations = score.declarations[s];
      side.belote = score.belote[s] > 0;
      side.capot = facts.tricks[s] == belote::kTricks;
    }
    ContractFacts& c = *f.contract;
    c.made = score.outcome == Outcome::kMade;
    c.inside = score.outcome == Outcome::kFailed;
    c.hanging = score.hanging;
    c.capot = score.capot;
  }
  return out;
}

HandOutcome BourlotMatch::PartialHand(MatchContext& m, size_t h, const Auction* auction,
                                      const PlayState* state) {
  HandOutcome out;
  if (m.record.hands[h].result) {  // BRL-49
    m.Error(h, "bourlot/result-on-partial", "BRL-49", MatchContext::KeyPointer(h, "result"),
            state ? Tr("a partial hand is not scored, so it carries no `result` (transcribe a known "
                    "score as a score-sheet hand)")
                  : Tr("a partial hand is not scored, so it carries no `result`"));
    return out;
  }
  out.added = replay::Sides::Zero(2);
  if (m.want_facts()) {
    out.facts = BaseFacts(m.record, h, "partial");
    if (auction && state) AddPlayFacts(*out.facts, *auction, *state);
  }
  return out;
}

replay::HandFacts BaseFacts(const Record& record, size_t h, std::string_view level) {
  replay::HandFacts f;
  f.level = level;
  f.dealer = record.hands[h].dealer;
  return f;
}

void AddPlayFacts(replay::HandFacts& f, const Auction& auction, const PlayState& state) {
  ContractFacts& c = f.contract.emplace();
  c.side = SideOf(auction.Buyer());
  c.seat = auction.Buyer();
  c.trump = SuitText(auction.Trump());
  c.round = auction.BuyRound();
  for (int s = 0; s < kSeats; ++s) {
    SeatFacts& seat = f.seats.emplace_back();
    seat.melds.emplace();
    for (const belote::Meld& meld : state.MeldsOf(s)) seat.melds->push_back(belote::MeldName(meld));
    seat.belote = s == state.BeloteSeat() && state.BeloteCalled();
    seat.exchange = s == auction.Exchanger();
  }
}

namespace {

class BourlotGame final : public Game {
 public:
  std::string_view Name() const override { return "bourlot"; }
  Deck DeckOf() const override { return kDeck; }
  std::vector<std::string_view> ExtraHandKeys() const override { return {"contract"}; }
  std::unique_ptr<MatchRules> NewMatch() const override {
    return std::make_unique<BourlotMatch>();
  }
  std::string_view StatFamily() const override { return "belote"; }
  ReviewKind Review() const override { return ReviewKind::kTricks; }
  std::vector<std::string_view> SheetKeys() const override { return {"auction"}; }  // BRL-55
  nlohmann::json RandomMatch(RulesInput& rules, const nlohmann::json& json_rules, int max_hands,
                             std::mt19937_64& rng) const override {
    const Options options =
        ReadRules(rules, [](OptionReader& o, Reporter&) { return ReadOptions(o); });
    if (options.players != kSeats)
      throw std::invalid_argument("[bourlot/player-count] Bourlot is played by 4 (BRL-1)");
    return bourlot::RandomMatch(options, json_rules, max_hands, rng);
  }
};

}  // namespace

const Game& TheGame() {
  static const BourlotGame game;
  return game;
}

}  // namespace replay::bourlot
