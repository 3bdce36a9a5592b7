#include "tute/tute_state.h"

#include <fmt/format.h>

namespace replay::tute {
namespace {

Violation V(std::string_view code, std::string_view rule, Message message) {
  return Violation{code, rule, std::move(message)};
}

// TUT-32: `given` (a trump) may replace the face-up `up`.
bool ExchangeFits(Card given, Card up) {
  if (given.rank == 7) return up.rank == 1 || up.rank == 3 || up.rank >= 10;
  if (given.rank == 2) return up.rank >= 4 && up.rank <= 7;
  return false;
}

// The card a seat gives for the face-up `up` (TUT-32): 7 or 2 of its suit; none for a face-up 2.
std::optional<Card> ExchangeCardFor(Card up) {
  if (up.rank == 2) return std::nullopt;
  Card seven{7, up.suit}, two{2, up.suit};
  return ExchangeFits(seven, up) ? seven : two;
}

}  // namespace

std::string ActionText(const Action& a) {
  const Move& m = a.move;
  std::string body;
  switch (m.kind) {
    case MoveKind::kCard:
      if (!a.seat) return fmt::format("\"{}\"", Code(m.card));
      body = fmt::format("\"card\":\"{}\"", Code(m.card));
      break;
    case MoveKind::kSing: body = fmt::format("\"sing\":\"{}\"", SuitLetter(m.suit, kDeck)); break;
    case MoveKind::kExchange: body = fmt::format("\"exchange\":\"{}\"", Code(m.card)); break;
    case MoveKind::kTute:
      body = fmt::format("\"tute\":\"{}\"", m.tute == TuteKind::kKings ? "kings" : "knights");
      break;
    case MoveKind::kCapote: body = "\"capote\":true"; break;
    case MoveKind::kClaim: body = "\"claim\":true"; break;
  }
  if (a.seat) body += fmt::format(",\"seat\":{}", *a.seat);
  return "{" + body + "}";
}

State::State(const Options& options, const Deal& deal, bool claim_allowed)
    : options_(options), deal_(deal), n_(options.players), claim_allowed_(claim_allowed) {
  trump_ = deal.turned.suit;
  face_up_ = deal.turned;
  const int dealt = options.HandSize();
  for (int s = 0; s < n_; ++s)
    for (int i = 0; i < dealt; ++i) hands_[size_t(s)].Add(deal.hands[size_t(s)][size_t(i)]);
}

State::State(const Options& options, const TrickPosition& p)
    : options_(options), n_(options.players) {
  trump_ = p.trump;
  deal_.players = n_;
  deal_.dealer = n_ - 1;  // seat 0 leads
  CardSet used = p.hand;
  for (Card c : p.trick) used.Add(c);
  for (Card c : CardSet::Full(kDeck).Suit(p.trump) - used) {  // some trump lies face up
    deal_.turned = c;
    break;
  }
  face_up_ = deal_.turned;
  completed_ = n_ == 2 && !p.stock ? options.StockTricks() : 0;
  last_winner_ = completed_ > 0 ? 0 : -1;
  drawn_ = true;  // the position's draws are made
  for (Card c : p.trick) trick_[size_t(trick_size_++)] = c;
  hands_[size_t(trick_size_ % n_)] = p.hand;
}

std::optional<std::pair<int, int>> State::PendingDraw() const {
  if (!DrawsPending()) return std::nullopt;
  return std::pair<int, int>{options_.HandSize() + completed_ - 1, last_winner_};
}

void State::Draw() {  // TUT-17: the winner first, then the loser
  const size_t entry = size_t(options_.HandSize() + completed_ - 1);
  const int winner = last_winner_, loser = 1 - last_winner_;
  hands_[size_t(winner)].Add(deal_.hands[size_t(winner)][entry]);
  hands_[size_t(loser)].Add(deal_.hands[size_t(loser)][entry]);
  drawn_ = true;
  if (completed_ == options_.StockTricks()) face_up_present_ = false;
}

std::optional<Violation> State::Check(const Action& action) const {
  State copy = *this;
  return copy.Step(action);
}

std::optional<Violation> State::Apply(const Action& action) {
  // Step checks every rule before it changes anything, but for the draws of the interval
  // (TUT-17), which it makes before it looks at the card: only then does a violation need a copy
  // to leave the state as it was. Copying the state for every action was a tenth of a 4-player
  // validation (issue #26).
  if (!DrawsPending()) return Step(action);
  State next = *this;
  if (auto v = next.Step(action)) return v;
  *this = next;
  return std::nullopt;
}

// Every violation is returned before the state changes, but for the draws (Apply relies on it).
std::optional<Violation> State::Step(const Action& a) {
  const Move& m = a.move;
  if (Ended()) {
    if (m.kind == MoveKind::kClaim && n_ == 2 && completed_ == options_.Tricks())
      return V("tute/claim-timing", "TUT-60",
               Tr("a claim after the last trick: the claim is made while tricks remain; now the "
               "count of the hand decides"));
    return V("tute/after-end", "TUT-65",
             Tr("the hand is over (it ended by {}), but the record goes on",
                         end_ == End::kTricks ? Tr("playing its last trick")
                         : end_ == End::kTute ? Tr("a tute")
                         : end_ == End::kClaim ? Tr("a claim")
                                               : Tr("the capote")));
  }
  // TUT-15 (and TUT-30, TUT-50 for the forms that lack the action)
  if ((m.kind == MoveKind::kClaim || m.kind == MoveKind::kCapote) && n_ != 2)
    return V("tute/bad-action", "TUT-15",
             Tr("a {} belongs to 2-player tute; this hand has {} players",
                         m.kind == MoveKind::kClaim ? Tr("claim") : Tr("capote"), n_));
  if (m.kind == MoveKind::kExchange && n_ == 4)
    return V("tute/bad-action", "TUT-30",
             Tr("with 4 players the turned card belongs to the dealer and is never exchanged"));
  if (m.kind == MoveKind::kTute && n_ == 2 && !options_.tute_2p)
    return V("tute/bad-action", "TUT-50",
             Tr("a tute is not allowed in 2-player tute (only with the option tute_2p)"));
  // TUT-14
  const bool required = SeatRequired(m.kind);
  if (required && (!a.seat || *a.seat < 0 || *a.seat >= n_))
    return V("tute/seat-required", "TUT-14",
             a.seat ? Tr("`seat` is {}, but it must name the actor, a seat from 0 to {}",
                                  *a.seat, n_ - 1)
                    : Tr("this action needs `seat` to name who makes it"));
  // TUT-12
  if (m.kind != MoveKind::kCard && trick_size_ > 0)
    return V("tute/mid-trick", "TUT-12",
             Tr("only a card may be played inside a trick: trick {} has {} of its {} "
                         "cards", completed_ + 1, trick_size_, n_));
  // TUT-11
  const int turn = ToMove();
  if (!required && a.seat && *a.seat != turn)
    return V("play/wrong-seat", "TUT-11",
             Tr("the action says seat {}, but it is seat {}'s turn{}", *a.seat, turn,
                         trick_size_ == 0 && completed_ > 0
                             ? Tr(" (seat {} won trick {})", turn, completed_)
                             : ""));
  const int actor = required ? int(*a.seat) : turn;
  // TUT-18, and the draws of the interval (TUT-17)
  const bool triggers = m.kind == MoveKind::kCard ||
                        (m.kind == MoveKind::kCapote && completed_ == options_.StockTricks()) ||
                        (m.kind == MoveKind::kExchange && options_.exchange_after_draw);
  if (triggers && DrawsPending()) {
    if (completed_ == options_.StockTricks()) {
      const int loser = 1 - last_winner_;
      Card last = deal_.hands[size_t(loser)][kMaxEntries - 1];
      if (!(last == face_up_))
        return V("tute/stock-mismatch", "TUT-18",
                 Tr("seat {}'s last draw is listed as {}, but the card face up under "
                             "the stock is {}; the loser of trick {} takes it last",
                             loser, Code(last), Code(face_up_), completed_));
    }
    Draw();
  }
  // TUT-16
  if ((m.kind == MoveKind::kCard || m.kind == MoveKind::kExchange) &&
      !hands_[size_t(actor)].Contains(m.card))
    return V("tute/card-not-in-hand", "TUT-16",
             Tr("seat {} {} {}, but doesn't hold it",
                         actor, m.kind == MoveKind::kCard ? Tr("plays") : Tr("gives"), Code(m.card)));
  switch (m.kind) {
    case MoveKind::kCard: return StepCard(actor, m.card);
    case MoveKind::kSing: return StepSing(actor, m.suit);
    case MoveKind::kExchange: return StepExchange(actor, m.card);
    case MoveKind::kTute: return StepTute(actor, m.tute);
    case MoveKind::kCapote: return StepCapote(actor);
    case MoveKind::kClaim: return StepClaim(actor);
  }
  return std::nullopt;
}

int State::WinningPosition() const { return WinningIndex(trick_.data(), trick_size_, trump_); }

std::optional<Violation> CheckDuty(const Options& options, bool full, int trump,
                                   const Card* trick, int n, int leader, int seat, CardSet hand,
                                   Card x) {
  const Card lead = trick[0];
  const int L = lead.suit, T = trump;
  const int wpos = WinningIndex(trick, n, trump);
  const Card w = trick[wpos];
  const CardSet of_lead = hand.Suit(L), trumps = hand.Suit(T);
  if (!full) {  // TUT-28
    switch (options.stock_duty) {
      case StockDuty::kFollowTrumpLead:
        if (L == T && !trumps.Empty() && x.suit != T)
          return V("tute/must-follow", "TUT-28",
                   Tr("trumps ({}) were led and seat {} holds a trump; while the stock "
                               "lasts a trump lead is answered with a trump", SuitName(T), seat));
        break;
      case StockDuty::kFollowSuit:
        if (!of_lead.Empty() && x.suit != L)
          return V("tute/must-follow", "TUT-28",
                   Tr("{} were led and seat {} holds {}; with stock_duty = follow_suit "
                               "he follows suit", SuitName(L), seat, SuitName(L)));
        break;
      case StockDuty::kNone:
        break;
      case StockDuty::kBeatTrumpLead:
        // In the stock phase only two cards make a trick, so the card to beat is the lead.
        if (L == T && !trumps.Empty()) {
          if (x.suit != T)
            return V("tute/must-follow", "TUT-28",
                     Tr("trumps ({}) were led and seat {} holds a trump; with "
                                 "stock_duty = beat_trump_lead a trump lead is answered with a "
                                 "trump", SuitName(T), seat));
          if (!HigherInSuit(trumps, lead).Empty() && !Beats(x, lead, T))
            return V("tute/must-beat", "TUT-28",
                     Tr("{} was led and seat {} holds a higher trump; with stock_duty "
                                 "= beat_trump_lead he must beat it", Code(lead), seat));
        }
        break;
    }
    return std::nullopt;
  }
  // TUT-27: the winning card is the partner's
  const int players = options.players;
  const int wseat = (leader + wpos) % players;
  const bool exempt = options.partner_exempt && players == 4 && wseat == (seat + 2) % 4;
  if (!of_lead.Empty()) {
    if (x.suit != L)  // TUT-22
      return V("tute/must-follow", "TUT-22",
               Tr("{} were led and seat {} holds {}; he must follow suit", SuitName(L),
                           seat, SuitName(L)));
    if (!exempt && w.suit == L && !HigherInSuit(of_lead, w).Empty() &&
        !Beats(x, w, T))  // TUT-23
      return V("tute/must-beat", "TUT-23",
               Tr("{} wins the trick and seat {} holds a higher {}; he must beat it",
                           Code(w), seat, SuitName(L)));
    return std::nullopt;
  }
  if (exempt || trumps.Empty()) return std::nullopt;
  if (w.suit != T) {
    if (x.suit != T)  // TUT-24
      return V("tute/must-trump", "TUT-24",
               Tr("seat {} has no {} and holds trumps ({}); he must trump", seat,
                           SuitName(L), SuitName(T)));
    return std::nullopt;
  }
  if (!HigherInSuit(trumps, w).Empty()) {  // w is a trump here
    if (!Beats(x, w, T))  // TUT-25
      return V("tute/must-overtrump", "TUT-25",
               Tr("{} (a trump) wins the trick and seat {}, void in {}, holds a higher "
                           "trump; he must overtrump", Code(w), seat, SuitName(L)));
  } else if (options.must_undertrump && x.suit != T) {  // TUT-26
    return V("tute/must-undertrump", "TUT-26",
             Tr("seat {} is void in {} and can't beat {}; with must_undertrump he still "
                         "plays a trump", seat, SuitName(L), Code(w)));
  }
  return std::nullopt;
}

std::optional<Violation> State::CheckDuty(int seat, Card x) const {
  const bool full = n_ != 2 || completed_ >= options_.StockTricks();
  return tute::CheckDuty(options_, full, trump_, trick_.data(), trick_size_, leader_, seat,
                         hands_[size_t(seat)], x);
}

std::optional<Violation> State::StepCard(int seat, Card card) {
  if (trick_size_ > 0) {
    if (auto v = CheckDuty(seat, card)) return v;
  } else if (n_ == 3 && completed_ == 0 && exchanges_ == 0 &&
             options_.exchange_3p == Exchange3p::kMandatory) {  // TUT-34
    if (std::optional<Card> due = ExchangeCardFor(deal_.turned))
      for (int s = 0; s < n_; ++s)
        if (hands_[size_t(s)].Contains(*due))
          return V("tute/exchange-required", "TUT-34",
                   Tr("seat {} holds {} and must exchange it for the turned {} before "
                               "the first card (exchange_3p = mandatory)",
                               s, Code(*due), Code(deal_.turned)));
  }
  if (trick_size_ == 0) {
    leader_ = seat;
    sang_ = exchanged_now_ = drawn_ = false;  // the interval is over
  }
  hands_[size_t(seat)].Remove(card);
  trick_[size_t(trick_size_++)] = card;
  if (trick_size_ == n_) FinishTrick();
  return std::nullopt;
}

void State::FinishTrick() {
  const int wpos = WinningPosition();
  const int winner = (leader_ + wpos) % n_;
  const size_t side = size_t(Side(winner));
  for (int i = 0; i < n_; ++i) card_points_[side] += CardPoints(trick_[size_t(i)]);
  cards_won_[side] += n_;
  tricks_[side] += 1;
  trick_size_ = 0;
  ++completed_;
  latest_trick_[side] = completed_;
  last_winner_ = winner;
  const bool last = completed_ == options_.Tricks();
  if (last) last_trick_side_ = int(side);
  if (capote_seat_ >= 0 && winner != capote_seat_) {  // TUT-56: the capote fails
    end_ = End::kCapote;
    decider_seat_ = capote_seat_;
    capote_made_ = false;
  } else if (last) {
    end_ = capote_seat_ >= 0 ? End::kCapote : End::kTricks;
    decider_seat_ = capote_seat_;
    capote_made_ = capote_seat_ >= 0;
  }
}

std::optional<Violation> CheckPair(const Options& options, int trump, CardSet hand,
                                   unsigned sung, bool sang_now, int interval, int seat,
                                   int suit) {
  const std::string_view name = SuitName(suit);
  // TUT-41
  if (!hand.Contains(Card{12, uint8_t(suit)}) || !hand.Contains(Card{11, uint8_t(suit)}))
    return V("tute/sing-without-pair", "TUT-41",
             Tr("seat {} sings in {} but doesn't hold both the king (12{}) and the "
                         "caballo (11{})", seat, name, SuitLetter(suit, kDeck),
                         SuitLetter(suit, kDeck)));
  // TUT-42
  if (sung & (1u << suit))
    return V("tute/already-sung", "TUT-42",
             Tr("{} were already sung in this hand; each suit is sung once", name));
  // TUT-43
  if (options.one_cante_per_trick && sang_now)
    return V("tute/one-cante-per-trick", "TUT-43",
             Tr("a cante was already made after trick {}; one cante per trick won",
                         interval));
  // TUT-44
  if (options.forty_first && suit != trump && !(sung & (1u << trump)) &&
      hand.Contains(Card{12, uint8_t(trump)}) && hand.Contains(Card{11, uint8_t(trump)}))
    return V("tute/forty-first", "TUT-44",
             Tr("seat {} holds the king and caballo of trumps ({}); the 40 is sung "
                         "before any 20", seat, SuitName(trump)));
  return std::nullopt;
}

std::optional<Violation> State::StepSing(int seat, int suit) {
  // TUT-40
  if (completed_ == 0)
    return V("tute/sing-timing", "TUT-40",
             Tr("no cante before the first trick: a seat sings after winning a trick"));
  if (Side(seat) != Side(last_winner_))
    return V("tute/sing-timing", "TUT-40",
             Tr("seat {} sings, but seat {} won trick {}; only the winner{} may sing",
                         seat, last_winner_, completed_, n_ == 4 ? Tr(" or his partner") : Message()));
  if (n_ == 2 && drawn_)
    return V("tute/sing-timing", "TUT-40",
             exchanged_now_ && options_.exchange_after_draw
                 ? Tr("the exchange of this interval came after the draw (exchange_timing = "
                   "after_draw), and a cante comes before the draw; sing the pair after a later "
                   "trick")
                 : Tr("the cards of the last draw are taken; a cante comes before the draw"));
  if (n_ == 2 && !options_.cante_after_stock && completed_ > options_.StockTricks())
    return V("tute/sing-timing", "TUT-40",
             Tr("the stock is exhausted; with cante_after_stock = false there are no more cantes"));
  if (auto v = CheckPair(options_, trump_, hands_[size_t(seat)], sung_suits_, sang_,
                             completed_, seat, suit))
    return v;
  const int points = suit == trump_ ? 40 : 20;  // TUT-45
  cante_points_[size_t(Side(seat))] += points;
  sung_suits_ |= 1u << suit;
  sang_ = true;
  if (cante_count_ < 4) cantes_[size_t(cante_count_++)] = Cante{seat, suit, points};
  return std::nullopt;
}

std::optional<Violation> State::StepExchange(int seat, Card card) {
  // TUT-30, TUT-31
  if (n_ == 2) {
    const bool after = options_.exchange_after_draw;
    if (completed_ == 0)
      return V("tute/exchange-timing", "TUT-30",
               after ? Tr("the turned card is exchanged only after winning a trick, after the draw")
                     : Tr("the turned card is exchanged only after winning a trick, before the draw"));
    // After the draw of interval D the face-up card is in the loser's hand, so with
    // exchange_timing = after_draw interval D has no exchange at all.
    if (completed_ > options_.StockTricks() || (after ? completed_ == options_.StockTricks()
                                                      : drawn_))
      return V("tute/exchange-timing", "TUT-31",
               Tr("the face-up card has been drawn: there is nothing left to exchange"));
    if (exchanged_now_ && options_.one_exchange_per_interval)
      return V("tute/exchange-timing", "TUT-30",
               Tr("an exchange was already made after trick {}; one per trick won",
                           completed_));
  } else if (completed_ > 0) {
    return V("tute/exchange-timing", "TUT-30",
             Tr("with 3 players the turned card is exchanged only before the first card is played"));
  }
  // TUT-32
  if (card.suit != trump_ || !ExchangeFits(card, face_up_))
    return V("tute/bad-exchange", "TUT-32",
             Tr("{} can't be exchanged for the face-up {}: the 7 of trumps takes a 1, "
                         "3, 12, 11 or 10, and the 2 of trumps a 4, 5, 6 or 7",
                         Code(card), Code(face_up_)));
  // TUT-33
  if (!options_.exchange_chain && exchanges_ > 0)
    return V("tute/bad-exchange", "TUT-33",
             Tr("the turned card was already exchanged in this hand; with exchange_chain = false "
             "it is exchanged once"));
  hands_[size_t(seat)].Remove(card);
  hands_[size_t(seat)].Add(face_up_);
  face_up_ = card;
  ++exchanges_;
  exchanged_now_ = true;
  exchanged_[size_t(seat)] = true;
  return std::nullopt;
}

std::optional<Violation> State::StepTute(int seat, TuteKind kind) {
  // TUT-50
  if (completed_ == 0) {
    if (!options_.tute_dealt_immediate)
      return V("tute/tute-timing", "TUT-50",
               Tr("a tute is shown after a trick won by the holder's side (before the first trick "
               "only with tute_dealt_immediate)"));
  } else if (Side(seat) != Side(last_winner_)) {
    return V("tute/tute-timing", "TUT-50",
             Tr("seat {} shows a tute, but seat {} won trick {}; only the side that "
                         "won the trick may", seat, last_winner_, completed_));
  } else if (n_ == 2 && drawn_) {
    return V("tute/tute-timing", "TUT-50", Tr("a tute is shown before the draw"));
  }
  // TUT-51
  const uint8_t rank = kind == TuteKind::kKings ? 12 : 11;
  for (uint8_t suit = 0; suit < 4; ++suit)
    if (!hands_[size_t(seat)].Contains(Card{rank, suit}))
      return V("tute/false-tute", "TUT-51",
               Tr("seat {} shows a tute of {} but doesn't hold {}", seat,
                  rank == 12 ? Tr("kings") : Tr("caballos"), Code(Card{rank, suit})));
  end_ = End::kTute;  // TUT-52
  decider_seat_ = tute_seat_ = seat;
  tute_kind_ = kind;
  return std::nullopt;
}

std::optional<Violation> State::StepCapote(int seat) {
  if (!options_.capote)
    return V("tute/capote-timing", "TUT-55", Tr("this match is played without capote (capote = false)"));
  if (capote_seat_ >= 0)
    return V("tute/capote-timing", "TUT-55",
             Tr("seat {} already announced capote; there is one per hand", capote_seat_));
  if (completed_ != options_.StockTricks())
    return V("tute/capote-timing", "TUT-55",
             Tr("capote is announced right after the last draw (after trick {}), not "
                         "after trick {}", options_.StockTricks(), completed_));
  if (options_.capote_leader_only && seat != last_winner_)
    return V("tute/capote-timing", "TUT-55",
             Tr("with capote_announcer = leader only the winner of trick {} (seat {}), "
                         "who leads next, announces capote", completed_, last_winner_));
  capote_seat_ = seat;
  return std::nullopt;
}

std::optional<Violation> State::StepClaim(int seat) {
  if (!claim_allowed_)
    return V("tute/claim-timing", "TUT-60",
             Tr("no claim in the first hand of the record: a claim counts points carried over from "
             "earlier hands"));
  if (completed_ == 0)
    return V("tute/claim-timing", "TUT-60", Tr("a claim is made after winning a trick"));
  if (drawn_)
    return V("tute/claim-timing", "TUT-60", Tr("a claim comes before the draw"));
  end_ = End::kClaim;  // TUT-61: the match decides who wins
  decider_seat_ = claim_seat_ = seat;
  return std::nullopt;
}

std::vector<Card> State::LegalCards() const {
  std::vector<Card> out;
  if (Ended()) return out;
  State base = *this;
  if (base.DrawsPending()) base.Draw();
  const int seat = base.ToMove();
  for (Card c : base.hands_[size_t(seat)]) {
    State copy = base;
    if (!copy.StepCard(seat, c)) out.push_back(c);
  }
  return out;
}

std::vector<Action> State::LegalActions() const {
  std::vector<Action> out;
  if (Ended()) return out;
  std::vector<Action> candidates;
  for (Card c : LegalCards()) candidates.push_back(Action{Move{MoveKind::kCard, c, 0, {}}, {}});
  if (trick_size_ == 0) {
    auto add = [&](Move m) {
      if (SeatRequired(m.kind)) {
        for (int s = 0; s < n_; ++s) candidates.push_back(Action{m, s});
      } else {
        candidates.push_back(Action{m, std::nullopt});
      }
    };
    for (int suit = 0; suit < 4; ++suit) add(Move{MoveKind::kSing, {}, suit, {}});
    for (uint8_t rank : {uint8_t(7), uint8_t(2)})
      add(Move{MoveKind::kExchange, Card{rank, uint8_t(trump_)}, 0, {}});
    add(Move{MoveKind::kTute, {}, 0, TuteKind::kKings});
    add(Move{MoveKind::kTute, {}, 0, TuteKind::kKnights});
    add(Move{MoveKind::kCapote, {}, 0, {}});
    add(Move{MoveKind::kClaim, {}, 0, {}});
  }
  for (const Action& a : candidates)
    if (a.move.kind == MoveKind::kCard || !Check(a)) out.push_back(a);
  return out;
}

HandFacts State::Facts() const {
  HandFacts f;
  f.players = n_;
  f.card_points = card_points_;
  f.cantes = cante_points_;
  f.tricks = tricks_;
  f.latest_trick = latest_trick_;
  f.last_trick = last_trick_side_;
  f.end = end_;
  f.decider = decider_seat_ >= 0 ? Side(decider_seat_) : -1;
  f.capote_made = capote_made_;
  return f;
}

}  // namespace replay::tute
