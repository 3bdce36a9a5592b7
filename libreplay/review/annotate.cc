#include "review/annotate.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/text.h"

namespace replay::review {
namespace {

// The player's name as a piece of its own (core/text.h PiecedText), then the seat.
void AddWho(PiecedText& out, const Record& record, int seat) {
  AddName(out, TerminalSafe(record.PlayerName(seat)));
  AddText(out, fmt::format(" (seat {})", seat));
}

std::string List(const std::vector<int>& v) { return fmt::format("[{}]", fmt::join(v, ", ")); }

// A move in the notation, as the record writes it (a card code, or an object for a capture or
// a build).
std::string TakeText(const Take& t) {
  return fmt::format("{} ({} cards, {} points{})", TerminalSafe(t.move), t.cards, t.points,
                     t.xeri ? ", xeri" : "");
}

}  // namespace

PiecedText CardNotePieces(const Record& record, const solver::CardCost& c, Deck deck) {
  std::string best;
  for (Card b : c.best) best += (best.empty() ? "" : " ") + CardCode(b, deck);
  PiecedText out;
  AddText(out, fmt::format("{} by ", CardCode(c.card, deck)));
  AddWho(out, record, c.seat);
  AddText(out, fmt::format(": value {} → {}, cost {}; best {}", c.before, c.after, c.cost, best));
  return out;
}

std::string CardNote(const Record& record, const solver::CardCost& c, Deck deck) {
  return Joined(CardNotePieces(record, c, deck));
}

PiecedText TakeNotePieces(const Record& record, const TakeChoice& c) {
  const TakeVerdict v = Judge(c);
  std::string captures;
  for (const Take& t : c.captures) captures += (captures.empty() ? "" : "; ") + TakeText(t);
  PiecedText out;
  AddText(out, fmt::format("{} by ", TakeText(c.played)));
  AddWho(out, record, c.seat);
  AddText(out, fmt::format("; legal captures: {}; builds possible: {}",
                           captures.empty() ? "none" : captures, c.builds));
  if (v.missed_xeri) AddText(out, "; missed a xeri");
  if (v.missed_points > 0) AddText(out, fmt::format("; missed {} points", v.missed_points));
  return out;
}

std::string TakeNote(const Record& record, const TakeChoice& c) {
  return Joined(TakeNotePieces(record, c));
}

std::string TakesNote(const std::vector<TakeChoice>& takes) {
  long chances = 0, missed = 0, points = 0;
  for (const TakeChoice& c : takes) {
    const TakeVerdict v = Judge(c);
    chances += v.xeri_chance;
    missed += v.missed_xeri;
    points += v.missed_points;
  }
  return fmt::format("{} moves; {} of {} xeri chances missed, {} points missed", takes.size(),
                     missed, chances, points);
}

std::string HandNote(const HandReview& hand) {
  std::string out =
      fmt::format("{} cards; best play {}, as played {}, cost per side {}", hand.cards.size(),
                  List(hand.value), List(hand.points), List(hand.cost));
  if (hand.first_trick > 0)
    out += fmt::format(" (reviewed from trick {}, where the solver is exact)", hand.first_trick + 1);
  return out;
}

std::string PlayerNote(const std::string& name, const PlayerFigures& f) {
  std::string out = TerminalSafe(name) + ":";
  if (f.cards > 0) {
    const stats::Interval ci = f.OptimalInterval();
    out += fmt::format(" {} cards, {} optimal ({:.1f} % [{:.1f} %, {:.1f} %]), cost {}, {:.2f} a card",
                       f.cards, f.optimal, 100 * f.OptimalShare(), 100 * ci.low, 100 * ci.high,
                       f.cost, f.MeanCost());
  }
  if (f.moves > 0)
    out += fmt::format("{} {} moves, {} xeri chances, {} missed, {} points missed",
                       f.cards > 0 ? ";" : "", f.moves, f.xeri_chances, f.missed_xeri,
                       f.missed_points);
  return out;
}

}  // namespace replay::review
