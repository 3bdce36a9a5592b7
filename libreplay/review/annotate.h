// The review in words: one line per reviewed move, a hand's summary and a player's figures.
// replay-review --format text prints them, and the review page (review/page.h) shows the same
// lines beside the board, so a move reads alike in both. Moves are in the players' words
// (engine/move_text.h), every word through the message catalogue (the reader's language), names
// through TerminalSafe.
#ifndef REPLAY_REVIEW_ANNOTATE_H_
#define REPLAY_REVIEW_ANNOTATE_H_

#include <string>
#include <vector>

#include "core/text.h"
#include "notation/record.h"
#include "review/grade.h"
#include "review/take_review.h"
#include "review/trick_review.h"

namespace replay::review {

// A Diloti move in words with what it takes: "8S takes 7H AD 8C — xeri (4 cards, 1 point)".
std::string TakeText(const Take& take);

// "JS by Nikos (seat 1): value 81 → 71, cost 10 — mistake; best 9S AS", the cards in `deck`'s
// codes; the grade only when the card has one.
std::string CardNote(const Record& record, const solver::CardCost& card, Deck deck, Grade grade);
// "7H by Maria (seat 0): 0 cards, 0 points; legal captures: …; builds possible: 2; missed a
// xeri, cost 12 — blunder"
std::string TakeNote(const Record& record, const TakeChoice& choice, Grade grade);
// The same notes with the player's name apart (core/text.h), for the review page, which writes
// each name once per match; CardNote and TakeNote join these.
PiecedText CardNotePieces(const Record& record, const solver::CardCost& card, Deck deck,
                          Grade grade);
PiecedText TakeNotePieces(const Record& record, const TakeChoice& choice, Grade grade);
// "48 moves; 1 of 3 xeri chances missed, 5 points missed" over a Diloti hand's moves
std::string TakesNote(const std::vector<TakeChoice>& takes);
// "32 cards; side 0: best play 81, as played 90, cost 0; side 1: best play 81, …"
std::string HandNote(const HandReview& hand);
// "Maria: 16 cards, 12 optimal (75.0 % [50.5 %, 89.8 %]), cost 9, 0.56 a card; 24 moves, …;
// inaccuracies 2, mistakes 1, blunders 0"
std::string PlayerNote(const std::string& name, const PlayerFigures& figures);

}  // namespace replay::review

#endif  // REPLAY_REVIEW_ANNOTATE_H_
