// What decoding a recorded action shares between the fishing games (DIL-12, XER-12): the bare
// card code, and a list of card codes (`take`, or Diloti's `build`) with the first card listed
// twice kept for DIL-15 / XER-15, which the game's State reports after its own checks. Each game
// keeps its own keys of the object form.
//
// Templates over the game's DecodedAction {move, seat, error} and Move {card, listed, repeated}.
#ifndef REPLAY_FISHING_FISHING_DECODE_H_
#define REPLAY_FISHING_FISHING_DECODE_H_

#include <optional>
#include <string_view>

#include "core/card.h"
#include "core/message.h"
#include "notation/json.h"

namespace replay::fishing {

// True when `a` is not the object form, and then `out` holds its verdict: a bare card code is
// a play of that card; anything else but an object is an error.
template <class DecodedAction>
bool DecodeNonObject(const json::Value& a, Deck deck, DecodedAction& out) {
  if (a.IsString()) {
    std::optional<Card> c = ParseCard(a.string, deck);
    if (!c) {
      out.error = Tr("\"{}\" is not a card code (such as 7H or TD)", a.string);
      return true;
    }
    out.move.emplace().card = *c;
    return true;
  }
  if (!a.IsObject()) {
    out.error = Tr("an action is a card code or an object, not {}", json::TypeText(a.type));
    return true;
  }
  return false;
}

// Reads the list `name` into m.listed (and the first card listed twice into m.repeated); the
// error when it is not a non-empty array of card codes.
template <class Move>
std::optional<Message> ReadListed(const json::Value& list, std::string_view name, Deck deck,
                                  Move& m) {
  if (!list.IsArray() || list.size == 0)
    return Tr("`{}` must be a non-empty array of card codes", name);
  for (const json::Value& item : list) {
    std::optional<Card> listed = item.IsString() ? ParseCard(item.string, deck) : std::nullopt;
    if (!listed) return Tr("`{}` must list card codes", name);
    if (m.listed.Contains(*listed) && !m.repeated) m.repeated = *listed;
    m.listed.Add(*listed);
  }
  return std::nullopt;
}

}  // namespace replay::fishing

#endif  // REPLAY_FISHING_FISHING_DECODE_H_
