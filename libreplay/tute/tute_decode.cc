// Decoding one recorded Tute action (rules/tute.md §4, TUT-13): a card code, or an object with
// one of card, sing, exchange, tute, capote or claim, and `seat` and `comment`.
#include <fmt/format.h>

#include "tute/tute.h"

namespace replay::tute {

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  Action action;
  Move& m = action.move;
  auto fail = [&](Message message) {
    out.error = std::move(message);
    return out;
  };
  if (a.IsString()) {
    std::optional<Card> c = ParseCard(a.string, kDeck);
    if (!c) return fail(Tr("\"{}\" is not a card code (such as 12O or 3B)", a.string));
    m.card = *c;
    out.action = action;
    return out;
  }
  if (!a.IsObject())
    return fail(Tr("an action is a card code or an object, not {}",
                            json::TypeText(a.type)));
  int kinds = 0;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "seat") {
      action.seat = v.IsInt() ? long(v.integer) : -1;  // not a seat number: TUT-14 / TUT-11
      continue;
    }
    if (key == "comment") {
      if (!v.IsString()) return fail(Tr("`comment` must be a string"));
      continue;
    }
    ++kinds;
    if (key == "card" || key == "exchange") {
      std::optional<Card> c = v.IsString() ? ParseCard(v.string, kDeck) : std::nullopt;
      if (!c) return fail(Tr("`{}` must be a card code such as 7O", key));
      m.kind = key == "card" ? MoveKind::kCard : MoveKind::kExchange;
      m.card = *c;
    } else if (key == "sing") {
      int suit = v.IsString() ? ParseSuit(v.string, kDeck) : -1;
      if (suit < 0) return fail(Tr("`sing` must be a suit: O, C, E or B"));
      m.kind = MoveKind::kSing;
      m.suit = suit;
    } else if (key == "tute") {
      if (!v.IsString() || (v.string != "kings" && v.string != "knights"))
        return fail("`tute` must be \"kings\" or \"knights\"");
      m.kind = MoveKind::kTute;
      m.tute = v.string == "kings" ? TuteKind::kKings : TuteKind::kKnights;
    } else if (key == "capote" || key == "claim") {
      if (!v.IsBool() || !v.boolean) return fail(Tr("`{}` must be true", key));
      m.kind = key == "capote" ? MoveKind::kCapote : MoveKind::kClaim;
    } else {
      return fail(Tr("an action has no key \"{}\" (card, sing, exchange, tute, capote, "
                              "claim, seat, comment)", key));
    }
  }
  if (kinds != 1)
    return fail(kinds == 0 ? Tr("the action says nothing: it needs one of card, sing, exchange, "
                             "tute, capote or claim")
                           : Tr("an action does one thing: one of card, sing, exchange, tute, "
                             "capote or claim"));
  out.action = action;
  return out;
}

}  // namespace replay::tute
