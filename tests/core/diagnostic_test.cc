// One numbering (issue #28, core/numbering.h): a diagnostic's text counts hands, moves and calls
// from 1 and shows the JSON Pointer (which counts from 0) beside them; its JSON keeps the indices.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/diagnostic.h"

namespace replay {
namespace {

Diagnostic At(int hand, int action, std::string section, std::string pointer) {
  Diagnostic d;
  d.code = "diloti/build-without-card";
  d.input = "game.json";
  d.line = 12;
  d.column = 9;
  d.hand = hand;
  d.action = action;
  d.section = std::move(section);
  d.pointer = std::move(pointer);
  d.seat = 2;
  d.seat_name = "Giorgos";
  d.rule = "DIL-21";
  d.message = "bad";
  return d;
}

TEST(DiagnosticText, CountsHandsAndMovesFromOneBesideThePointer) {
  EXPECT_EQ(FormatText(At(2, 17, "play", "/hands/2/play/17")),
            "game.json:12:9: error: [diloti/build-without-card] hand 3, move 18, seat 2 (Giorgos) "
            "at /hands/2/play/17: bad (DIL-21)");
  EXPECT_EQ(FormatText(At(0, 0, "auction", "/hands/0/auction/0")),
            "game.json:12:9: error: [diloti/build-without-card] hand 1, call 1, seat 2 (Giorgos) "
            "at /hands/0/auction/0: bad (DIL-21)");
}

TEST(DiagnosticText, APointerWithoutAHandStandsAlone) {
  Diagnostic d = At(-1, -1, "", "/players/1");
  d.seat = -1;
  EXPECT_EQ(FormatText(d),
            "game.json:12:9: error: [diloti/build-without-card] at /players/1: bad (DIL-21)");
  d.pointer.clear();  // the record as a whole: no place to name
  EXPECT_EQ(FormatText(d), "game.json:12:9: error: [diloti/build-without-card] bad (DIL-21)");
}

TEST(DiagnosticJson, KeepsTheIndicesFromZero) {
  nlohmann::ordered_json j = ToJson(At(2, 17, "play", "/hands/2/play/17"));
  EXPECT_EQ(j["hand"], 2);
  EXPECT_EQ(j["action"], 17);
  EXPECT_EQ(j["pointer"], "/hands/2/play/17");
}

}  // namespace
}  // namespace replay
