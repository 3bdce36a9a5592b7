#include "engine/deal_check.h"

#include <fmt/format.h>

namespace replay {

DealChecker::DealChecker(Deck deck, Reporter& reporter, int hand)
    : deck_(deck), reporter_(reporter), hand_(hand) {}

void DealChecker::Report(const json::Value& value, const std::string& pointer) {
  ok_ = false;
  if (!value.IsString()) {
    At(reporter_.Error("cards/shape", pointer,
                       Tr("a dealt card must be a card code, not {}",
                                   json::TypeText(value.type))), reporter_.record(), hand_);
    return;
  }
  std::optional<Card> card = ParseCard(value.string, deck_);
  if (!card) {
    // One sentence a deck, not the deck's name as an argument: "French 52-card" is an adjective
    // phrase that Greek and Spanish place and inflect differently.
    Message text = deck_ == Deck::kFrench52
                       ? Tr("\"{}\" is not a card of the French 52-card deck", value.string)
                   : deck_ == Deck::kFrench32
                       ? Tr("\"{}\" is not a card of the French 32-card deck", value.string)
                       : Tr("\"{}\" is not a card of the Spanish 40-card deck", value.string);
    At(reporter_.Error("cards/foreign", pointer, std::move(text)), reporter_.record(), hand_);
    return;
  }
  At(reporter_.Error("cards/duplicate", pointer,
                     Tr("{} is dealt twice", CardCode(*card, deck_))),
     reporter_.record(), hand_);
}

bool DealChecker::Finish(const std::string& pointer) {
  for (Card c : CardSet::Full(deck_) - seen_) {
    At(reporter_.Error("cards/missing", pointer,
                       Tr("{} is missing from the deal", CardCode(c, deck_))),
       reporter_.record(), hand_);
    ok_ = false;
  }
  return ok_;
}

Diagnostic& At(Diagnostic& d, const Record& record, int hand, std::string_view section,
               int action, int seat) {
  d.hand = hand;
  d.section = section;
  d.action = action;
  d.seat = seat;
  d.seat_name = std::string(record.PlayerName(seat));
  return d;
}

}  // namespace replay
