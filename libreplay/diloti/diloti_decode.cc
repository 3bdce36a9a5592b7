// Decoding one recorded Diloti action (rules/diloti.md §4, DIL-12): a card code, or an object
// with `card` and `take` or `build` + `value`, `xeri`, `seat` and `comment`.
#include <algorithm>

#include <fmt/format.h>

#include "diloti/diloti.h"
#include "fishing/fishing_decode.h"

namespace replay::diloti {
namespace {

std::optional<Card> CardOf(const json::Value& v) {
  return v.IsString() ? ParseCard(v.string, kDeck) : std::nullopt;
}

}  // namespace

DecodedAction DecodeAction(const json::Value& a) {
  DecodedAction out;
  if (fishing::DecodeNonObject(a, kDeck, out)) return out;
  Move m;
  const json::Value* card = nullptr;
  const json::Value* take = nullptr;
  const json::Value* build = nullptr;
  const json::Value* value = nullptr;
  for (uint32_t i = 0; i < a.size; ++i) {
    const auto& [key, offset, v] = a.members[i];
    // Dispatch on the first letter first: this runs for every action of every record.
    const char first = key.empty() ? '\0' : key[0];
    if (first == 'c' && key == "card") card = &v;
    else if (first == 't' && key == "take") take = &v;
    else if (first == 'b' && key == "build") build = &v;
    else if (first == 'v' && key == "value") value = &v;
    else if (first == 'x' && key == "xeri") {
      if (!v.IsBool()) { out.error = Tr("`xeri` must be true or false"); return out; }
      m.xeri = v.boolean;
    } else if (first == 's' && key == "seat") {
      if (!v.IsInt()) { out.error = Tr("`seat` must be a seat number"); return out; }
      out.seat = long(v.integer);
    } else if (first == 'c' && key == "comment") {
      if (!v.IsString()) { out.error = Tr("`comment` must be a string"); return out; }
    } else {
      out.error = Tr("an action has no key \"{}\" (card, take, build, value, xeri, "
                              "seat, comment)", key);
      return out;
    }
  }
  if (!card) { out.error = Tr("the action has no `card`"); return out; }
  std::optional<Card> c = CardOf(*card);
  if (!c) { out.error = Tr("`card` must be a card code such as 7H or TD"); return out; }
  m.card = *c;
  if (take && build) { out.error = Tr("an action can't both `take` and `build`"); return out; }
  if (value && !build) { out.error = Tr("`value` goes only with `build`"); return out; }
  if (build && !value) { out.error = Tr("a `build` needs its `value`"); return out; }
  if (const json::Value* list = take ? take : build) {
    // Listed twice: DIL-15, which State::Check reports after DIL-13 and DIL-14 (§5.2).
    if (auto error = fishing::ReadListed(*list, take ? "take" : "build", kDeck, m)) {
      out.error = *error;
      return out;
    }
    m.kind = take ? MoveKind::kCapture : MoveKind::kBuild;
  }
  if (value) {
    if (!value->IsInt()) { out.error = Tr("`value` must be an integer"); return out; }
    // Out of range values are DIL-30's `build-value`, checked with the build.
    m.value = int(std::clamp<int64_t>(value->integer, -1000, 1000));
  }
  out.move = m;
  return out;
}

}  // namespace replay::diloti
