// The card parser on any text, for every deck: a code that parses prints as a canonical code
// that parses back to the same card.
#include <cstdint>

#include "core/card.h"
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text = replay::fuzz::AsText(data, size);
  for (replay::Deck deck :
       {replay::Deck::kFrench52, replay::Deck::kFrench32, replay::Deck::kSpanish40}) {
    std::optional<replay::Card> card = replay::ParseCard(text, deck);
    if (!card) continue;
    std::string code = replay::CardCode(*card, deck);
    std::optional<replay::Card> again = replay::ParseCard(code, deck);
    FUZZ_CHECK(again && *again == *card);
  }
  return 0;
}
