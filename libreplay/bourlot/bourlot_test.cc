// One test per numbered rule of rules/bourlot.md (BRL-1 … BRL-62), the legal and the illegal
// side, built by hand; the worked examples B4, L1–L6 and the complete hand of §11 with its
// variants and mutations. (B1 and §6.3 are in belote/belote_test.cc; B2–B3 and the sheet
// arithmetic in bourlot_scoring_test.cc.)
#include "bourlot/bourlot.h"

#include <cassert>
#include <random>
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "bourlot/bourlot_random.h"

#include "engine/replay.h"

namespace replay::bourlot {
namespace {

using nlohmann::json;

// ---- Helpers ----

struct Replayed {
  explicit Replayed(const json& record, bool facts = false)
      : reader(record.dump(), "test") {
    Source source;
    const replay::json::Value* root = nullptr;
    ReplayOptions options;
    options.want_results = true;
    options.want_facts = facts;
    EXPECT_TRUE(reader.Next(source, root, report.diagnostics));
    if (root) ReplayRecord(*root, source, options, rec, report);
  }
  const Diagnostic* FirstError() const {
    for (const Diagnostic& d : report.diagnostics)
      if (d.IsError()) return &d;
    return nullptr;
  }
  std::string Code() const { return FirstError() ? FirstError()->code : ""; }
  std::string Pointer() const { return FirstError() ? FirstError()->pointer : ""; }
  bool HasWarning(std::string_view code) const {
    for (const Diagnostic& d : report.diagnostics)
      if (!d.IsError() && d.code == code) return true;
    return false;
  }
  RecordReader reader;
  Record rec;
  RecordReport report;
};

// "code at pointer" of the first error, or "valid".
std::string Verdict(const json& record) {
  Replayed r(record);
  return r.FirstError() ? r.Code() + " at " + r.Pointer() : "valid";
}

// The complete hand of rules/bourlot.md §11.
json CompleteHand() {
  return json::parse(R"({
  "game": "bourlot",
  "players": ["Nikos", "Maria", "Giorgos", "Eleni"],
  "hands": [{
    "dealer": 3,
    "cards": {
      "hands": [
        ["AC","KC","QC","JC","AD", "7S","8D","9D"],
        ["JH","AH","AS","JS","7C", "7H", "KS","QS"],
        ["7H","TC","9C","TS","9S", "8H","8C","TD"],
        ["KH","QH","KD","QD","8S", "TH","JD","7D"]
      ],
      "turned": "9H"
    },
    "auction": ["pass", {"take": true}, {"exchange": "7H", "seat": 2}],
    "play": [
      {"card": "AC", "declare": [["JC","QC","KC","AC"]]},
      {"card": "7C", "declare": [["JS","QS","KS","AS"]]},
      {"card": "8C", "declare": [["8C","9C","TC"]]},
      {"card": "QH", "say": "belote", "declare": [["JD","QD","KD"]]},
      "7D", "AD", "7H", "TD",
      "JH", "8H", {"card": "KH", "say": "rebelote"}, "7S",
      "AS", "9S", "8S", "8D",
      "KS", "TS", "TH", "9D",
      "KD", "JC", "AH", "9H",
      "TC", "JD", "KC", "JS",
      "9C", "QD", "QC", "QS"
    ],
    "result": {"points": [68, 114], "tricks": [68, 94], "declarations": [0, 0],
               "belote": [0, 20], "made": true, "capot": false, "hanging": 0}
  }],
  "result": {"score": [68, 114]}
})");
}

std::vector<std::string> Split(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A deal whose first five cards are `first[s]` and whose turned card is `turned`; the other
// cards complete the lists in deck order for receiver `r` (-1: 5-card lists), who gets the
// turned card as position 6, or `sixth` when given (the 7 of trumps after an exchange).
json Deal(const std::array<std::string_view, 4>& first, std::string_view turned, int r,
          std::string_view sixth = "") {
  CardSet used;
  std::array<std::vector<std::string>, 4> lists;
  for (size_t s = 0; s < 4; ++s)
    for (const std::string& c : Split(first[s])) {
      lists[s].push_back(c);
      used.Add(*ParseCard(c, kDeck));
    }
  used.Add(*ParseCard(turned, kDeck));
  std::vector<std::string> rest;
  for (Card c : CardSet::Full(kDeck) - used) rest.push_back(Code(c));
  if (r >= 0) {
    size_t k = 0;
    for (size_t s = 0; s < 4; ++s) {
      if (int(s) == r) lists[s].push_back(std::string(sixth.empty() ? turned : sixth));
      for (int i = int(s) == r ? 2 : 3; i > 0; --i) lists[s].push_back(rest[k++]);
    }
  }
  return {{"hands", lists}, {"turned", turned}};
}

// B4's deal: dealer 3 (e = 0), turned TD; seat 0 holds 7D among its first five.
const std::array<std::string_view, 4> kB4First = {"7D AS KS QS JS", "7S 8S 9S TS AH",
                                                  "KH QH JH TH 9H", "8H 7H 7C 8C 9C"};

// A one-hand record of a partial hand (no play needed) with this auction.
json AuctionRecord(const json& auction, int receiver, std::string_view sixth = "",
                   const json& rules = json::object()) {
  assert(auction.is_array());
  json hand = {{"dealer", 3}, {"cards", Deal(kB4First, "TD", receiver, sixth)},
               {"auction", auction}, {"complete", false}};
  json record = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"hands", {hand}}};
  if (!rules.empty()) record["rules"] = rules;
  return record;
}

// The same with the auction written as a list of calls (`{"pass", {{"take", true}}}` would
// otherwise read as a JSON object).
json AuctionRecord(std::initializer_list<json> calls, int receiver, std::string_view sixth = "",
                   const json& rules = json::object()) {
  json auction = json::array();
  for (const json& c : calls) auction.push_back(c);
  return AuctionRecord(auction, receiver, sixth, rules);
}

json Passes(int n) {
  json a = json::array();
  for (int i = 0; i < n; ++i) a.push_back("pass");
  return a;
}

// A play position: seats 0.. have played `trick` (seat 0 leads), the next seat holds `hand`.
PlayState Position(std::string_view trick, std::string_view hand, const Options& options = {},
                   int trump = 1) {
  std::vector<std::string> cards = Split(trick);
  std::array<CardSet, kSeats> start{};
  for (size_t i = 0; i < cards.size(); ++i) start[i].Add(*ParseCard(cards[i], kDeck));
  for (const std::string& c : Split(hand)) start[cards.size()].Add(*ParseCard(c, kDeck));
  PlayState state(options, 0, 0, trump, start);
  for (const std::string& c : cards) {
    PlayAction a;
    a.card = *ParseCard(c, kDeck);
    EXPECT_FALSE(state.Apply(a)) << c;
  }
  return state;
}

// "code (rule)" of playing `card`, or "legal".
std::string Play(const PlayState& state, std::string_view card) {
  PlayAction a;
  a.card = *ParseCard(card, kDeck);
  std::optional<Violation> v = state.Check(a);
  return v ? fmt::format("{} ({})", v->code, v->rule) : "legal";
}

std::string Legal(const PlayState& state) { return Codes(state.LegalCards()); }

// ---- The complete hand (§11) ----

TEST(BourlotCompleteHand, ReplaysWithTheResultOfThePage) {
  Replayed r(CompleteHand(), /*facts=*/true);
  EXPECT_EQ(r.Code(), "");
  ASSERT_TRUE(r.report.outcome);
  EXPECT_EQ(r.report.outcome->hands[0], CompleteHand()["hands"][0]["result"]);
  EXPECT_EQ(r.report.outcome->result, json({{"score", {68, 114}}}));
  const json& f = r.report.outcome->facts[0];
  EXPECT_EQ(f["level"], "full");
  EXPECT_EQ(f["contract"], json({{"side", 1}, {"seat", 1}, {"trump", "H"}, {"round", 1},
                                 {"made", true}, {"inside", false}, {"hanging", 0},
                                 {"capot", false}}));
  EXPECT_EQ(f["seats"][0]["melds"], json({"quarte"}));
  EXPECT_EQ(f["seats"][2]["melds"], json({"tierce"}));
  EXPECT_EQ(f["seats"][2]["exchange"], true);
  EXPECT_EQ(f["seats"][3]["belote"], true);
  EXPECT_EQ(f["sides"][0]["trick_points"], 68);
  EXPECT_EQ(f["sides"][1]["tricks"], 5);
  EXPECT_EQ(f["sides"][0]["tricks"], 3);
}

TEST(BourlotCompleteHand, VariantsOfThePage) {
  json tens = CompleteHand();
  tens["rules"] = {{"rounding", "tens"}};
  tens["hands"][0]["result"]["points"] = {70, 110};
  tens["result"]["score"] = {70, 110};
  EXPECT_EQ(Verdict(tens), "valid");
  // Belote not called: 20 fewer for side 1, still made.
  json silent = CompleteHand();
  silent["hands"][0]["play"][3] = {{"card", "QH"}, {"declare", {{"JD", "QD", "KD"}}}};
  silent["hands"][0]["play"][10] = "KH";
  silent["hands"][0].erase("result");
  silent.erase("result");
  Replayed r(silent);
  ASSERT_TRUE(r.report.outcome);
  EXPECT_EQ(r.report.outcome->hands[0]["belote"], json({0, 0}));
  EXPECT_EQ(r.report.outcome->hands[0]["points"], json({68, 94}));
  // Without seat 1's quarte, side 0's quarte to A♣ beats the J♦ tierce: side 0 counts 70,
  // so the buyers (114) fall inside against 138: side 0 writes everything.
  json inside = CompleteHand();
  inside["hands"][0]["play"][1] = "7C";
  inside["hands"][0].erase("result");
  inside.erase("result");
  Replayed in(inside);
  ASSERT_TRUE(in.report.outcome);
  EXPECT_EQ(in.report.outcome->hands[0]["declarations"], json({70, 0}));
  EXPECT_EQ(in.report.outcome->hands[0]["made"], false);
  EXPECT_EQ(in.report.outcome->hands[0]["points"], json({252, 0}));
}

TEST(BourlotCompleteHand, MutationsOfThePage) {
  json a = CompleteHand();
  a["hands"][0]["play"][18] = "QD";  // seat 3, trick 5
  EXPECT_EQ(Verdict(a), "bourlot/must-trump at /hands/0/play/18");
  json b = CompleteHand();
  b["hands"][0]["play"][23] = "TC";  // seat 2, trick 6
  EXPECT_EQ(Verdict(b), "bourlot/must-overtrump at /hands/0/play/23");
  json c = CompleteHand();
  c["hands"][0]["play"][3]["say"] = "rebelote";
  EXPECT_EQ(Verdict(c), "bourlot/belote-call-order at /hands/0/play/3");
}

// ---- §1 ----

TEST(BourlotRules, BRL1PlayerCount) {
  json five = CompleteHand();
  five["players"].push_back("Kostas");
  EXPECT_EQ(Verdict(five), "bourlot/player-count at /players");
  json rules = CompleteHand();
  rules["rules"] = {{"players", 3}};
  EXPECT_EQ(Verdict(rules), "bourlot/player-count at /rules/players");
  rules["rules"] = {{"players", 4}};
  EXPECT_EQ(Verdict(rules), "valid");
}

json SheetHand(int dealer, int side, json points) {
  return {{"dealer", dealer}, {"contract", {{"side", side}, {"trump", "S"}}},
          {"result", {{"points", points}}}};
}

TEST(BourlotRules, BRL2DealerOrderIsAWarning) {
  json r = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
            {"hands", {SheetHand(3, 0, {110, 72}), SheetHand(0, 1, {72, 110})}}};
  Replayed ok(r);
  EXPECT_EQ(ok.Code(), "");
  EXPECT_FALSE(ok.HasWarning("bourlot/dealer-order"));
  r["hands"][1]["dealer"] = 2;
  Replayed warned(r);
  EXPECT_EQ(warned.Code(), "");  // valid
  EXPECT_TRUE(warned.HasWarning("bourlot/dealer-order"));
}

// ---- §3 The deal ----

TEST(BourlotRules, BRL3CardsShape) {
  json r = CompleteHand();
  r["hands"][0]["cards"] = json::array();
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards");
  r = CompleteHand();
  r["hands"][0]["cards"]["table"] = json::array();
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards/table");
  r = CompleteHand();
  r["hands"][0]["cards"].erase("turned");
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards");
  r = CompleteHand();
  r["hands"][0]["cards"]["hands"].erase(3);
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards/hands");
  r = CompleteHand();
  r["hands"][0]["cards"]["turned"] = {"9H"};
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0/cards/turned");
  r = CompleteHand();
  r["hands"][0].erase("cards");
  EXPECT_EQ(Verdict(r), "bourlot/cards-shape at /hands/0");
}

TEST(BourlotRules, BRL4CardCount) {
  json r = CompleteHand();
  r["hands"][0]["cards"]["hands"][0].erase(7);
  EXPECT_EQ(Verdict(r), "cards/count at /hands/0/cards/hands/0");
  // A passed-out deal lists 5 cards each …
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  EXPECT_EQ(Verdict(passed), "valid");
  // … not 8.
  json eight = passed;
  eight["hands"][0]["cards"] = Deal(kB4First, "TD", 0);
  EXPECT_EQ(Verdict(eight), "cards/count at /hands/0/cards/hands/0");
  // An unfinished auction (partial hand) also lists 5.
  EXPECT_EQ(Verdict(AuctionRecord(Passes(3), -1)), "valid");
}

TEST(BourlotRules, BRL5DealtSetIsTheDeck) {
  json r = CompleteHand();
  r["hands"][0]["cards"]["hands"][0][7] = "1D";
  EXPECT_EQ(Verdict(r), "cards/foreign at /hands/0/cards/hands/0/7");
  r["hands"][0]["cards"]["hands"][0][7] = 9;
  EXPECT_EQ(Verdict(r), "cards/foreign at /hands/0/cards/hands/0/7");
  r = CompleteHand();
  r["hands"][0]["cards"]["hands"][0][7] = "8D";  // 9D missing, 8D twice
  Replayed dup(r);
  EXPECT_EQ(dup.Code(), "cards/duplicate");
  bool missing = false;
  for (const Diagnostic& d : dup.report.diagnostics) missing |= d.code == "cards/missing";
  EXPECT_TRUE(missing);
  r = CompleteHand();
  r["hands"][0]["cards"]["turned"] = "2H";
  EXPECT_EQ(Verdict(r), "cards/foreign at /hands/0/cards/turned");
  // R's position 6 repeats the turned card (or 7T): it is not a second copy.
  EXPECT_EQ(Verdict(CompleteHand()), "valid");
  // With 5-card lists nothing is missing, but duplicates still count.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0]["cards"]["hands"][1][0] = "AS";
  EXPECT_EQ(Verdict(passed), "cards/duplicate at /hands/0/cards/hands/1/0");
}

TEST(BourlotRules, BRL6TurnedCardPlacement) {
  // The buyer (seat 2) receives TD as position 6.
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}}, 2)), "valid");
  // Position 6 is left out of the dealt set, so any card there keeps the deck whole; it must
  // still be the turned card.
  json wrong = AuctionRecord({"pass", "pass", {{"take", true}}}, 2);
  wrong["hands"][0]["cards"]["hands"][2][5] = "AS";
  EXPECT_EQ(Verdict(wrong), "bourlot/turned-card-misplaced at /hands/0/cards/hands/2/5");
  // Moving the turned card to position 7 makes it a dealt card: a duplicate, found first (BRL-5).
  json moved = AuctionRecord({"pass", "pass", {{"take", true}}}, 2);
  std::swap(moved["hands"][0]["cards"]["hands"][2][5], moved["hands"][0]["cards"]["hands"][2][6]);
  EXPECT_EQ(Verdict(moved), "cards/duplicate at /hands/0/cards/hands/2/6");
  // After an exchange, position 6 is the 7 of trumps.
  json x = {"pass", "pass", {{"take", true}}, {{"exchange", "7D"}, {"seat", 0}}};
  EXPECT_EQ(Verdict(AuctionRecord(x, 2, "7D")), "valid");
  EXPECT_EQ(Verdict(AuctionRecord(x, 2, "TD")), "bourlot/turned-card-misplaced at "
                                                "/hands/0/cards/hands/2/5");
  // turned_card_to = dealer: the dealer (seat 3) receives it, whoever buys.
  json dealer = {{"turned_card_to", "dealer"}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}}, 3, "", dealer)), "valid");
  json buyer_got_it = AuctionRecord({"pass", "pass", {{"take", true}}}, 3, "", dealer);
  buyer_got_it["hands"][0]["cards"]["hands"][3][5] = "AS";
  EXPECT_EQ(Verdict(buyer_got_it), "bourlot/turned-card-misplaced at /hands/0/cards/hands/3/5");
}

// ---- §5.1 Auction, with B4 ----

TEST(BourlotRules, B4AuctionTable) {
  const json take = {{"take", true}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take}, 2)), "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, take}, 2)),
            "bourlot/auction-closed at /hands/0/auction/3");
  json x0 = {{"exchange", "7D"}, {"seat", 0}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, x0}, 2, "7D")), "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, {{"exchange", "7D"}, {"seat", 2}}}, 2,
                                  "7D")),
            "bourlot/exchange-seat at /hands/0/auction/3");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", take, {{"exchange", "7S"}, {"seat", 0}}}, 2,
                                  "7D")),
            "bourlot/exchange-not-seven at /hands/0/auction/3");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", x0, take}, 2)),
            "bourlot/exchange-not-allowed at /hands/0/auction/1");
  json round2 = Passes(4);
  round2.push_back({{"trump", "D"}});
  EXPECT_EQ(Verdict(AuctionRecord(round2, 0)),
            "bourlot/turned-suit-in-round-2 at /hands/0/auction/4");
  round2[4] = {{"trump", "S"}};
  EXPECT_EQ(Verdict(AuctionRecord(round2, 0)), "valid");
  round2.push_back({{"exchange", "7S"}, {"seat", 1}});
  EXPECT_EQ(Verdict(AuctionRecord(round2, 0)),
            "bourlot/exchange-not-allowed at /hands/0/auction/5");
  EXPECT_EQ(Verdict(AuctionRecord({{{"trump", "S"}}}, -1)),
            "bourlot/wrong-round-call at /hands/0/auction/0");
  EXPECT_EQ(Verdict(AuctionRecord({{{"seat", 1}, {"pass", true}}}, -1)),
            "bourlot/wrong-seat at /hands/0/auction/0");
  // 8 passes: void, 5-card lists; the next dealer is seat 0.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"].push_back(SheetHand(0, 0, {110, 72}));
  Replayed r(passed);
  EXPECT_EQ(r.Code(), "");
  EXPECT_FALSE(r.HasWarning("bourlot/dealer-order"));
  ASSERT_TRUE(r.report.outcome);
  EXPECT_EQ(r.report.outcome->hands[0], json({{"points", {0, 0}}, {"hanging", 0}}));
}

TEST(BourlotRules, B4ExchangedTurnedCardIsInTheExchangersHand) {
  json r = AuctionRecord({"pass", "pass", {{"take", true}}, {{"exchange", "7D"}, {"seat", 0}}}, 2,
                         "7D");
  r["hands"][0]["play"] = {"TD"};  // the eldest (seat 0) leads the card he took
  EXPECT_EQ(Verdict(r), "valid");
  r["hands"][0]["play"] = {"7D"};  // and no longer holds his 7
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/0");
}

TEST(BourlotRules, BRL7BadCall) {
  for (json call : {json("bid"), json({{"take", false}}), json({{"trump", "X"}}),
                    json({{"pass", true}, {"take", true}}), json({{"exchange", "7D"}, {"seat", 9}}),
                    json({{"exchange", "ZZ"}, {"seat", 0}}), json(7), json({{"bid", 80}}),
                    json({{"pass", true}, {"comment", 3}}), json::object()})
    EXPECT_EQ(Verdict(AuctionRecord({call}, -1)), "bourlot/bad-call at /hands/0/auction/0")
        << call.dump();
  // Every accepted form, with the input aliases of §2.
  EXPECT_EQ(Verdict(AuctionRecord({{{"pass", true}, {"comment", "hm"}}, "pass", "pass", "pass",
                                   "pass", {{"trump", "\u2660"}}}, 1)),
            "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", "pass", "pass", "pass", {{"trump", "c"}}}, 1)),
            "valid");
}

TEST(BourlotRules, BRL8WrongSeat) {
  EXPECT_EQ(Verdict(AuctionRecord({{{"pass", true}, {"seat", 0}}, {{"take", true}, {"seat", 1}}},
                                  1)),
            "valid");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", {{"take", true}, {"seat", 2}}}, 1)),
            "bourlot/wrong-seat at /hands/0/auction/1");
}

TEST(BourlotRules, BRL9WrongRoundCall) {
  json a = Passes(4);
  a.push_back({{"take", true}});
  EXPECT_EQ(Verdict(AuctionRecord(a, -1)), "bourlot/wrong-round-call at /hands/0/auction/4");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", {{"trump", "S"}}}, -1)),
            "bourlot/wrong-round-call at /hands/0/auction/1");
}

TEST(BourlotRules, BRL10TurnedSuitInRound2UnlessTheOption) {
  json a = Passes(6);
  a.push_back({{"trump", "D"}});
  EXPECT_EQ(Verdict(AuctionRecord(a, 2)), "bourlot/turned-suit-in-round-2 at /hands/0/auction/6");
  EXPECT_EQ(Verdict(AuctionRecord(a, 2, "", {{"round2_turned_suit", true}})), "valid");
}

TEST(BourlotRules, BRL11AuctionClosed) {
  json a = Passes(8);
  a.push_back("pass");
  EXPECT_EQ(Verdict(AuctionRecord(a, -1)), "bourlot/auction-closed at /hands/0/auction/8");
  EXPECT_EQ(Verdict(AuctionRecord({{{"take", true}}, "pass"}, 0)),
            "bourlot/auction-closed at /hands/0/auction/1");
  // One exchange directly after the end; a second is closed.
  json x = {{"exchange", "7D"}, {"seat", 0}};
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x, x}, 2, "7D")),
            "bourlot/auction-closed at /hands/0/auction/4");
}

TEST(BourlotRules, BRL12AuctionIncomplete) {
  json r = AuctionRecord(Passes(5), -1);
  EXPECT_EQ(Verdict(r), "valid");  // partial
  r["hands"][0].erase("complete");
  EXPECT_EQ(Verdict(r), "bourlot/auction-incomplete at /hands/0/auction");
  r["hands"][0].erase("auction");
  EXPECT_EQ(Verdict(r), "bourlot/auction-incomplete at /hands/0/auction");
}

TEST(BourlotRules, BRL13NoDealer) {
  json r = CompleteHand();
  r["hands"][0].erase("dealer");
  EXPECT_EQ(Verdict(r), "bourlot/no-dealer at /hands/0/dealer");
  r["hands"][0]["dealer"] = 4;
  EXPECT_EQ(Verdict(r), "bourlot/no-dealer at /hands/0/dealer");
  json sheet = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
                {"hands", {{{"auction", {{{"take", true}}}}, {"result", {{"points", {110, 72}}}}}}}};
  EXPECT_EQ(Verdict(sheet), "bourlot/no-dealer at /hands/0/dealer");
  sheet["hands"][0]["dealer"] = 3;
  EXPECT_EQ(Verdict(sheet), "valid");
}

// ---- §5.2 Seven exchange ----

TEST(BourlotRules, BRL14ExchangeNotAllowed) {
  json x = {{"exchange", "7D"}, {"seat", 0}};
  json passed = Passes(8);
  passed.push_back(x);
  EXPECT_EQ(Verdict(AuctionRecord(passed, -1)),
            "bourlot/exchange-not-allowed at /hands/0/auction/8");
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, x}, 2, "7D",
                                  {{"seven_exchange", false}})),
            "bourlot/exchange-not-allowed at /hands/0/auction/3");
  // A round-2 purchase in the turned suit (round2_turned_suit) may be exchanged: T = its suit.
  json r2 = Passes(6);
  r2.push_back({{"trump", "D"}});
  r2.push_back(x);
  EXPECT_EQ(Verdict(AuctionRecord(r2, 2, "7D", {{"round2_turned_suit", true}})), "valid");
}

TEST(BourlotRules, BRL15ExchangeNotSeven) {
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}},
                                   {{"exchange", "AS"}, {"seat", 0}}}, 2, "7D")),
            "bourlot/exchange-not-seven at /hands/0/auction/3");
}

TEST(BourlotRules, BRL16ExchangeSeat) {
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}}, {{"exchange", "7D"}}}, 2,
                                  "7D")),
            "bourlot/exchange-seat at /hands/0/auction/3");
  // With the turned card to the dealer (seat 3), the dealer can't exchange; the buyer can.
  json dealer = {{"turned_card_to", "dealer"}};
  const std::array<std::string_view, 4> first = {"AS KS QS JS TS", "7S 8S 9S AH KH",
                                                 "7D QH JH TH 9H", "8H 7H 7C 8C 9C"};
  auto record = [&](int seat) {
    json hand = {{"dealer", 3}, {"cards", Deal(first, "TD", 3, "7D")},
                 {"auction", {"pass", "pass", {{"take", true}}, {{"exchange", "7D"}, {"seat", seat}}}},
                 {"complete", false}};
    return json{{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"rules", dealer},
                {"hands", {hand}}};
  };
  EXPECT_EQ(Verdict(record(2)), "valid");  // seat 2 bought and holds 7D: not R
}

TEST(BourlotRules, BRL17ExchangeWithoutSeven) {
  EXPECT_EQ(Verdict(AuctionRecord({"pass", "pass", {{"take", true}},
                                   {{"exchange", "7D"}, {"seat", 1}}}, 2, "7D")),
            "bourlot/exchange-without-seven at /hands/0/auction/3");
  // The turned card is itself the 7: nobody holds it.
  json hand = {{"dealer", 3},
               {"cards", Deal({"TD AS KS QS JS", "7S 8S 9S TS AH", "KH QH JH TH 9H",
                               "8H 7H 7C 8C 9C"}, "7D", 0)},
               {"auction", {{{"take", true}}, {{"exchange", "7D"}, {"seat", 1}}}},
               {"complete", false}};
  json r = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"hands", {hand}}};
  EXPECT_EQ(Verdict(r), "bourlot/exchange-without-seven at /hands/0/auction/1");
}

// ---- §5.3 Play ----

TEST(BourlotRules, BRL18PlayWithoutBuyer) {
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"][0]["play"] = {"7D"};
  EXPECT_EQ(Verdict(passed), "bourlot/play-without-buyer at /hands/0/play/0");
  json unfinished = AuctionRecord(Passes(2), -1);
  unfinished["hands"][0]["play"] = {"7D"};
  EXPECT_EQ(Verdict(unfinished), "bourlot/play-without-buyer at /hands/0/play/0");
}

TEST(BourlotRules, BRL19BadAction) {
  for (json bad : {json("ZZ"), json({{"card", "AC"}, {"shown", false}}),
                   json({{"card", "AC"}, {"say", "pilotta"}}), json({{"card", "AC"}, {"declare", json::array()}}),
                   json({{"card", "AC"}, {"declare", json::array({json::array()})}}),
                   json({{"card", "AC"}, {"declare", {{"XX", "KC", "QC"}}}}),
                   json({{"say", "belote"}}), json({{"card", "AC"}, {"bid", 80}}), json(3)}) {
    json r = CompleteHand();
    r["hands"][0]["play"][0] = bad;
    EXPECT_EQ(Verdict(r), "bourlot/bad-action at /hands/0/play/0") << bad.dump();
  }
  json r = CompleteHand();
  r["hands"][0]["play"][4] = {{"card", "7\u2666"}, {"comment", "void"}, {"seat", 3}};
  EXPECT_EQ(Verdict(r), "valid");
}

TEST(BourlotRules, BRL20WrongSeat) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["seat"] = 1;
  EXPECT_EQ(Verdict(r), "bourlot/wrong-seat at /hands/0/play/0");
  r["hands"][0]["play"][0]["seat"] = 0;  // the eldest leads, though seat 1 bought
  EXPECT_EQ(Verdict(r), "valid");
}

TEST(BourlotRules, BRL21CardNotHeld) {
  json r = CompleteHand();
  r["hands"][0]["play"][0] = "KD";
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/0");
  r = CompleteHand();
  r["hands"][0]["play"][11] = "AC";  // seat 0 played AC in trick 1
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/11");
  r = CompleteHand();
  r["hands"][0]["play"][2] = "7H";  // seat 2 gave his 7H away in the exchange
  EXPECT_EQ(Verdict(r), "bourlot/card-not-held at /hands/0/play/2");
}

// L1–L6 (T = ♥) through the engine: codes and rule ids.
TEST(BourlotRules, BRL22MustFollowL1) {
  PlayState s = Position("KC", "AC 7C 9H");
  EXPECT_EQ(Legal(s), "AC 7C");
  EXPECT_EQ(Play(s, "9H"), "bourlot/must-follow (BRL-22)");
  EXPECT_EQ(Play(s, "7C"), "legal");
}

TEST(BourlotRules, BRL23MustOvertrumpWhenTrumpsLedL4L5) {
  EXPECT_EQ(Play(Position("AH", "JH 7H KS"), "7H"), "bourlot/must-overtrump (BRL-23)");
  EXPECT_EQ(Legal(Position("AH", "KH 7H")), "7H KH");
  EXPECT_EQ(Legal(Position("AH", "KS 7D")), "KS 7D");
  PlayState l5 = Position("7H 9H 8H", "JH QH");  // partner (seat 1) wins with 9H
  EXPECT_EQ(Legal(l5), "JH");
  EXPECT_EQ(Play(l5, "QH"), "bourlot/must-overtrump (BRL-23)");
  Options french;
  french.partner_exception = true;  // no exemption when trumps are led
  EXPECT_EQ(Play(Position("7H 9H 8H", "JH QH", french), "QH"), "bourlot/must-overtrump (BRL-23)");
}

TEST(BourlotRules, BRL24MustTrumpL2) {
  PlayState s = Position("KC JC", "9H QH 8D");
  EXPECT_EQ(Legal(s), "9H QH");
  EXPECT_EQ(Play(s, "8D"), "bourlot/must-trump (BRL-24)");
  Options french;
  french.partner_exception = true;
  EXPECT_EQ(Play(Position("KC JC", "9H QH 8D", french), "8D"), "legal");
  // The exception needs the partner to be winning: here seat 1's AC wins.
  EXPECT_EQ(Play(Position("KC AC", "9H QH 8D", french), "8D"), "bourlot/must-trump (BRL-24)");
}

TEST(BourlotRules, BRL25MustOvertrumpWhenVoidL3a) {
  PlayState s = Position("KC TH", "JH 8H AD");
  EXPECT_EQ(Legal(s), "JH");
  EXPECT_EQ(Play(s, "8H"), "bourlot/must-overtrump (BRL-25)");
  EXPECT_EQ(Play(s, "AD"), "bourlot/must-overtrump (BRL-25)");
  Options french;
  french.partner_exception = true;
  // Seat 3's partner (seat 1) trumped: free under the option, bound without it.
  EXPECT_EQ(Play(Position("KC TH AC", "JH 8D", french), "8D"), "legal");
  EXPECT_EQ(Play(Position("KC TH AC", "JH 8D"), "8D"), "bourlot/must-overtrump (BRL-25)");
}

TEST(BourlotRules, BRL26UndertrumpL3b) {
  PlayState s = Position("KC TH", "QH 8H AD");
  EXPECT_EQ(Legal(s), "8H QH");
  EXPECT_EQ(Play(s, "AD"), "bourlot/must-trump (BRL-26)");
  Options southern;
  southern.must_undertrump = false;
  EXPECT_EQ(Legal(Position("KC TH", "QH 8H AD", southern)), "8H QH AD");
}

TEST(BourlotRules, L6NoDutyToBeatAPlainCard) {
  EXPECT_EQ(Legal(Position("TC", "AC 8C")), "AC 8C");
}

TEST(BourlotRules, BRL27HandIncompleteAndPlayAfterEnd) {
  json r = CompleteHand();
  r["hands"][0]["play"].erase(31);
  EXPECT_EQ(Verdict(r), "bourlot/hand-incomplete at /hands/0/play");
  r["hands"][0]["complete"] = false;
  r["hands"][0].erase("result");
  r.erase("result");
  EXPECT_EQ(Verdict(r), "valid");
  r = CompleteHand();
  r["hands"][0]["play"].push_back("QS");
  EXPECT_EQ(Verdict(r), "bourlot/play-after-end at /hands/0/play/32");
}

// ---- §5.4 Declarations ----

TEST(BourlotRules, BRL28DeclareLate) {
  json r = CompleteHand();
  r["hands"][0]["play"][4] = {{"card", "7D"}, {"declare", {{"JD", "QD", "KD"}}}};
  EXPECT_EQ(Verdict(r), "bourlot/declare-late at /hands/0/play/4");
}

TEST(BourlotRules, BRL29DeclareNotHeld) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["declare"].push_back({"7S", "8S", "9S"});  // 8S, 9S are not seat 0's
  EXPECT_EQ(Verdict(r), "bourlot/declare-not-held at /hands/0/play/0");
  // HS after an exchange: seat 2 holds the turned 9H, not his 7H.
  r = CompleteHand();
  r["hands"][0]["play"][2]["declare"] = {{"7H", "8H", "9H"}};
  EXPECT_EQ(Verdict(r), "bourlot/declare-not-held at /hands/0/play/2");
}

TEST(BourlotRules, BRL30NotAMeld) {
  for (json meld : {json::array({"AC", "KC"}), json({"JC", "QC", "AC"}), json({"AC", "KC", "QC", "QC"}),
                    json({"AC", "AD", "KC"})}) {
    json r = CompleteHand();
    r["hands"][0]["play"][0]["declare"] = json::array({meld});
    EXPECT_EQ(Verdict(r), "bourlot/not-a-meld at /hands/0/play/0") << meld.dump();
  }
  // A shorter sequence than held is a meld (declaring is optional and may be partial).
  json r = CompleteHand();
  r["hands"][0]["play"][0]["declare"] = {{"QC", "KC", "AC"}};
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/declarations");
}

// Carrés of 7 and 8 through the engine (declaring seat 0 leads with four Sevens).
TEST(BourlotRules, BRL30And39CarreOfSevens) {
  std::array<CardSet, kSeats> start{};
  for (std::string_view c : {"7S", "7H", "7D", "7C", "8S", "8H", "8D", "8C"})
    start[0].Add(*ParseCard(c, kDeck));
  for (std::string_view c : {"JS", "JH", "JD", "JC", "QS", "KS", "AS", "TS"})
    start[1].Add(*ParseCard(c, kDeck));
  auto seven = [](std::vector<std::string> codes) {
    std::vector<Card> meld;
    for (const auto& c : codes) meld.push_back(*ParseCard(c, kDeck));
    return meld;
  };
  PlayAction lead;
  lead.card = *ParseCard("7S", kDeck);
  lead.declare = {seven({"7S", "7H", "7D", "7C"})};
  Options plain;
  PlayState off(plain, 0, 0, 1, start);
  EXPECT_EQ(off.Check(lead)->code, "bourlot/not-a-meld");
  lead.declare = {seven({"8S", "8H", "8D", "8C"})};
  EXPECT_EQ(off.Check(lead)->code, "bourlot/not-a-meld");
  Options on;
  on.carre7_cancels_carre_j = true;
  PlayState s(on, 0, 0, 1, start);
  EXPECT_EQ(s.Check(lead)->code, "bourlot/not-a-meld");  // 8s stay no meld
  lead.declare = {seven({"7S", "7H", "7D", "7C"})};
  ASSERT_FALSE(s.Apply(lead));
  EXPECT_EQ(s.MeldsOf(0).size(), 1u);
  EXPECT_EQ(s.MeldsOf(0)[0].value, 0);
}

TEST(BourlotRules, BRL31CardInTwoMelds) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["declare"] = {{"JC", "QC", "KC"}, {"QC", "KC", "AC"}};
  EXPECT_EQ(Verdict(r), "bourlot/card-in-two-melds at /hands/0/play/0");
}

TEST(BourlotRules, BRL32SplitSequence) {
  std::array<CardSet, kSeats> start{};
  for (std::string_view c : {"7S", "8S", "9S", "TS", "JS", "QS", "AH", "AD"})
    start[0].Add(*ParseCard(c, kDeck));
  auto cards = [](std::vector<std::string> codes) {
    std::vector<Card> meld;
    for (const auto& c : codes) meld.push_back(*ParseCard(c, kDeck));
    return meld;
  };
  PlayState s({}, 0, 0, 1, start);
  PlayAction lead;
  lead.card = *ParseCard("AH", kDeck);
  lead.declare = {cards({"7S", "8S", "9S"}), cards({"TS", "JS", "QS"})};
  std::optional<Violation> v = s.Check(lead);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->code, "bourlot/split-sequence");
  lead.declare = {cards({"7S", "8S", "9S"}), cards({"JS", "QS"})};
  EXPECT_EQ(s.Check(lead)->code, "bourlot/not-a-meld");
  lead.declare = {cards({"7S", "8S", "9S", "TS", "JS", "QS"})};  // the run as one meld: 100
  ASSERT_FALSE(s.Apply(lead));
  EXPECT_EQ(s.MeldsOf(0)[0].value, 100);
}

// ---- §5.5 Belote ----

TEST(BourlotRules, BRL33BeloteNotHeld) {
  json r = CompleteHand();
  r["hands"][0]["play"][0]["say"] = "belote";  // AC
  EXPECT_EQ(Verdict(r), "bourlot/belote-not-held at /hands/0/play/0");
  r = CompleteHand();
  r["hands"][0]["play"][8] = {{"card", "JH"}, {"say", "belote"}};
  EXPECT_EQ(Verdict(r), "bourlot/belote-not-held at /hands/0/play/8");
  // A K of trumps by a seat that does not hold the Q too: seat 3 holds both here, so use a
  // position where seat 0 holds KH alone.
  std::array<CardSet, kSeats> start{};
  start[0].Add(*ParseCard("KH", kDeck));
  start[1].Add(*ParseCard("QH", kDeck));
  PlayState s({}, 0, 0, 1, start);
  PlayAction a;
  a.card = *ParseCard("KH", kDeck);
  a.say = Say::kBelote;
  EXPECT_EQ(s.Check(a)->code, "bourlot/belote-not-held");
}

TEST(BourlotRules, BRL34BeloteCallOrder) {
  json r = CompleteHand();
  r["hands"][0]["play"][10]["say"] = "belote";  // belote twice
  EXPECT_EQ(Verdict(r), "bourlot/belote-call-order at /hands/0/play/10");
  r = CompleteHand();
  r["hands"][0]["play"][3].erase("say");  // rebelote without belote
  EXPECT_EQ(Verdict(r), "bourlot/belote-call-order at /hands/0/play/10");
  // Belote said on the second card only, or on the first only: valid, and it scores.
  r["hands"][0]["play"][10]["say"] = "belote";
  EXPECT_EQ(Verdict(r), "valid");
  r = CompleteHand();
  r["hands"][0]["play"][10] = "KH";
  EXPECT_EQ(Verdict(r), "valid");
}

// ---- §6 and §7 through records ----

TEST(BourlotRules, BRL36To38DeclarationsThroughTheRecord) {
  // Complete hand: equal quartes to A, both plain → everything cancelled (BRL-38).
  Replayed r(CompleteHand());
  ASSERT_TRUE(r.report.outcome);
  EXPECT_EQ(r.report.outcome->hands[0]["declarations"], json({0, 0}));
  // Trumps ♣ instead would make seat 0's quarte win (same deal, round-2 ♣ by seat 1 is not
  // playable as recorded); covered by belote_test B1 and §6.3.
}

TEST(BourlotRules, BRL41To49ResultChecks) {
  json r = CompleteHand();
  r["hands"][0]["result"]["points"] = {68, 94};
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/points");
  for (const char* key : {"tricks", "declarations", "belote"}) {
    json m = CompleteHand();
    m["hands"][0]["result"][key] = {1, 2};
    EXPECT_EQ(Verdict(m), std::string("bourlot/result-mismatch at /hands/0/result/") + key);
  }
  r = CompleteHand();
  r["hands"][0]["result"]["made"] = false;
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/made");
  r = CompleteHand();
  r["hands"][0]["result"]["capot"] = true;
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/capot");
  r = CompleteHand();
  r["hands"][0]["result"]["hanging"] = 20;
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/hanging");
  r = CompleteHand();
  r["hands"][0]["result"]["raw"] = {1, 2};
  EXPECT_EQ(Verdict(r), "bourlot/result-mismatch at /hands/0/result/raw");
  // Every field is optional.
  r = CompleteHand();
  r["hands"][0]["result"] = {{"made", true}};
  EXPECT_EQ(Verdict(r), "valid");
  // A passed-out deal: {"points": [0, 0]}, `hanging` 0 allowed, nothing else.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"][0]["result"] = {{"points", {0, 0}}};
  EXPECT_EQ(Verdict(passed), "valid");
  passed["hands"][0]["result"]["made"] = false;
  EXPECT_EQ(Verdict(passed), "bourlot/result-mismatch at /hands/0/result/made");
  // BRL-49: a partial hand carries no result.
  json partial = AuctionRecord({"pass", {{"take", true}}}, 1);
  partial["hands"][0]["result"] = {{"points", {0, 0}}};
  EXPECT_EQ(Verdict(partial), "bourlot/result-on-partial at /hands/0/result");
}

// A capot found by the generator, replayed through the notation (BRL-42).
TEST(BourlotRules, BRL42CapotThroughTheRecord) {
  std::mt19937_64 rng(1);
  Options options;
  for (int i = 0; i < 2000; ++i) {
    long pot = 0;
    PerSide points;
    RandomHand hand = RandomLegalHand(options, 0, rng, 0.9);
    if (hand.passed || !hand.score.capot) continue;
    json record = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
                   {"hands", {HandToJson(hand, 0, &pot, &points)}}};
    Replayed r(record);
    EXPECT_EQ(r.Code(), "");
    ASSERT_TRUE(r.report.outcome);
    const json& result = r.report.outcome->hands[0];
    EXPECT_EQ(result["capot"], true);
    EXPECT_TRUE(result["tricks"] == json({252, 0}) || result["tricks"] == json({0, 252}));
    return;
  }
  ADD_FAILURE() << "no capot in 2000 random hands";
}

TEST(BourlotRules, BRL47HangingPotAcrossHands) {
  // A tie (81/81 on a sheet), a passed-out deal, then a made hand collects the 81.
  json r = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
            {"hands",
             {{{"dealer", 0}, {"contract", {{"side", 0}, {"trump", "H"}}},
               {"result", {{"points", {0, 81}}, {"hanging", 81}}}},
              {{"dealer", 1}, {"auction", Passes(8)}, {"result", {{"points", {0, 0}}}}},
              {{"dealer", 2}, {"contract", {{"side", 1}, {"trump", "S"}}},
               {"result", {{"points", {62, 181}}}}}}},
            {"result", {{"score", {62, 262}}}}};
  EXPECT_EQ(Verdict(r), "valid");
  // Without the 81 the buyers' own 100 … would not be 181: the pot is part of their figure.
  r["hands"][2]["result"]["points"] = {62, 100};
  EXPECT_EQ(Verdict(r), "bourlot/sheet-outcome at /hands/2/result/points");
  r["hands"][2]["result"]["points"] = {62, 182};
  EXPECT_EQ(Verdict(r), "bourlot/sheet-total at /hands/2/result/points");
}

// ---- §8 Match ----

json SheetMatch(long target, std::vector<std::pair<int, PerSide>> hands) {
  json record = {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}},
                 {"rules", {{"target", target}}}, {"hands", json::array()}};
  int dealer = 0;
  for (auto& [side, points] : hands)
    record["hands"].push_back(SheetHand(dealer++ % 4, side, {points[0], points[1]}));
  return record;
}

TEST(BourlotRules, BRL50To54Match) {
  json m = SheetMatch(200, {{0, {110, 72}}, {0, {110, 72}}});
  Replayed r(m);
  ASSERT_TRUE(r.report.outcome);
  EXPECT_EQ(r.report.outcome->result, json({{"score", {220, 144}}, {"winner", 0}}));
  // BRL-52
  json after = SheetMatch(200, {{0, {110, 72}}, {0, {110, 72}}, {1, {72, 110}}});
  EXPECT_EQ(Verdict(after), "bourlot/hand-after-end at /hands/2");
  // BRL-51: equal totals at or above the target play on.
  json equal = SheetMatch(150, {{0, {110, 72}}, {1, {72, 110}}});
  Replayed e(equal);
  ASSERT_TRUE(e.report.outcome);
  EXPECT_EQ(e.report.outcome->result, json({{"score", {182, 182}}}));
  // BRL-54
  m["result"] = {{"score", {220, 144}}, {"winner", 0}};
  EXPECT_EQ(Verdict(m), "valid");
  m["result"]["score"] = {220, 145};
  EXPECT_EQ(Verdict(m), "bourlot/match-result-mismatch at /result/score");
  m["result"] = {{"score", {220, 144}}};
  EXPECT_EQ(Verdict(m), "bourlot/match-result-mismatch at /result");
  m["result"] = {{"score", {220, 144}}, {"winner", 1}};
  EXPECT_EQ(Verdict(m), "bourlot/match-result-mismatch at /result/winner");
  json unfinished = SheetMatch(1551, {{0, {110, 72}}});
  unfinished["result"] = {{"score", {110, 72}}, {"winner", 0}};
  EXPECT_EQ(Verdict(unfinished), "bourlot/match-result-mismatch at /result/winner");
  // Default target 1551.
  unfinished["rules"].erase("target");
  unfinished["result"] = {{"score", {110, 72}}};
  EXPECT_EQ(Verdict(unfinished), "valid");
  // BRL-53: a tie can end the match; the points it leaves hanging are discarded.
  json hang = SheetMatch(150, {{0, {110, 72}}});
  hang["hands"].push_back(json{{"dealer", 1}, {"contract", {{"side", 1}, {"trump", "H"}}},
                               {"result", {{"points", {81, 0}}, {"hanging", 81}}}});
  hang["result"] = {{"score", {191, 72}}, {"winner", 0}};
  EXPECT_EQ(Verdict(hang), "valid");
  // A hand that stopped on an error: the match claims are not judged.
  json broken = SheetMatch(200, {{0, {110, 73}}});
  broken["result"] = {{"score", {0, 0}}};
  EXPECT_EQ(Verdict(broken), "bourlot/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Replayed(broken).report.diagnostics.size(), 1u);
}

// ---- §9 Score sheets ----

json Sheet(json hand) {
  return {{"game", "bourlot"}, {"players", {"A", "B", "C", "D"}}, {"hands", {hand}}};
}

TEST(BourlotRules, BRL55SheetMissing) {
  EXPECT_EQ(Verdict(Sheet({{"contract", {{"side", 0}, {"trump", "H"}}}})),
            "bourlot/sheet-missing at /hands/0");
  EXPECT_EQ(Verdict(Sheet({{"contract", {{"side", 0}, {"trump", "H"}}},
                           {"result", {{"made", true}}}})),
            "bourlot/sheet-missing at /hands/0/result");
  // No contract: a passed-out deal, [0, 0] and nothing else but hanging 0.
  EXPECT_EQ(Verdict(Sheet({{"result", {{"points", {0, 0}}, {"hanging", 0}}}})), "valid");
  EXPECT_EQ(Verdict(Sheet({{"result", {{"points", {110, 72}}}}})),
            "bourlot/sheet-missing at /hands/0/result/points");
  EXPECT_EQ(Verdict(Sheet({{"dealer", 0}, {"auction", Passes(8)},
                           {"result", {{"points", {0, 0}}, {"made", false}}}})),
            "bourlot/sheet-missing at /hands/0/result/made");
  // The contract taken from the auction.
  // (dealer 0: seat 1 passes, seat 2 buys for side 0)
  EXPECT_EQ(Verdict(Sheet({{"dealer", 0}, {"auction", json::array({"pass", {{"take", true}}})},
                           {"result", {{"points", {110, 72}}}}})),
            "valid");
}

TEST(BourlotRules, BRL56BadContract) {
  for (json c : {json({{"side", 2}, {"trump", "H"}}), json({{"side", 0}}),
                 json({{"side", 0}, {"trump", "X"}}), json({{"side", 0}, {"trump", "H"}, {"seat", 1}}),
                 json({{"side", 0}, {"trump", "H"}, {"bid", 80}}), json("side 0")}) {
    json r = Sheet({{"contract", c}, {"result", {{"points", {110, 72}}}}});
    EXPECT_EQ(Verdict(r).rfind("bourlot/bad-contract at /hands/0/contract", 0), 0u)
        << c.dump() << " → " << Verdict(r);
  }
  EXPECT_EQ(Verdict(Sheet({{"contract", {{"side", 0}, {"trump", "H"}, {"seat", 2}}},
                           {"result", {{"points", {110, 72}}}}})),
            "valid");
}

TEST(BourlotRules, BRL57ContractMismatch) {
  json r = CompleteHand();
  r["hands"][0]["contract"] = {{"side", 1}, {"trump", "H"}, {"seat", 1}};
  EXPECT_EQ(Verdict(r), "valid");
  r["hands"][0]["contract"] = {{"side", 0}, {"trump", "H"}};
  EXPECT_EQ(Verdict(r), "bourlot/contract-mismatch at /hands/0/contract/side");
  r["hands"][0]["contract"] = {{"side", 1}, {"trump", "S"}};
  EXPECT_EQ(Verdict(r), "bourlot/contract-mismatch at /hands/0/contract/trump");
  r["hands"][0]["contract"] = {{"side", 1}, {"trump", "H"}, {"seat", 3}};
  EXPECT_EQ(Verdict(r), "bourlot/contract-mismatch at /hands/0/contract/seat");
  // A contract is a claim: an illegal play before it is reported first.
  r["hands"][0]["play"][18] = "QD";
  EXPECT_EQ(Verdict(r), "bourlot/must-trump at /hands/0/play/18");
  // A passed-out deal has no buyer to agree with.
  json passed = AuctionRecord(Passes(8), -1);
  passed["hands"][0].erase("complete");
  passed["hands"][0]["contract"] = {{"side", 0}, {"trump", "D"}};
  EXPECT_EQ(Verdict(passed), "bourlot/contract-mismatch at /hands/0/contract");
  json sheet = Sheet({{"dealer", 0}, {"auction", json::array({"pass", {{"take", true}}})},
                      {"contract", {{"side", 1}, {"trump", "S"}}},
                      {"result", {{"points", {72, 110}}}}});
  EXPECT_EQ(Verdict(sheet), "bourlot/contract-mismatch at /hands/0/contract/side");
}

TEST(BourlotRules, SheetAuctionsSkipTheExchangeChecks) {
  // §9: BRL-14..17 need the cards; an exchange written directly after the purchase is kept
  // unchecked (even without its seat), anywhere else it is still out of place.
  auto sheet = [](json auction) {
    return Sheet({{"dealer", 0}, {"auction", auction}, {"result", {{"points", {110, 72}}}}});
  };
  EXPECT_EQ(Verdict(sheet(json::array({"pass", {{"take", true}}, {{"exchange", "7H"}}}))), "valid");
  EXPECT_EQ(Verdict(sheet(json::array({"pass", {{"exchange", "7H"}, {"seat", 0}}, {{"take", true}}}))),
            "bourlot/exchange-not-allowed at /hands/0/auction/1");
  // Round 2's turned-suit rule needs the turned card too: a sheet can't break it.
  json r2 = Passes(5);
  r2.push_back({{"trump", "H"}});
  EXPECT_EQ(Verdict(sheet(r2)), "valid");
}

TEST(BourlotRules, BRL58To62SheetArithmeticThroughRecords) {
  auto line = [](json result) {
    return Sheet({{"contract", {{"side", 0}, {"trump", "H"}}}, {"result", result}});
  };
  EXPECT_EQ(Verdict(line({{"points", {110, 72}}, {"made", false}})),
            "bourlot/sheet-outcome at /hands/0/result/made");
  EXPECT_EQ(Verdict(line({{"points", {80, 82}}})),
            "bourlot/sheet-outcome at /hands/0/result/points");
  EXPECT_EQ(Verdict(line({{"points", {110, 62}}})),
            "bourlot/sheet-total at /hands/0/result/points");
  EXPECT_EQ(Verdict(line({{"points", {110, 72}}, {"tricks", {100, 72}}})),
            "bourlot/sheet-breakdown at /hands/0/result/tricks");
  EXPECT_EQ(Verdict(line({{"points", {100, 82}}, {"tricks", {90, 72}}, {"declarations", {20, 0}},
                          {"belote", {0, 0}}})),
            "bourlot/result-mismatch at /hands/0/result/points");
  EXPECT_EQ(Verdict(line({{"points", {110, 72}}, {"tricks", {90, 72}}, {"declarations", {20, 0}},
                          {"belote", {0, 0}}, {"made", true}, {"capot", false}, {"hanging", 0}})),
            "valid");
  // The sheet's computed result is what the record gives, with made and hanging filled in.
  Replayed r(line({{"points", {110, 72}}}));
  ASSERT_TRUE(r.report.outcome);
  EXPECT_EQ(r.report.outcome->hands[0],
            json({{"points", {110, 72}}, {"made", true}, {"hanging", 0}}));
}

// ---- §10 Options ----

TEST(BourlotRules, OptionsAreReadAndChecked) {
  json r = CompleteHand();
  r["rules"] = {{"no_such_option", true}};
  EXPECT_EQ(Verdict(r), "rules/unknown-option at /rules/no_such_option");
  for (json rules : {json({{"turned_card_to", "left"}}), json({{"seven_exchange", 1}}),
                     json({{"carre_100_order", "random"}}), json({{"rounding", "fives"}}),
                     json({{"target", 0}}), json({{"partner_exception", "yes"}})}) {
    r["rules"] = rules;
    EXPECT_EQ(Verdict(r).rfind("rules/bad-value at /rules/", 0), 0u) << rules.dump();
  }
  // Every option at a non-default value that leaves the complete hand as it is.
  r["rules"] = {{"players", 4}, {"target", 751}, {"seven_exchange", true},
                {"round2_turned_suit", true}, {"partner_exception", true},
                {"must_undertrump", false}, {"carre_100_order", "trump_order"},
                {"carre7_cancels_carre_j", true}};
  EXPECT_EQ(Verdict(r), "valid");
}

}  // namespace
}  // namespace replay::bourlot
