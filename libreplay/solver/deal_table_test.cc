#include "solver/deal_table.h"

#include <gtest/gtest.h>

namespace replay::solver {
namespace {

// A table of one bucket: every key lands in it, so what it keeps is the replacement's choice.
TEST(DealTable, ABucketKeepsTheEntriesWithTheMostCards) {
  DealTable<uint32_t> table(0);
  constexpr size_t kWays = 64 / sizeof(DealTable<uint32_t>::Entry);
  // Fill the bucket with positions of 8, 12, 16 … cards, then store one of 4 cards: it takes
  // the place of the 8-card entry, the cheapest to search again.
  for (size_t i = 0; i < kWays; ++i) table.Store((1u << (8 + 4 * i)) - 1, 0, 1, 2, 3);
  for (size_t i = 0; i < kWays; ++i) ASSERT_NE(table.Find((1u << (8 + 4 * i)) - 1, 0), nullptr);
  table.Store(0xfu, 1, 5, 6, 7);
  EXPECT_EQ(table.Find(0xffu, 0), nullptr);
  const auto* e = table.Find(0xfu, 1);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->lower, 5);
  EXPECT_EQ(e->upper, 6);
  EXPECT_EQ(e->best, 7);
  for (size_t i = 1; i < kWays; ++i) EXPECT_NE(table.Find((1u << (8 + 4 * i)) - 1, 0), nullptr);
  // Storing a key again replaces its own entry, whatever its size; the tag is part of the key.
  table.Store(0xfu, 1, 9, 9, 0);
  EXPECT_EQ(table.Find(0xfu, 1)->lower, 9);
  EXPECT_EQ(table.Find(0xfu, 0), nullptr);
  for (size_t i = 1; i < kWays; ++i) EXPECT_NE(table.Find((1u << (8 + 4 * i)) - 1, 0), nullptr);
}

TEST(DealTable, ANewDealForgetsEveryEntry) {
  DealTable<uint64_t> table(4);
  table.Store(0xffffu, 2, 10, 20, 1);
  ASSERT_NE(table.Find(0xffffu, 2), nullptr);
  table.NewDeal();
  EXPECT_EQ(table.Find(0xffffu, 2), nullptr);
  // The emptied slots are taken first, before any entry of the new deal is given up.
  table.Store(0xffu, 0, 1, 1, 1);
  table.Store(0xffffu, 2, 3, 4, 5);
  EXPECT_NE(table.Find(0xffu, 0), nullptr);
  EXPECT_EQ(table.Find(0xffffu, 2)->upper, 4);
}

}  // namespace
}  // namespace replay::solver
