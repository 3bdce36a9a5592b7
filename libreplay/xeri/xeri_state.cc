#include "xeri/xeri_state.h"

#include <fmt/format.h>

namespace replay::xeri {
namespace {

std::string Code(Card c) { return CardCode(c, kDeck); }

}  // namespace

std::string MoveText(const Move& m) {
  std::string xeri = m.xeri ? fmt::format(",\"xeri\":{}", *m.xeri) : "";
  if (!m.capture)
    return xeri.empty() ? fmt::format("\"{}\"", Code(m.card))
                        : fmt::format("{{\"card\":\"{}\"{}}}", Code(m.card), xeri);
  std::string list;
  for (Card c : m.listed) list += fmt::format("{}\"{}\"", list.empty() ? "" : ",", Code(c));
  return fmt::format("{{\"card\":\"{}\",\"take\":[{}]{}}}", Code(m.card), list, xeri);
}

State::State(const Options& options, const Deal& deal) : options_(options), deal_(deal) {
  pile_.assign(deal_.table.begin(), deal_.table.end());
  pile_.reserve(52);
  Packets().Give(deal_, 0, hands_);
}

State::State(const Options& options, const Position& p) : options_(options) {
  deal_.players = p.players;
  deal_.dealer = ((p.seat - 1 - p.index) % p.players + p.players) % p.players;
  index_ = p.index;
  pile_ = p.pile;
  hands_[size_t(p.seat)] = p.hand;
  dealt_ = false;
}

std::array<CardSet, 2> State::Piles() const {
  std::array<CardSet, 2> piles = captured_;
  if (IsTerminal()) {  // XER-26: the pile left goes to the last capturer, or the dealer's side
    const int side = last_capturer_ >= 0 ? last_capturer_ : Side(deal_.dealer);
    for (Card c : pile_) piles[size_t(side)].Add(c);
  }
  return piles;
}

bool State::Captures(Card c) const {
  return !pile_.empty() && (c.rank == pile_.back().rank || c.rank == kJack);
}

std::optional<Violation> State::Check(const Move& m, Effect* out) const {
  const int seat = ToMove();
  const CardSet hand = hands_[size_t(seat)];
  if (!hand.Contains(m.card)) {  // XER-14
    bool later = false;
    for (int i = 0; i < PerSeat(); ++i)
      if (deal_.hands[size_t(seat)][size_t(i)] == m.card) later = true;
    return Violation{"xeri/card-not-in-hand", "XER-14",
                     later ? Tr("plays {}, which has already been played or is not yet "
                                "dealt to this seat", Code(m.card))
                           : Tr("plays {}, but that card is not in this seat's hand",
                                Code(m.card))};
  }
  if (m.repeated)  // XER-15
    return Violation{"xeri/bad-action", "XER-15",
                     Tr("lists {} twice; each card of the pile is listed once", Code(*m.repeated))};
  CardSet pile;
  for (Card c : pile_) pile.Add(c);
  if (CardSet off = m.listed - pile; !off.Empty()) {  // XER-15
    std::string codes;
    for (Card c : off) codes += (codes.empty() ? "" : " ") + Code(c);
    return Violation{"xeri/not-on-table", "XER-15",
                     Tr("lists {}, which {} not in the pile", codes,
                        off.Size() == 1 ? Tr("is") : Tr("are"))};
  }
  Effect e;
  if (!m.capture) {
    if (Captures(m.card))  // XER-20
      return Violation{"xeri/must-capture", "XER-20",
                       m.card.rank == kJack
                           ? Tr("lays the Jack {} on the pile; a Jack takes the pile whenever "
                                "there is one", Code(m.card))
                           : Tr("lays {} on {}, the top of the pile; a card of the top card's "
                                "rank takes the pile", Code(m.card), Code(pile_.back()))};
  } else {
    if (!Captures(m.card))  // XER-21
      return Violation{"xeri/cannot-capture", "XER-21",
                       pile_.empty()
                           ? Tr("{} takes from an empty pile", Code(m.card))
                           : Tr("{} can't take the pile: its top card is {}, and only a card "
                                "of that rank or a Jack takes it", Code(m.card),
                                Code(pile_.back()))};
    if (CardSet left = pile - m.listed; !left.Empty()) {  // XER-22
      std::string codes;
      for (Card c : left) codes += (codes.empty() ? "" : " ") + Code(c);
      return Violation{"xeri/take-all", "XER-22",
                       Tr("leaves {} in the pile; a capture takes the whole pile", codes)};
    }
    e.captured = pile;
    e.captured.Add(m.card);
    // XER-24: a lone card of the same rank; a Jack on a lone Jack by the jack_xeri option.
    if (pile_.size() == 1 && pile_.back().rank == m.card.rank &&
        !(index_ == kActionsPerHand - 1 && !options_.last_card_xeri)) {
      e.xeri_value = m.card.rank == kJack ? JackXeriValue(options_) : options_.xeri_points;
      e.xeri = m.card.rank != kJack || options_.jack_xeri != JackXeri::kNone;
    }
  }
  if (m.xeri && *m.xeri != e.xeri)  // XER-25
    return Violation{"xeri/xeri-claim", "XER-25",
                     e.xeri ? Tr("claims no xeri, but this capture takes a lone card of its "
                                 "rank and scores one")
                            : Tr("claims a xeri, but this action does not score one (a xeri "
                                 "takes a lone card of the same rank, under the match's rules)")};
  if (out) *out = e;
  return std::nullopt;
}

std::optional<Violation> State::Apply(const Move& m, Effect* effect) {
  Effect e;
  if (auto v = Check(m, &e)) return v;
  if (effect) *effect = e;
  const int seat = ToMove();
  hands_[size_t(seat)].Remove(m.card);
  if (m.capture) {  // XER-23
    const size_t side = size_t(Side(seat));
    captured_[side] = captured_[side] | e.captured;
    pile_.clear();
    last_capturer_ = int(side);
    if (e.xeri) {
      ++xeris_[side];
      xeri_points_[side] += e.xeri_value;
    }
  } else {
    pile_.push_back(m.card);
  }
  ++index_;
  if (const int k = dealt_ ? Packets().DueAfter(index_) : 0) Packets().Give(deal_, k, hands_);
  return std::nullopt;
}

std::vector<Move> State::LegalMoves() const {
  std::vector<Move> moves;
  if (IsTerminal()) return moves;
  for (Card c : hands_[size_t(ToMove())]) {
    Move m;
    m.card = c;
    if (Captures(c)) {
      m.capture = true;
      for (Card p : pile_) m.listed.Add(p);
    }
    moves.push_back(m);
  }
  return moves;
}

}  // namespace replay::xeri
