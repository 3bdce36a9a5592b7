// The deck checks every game shares (notation.md §3, DIL-3 and its kin in every rules page):
// each card dealt is a code of the game's deck, occurs once, and the deal misses none.
#ifndef REPLAY_ENGINE_DEAL_CHECK_H_
#define REPLAY_ENGINE_DEAL_CHECK_H_

#include <optional>
#include <string>

#include "core/card.h"
#include "notation/json.h"
#include "notation/record.h"

namespace replay {

class DealChecker {
 public:
  DealChecker(Deck deck, Reporter& reporter, int hand);

  // Reads one dealt card; reports cards/shape, cards/foreign or cards/duplicate at the pointer
  // that `pointer()` makes (called only then: building pointers for every card is slow).
  template <class PointerFn>
  std::optional<Card> Read(const json::Value& value, PointerFn&& pointer) {
    if (value.IsString())
      if (std::optional<Card> card = ParseCard(value.string, deck_))
        return Add(*card, value, pointer) ? card : std::nullopt;
    Report(value, pointer());
    return std::nullopt;
  }
  // As Read, of `card` already parsed from `value` (a caller that needs the card anyway parses
  // it once): false, with cards/duplicate reported, when it was dealt before.
  template <class PointerFn>
  bool Add(Card card, const json::Value& value, PointerFn&& pointer) {
    if (!seen_.Contains(card)) {
      seen_.Add(card);
      return true;
    }
    Report(value, pointer());
    return false;
  }
  // Reports each card of the deck that was not dealt (cards/missing) at `pointer`.
  // Returns whether the whole deal was clean.
  bool Finish(const std::string& pointer);
  CardSet seen() const { return seen_; }

 private:
  void Report(const json::Value& value, const std::string& pointer);

  Deck deck_;
  Reporter& reporter_;
  int hand_;
  CardSet seen_;
  bool ok_ = true;
};

// Fills the hand, action and seat of a diagnostic (with the seat's name for messages).
Diagnostic& At(Diagnostic& d, const Record& record, int hand, std::string_view section = {},
               int action = -1, int seat = -1);

}  // namespace replay

#endif  // REPLAY_ENGINE_DEAL_CHECK_H_
