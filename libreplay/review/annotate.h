// The review in words: one line per reviewed move, a hand's summary and a player's figures.
// replay-review --format text prints them, and the review page (review/page.h) shows the same
// lines beside the board, so a move reads alike in both. Names go through TerminalSafe.
#ifndef REPLAY_REVIEW_ANNOTATE_H_
#define REPLAY_REVIEW_ANNOTATE_H_

#include <string>
#include <vector>

#include "core/text.h"
#include "notation/record.h"
#include "review/take_review.h"
#include "review/trick_review.h"

namespace replay::review {

// "JS by Nikos (seat 1): value 81 → 81, cost 0; best JS 9S", the cards in `deck`'s codes
std::string CardNote(const Record& record, const solver::CardCost& card, Deck deck);
// "7H by Maria (seat 0): throw, takes 0 cards, 0 points; legal captures: … ; missed xeri, …"
std::string TakeNote(const Record& record, const TakeChoice& choice);
// The same notes with the player's name apart (core/text.h), for the review page, which writes
// each name once per match; CardNote and TakeNote join these.
PiecedText CardNotePieces(const Record& record, const solver::CardCost& card, Deck deck);
PiecedText TakeNotePieces(const Record& record, const TakeChoice& choice);
// "48 moves; 1 of 3 xeri missed, 5 points missed" over a Diloti hand's moves
std::string TakesNote(const std::vector<TakeChoice>& takes);
// "32 cards; best play [81, 81]; as played [90, 72]; cost per side [0, 9]"
std::string HandNote(const HandReview& hand);
// "Maria: 16 cards, 12 optimal (75.0 % [50.5 %, 89.8 %]), cost 9, 0.56 a card; 24 moves, …"
std::string PlayerNote(const std::string& name, const PlayerFigures& figures);

}  // namespace replay::review

#endif  // REPLAY_REVIEW_ANNOTATE_H_
