#include "pilotta/pilotta_claims.h"

#include <algorithm>
#include <fmt/format.h>

#include "engine/deal_check.h"

namespace replay::pilotta {
namespace {

constexpr std::string_view kPairFields[] = {"points", "raw", "tricks", "declarations", "pilotta"};

std::string Text(const PerSide& p) { return fmt::format("[{}, {}]", p[0], p[1]); }

std::string ContractText(const Contract& c) {
  return fmt::format("{} {} by seat {}{}", c.capot ? std::string("capot") : std::to_string(c.value),
                     SuitLetter(c.trump, kDeck), c.seat,
                     c.multiplier == 2 ? ", doubled" : c.multiplier == 4 ? ", redoubled" : "");
}

// PIL-53: {"seat": 0–3, "bid": PIL-8 value, "trump": suit, "double": 1 | 2 | 4}.
std::optional<Contract> ReadContract(const json::Value& v, std::string* error, std::string* key) {
  auto fail = [&](std::string_view k, std::string message) {
    *key = std::string(k);
    *error = std::move(message);
    return std::nullopt;
  };
  if (!v.IsObject())
    return fail("", "`contract` is an object {\"seat\", \"bid\", \"trump\", \"double\"}");
  Contract c;
  bool seat = false, bid = false, trump = false;
  for (uint32_t i = 0; i < v.size; ++i) {
    const auto& [k, offset, x] = v.members[i];
    if (k == "seat") {
      if (!x.IsInt() || x.integer < 0 || x.integer > 3)
        return fail(k, "the contract's `seat` is the last bidder, a seat from 0 to 3");
      c.seat = int(x.integer);
      seat = true;
    } else if (k == "bid") {
      if (x.IsString() && x.string == "capot") {
        c.capot = true;
        c.value = kCapot;
      } else if (x.IsInt() && x.integer >= kMinBid && x.integer <= kMaxBid &&
                 x.integer % 10 == 0) {
        c.value = long(x.integer);
      } else {
        return fail(k, "the contract's `bid` is \"capot\" or a multiple of 10 from 80 up");
      }
      bid = true;
    } else if (k == "trump") {
      c.trump = x.IsString() ? ParseSuit(x.string, kDeck) : -1;
      if (c.trump < 0) return fail(k, "the contract's `trump` is a suit: S, H, D or C");
      trump = true;
    } else if (k == "double") {
      if (!x.IsInt() || (x.integer != 1 && x.integer != 2 && x.integer != 4))
        return fail(k, "the contract's `double` is 1, 2 (doubled) or 4 (redoubled)");
      c.multiplier = int(x.integer);
    } else {
      return fail(k, fmt::format("a contract has `seat`, `bid`, `trump` and `double`; \"{}\" is "
                                 "not one of them", k));
    }
  }
  if (!seat || !bid || !trump) return fail("", "a contract needs `seat`, `bid` and `trump`");
  return c;
}

}  // namespace

std::optional<PerSide> ReadPair(const json::Value* v) {
  if (!v || !v->IsArray() || v->size != 2) return std::nullopt;
  PerSide out;
  for (uint32_t i = 0; i < 2; ++i) {
    const json::Value& x = v->items[i];
    if (!x.IsInt() || x.integer < 0 || x.integer > kMaxBid) return std::nullopt;
    out[i] = long(x.integer);
  }
  return out;
}

nlohmann::json PairJson(const PerSide& p) { return nlohmann::json::array({p[0], p[1]}); }

nlohmann::json ResultJson(const HandScore& s) {
  return {{"points", PairJson(s.points)},
          {"raw", PairJson(s.raw)},
          {"tricks", PairJson(s.tricks)},
          {"declarations", PairJson(s.declarations)},
          {"pilotta", PairJson(s.pilotta)},
          {"made", s.made},
          {"capot", s.capot}};
}

nlohmann::json SheetResultJson(const json::Value& result, const SheetLine& line) {
  nlohmann::json out = {{"points", PairJson(line.points)}};
  if (line.raw) out["raw"] = PairJson(*line.raw);
  if (line.tricks) out["tricks"] = PairJson(*line.tricks);
  if (line.declarations) out["declarations"] = PairJson(*line.declarations);
  if (line.pilotta) out["pilotta"] = PairJson(*line.pilotta);
  if (result.Find("made")) out["made"] = *line.made;
  if (line.capot) out["capot"] = *line.capot;
  return out;
}

nlohmann::json ContractFacts(const Contract& c, std::optional<bool> made) {
  nlohmann::json out = {{"side", c.Side()},
                        {"seat", c.seat},
                        {"trump", std::string(1, SuitLetter(c.trump, kDeck))},
                        {"doubled", c.multiplier >= 2},
                        {"redoubled", c.multiplier == 4}};
  if (c.capot) out["bid"] = "capot";
  else out["bid"] = c.value;
  if (made) out["made"] = *made;
  return out;
}

nlohmann::json FullFacts(const State& state, const HandScore& score) {
  HandFacts f = state.Facts();
  nlohmann::json sides = nlohmann::json::array(), seats = nlohmann::json::array();
  for (size_t s = 0; s < 2; ++s)
    sides.push_back({{"tricks", state.TricksWon()[s]},
                     {"trick_points", score.tricks[s]},
                     {"declarations", score.declarations[s]},
                     {"pilotta", score.pilotta[s] > 0},
                     {"capot", f.capot_side == int(s)}});
  for (int s = 0; s < 4; ++s) {
    nlohmann::json melds = nlohmann::json::array();
    for (const belote::Meld& m : state.Melds()[size_t(s)].melds)
      melds.push_back(belote::MeldName(m));
    bool pilotta = state.PilottaSeat() == s && score.pilotta[size_t(s % 2)] > 0;
    seats.push_back({{"melds", melds}, {"pilotta", pilotta}});
  }
  nlohmann::json contract = ContractFacts(state.contract(), score.made);
  contract["capot"] = score.capot;
  return {{"level", "full"},
          {"dealer", state.deal().dealer},
          {"points", PairJson(score.points)},
          {"sides", sides},
          {"seats", seats},
          {"contract", contract}};
}

nlohmann::json SheetFacts(const SheetLine& line) {
  nlohmann::json out = {{"points", PairJson(line.points)},
                        {"contract", ContractFacts(line.contract, SheetMade(line))}};
  if (line.capot) out["contract"]["capot"] = *line.capot;
  if (line.tricks || line.declarations || line.pilotta) {
    nlohmann::json sides = nlohmann::json::array();
    for (size_t s = 0; s < 2; ++s) {
      nlohmann::json side = nlohmann::json::object();
      if (line.tricks) side["trick_points"] = (*line.tricks)[s];
      if (line.tricks) side["capot"] = (*line.tricks)[s] == kCapotTricks;
      if (line.declarations) side["declarations"] = (*line.declarations)[s];
      if (line.pilotta) side["pilotta"] = (*line.pilotta)[s] > 0;
      sides.push_back(side);
    }
    out["sides"] = sides;
  }
  return out;
}

Diagnostic& Claims::Error(size_t h, std::string_view code, std::string_view rule,
                          std::string pointer, std::string message) {
  Diagnostic& d = At(r_.Error(code, std::move(pointer), std::move(message)), record_, int(h));
  d.rule = rule;
  return d;
}

std::string Claims::ResultPointer(size_t h, std::string_view field) const {
  std::string p = fmt::format("/hands/{}/result", h);
  if (!field.empty()) p += "/" + json::PointerEscape(field);
  return p;
}

std::optional<Contract> Claims::CheckContractKey(size_t h, bool auction_over,
                                                 const std::optional<Contract>& from_auction) {
  const json::Value* v = record_.hands[h].node->Find("contract");
  if (!v) return std::nullopt;
  std::string at = fmt::format("/hands/{}/contract", h);
  std::string error, key;
  std::optional<Contract> c = ReadContract(*v, &error, &key);
  if (!c) {  // PIL-53
    Error(h, "pilotta/bad-contract", "PIL-53",
          key.empty() || !v->Find(key) ? at : at + "/" + json::PointerEscape(key), error);
    return std::nullopt;
  }
  if (auction_over && (!from_auction || *from_auction != *c))  // PIL-54
    Error(h, "pilotta/contract-mismatch", "PIL-54", at,
          from_auction ? fmt::format("the contract says {}, but the auction ends in {}",
                                     ContractText(*c), ContractText(*from_auction))
                       : fmt::format("the contract says {}, but all four players passed",
                                     ContractText(*c)));
  return c;
}

void Claims::RejectResultOnPartial(size_t h) {
  if (record_.hands[h].result)
    Error(h, "pilotta/result-on-partial", "PIL-47", ResultPointer(h),
          "a partial hand (\"complete\": false) is not scored, so it carries no `result`");
}

void Claims::CheckVoidResult(size_t h, bool sheet) {
  const json::Value* result = record_.hands[h].result;
  if (!result) return;
  std::string_view code = sheet ? "pilotta/sheet-missing" : "pilotta/result-mismatch";
  std::string_view rule = sheet ? "PIL-52" : "";
  for (uint32_t i = 0; i < result->size; ++i) {
    std::string_view key = result->members[i].key;
    if (key == "points") {
      std::optional<PerSide> p = ReadPair(&result->members[i].value);
      if (!p || *p != PerSide{0, 0})
        Error(h, code, rule, ResultPointer(h, key),
              sheet ? "a hand without a contract is a passed-out deal; it scores [0, 0]"
                    : "all four players passed: the deal is void and scores [0, 0]");
    } else {
      Error(h, code, rule, ResultPointer(h, key),
            fmt::format("a passed-out deal's result is only \"points\": [0, 0]; it has no "
                        "\"{}\"", key));
    }
  }
}

void Claims::CheckHandResult(size_t h, const HandScore& s) {
  const json::Value* result = record_.hands[h].result;
  if (!result) return;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    // The rule that computes the field (§7.2, §6.2).
    std::string_view rule = m.key == "points"         ? "PIL-46"
                            : m.key == "raw"          ? "PIL-45"
                            : m.key == "tricks"       ? "PIL-40"
                            : m.key == "declarations" ? "PIL-36"
                            : m.key == "pilotta"      ? "PIL-42"
                            : m.key == "made"         ? "PIL-44"
                            : m.key == "capot"        ? "PIL-41" : "";
    auto mismatch = [&](std::string message) {
      Error(h, "pilotta/result-mismatch", rule, ResultPointer(h, m.key), std::move(message));
    };
    const PerSide* computed = m.key == "points"         ? &s.points
                              : m.key == "raw"          ? &s.raw
                              : m.key == "tricks"       ? &s.tricks
                              : m.key == "declarations" ? &s.declarations
                              : m.key == "pilotta"      ? &s.pilotta : nullptr;
    if (computed) {
      std::optional<PerSide> claimed = ReadPair(&m.value);
      if (!claimed)
        mismatch(fmt::format("`{}` must be two integers, one per side; the replay gives {}",
                             m.key, Text(*computed)));
      else if (*claimed != *computed)
        mismatch(fmt::format("the record says {} {}, but the replay gives {}", m.key,
                             Text(*claimed), Text(*computed)));
    } else if (m.key == "made" || m.key == "capot") {
      bool value = m.key == "made" ? s.made : s.capot;
      if (!m.value.IsBool() || m.value.boolean != value)
        mismatch(fmt::format("the record says {} {}, but the replay gives {}", m.key,
                             m.value.IsBool() ? (m.value.boolean ? "true" : "false")
                                              : "a non-boolean",
                             value ? "true" : "false"));
    } else {
      mismatch(fmt::format("a hand result has points, raw, tricks, declarations, pilotta, made "
                           "and capot; \"{}\" is not one of them", m.key));
    }
  }
}

std::optional<SheetLine> Claims::CheckSheet(size_t h, const Contract& contract,
                                            const Options& options) {
  const json::Value* result = record_.hands[h].result;
  auto error = [&](std::string_view code, std::string_view rule, std::string pointer,
                   std::string message) {
    Error(h, code, rule, std::move(pointer), std::move(message));
    return std::nullopt;
  };
  if (!result)
    return error("pilotta/sheet-missing", "PIL-52", fmt::format("/hands/{}", h),
                 "a score-sheet hand needs its `result` with the written `points`");
  SheetLine line;
  line.contract = contract;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& m = result->members[i];
    std::string at = ResultPointer(h, m.key);
    bool pair = std::find(std::begin(kPairFields), std::end(kPairFields), m.key) !=
                std::end(kPairFields);
    if (pair) {
      std::optional<PerSide> p = ReadPair(&m.value);
      if (!p)
        return m.key == "points"
                   ? error("pilotta/sheet-missing", "PIL-52", at,
                           "`points` are two integers of at least 0, one per side")
                   : error("pilotta/sheet-breakdown", "PIL-58", at,
                           fmt::format("`{}` must be two integers of at least 0, one per side",
                                       m.key));
      if (m.key == "points") line.points = *p;
      else if (m.key == "raw") line.raw = p;
      else if (m.key == "tricks") line.tricks = p;
      else if (m.key == "declarations") line.declarations = p;
      else line.pilotta = p;
    } else if (m.key == "made" || m.key == "capot") {
      if (!m.value.IsBool())
        return error("pilotta/sheet-breakdown", "PIL-58", at,
                     fmt::format("`{}` must be true or false", m.key));
      (m.key == "made" ? line.made : line.capot) = m.value.boolean;
    } else {
      return error("pilotta/sheet-breakdown", "PIL-58", at,
                   fmt::format("a score-sheet result has points, raw, tricks, declarations, "
                               "pilotta, made and capot; \"{}\" is not one of them", m.key));
    }
  }
  if (!result->Find("points"))
    return error("pilotta/sheet-missing", "PIL-52", ResultPointer(h),
                 "a score-sheet result needs the written `points`");
  if (std::optional<SheetError> e = CheckSheetLine(line, options))
    return error(e->code, e->rule, ResultPointer(h, e->field), e->message);
  return line;
}

}  // namespace replay::pilotta
