// The notation of Bourlot's actions (rules/bourlot.md §4): auction entries and play entries.
#include <algorithm>
#include <fmt/format.h>

#include "bourlot/bourlot.h"

namespace replay::bourlot {
namespace {

std::optional<Card> CardOf(const json::Value& v) {
  return v.IsString() ? ParseCard(v.string, kDeck) : std::nullopt;
}

}  // namespace

DecodedCall DecodeCall(const json::Value& a) {
  DecodedCall out;
  if (a.IsString()) {
    if (a.string == "pass") out.call = Call{};
    else out.error = Tr("\"{}\" is not a call; a call is \"pass\", {{\"take\": true}}, "
                                 "{{\"trump\": suit}} or a seven exchange", a.string);
    return out;
  }
  if (!a.IsObject()) {
    out.error = Tr("a call is \"pass\" or an object, not {}", json::TypeText(a.type));
    return out;
  }
  Call c;
  int kinds = 0;
  const json::Value* seat = nullptr;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "pass" || key == "take") {
      if (!v.IsBool() || !v.boolean) {
        out.error = Tr("`{}` takes the value true", key);
        return out;
      }
      c.kind = key == "pass" ? CallKind::kPass : CallKind::kTake;
      ++kinds;
    } else if (key == "trump") {
      int suit = v.IsString() ? ParseSuit(v.string, kDeck) : -1;
      if (suit < 0) {
        out.error = Tr("`trump` names a suit: S, H, D or C");
        return out;
      }
      c.kind = CallKind::kTrump;
      c.suit = suit;
      ++kinds;
    } else if (key == "exchange") {
      std::optional<Card> card = CardOf(v);
      if (!card) {
        out.error = Tr("`exchange` names the card given up, such as 7H");
        return out;
      }
      c.kind = CallKind::kExchange;
      c.card = *card;
      ++kinds;
    } else if (key == "seat") {
      seat = &v;
    } else if (key == "comment") {
      if (!v.IsString()) {
        out.error = Tr("`comment` must be a string");
        return out;
      }
    } else {
      out.error = Tr("a call has no key \"{}\" (pass, take, trump, exchange, seat, "
                              "comment)", key);
      return out;
    }
  }
  if (kinds != 1) {
    out.error = kinds == 0 ? Tr("the call says neither pass, take, trump nor exchange")
                           : Tr("a call is one of pass, take, trump or exchange, not several");
    return out;
  }
  if (seat) {
    bool seat_ok = seat->IsInt() &&
                   (c.kind != CallKind::kExchange || (seat->integer >= 0 && seat->integer < 4));
    if (!seat_ok) {
      out.error = Tr("`seat` must be a seat number from 0 to 3");
      return out;
    }
    // A call's seat out of range is simply not the seat in turn (BRL-8).
    c.seat = int(std::clamp<int64_t>(seat->integer, -1000000, 1000000));
  }
  out.call = c;
  return out;
}

DecodedPlay DecodePlay(const json::Value& a) {
  DecodedPlay out;
  PlayAction p;
  if (a.IsString()) {
    std::optional<Card> c = ParseCard(a.string, kDeck);
    if (!c) {
      out.error = Tr("\"{}\" is not a card of the 32-card deck (such as 7H or TD)",
                              a.string);
      return out;
    }
    p.card = *c;
    out.action = p;
    return out;
  }
  if (!a.IsObject()) {
    out.error = Tr("a play is a card code or an object, not {}", json::TypeText(a.type));
    return out;
  }
  const json::Value* card = nullptr;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "card") {
      card = &v;
    } else if (key == "say") {
      if (v.IsString() && v.string == "belote") p.say = Say::kBelote;
      else if (v.IsString() && v.string == "rebelote") p.say = Say::kRebelote;
      else {
        out.error = Tr("`say` is \"belote\" or \"rebelote\"");
        return out;
      }
    } else if (key == "declare") {
      if (!v.IsArray() || v.size == 0) {
        out.error = Tr("`declare` is a non-empty array of melds, each an array of cards");
        return out;
      }
      for (const json::Value& meld : v) {
        if (!meld.IsArray() || meld.size == 0) {
          out.error = Tr("each meld of `declare` is a non-empty array of cards");
          return out;
        }
        std::vector<Card> cards;
        for (const json::Value& item : meld) {
          std::optional<Card> c = CardOf(item);
          if (!c) {
            out.error = Tr("a meld lists card codes of the 32-card deck");
            return out;
          }
          cards.push_back(*c);
        }
        p.declare.push_back(std::move(cards));
      }
    } else if (key == "seat") {
      if (!v.IsInt()) {
        out.error = Tr("`seat` must be a seat number");
        return out;
      }
      p.seat = long(v.integer);
    } else if (key == "comment") {
      if (!v.IsString()) {
        out.error = Tr("`comment` must be a string");
        return out;
      }
    } else if (key == "shown") {
      out.error = Tr("`shown` is a Pilotta field; in Bourlot declared melds are always shown");
      return out;
    } else {
      out.error = Tr("a play has no key \"{}\" (card, say, declare, seat, comment)", key);
      return out;
    }
  }
  if (!card) {
    out.error = Tr("the play has no `card`");
    return out;
  }
  std::optional<Card> c = CardOf(*card);
  if (!c) {
    out.error = Tr("`card` must be a card code of the 32-card deck, such as 7H or TD");
    return out;
  }
  p.card = *c;
  out.action = std::move(p);
  return out;
}

}  // namespace replay::bourlot
