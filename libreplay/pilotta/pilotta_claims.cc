// What a Pilotta record claims for a hand, checked against the replay (rules/pilotta.md §7.1,
// §9), and what the replay reports back: computed results and per-hand facts.
#include <algorithm>

#include <fmt/format.h>

#include "engine/claims.h"
#include "pilotta/pilotta_match.h"

namespace replay::pilotta {
namespace {

constexpr std::string_view kPairFields[] = {"points", "raw", "tricks", "declarations", "pilotta"};

Message ContractText(const Contract& c) {
  return Tr("{} {} by seat {}{}", c.capot ? std::string("capot") : std::to_string(c.value),
                     SuitLetter(c.trump, kDeck), c.seat,
                     c.multiplier == 2 ? ", doubled" : c.multiplier == 4 ? ", redoubled" : "");
}

// PIL-53: {"seat": 0–3, "bid": PIL-8 value, "trump": suit, "double": 1 | 2 | 4}.
std::optional<Contract> ReadContract(const json::Value& v, Message* error, std::string* key) {
  auto fail = [&](std::string_view k, Message message) {
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
        return fail(k, Tr("the contract's `seat` is the last bidder, a seat from 0 to 3"));
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
        return fail(k, Tr("the contract's `bid` is \"capot\" or a multiple of 10 from 80 up"));
      }
      bid = true;
    } else if (k == "trump") {
      c.trump = x.IsString() ? ParseSuit(x.string, kDeck) : -1;
      if (c.trump < 0) return fail(k, Tr("the contract's `trump` is a suit: S, H, D or C"));
      trump = true;
    } else if (k == "double") {
      if (!x.IsInt() || (x.integer != 1 && x.integer != 2 && x.integer != 4))
        return fail(k, Tr("the contract's `double` is 1, 2 (doubled) or 4 (redoubled)"));
      c.multiplier = int(x.integer);
    } else {
      return fail(k, Tr("a contract has `seat`, `bid`, `trump` and `double`; \"{}\" is "
                                 "not one of them", k));
    }
  }
  if (!seat || !bid || !trump) return fail("", Tr("a contract needs `seat`, `bid` and `trump`"));
  return c;
}

// Two integers from 0 to kMaxClaim, one per side.
std::optional<PerSide> Pair(const json::Value* v) {
  std::optional<replay::Sides> s = ReadSides(v, 2);
  if (!s) return std::nullopt;
  return PerSide{(*s)[0], (*s)[1]};
}

std::string ResultPointer(size_t h, std::string_view field = {}) {
  std::string p = MatchContext::KeyPointer(h, "result");
  if (!field.empty()) p += "/" + json::PointerEscape(field);
  return p;
}

// The rule that computes a field (§7.2, §6.2).
std::string_view RuleOf(std::string_view key) {
  return key == "points"         ? "PIL-46"
         : key == "raw"          ? "PIL-45"
         : key == "tricks"       ? "PIL-40"
         : key == "declarations" ? "PIL-36"
         : key == "pilotta"      ? "PIL-42"
         : key == "made"         ? "PIL-44"
         : key == "capot"        ? "PIL-41" : "";
}

const ResultTable kResult{{"points", "raw", "tricks", "declarations", "pilotta", "made", "capot"},
                          "pilotta/result-mismatch", "", "", "",
                          Tr("a hand result has points, raw, tricks, declarations, pilotta, made "
                          "and capot"), {}, &RuleOf};
const ResultTable kVoid{{"points"}, "pilotta/result-mismatch", "", "", "",
                        Tr("all four players passed: a void deal's result has only `points`"), {}};
const ResultTable kVoidSheet{{"points"}, "pilotta/sheet-missing", "PIL-52", "", "",
                             Tr("a hand without a contract is a passed-out deal, whose result has "
                             "only `points`"), {}};

}  // namespace

Fields ResultFields(const HandScore& s) {
  Fields f;
  f.Add("points", SidesOf(s.points))
      .Add("raw", SidesOf(s.raw))
      .Add("tricks", SidesOf(s.tricks))
      .Add("declarations", SidesOf(s.declarations))
      .Add("pilotta", SidesOf(s.pilotta))
      .Add("made", s.made)
      .Add("capot", s.capot);
  return f;
}

Fields SheetFields(const json::Value& result, const SheetLine& line) {
  Fields f;
  f.Add("points", SidesOf(line.points));
  if (line.raw) f.Add("raw", SidesOf(*line.raw));
  if (line.tricks) f.Add("tricks", SidesOf(*line.tricks));
  if (line.declarations) f.Add("declarations", SidesOf(*line.declarations));
  if (line.pilotta) f.Add("pilotta", SidesOf(*line.pilotta));
  if (result.Find("made")) f.Add("made", *line.made);
  if (line.capot) f.Add("capot", *line.capot);
  return f;
}

replay::HandFacts BasicFacts(const Hand& hand, std::string_view level) {
  replay::HandFacts f;
  f.level = level;
  f.dealer = hand.dealer;
  f.points = replay::Sides::Zero(2);
  return f;
}

replay::ContractFacts ContractFactsOf(const Contract& c, std::optional<bool> made) {
  replay::ContractFacts f;
  f.side = c.Side();
  f.seat = c.seat;
  f.trump = std::string(1, SuitLetter(c.trump, kDeck));
  f.doubled = c.multiplier >= 2;
  f.redoubled = c.multiplier == 4;
  f.bid = c.capot ? Value(std::string("capot")) : Value(c.value);
  f.made = made;
  return f;
}

replay::HandFacts FullFacts(const State& state, const HandScore& score) {
  const HandFacts facts = state.Facts();
  replay::HandFacts f;
  f.level = "full";
  f.dealer = state.deal().dealer;
  f.points = SidesOf(score.points);
  for (size_t s = 0; s < 2; ++s) {
    SideFacts& side = f.sides.emplace_back();
    side.tricks = state.TricksWon()[s];
    side.trick_points = score.tricks[s];
    side.declarations = score.declarations[s];
    side.pilotta = score.pilotta[s] > 0;
    side.capot = facts.capot_side == int(s);
  }
  for (int s = 0; s < 4; ++s) {
    SeatFacts& seat = f.seats.emplace_back();
    seat.melds.emplace();
    for (const belote::Meld& m : state.Melds()[size_t(s)].melds)
      seat.melds->push_back(belote::MeldName(m));
    seat.pilotta = state.PilottaSeat() == s && score.pilotta[size_t(s % 2)] > 0;
  }
  f.contract = ContractFactsOf(state.contract(), score.made);
  f.contract->capot = score.capot;
  return f;
}

replay::HandFacts SheetFacts(const Hand& hand, const SheetLine& line, const Options& options) {
  replay::HandFacts f = BasicFacts(hand, "sheet");
  f.points = SidesOf(line.points);
  f.contract = ContractFactsOf(line.contract, SheetMade(line, options));
  f.contract->capot = line.capot;
  if (line.tricks || line.declarations || line.pilotta)
    for (size_t s = 0; s < 2; ++s) {
      SideFacts& side = f.sides.emplace_back();
      if (line.tricks) side.trick_points = (*line.tricks)[s];
      if (line.tricks) side.capot = (*line.tricks)[s] == kCapotTricks;
      if (line.declarations) side.declarations = (*line.declarations)[s];
      if (line.pilotta) side.pilotta = (*line.pilotta)[s] > 0;
    }
  return f;
}

std::optional<Contract> CheckContractKey(MatchContext& m, size_t h, bool auction_over,
                                         const std::optional<Contract>& from_auction) {
  const json::Value* v = m.record.hands[h].node->Find("contract");
  if (!v) return std::nullopt;
  const std::string at = MatchContext::KeyPointer(h, "contract");
  Message error;
  std::string key;
  std::optional<Contract> c = ReadContract(*v, &error, &key);
  if (!c) {  // PIL-53
    m.Error(h, "pilotta/bad-contract", "PIL-53",
            key.empty() || !v->Find(key) ? at : at + "/" + json::PointerEscape(key), error);
    return std::nullopt;
  }
  if (auction_over && (!from_auction || *from_auction != *c))  // PIL-54
    m.Error(h, "pilotta/contract-mismatch", "PIL-54", at,
            from_auction ? Tr("the contract says {}, but the auction ends in {}",
                                       ContractText(*c), ContractText(*from_auction))
                         : Tr("the contract says {}, but all four players passed",
                                       ContractText(*c)));
  return c;
}

void RejectResultOnPartial(MatchContext& m, size_t h) {
  if (m.record.hands[h].result)
    m.Error(h, "pilotta/result-on-partial", "PIL-47", ResultPointer(h),
            Tr("a partial hand (\"complete\": false) is not scored, so it carries no `result`"));
}

void CheckVoidResult(MatchContext& m, size_t h, bool sheet) {
  CheckResultClaims(m, h, sheet ? kVoidSheet : kVoid,
                    Fields().Add("points", replay::Sides::Zero(2)));
}

void CheckHandResult(MatchContext& m, size_t h, const Fields& computed) {
  const json::Value* result = m.record.hands[h].result;
  if (!result) return;
  CheckResultClaims(m, h, kResult, computed);  // each field under the rule that computes it
}

std::optional<SheetLine> CheckSheet(MatchContext& m, size_t h, const Contract& contract,
                                    const Options& options) {
  const json::Value* result = m.record.hands[h].result;
  auto error = [&](std::string_view code, std::string_view rule, std::string pointer,
                   Message message) {
    m.Error(h, code, rule, std::move(pointer), std::move(message));
    return std::nullopt;
  };
  if (!result)
    return error("pilotta/sheet-missing", "PIL-52", ResultPointer(h),
                 Tr("a score-sheet hand needs its `result` with the written `points`"));
  SheetLine line;
  line.contract = contract;
  for (uint32_t i = 0; i < result->size; ++i) {
    const auto& member = result->members[i];
    std::string at = ResultPointer(h, member.key);
    bool pair = std::find(std::begin(kPairFields), std::end(kPairFields), member.key) !=
                std::end(kPairFields);
    if (pair) {
      std::optional<PerSide> p = Pair(&member.value);
      if (!p)
        return member.key == "points"
                   ? error("pilotta/sheet-missing", "PIL-52", at,
                           Tr("`points` are two integers of at least 0, one per side"))
                   : error("pilotta/sheet-breakdown", "PIL-58", at,
                           Tr("`{}` must be two integers of at least 0, one per side",
                                       member.key));
      if (member.key == "points") line.points = *p;
      else if (member.key == "raw") line.raw = p;
      else if (member.key == "tricks") line.tricks = p;
      else if (member.key == "declarations") line.declarations = p;
      else line.pilotta = p;
    } else if (member.key == "made" || member.key == "capot") {
      if (!member.value.IsBool())
        return error("pilotta/sheet-breakdown", "PIL-58", at,
                     Tr("`{}` must be true or false", member.key));
      (member.key == "made" ? line.made : line.capot) = member.value.boolean;
    } else {
      return error("pilotta/sheet-breakdown", "PIL-58", at,
                   Tr("a score-sheet result has points, raw, tricks, declarations, "
                               "pilotta, made and capot; \"{}\" is not one of them", member.key));
    }
  }
  if (!result->Find("points"))
    return error("pilotta/sheet-missing", "PIL-52", ResultPointer(h),
                 Tr("a score-sheet result needs the written `points`"));
  if (std::optional<SheetError> e = CheckSheetLine(line, options))
    return error(e->code, e->rule, ResultPointer(h, e->field), e->message);
  return line;
}

}  // namespace replay::pilotta
