#include "pilotta/pilotta_state.h"

#include <algorithm>
#include <fmt/format.h>

namespace replay::pilotta {
namespace {

std::string Code(Card c) { return CardCode(c, kDeck); }

constexpr std::string_view kSuitSymbol[4] = {"\u2660", "\u2665", "\u2666", "\u2663"};

bool IsPilottaCard(Card c, int trump) {
  return c.suit == trump && (c.rank == 12 || c.rank == 13);
}

// The code and rule of each play obligation (belote::Duty order).
Violation DutyViolation(belote::Duty duty, int led, int trump, Card card) {
  using belote::Duty;
  Message what =
      Tr("plays {}, but {}", Code(card), belote::DutyText(duty, led, trump));
  switch (duty) {
    case Duty::kFollow: return {"pilotta/must-follow", "PIL-20", what};
    case Duty::kOvertrumpLed: return {"pilotta/must-overtrump", "PIL-21", what};
    case Duty::kHead: return {"pilotta/must-head", "PIL-22", what};
    case Duty::kTrump: return {"pilotta/must-trump", "PIL-23", what};
    case Duty::kOvertrump: return {"pilotta/must-overtrump", "PIL-24", what};
    case Duty::kUndertrump: return {"pilotta/must-trump", "PIL-25", what};
    case Duty::kNone: break;
  }
  return {};
}

std::string SayText(Say say) { return say == Say::kPilotta ? "pilotta" : "repilotta"; }

}  // namespace

std::string MoveText(const Move& m) {
  if (m.say == Say::kNone && m.declare.empty()) return fmt::format("\"{}\"", Code(m.card));
  std::string out = fmt::format("{{\"card\":\"{}\"", Code(m.card));
  if (!m.declare.empty()) {
    out += ",\"declare\":[";
    for (size_t i = 0; i < m.declare.size(); ++i) {
      out += i ? ",[" : "[";
      for (size_t j = 0; j < m.declare[i].size(); ++j)
        out += fmt::format("{}\"{}\"", j ? "," : "", Code(m.declare[i][j]));
      out += "]";
    }
    out += "]";
  }
  if (m.say != Say::kNone) out += fmt::format(",\"say\":\"{}\"", SayText(m.say));
  if (!m.declare.empty() && !m.shown) out += ",\"shown\":false";
  return out + "}";
}

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  Move m;
  auto card_of = [](const json::Value& v) {
    return v.IsString() ? ParseCard(v.string, kDeck) : std::nullopt;
  };
  if (a.IsString()) {
    std::optional<Card> c = card_of(a);
    if (!c) {
      out.error = Tr("\"{}\" is not a card of the 32-card deck (such as 7H or TD)",
                              a.string);
      return out;
    }
    m.card = *c;
    out.move = m;
    return out;
  }
  if (!a.IsObject()) {
    out.error = Tr("a play is a card code or an object, not {}", json::TypeText(a.type));
    return out;
  }
  const json::Value* card = nullptr;
  const json::Value* declare = nullptr;
  const json::Value* shown = nullptr;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "card") {
      card = &v;
    } else if (key == "declare") {
      declare = &v;
    } else if (key == "shown") {
      shown = &v;
    } else if (key == "say") {
      if (v.IsString() && v.string == "pilotta") m.say = Say::kPilotta;
      else if (v.IsString() && v.string == "repilotta") m.say = Say::kRepilotta;
      else {
        out.error = Tr("`say` is \"pilotta\" or \"repilotta\"");
        return out;
      }
    } else if (key == "seat") {
      if (!v.IsInt()) {
        out.error = Tr("`seat` must be a seat number");
        return out;
      }
      out.seat = long(v.integer);
    } else if (key == "comment") {
      if (!v.IsString()) {
        out.error = Tr("`comment` must be a string");
        return out;
      }
    } else {
      out.error = Tr("a play has no key \"{}\" (card, say, declare, shown, seat, "
                              "comment)", key);
      return out;
    }
  }
  if (!card) {
    out.error = Tr("the play has no `card`");
    return out;
  }
  std::optional<Card> c = card_of(*card);
  if (!c) {
    out.error = card->IsString()
                    ? Tr("\"{}\" is not a card of the 32-card deck (such as 7H or TD)",
                         card->string)
                    : Message(Tr("`card` must be a card code such as 7H or TD"));
    return out;
  }
  m.card = *c;
  if (declare) {
    if (!declare->IsArray() || declare->size == 0) {
      out.error = Tr("`declare` must be a non-empty array of melds, each an array of card codes");
      return out;
    }
    for (const json::Value& meld : *declare) {
      if (!meld.IsArray() || meld.size == 0) {
        out.error = Tr("each meld of `declare` must be a non-empty array of card codes");
        return out;
      }
      std::vector<Card>& cards = m.declare.emplace_back();
      for (const json::Value& item : meld) {
        std::optional<Card> mc = card_of(item);
        if (!mc) {
          out.error = Tr("a meld lists card codes of the 32-card deck (such as 7H or TD)");
          return out;
        }
        cards.push_back(*mc);
      }
    }
  }
  if (shown) {
    if (!declare) {
      out.error = Tr("`shown` goes only with `declare`");
      return out;
    }
    if (!shown->IsBool()) {
      out.error = Tr("`shown` must be true or false");
      return out;
    }
    m.shown = shown->boolean;
  }
  out.move = std::move(m);
  return out;
}

CardSet Deal::Hand(int seat) const {
  CardSet s;
  for (Card c : hands[size_t(seat)]) s.Add(c);
  return s;
}

State::State(const Options& options, const Deal& deal, const Contract& contract)
    : options_(options), deal_(deal), contract_(contract) {
  play_rules_.partner_exception = false;  // §5.2: no partner exception
  play_rules_.must_undertrump = true;     // PIL-25
  play_rules_.must_head_all_suits = options.must_head_all_suits;
  for (int s = 0; s < 4; ++s) {
    start_[size_t(s)] = hands_[size_t(s)] = deal.Hand(s);
    if (belote::HoldsBelote(start_[size_t(s)], contract.trump)) pilotta_seat_ = s;
  }
  leader_ = (deal.dealer + 1) % 4;  // the eldest leads trick 1, whoever holds the contract
}

CardSet State::LegalCards() const {
  if (IsTerminal()) return {};
  return belote::LegalCards(hands_[size_t(ToMove())], trick_.data(), in_trick_, contract_.trump,
                            play_rules_);
}

std::optional<Violation> State::CheckDeclare(const Move& m, int seat,
                                             std::vector<belote::Meld>* out,
                                             std::string* where) const {
  auto at = [&](std::string suffix) {
    if (where) *where = std::move(suffix);
  };
  if (index_ >= 4) {  // PIL-27
    at("/declare");
    return Violation{"pilotta/declare-late", "PIL-27",
                     Tr("declarations are made on a player's trick-1 card; this is "
                                 "trick {}", Trick() + 1)};
  }
  const CardSet held = start_[size_t(seat)];
  for (size_t i = 0; i < m.declare.size(); ++i)  // PIL-28
    for (size_t j = 0; j < m.declare[i].size(); ++j)
      if (!held.Contains(m.declare[i][j])) {
        at(fmt::format("/declare/{}/{}", i, j));
        return Violation{"pilotta/declare-not-held", "PIL-28",
                         Tr("the player declares {} but was not dealt it; a meld is made "
                                     "of the declarer's own cards", Code(m.declare[i][j]))};
      }
  std::vector<belote::Meld> melds;
  for (size_t i = 0; i < m.declare.size(); ++i) {  // PIL-29
    std::optional<belote::Meld> meld = belote::Classify(m.declare[i], belote::MeldRules{});
    if (!meld) {
      at(fmt::format("/declare/{}", i));
      std::string cards;
      for (Card c : m.declare[i]) cards += (cards.empty() ? "" : " ") + Code(c);
      return Violation{"pilotta/not-a-meld", "PIL-29",
                       Tr("{} is not a meld: a meld is 3 to 8 cards of one suit in "
                                   "sequence (7 8 9 T J Q K A) or the four J, 9, A, K, Q or T",
                                   cards)};
    }
    melds.push_back(*meld);
  }
  belote::MeldSetCheck set = belote::CheckPlayerMelds(melds, options_.carre_card_in_sequence);
  if (set.error == belote::MeldSetError::kCardInTwoMelds) {  // PIL-30
    at(fmt::format("/declare/{}", set.meld));
    const belote::Meld& second = melds[size_t(set.meld)];
    CardSet shared;
    for (int i = 0; i < set.meld; ++i)
      if (!options_.carre_card_in_sequence || melds[size_t(i)].kind == second.kind)
        shared = shared | (melds[size_t(i)].cards & second.cards);
    return Violation{"pilotta/card-in-two-melds", "PIL-30",
                     Tr("{} is in two melds, but {}", Code(*shared.begin()),
                                 options_.carre_card_in_sequence
                                     ? Tr("a card serves at most one carré and one sequence")
                                     : Tr("a card serves only one meld of a player"))};
  }
  if (set.error == belote::MeldSetError::kSplitSequence) {  // PIL-31
    at(fmt::format("/declare/{}", set.meld));
    return Violation{"pilotta/split-sequence", "PIL-31",
                     Tr("two sequences of one suit that touch are one run: declare it as one meld")};
  }
  if (out) *out = std::move(melds);
  return std::nullopt;
}

std::optional<Violation> State::CheckSay(const Move& m, int seat) const {
  const int t = contract_.trump;
  if (!IsPilottaCard(m.card, t) || seat != pilotta_seat_)  // PIL-32
    return Violation{"pilotta/pilotta-not-held", "PIL-32",
                     IsPilottaCard(m.card, t)
                         ? Tr("the player says {} but was not dealt both K{} and Q{}",
                                       SayText(m.say), kSuitSymbol[t], kSuitSymbol[t])
                         : Tr("\"{}\" is said when playing the K or Q of trumps ({}), not {}",
                              SayText(m.say), kSuitSymbol[t], Code(m.card))};
  // PIL-33
  const bool any_earlier = pilotta_plays_ == 1 && first_say_ != Say::kNone;
  if (m.say == Say::kPilotta && any_earlier)
    return Violation{"pilotta/pilotta-call-order", "PIL-33",
                     Tr("\"pilotta\" was said on the first card already; the second is "
                        "\"repilotta\"")};
  if (m.say == Say::kRepilotta && !(pilotta_plays_ == 1 && first_say_ == Say::kPilotta))
    return Violation{"pilotta/pilotta-call-order", "PIL-33",
                     pilotta_plays_ == 0
                         ? Tr("\"repilotta\" is said on the second of the two cards; the first "
                              "is \"pilotta\"")
                         : Tr("\"repilotta\" follows a \"pilotta\" said on the first card, and "
                              "none was said")};
  return std::nullopt;
}

std::optional<Violation> State::Check(const Move& m, std::string* where) const {
  const int seat = ToMove();
  const CardSet hand = hands_[size_t(seat)];
  if (!hand.Contains(m.card))  // PIL-19
    return Violation{"pilotta/card-not-held", "PIL-19",
                     start_[size_t(seat)].Contains(m.card)
                         ? Tr("{} was played already", Code(m.card))
                         : Tr("the player does not hold {}", Code(m.card))};
  belote::Duty duty = belote::CheckPlay(hand, trick_.data(), in_trick_, contract_.trump,
                                        play_rules_, m.card);
  if (duty != belote::Duty::kNone)  // PIL-20..25
    return DutyViolation(duty, trick_[0].suit, contract_.trump, m.card);
  if (!m.declare.empty())
    if (auto v = CheckDeclare(m, seat, nullptr, where)) return v;
  if (m.say != Say::kNone)
    if (auto v = CheckSay(m, seat)) return v;
  return std::nullopt;
}

std::optional<Violation> State::Apply(const Move& m, std::string* where) {
  if (auto v = Check(m, where)) return v;
  const int seat = ToMove();
  if (!m.declare.empty()) {
    SeatMelds& sm = melds_[size_t(seat)];
    CheckDeclare(m, seat, &sm.melds, nullptr);
    sm.shown = m.shown;
  }
  if (seat == pilotta_seat_ && IsPilottaCard(m.card, contract_.trump)) {
    if (pilotta_plays_ == 0) first_say_ = m.say;
    ++pilotta_plays_;
    called_ = called_ || m.say != Say::kNone;
  }
  hands_[size_t(seat)].Remove(m.card);
  trick_[size_t(in_trick_++)] = m.card;
  ++index_;
  if (in_trick_ == 4) {
    int winner = (leader_ + belote::TrickWinner(trick_.data(), 4, contract_.trump)) % 4;
    for (Card c : trick_) won_[size_t(winner % 2)].Add(c);
    ++tricks_won_[size_t(winner % 2)];
    last_trick_side_ = winner % 2;
    leader_ = winner;
    in_trick_ = 0;
  }
  return std::nullopt;
}

std::vector<Move> State::LegalMoves() const {
  std::vector<Move> out;
  const int seat = ToMove();
  for (Card c : LegalCards()) {
    Move bare;
    bare.card = c;
    out.push_back(bare);
    if (seat != pilotta_seat_ || !IsPilottaCard(c, contract_.trump)) continue;
    for (Say say : {Say::kPilotta, Say::kRepilotta}) {
      Move m = bare;
      m.say = say;
      if (!CheckSay(m, seat)) out.push_back(m);
    }
  }
  return out;
}

HandFacts State::Facts() const {
  HandFacts f;
  f.contract = contract_;
  const int t = contract_.trump;
  for (size_t s = 0; s < 2; ++s) {
    bool last = IsTerminal() && last_trick_side_ == int(s);  // "το πίσω": trick 8 only
    f.tricks[s] = belote::Points(won_[s], t) + (last ? belote::kLastTrickBonus : 0);
    if (tricks_won_[s] == belote::kTricks) f.capot_side = int(s);
    if (won_[s].Contains(belote::TrumpCard(11, t))) f.trump_jack_side = int(s);
  }
  if (f.capot_side >= 0) {  // PIL-41
    f.tricks[size_t(f.capot_side)] = kCapotTricks;
    f.tricks[size_t(1 - f.capot_side)] = 0;
  }
  std::array<std::vector<belote::Meld>, 2> side_melds;
  for (size_t s = 0; s < 4; ++s)
    if (melds_[s].shown)  // PIL-38: unshown melds leave before the comparison
      for (const belote::Meld& meld : melds_[s].melds) side_melds[s % 2].push_back(meld);
  std::array<int, 2> counted = belote::CountDeclarations(side_melds, t, options_.Melds());
  f.declarations = {counted[0], counted[1]};
  bool scores = pilotta_seat_ >= 0 && (called_ || !options_.pilotta_requires_call);  // PIL-42
  if (scores) f.pilotta[size_t(pilotta_seat_ % 2)] = kPilottaPoints;
  return f;
}

std::vector<std::vector<Card>> FindMelds(CardSet hand, bool carre_card_in_sequence) {
  std::vector<std::vector<Card>> out;
  CardSet in_carre;
  for (int rank : {11, 9, 1, 13, 12, 10}) {
    std::vector<Card> carre;
    for (int suit = 0; suit < 4; ++suit)
      if (hand.Contains(Card{uint8_t(rank), uint8_t(suit)}))
        carre.push_back(Card{uint8_t(rank), uint8_t(suit)});
    if (carre.size() == 4) {
      for (Card c : carre) in_carre.Add(c);
      out.push_back(carre);
    }
  }
  CardSet free = carre_card_in_sequence ? hand : hand - in_carre;
  for (int suit = 0; suit < 4; ++suit) {
    std::vector<Card> run;
    for (int pos = 1; pos <= 9; ++pos) {
      Card c{uint8_t(pos <= 8 ? belote::RankAtPosition(pos) : 0), uint8_t(suit)};
      if (pos <= 8 && free.Contains(c)) {
        run.push_back(c);
        continue;
      }
      if (run.size() >= 3) out.push_back(run);
      run.clear();
    }
  }
  return out;
}

}  // namespace replay::pilotta
