#include "bourlot/bourlot_state.h"

#include <fmt/format.h>

namespace replay::bourlot {
namespace {

constexpr std::string_view kSuitName[4] = {"spades", "hearts", "diamonds", "clubs"};

std::string_view DutyCodeOf(belote::Duty duty) {
  switch (duty) {
    case belote::Duty::kFollow: return "bourlot/must-follow";
    case belote::Duty::kOvertrumpLed:
    case belote::Duty::kOvertrump: return "bourlot/must-overtrump";
    case belote::Duty::kTrump:
    case belote::Duty::kUndertrump: return "bourlot/must-trump";
    case belote::Duty::kHead:  // not a Bourlot rule (PlayRules::must_head_all_suits is off)
    case belote::Duty::kNone: break;
  }
  return "";
}

std::string_view DutyRule(belote::Duty duty) {
  switch (duty) {
    case belote::Duty::kFollow: return "BRL-22";
    case belote::Duty::kOvertrumpLed: return "BRL-23";
    case belote::Duty::kTrump: return "BRL-24";
    case belote::Duty::kOvertrump: return "BRL-25";
    case belote::Duty::kUndertrump: return "BRL-26";
    case belote::Duty::kHead:
    case belote::Duty::kNone: break;
  }
  return "";
}

std::string MeldText(const std::vector<Card>& meld) {
  std::string out;
  for (Card c : meld) out += (out.empty() ? "" : " ") + Code(c);
  return out;
}

}  // namespace

std::string Code(Card c) { return CardCode(c, kDeck); }

std::string Codes(CardSet s) {
  std::string out;
  for (Card c : s) out += (out.empty() ? "" : " ") + Code(c);
  return out;
}

char SuitLetter(int suit) { return replay::SuitLetter(suit, kDeck); }

std::string CallText(const Call& c) {
  switch (c.kind) {
    case CallKind::kPass: return "\"pass\"";
    case CallKind::kTake: return "{\"take\":true}";
    case CallKind::kTrump: return fmt::format("{{\"trump\":\"{}\"}}", SuitLetter(c.suit));
    case CallKind::kExchange:
      return fmt::format("{{\"exchange\":\"{}\",\"seat\":{}}}", Code(c.card), c.seat.value_or(-1));
  }
  return {};
}

// ---- Auction ----

Auction::Auction(const Options& options, int dealer, std::optional<AuctionView> view)
    : options_(options), dealer_(dealer), view_(view) {}

int Auction::Receiver() const {
  return options_.turned_card_to == TurnedCardTo::kDealer ? dealer_ : buyer_;
}

std::optional<Violation> Auction::CheckExchange(const Call& call) const {
  // BRL-14 (the position is judged by Check): a buyer, the option, and T = the turned suit.
  // On a score-sheet hand (§9, B5) the parts that need no cards are checked: the turned suit
  // is unknown, but a round-2 purchase names another suit unless round2_turned_suit; BRL-15 and
  // BRL-17 need the cards.
  if (buyer_ < 0)
    return Violation{"bourlot/exchange-not-allowed", "BRL-14",
                     Tr("all eight calls passed, so nobody bought and there is no turned card to "
                     "exchange")};
  if (!options_.seven_exchange)
    return Violation{"bourlot/exchange-not-allowed", "BRL-14",
                     Tr("the seven exchange is off in this match (seven_exchange: false): the buyer "
                     "always takes the turned card")};
  if (view_ && trump_ != view_->turned.suit)
    return Violation{"bourlot/exchange-not-allowed", "BRL-14",
                     Tr("trumps are {}, named in round 2, not the suit of the turned card "
                                 "{}; the 7 is exchanged only for a trump turned card",
                                 kSuitName[trump_], Code(view_->turned))};
  if (!view_ && buy_round_ == 2 && !options_.round2_turned_suit)
    return Violation{"bourlot/exchange-not-allowed", "BRL-14",
                     Tr("seat {} bought in round 2, naming {}, which can't be the turned "
                                 "suit (round2_turned_suit is off); the 7 is exchanged only for a "
                                 "trump turned card", buyer_, kSuitName[trump_])};
  // BRL-15
  const Card seven = view_ ? belote::TrumpCard(7, trump_) : Card{};
  if (view_ && call.card != seven)
    return Violation{"bourlot/exchange-not-seven", "BRL-15",
                     Tr("gives {} for the turned {}; only the 7 of trumps ({}) can be "
                                 "exchanged for it", Code(call.card), Code(view_->turned),
                                 Code(seven))};
  // BRL-16. A score-sheet exchange may leave out its seat (the scorer noted only that the 7 was
  // exchanged); when it names one, that seat is not R.
  if (!view_ && !call.seat) return std::nullopt;
  if (!call.seat)
    return Violation{"bourlot/exchange-seat", "BRL-16",
                     Tr("an exchange is made out of turn, so it must name the exchanger's `seat`")};
  if (*call.seat == Receiver())
    return Violation{"bourlot/exchange-seat", "BRL-16",
                     Tr("seat {} receives the turned card anyway ({}); only another "
                                 "player exchanges his 7 for it", *call.seat,
                                 options_.turned_card_to == TurnedCardTo::kDealer ? Tr("the dealer")
                                                                                  : Tr("the buyer"))};
  // BRL-17
  if (!view_) return std::nullopt;
  if (!view_->first_five[size_t(*call.seat)].Contains(seven))
    return Violation{"bourlot/exchange-without-seven", "BRL-17",
                     Tr("seat {} exchanges {}, but it is not among his first five cards",
                                 *call.seat, Code(seven))};
  return std::nullopt;
}

std::optional<Violation> Auction::Check(const Call& call) const {
  if (Ended()) {  // BRL-11: only one exchange, directly after the end
    if (call.kind == CallKind::kExchange && entries_ == end_entry_ + 1) return CheckExchange(call);
    // BRL-11 names the code: an exchange anywhere else after the end breaks BRL-14 (the only
    // way to get here is a second exchange, since any other entry stops the auction first).
    if (call.kind == CallKind::kExchange)
      return Violation{"bourlot/exchange-not-allowed", "BRL-14",
                       Tr("the seven was already exchanged after the purchase; only one "
                          "exchange follows the call that bought")};
    return Violation{"bourlot/auction-closed", "BRL-11",
                     IsVoid() ? Tr("all eight calls have passed; the auction is over")
                              : Tr("the auction ended when seat {} bought; nothing but one "
                                            "seven exchange may follow", buyer_)};
  }
  if (call.kind == CallKind::kExchange)
    return Violation{"bourlot/exchange-not-allowed", "BRL-14",
                     Tr("the auction has not ended; the 7 is exchanged only directly after the call "
                     "that bought")};
  // BRL-8
  if (call.seat && *call.seat != ToCall())
    return Violation{"bourlot/wrong-seat", "BRL-8",
                     Tr("the call says seat {}, but it is seat {}'s turn to call",
                                 *call.seat, ToCall())};
  // BRL-9
  if (Round() == 1 && call.kind == CallKind::kTrump)
    return Violation{"bourlot/wrong-round-call", "BRL-9",
                     Tr("in the first round a player takes the turned suit or passes; naming a suit "
                     "waits for the second round")};
  if (Round() == 2 && call.kind == CallKind::kTake)
    return Violation{"bourlot/wrong-round-call", "BRL-9",
                     Tr("in the second round a player names a suit or passes; the turned suit was "
                     "offered in the first round")};
  // BRL-10
  if (call.kind == CallKind::kTrump && view_ && call.suit == view_->turned.suit &&
      !options_.round2_turned_suit)
    return Violation{"bourlot/turned-suit-in-round-2", "BRL-10",
                     Tr("names {}, the suit of the turned {}, which everybody passed in "
                                 "the first round", kSuitName[call.suit], Code(view_->turned))};
  return std::nullopt;
}

std::optional<Violation> Auction::Apply(const Call& call) {
  if (auto v = Check(call)) return v;
  switch (call.kind) {
    case CallKind::kPass: ++calls_; break;
    case CallKind::kTake:
    case CallKind::kTrump:
      buyer_ = ToCall();
      trump_ = call.kind == CallKind::kTrump ? call.suit : view_ ? view_->turned.suit : -1;
      buy_round_ = call.kind == CallKind::kTrump ? 2 : 1;
      ++calls_;
      break;
    case CallKind::kExchange: exchanger_ = call.seat.value_or(-1); break;  // a sheet's may lack it
  }
  if (call.kind != CallKind::kExchange && Ended()) end_entry_ = entries_;
  ++entries_;
  return std::nullopt;
}

std::vector<Call> Auction::LegalCalls() const {
  std::vector<Call> out;
  auto add = [&](Call c) {
    if (!Check(c)) out.push_back(c);
  };
  if (Ended()) {
    if (view_ && buyer_ >= 0 && trump_ >= 0)
      for (int s = 0; s < kSeats; ++s) add(Call{CallKind::kExchange, -1, belote::TrumpCard(7, trump_), s});
    return out;
  }
  add(Call{CallKind::kPass, -1, {}, {}});
  add(Call{CallKind::kTake, -1, {}, {}});
  for (int suit = 0; suit < 4; ++suit) add(Call{CallKind::kTrump, suit, {}, {}});
  return out;
}

// ---- Play ----

std::string PlayText(const PlayAction& a) {
  if (a.say == Say::kNone && a.declare.empty()) return fmt::format("\"{}\"", Code(a.card));
  std::string out = fmt::format("{{\"card\":\"{}\"", Code(a.card));
  if (a.say != Say::kNone)
    out += fmt::format(",\"say\":\"{}\"", a.say == Say::kBelote ? "belote" : "rebelote");
  if (!a.declare.empty()) {
    out += ",\"declare\":[";
    for (size_t m = 0; m < a.declare.size(); ++m) {
      out += m ? ",[" : "[";
      for (size_t i = 0; i < a.declare[m].size(); ++i)
        out += fmt::format("{}\"{}\"", i ? "," : "", Code(a.declare[m][i]));
      out += "]";
    }
    out += "]";
  }
  return out + "}";
}

PlayState::PlayState(const Options& options, int eldest, int buyer, int trump,
                     const std::array<CardSet, kSeats>& start)
    : options_(options), buyer_(buyer), trump_(trump), start_(start), hands_(start),
      leader_(eldest) {
  for (int s = 0; s < kSeats; ++s)
    if (belote::HoldsBelote(start_[size_t(s)], trump_)) belote_seat_ = s;
}

CardSet PlayState::LegalCards() const {
  return belote::LegalCards(hands_[size_t(ToMove())], trick_.data(), in_trick_, trump_,
                            options_.Play());
}

std::optional<Violation> PlayState::CheckDeclarations(const PlayAction& a, int seat,
                                                      std::vector<belote::Meld>* out) const {
  if (a.declare.empty()) return std::nullopt;
  // BRL-28
  if (index_ >= kSeats)
    return Violation{"bourlot/declare-late", "BRL-28",
                     Tr("declares in trick {}; melds are declared only with the player's "
                                 "card of trick 1", index_ / kSeats + 1)};
  // BRL-29
  for (const auto& meld : a.declare)
    for (Card c : meld)
      if (!start_[size_t(seat)].Contains(c))
        return Violation{"bourlot/declare-not-held", "BRL-29",
                         Tr("declares {} with {}, a card this seat did not hold",
                                     MeldText(meld), Code(c))};
  // BRL-30
  std::vector<belote::Meld> melds;
  for (const auto& meld : a.declare) {
    std::optional<belote::Meld> m = belote::Classify(meld, options_.Melds());
    if (!m)
      return Violation{"bourlot/not-a-meld", "BRL-30",
                       Tr("{} is not a meld: a meld is 3 to 8 cards in sequence in one "
                                   "suit (7 8 9 T J Q K A), or four Jacks, Nines, Aces, Kings, "
                                   "Queens or Tens{}", MeldText(meld),
                                   options_.carre7_cancels_carre_j ? " (or four Sevens)" : "")};
    melds.push_back(*m);
  }
  // BRL-31, BRL-32
  belote::MeldSetCheck check = belote::CheckPlayerMelds(melds);
  if (check.error == belote::MeldSetError::kCardInTwoMelds)
    return Violation{"bourlot/card-in-two-melds", "BRL-31",
                     Tr("{} shares a card with an earlier meld of the same player; a "
                                 "card serves one meld only",
                                 MeldText(a.declare[size_t(check.meld)]))};
  if (check.error == belote::MeldSetError::kSplitSequence)
    return Violation{"bourlot/split-sequence", "BRL-32",
                     Tr("{} continues another sequence of the same suit; a run of "
                                 "consecutive cards is declared as one meld",
                                 MeldText(a.declare[size_t(check.meld)]))};
  if (out) *out = std::move(melds);
  return std::nullopt;
}

std::optional<Violation> PlayState::CheckSay(const PlayAction& a, int seat) const {
  if (a.say == Say::kNone) return std::nullopt;
  const Card king = belote::TrumpCard(13, trump_), queen = belote::TrumpCard(12, trump_);
  // BRL-33
  if (a.card != king && a.card != queen)
    return Violation{"bourlot/belote-not-held", "BRL-33",
                     Tr("says {} on {}; belote is said only on the King or Queen of "
                                 "trumps ({} or {})",
                                 a.say == Say::kBelote ? "belote" : "rebelote", Code(a.card),
                                 Code(king), Code(queen))};
  if (seat != belote_seat_)
    return Violation{"bourlot/belote-not-held", "BRL-33",
                     Tr("says {} but did not hold both {} and {} at the start of play",
                                 a.say == Say::kBelote ? "belote" : "rebelote", Code(king),
                                 Code(queen))};
  // BRL-34
  if (belote_played_ == 0 && a.say == Say::kRebelote)
    return Violation{"bourlot/belote-call-order", "BRL-34",
                     Tr("says rebelote on the first of the King and Queen of trumps; the first card "
                     "carries belote, the second rebelote")};
  if (belote_played_ == 1 && belote_first_ == Say::kBelote && a.say == Say::kBelote)
    return Violation{"bourlot/belote-call-order", "BRL-34",
                     Tr("says belote again; belote was said on the first card, so the second one "
                     "carries rebelote")};
  if (belote_played_ == 1 && belote_first_ == Say::kNone && a.say == Say::kRebelote)
    return Violation{"bourlot/belote-call-order", "BRL-34",
                     Tr("says rebelote, but belote was not said on the first card; say belote here")};
  return std::nullopt;
}

std::optional<Violation> PlayState::Check(const PlayAction& a) const {
  const int seat = ToMove();
  const CardSet hand = hands_[size_t(seat)];
  // BRL-21
  if (!hand.Contains(a.card))
    return Violation{"bourlot/card-not-held", "BRL-21",
                     Tr("plays {}, {}. Legal here: {}", Code(a.card),
                                 start_[size_t(seat)].Contains(a.card)
                                     ? Tr("which this seat has already played")
                                     : Tr("but this seat does not hold it"),
                                 Codes(LegalCards()))};
  // BRL-22..26
  belote::Duty duty =
      belote::CheckPlay(hand, trick_.data(), in_trick_, trump_, options_.Play(), a.card);
  if (duty != belote::Duty::kNone) {
    CardSet legal = LegalCards();
    return Violation{DutyCodeOf(duty), DutyRule(duty),
                     Tr("plays {}, but {}. Legal here: {}", Code(a.card),
                                 belote::DutyText(duty, trick_[0].suit, trump_), Codes(legal))};
  }
  if (auto v = CheckDeclarations(a, seat, nullptr)) return v;
  return CheckSay(a, seat);
}

std::optional<Violation> PlayState::Apply(const PlayAction& a) {
  if (auto v = Check(a)) return v;
  const int seat = ToMove();
  if (!a.declare.empty()) CheckDeclarations(a, seat, &melds_[size_t(seat)]);
  if (seat == belote_seat_ && a.card.suit == trump_ && (a.card.rank == 12 || a.card.rank == 13)) {
    if (belote_played_ == 0) belote_first_ = a.say;
    ++belote_played_;
    belote_called_ = belote_called_ || a.say != Say::kNone;
  }
  hands_[size_t(seat)].Remove(a.card);
  trick_[size_t(in_trick_++)] = a.card;
  ++index_;
  if (in_trick_ == kSeats) {
    int winner = (leader_ + belote::TrickWinner(trick_.data(), kSeats, trump_)) % kSeats;
    int side = SideOf(winner);
    for (Card c : trick_) won_[size_t(side)].Add(c);
    ++tricks_[size_t(side)];
    last_trick_side_ = side;
    leader_ = winner;
    in_trick_ = 0;
  }
  return std::nullopt;
}

HandFacts PlayState::Facts() const {
  HandFacts f;
  f.trump = trump_;
  f.buyer_side = SideOf(buyer_);
  f.won = won_;
  f.tricks = tricks_;
  f.last_trick_side = last_trick_side_;
  std::array<std::vector<belote::Meld>, 2> side_melds;
  for (int s = 0; s < kSeats; ++s)
    for (const belote::Meld& m : melds_[size_t(s)]) side_melds[size_t(SideOf(s))].push_back(m);
  std::array<int, 2> d = belote::CountDeclarations(side_melds, trump_, options_.Melds());
  f.declarations = {d[0], d[1]};
  f.belote_side = belote_called_ ? SideOf(belote_seat_) : -1;
  return f;
}

}  // namespace replay::bourlot
