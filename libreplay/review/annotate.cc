#include "review/annotate.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/text.h"
#include "engine/move_text.h"

namespace replay::review {
namespace {

// The player's name as a piece of its own (core/text.h PiecedText), then the seat.
void AddWho(PiecedText& out, const Record& record, int seat) {
  AddName(out, TerminalSafe(record.PlayerName(seat)));
  AddText(out, " " + Tr("(seat {})", seat).Localized());
}

// " — mistake" after a graded move's cost; nothing for an ungraded one.
std::string GradeSuffix(Grade grade) {
  return grade == Grade::kNone ? "" : " — " + GradeWord(grade).Localized();
}

}  // namespace

std::string MoveOf(const Take& t) {
  // Take::move is the notation's JSON text of the move (engine/outcome.h).
  return TerminalSafe(MoveWords(nlohmann::json::parse(t.move), t.xeri).Localized());
}

std::string TakeText(const Take& t) {
  return MoveOf(t) + " " + Tr("({} cards, {} points)", t.cards, t.points).Localized();
}

PiecedText CardNotePieces(const Record& record, const solver::CardCost& c, Deck deck, Grade grade) {
  std::string best;
  for (Card b : c.best) best += (best.empty() ? "" : " ") + CardCode(b, deck);
  PiecedText out;
  AddText(out, Tr("{} by", CardCode(c.card, deck)).Localized() + " ");
  AddWho(out, record, c.seat);
  AddText(out, Tr(": value {} → {}, cost {}{}; best {}", c.before, c.after, c.cost,
                  GradeSuffix(grade), best)
                   .Localized());
  return out;
}

std::string CardNote(const Record& record, const solver::CardCost& c, Deck deck, Grade grade) {
  return Joined(CardNotePieces(record, c, deck, grade));
}

PiecedText TakeNotePieces(const Record& record, const TakeChoice& c, Grade grade) {
  const TakeVerdict v = Judge(c);
  std::string captures;
  for (const Take& t : c.captures)
    captures += (captures.empty() ? "" : std::string(kSeparator)) + TakeText(t);
  PiecedText out;
  AddText(out, Tr("{} by", MoveOf(c.played)).Localized() + " ");
  AddWho(out, record, c.seat);
  AddText(out, Tr(": {} cards, {} points; legal captures: {}; builds possible: {}", c.played.cards,
                  c.played.points, captures.empty() ? Tr("none").Localized() : captures, c.builds)
                   .Localized());
  if (v.missed_xeri) AddText(out, Tr("; missed a xeri").Localized());
  if (v.missed_points > 0) AddText(out, Tr("; missed {} points", v.missed_points).Localized());
  if (v.cost > 0) AddText(out, Tr("; cost {}{}", v.cost, GradeSuffix(grade)).Localized());
  return out;
}

std::string TakeNote(const Record& record, const TakeChoice& c, Grade grade) {
  return Joined(TakeNotePieces(record, c, grade));
}

std::string TakesNote(const std::vector<TakeChoice>& takes) {
  long chances = 0, missed = 0, points = 0;
  for (const TakeChoice& c : takes) {
    const TakeVerdict v = Judge(c);
    chances += v.xeri_chance;
    missed += v.missed_xeri;
    points += v.missed_points;
  }
  return Tr("{} moves; {} of {} xeri chances missed, {} points missed", takes.size(), missed,
            chances, points)
      .Localized();
}

std::string HandNote(const HandReview& hand) {
  std::string out = Tr("{} cards", hand.cards.size()).Localized();
  for (size_t side = 0; side < hand.value.size(); ++side)
    out += std::string(kSeparator) + Tr("side {}: best play {}, as played {}, cost {}", side,
                                        hand.value[side], hand.points[side], hand.cost[side])
                                         .Localized();
  if (hand.first_trick > 0)
    out +=
        " " +
        Tr("(reviewed from trick {}, where the solver is exact)", hand.first_trick + 1).Localized();
  return out;
}

std::string PlayerNote(const std::string& name, const PlayerFigures& f) {
  std::string out = TerminalSafe(name) + ":";
  if (f.cards > 0) {
    const stats::Interval ci = f.OptimalInterval();
    // The figures formatted here: a message's arguments are text (core/message.h), so the
    // catalogue's sentence has plain {} where the numbers go.
    out +=
        " " + Tr("{} cards, {} optimal ({} % [{} %, {} %]), cost {}, {} a card", f.cards, f.optimal,
                 fmt::format("{:.1f}", 100 * f.OptimalShare()), fmt::format("{:.1f}", 100 * ci.low),
                 fmt::format("{:.1f}", 100 * ci.high), f.cost, fmt::format("{:.2f}", f.MeanCost()))
                  .Localized();
  }
  if (f.moves > 0)
    out += (f.cards > 0 ? std::string(kSeparator) : std::string(" ")) +
           Tr("{} moves, {} xeri chances, {} missed, {} points missed", f.moves, f.xeri_chances,
              f.missed_xeri, f.missed_points)
               .Localized();
  if (f.Units() > 0)
    out += std::string(kSeparator) +
           Tr("inaccuracies {}, mistakes {}, blunders {}", f.graded[size_t(Grade::kInaccuracy)],
              f.graded[size_t(Grade::kMistake)], f.graded[size_t(Grade::kBlunder)])
               .Localized();
  return out;
}

}  // namespace replay::review
