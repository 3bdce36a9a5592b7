// Decoding one recorded Xeri action (rules/xeri.md §4, XER-12): a card code, or an object with
// `card`, optionally `take`, `xeri`, `seat` and `comment`. Diloti's form without its builds.
#include "fishing/fishing_decode.h"
#include "xeri/xeri.h"

namespace replay::xeri {

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  if (fishing::DecodeNonObject(a, kDeck, out)) return out;
  Move m;
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
    // Listed twice: XER-15, which State::Check reports after XER-13 and XER-14 (§5).
    if (auto error = fishing::ReadListed(*take, "take", kDeck, m)) {
      out.error = *error;
      return out;
    }
    m.capture = true;
  }
  out.move = m;
  return out;
}

}  // namespace replay::xeri
