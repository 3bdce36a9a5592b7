// Decoding one recorded Xeri action (rules/xeri.md §4, XER-12): a card code, or an object with
// `card`, optionally `take`, `xeri`, `seat` and `comment`. Diloti's form without its builds.
#include "xeri/xeri.h"

namespace replay::xeri {

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  Move m;
  if (a.IsString()) {
    std::optional<Card> c = ParseCard(a.string, kDeck);
    if (!c) {
      out.error = Tr("\"{}\" is not a card code (such as 7H or TD)", a.string);
      return out;
    }
    m.card = *c;
    out.move = m;
    return out;
  }
  if (!a.IsObject()) {
    out.error = Tr("an action is a card code or an object, not {}", json::TypeText(a.type));
    return out;
  }
  const json::Value* card = nullptr;
  const json::Value* take = nullptr;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    if (key == "card") {
      card = &v;
    } else if (key == "take") {
      take = &v;
    } else if (key == "xeri") {
      if (!v.IsBool()) { out.error = Tr("`xeri` must be true or false"); return out; }
      m.xeri = v.boolean;
    } else if (key == "seat") {
      if (!v.IsInt()) { out.error = Tr("`seat` must be a seat number"); return out; }
      out.seat = long(v.integer);
    } else if (key == "comment") {
      if (!v.IsString()) { out.error = Tr("`comment` must be a string"); return out; }
    } else {
      out.error = Tr("an action has no key \"{}\" (card, take, xeri, seat, comment)", key);
      return out;
    }
  }
  if (!card) { out.error = Tr("the action has no `card`"); return out; }
  std::optional<Card> c = card->IsString() ? ParseCard(card->string, kDeck) : std::nullopt;
  if (!c) { out.error = Tr("`card` must be a card code such as 7H or TD"); return out; }
  m.card = *c;
  if (take) {
    if (!take->IsArray() || take->size == 0) {
      out.error = Tr("`{}` must be a non-empty array of card codes", "take");
      return out;
    }
    for (const json::Value& item : *take) {
      std::optional<Card> listed = item.IsString() ? ParseCard(item.string, kDeck) : std::nullopt;
      if (!listed) {
        out.error = Tr("`{}` must list card codes", "take");
        return out;
      }
      // Listed twice: XER-15, which State::Check reports after XER-13 and XER-14 (§5).
      if (m.listed.Contains(*listed) && !m.repeated) m.repeated = *listed;
      m.listed.Add(*listed);
    }
    m.capture = true;
  }
  out.move = m;
  return out;
}

}  // namespace replay::xeri
