// The transposition table of a double-dummy search, shared by the Bourlot/Pilotta solver
// (solver.h) and the Tute solver (tute_solver.h). An entry is keyed by the cards still in the
// hands, as the search's mask, and a small tag (the leader; for Tute also the suits sung and
// the side searched for), and keeps bounds on the points still to come and the best card found.
//
// A review solves dozens of positions of one deal, and what one search proved serves the next,
// so the table outlives a search: it is kept while the cards sit where they sat (a card not
// seen before may be anywhere) and the caller's rules are the same, and dropped in O(1), by a
// new generation, when they are not.
//
// The table is small and set-associative: a bucket is one cache line of entries, so a probe
// costs one memory access, and a new entry takes the place of the one with the fewest cards
// (the cheapest to search again). A search spends much of its time waiting for the table, and
// measured on 300 deals, 2 MiB of buckets searched as few nodes as 12 MiB of single entries
// (the deep positions that crowd a plain table out of the cache are the ones it gives up).
#ifndef REPLAY_SOLVER_DEAL_TABLE_H_
#define REPLAY_SOLVER_DEAL_TABLE_H_

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/card.h"

namespace replay::solver {

template <typename Cards>  // uint32_t (32 cards) or uint64_t (40)
class DealTable {
 public:
  struct Entry {
    Cards cards = 0;
    uint16_t generation = 0;
    uint8_t tag = 0;
    uint8_t lower = 0, upper = 0;  // bounds on the points still to come
    uint8_t best = 0xff;           // the mask bit of the best (or refuting) card found
  };

  // 2^bits buckets of one cache line each.
  explicit DealTable(int bits) : bits_(bits), table_(size_t{1} << bits) { owner_.fill(-1); }
  DealTable(const DealTable&) = delete;
  DealTable& operator=(const DealTable&) = delete;

  // Whether every card of `hands` sits where the table's deal had it.
  bool SameOwners(const std::array<CardSet, 4>& hands) const {
    for (int seat = 0; seat < 4; ++seat)
      for (Card c : hands[seat])
        if (owner_[c.Index()] != -1 && owner_[c.Index()] != seat) return false;
    return true;
  }

  // Forgets every entry and owner: another deal (or other rules) from now on.
  void NewDeal() {
    if (++generation_ == 0) {  // wrapped: old entries could look current
      std::fill(table_.begin(), table_.end(), Bucket{});
      generation_ = 1;
    }
    owner_.fill(-1);
  }

  // Notes where the cards of `hands` sit.
  void Own(const std::array<CardSet, 4>& hands) {
    for (int seat = 0; seat < 4; ++seat)
      for (Card c : hands[seat]) owner_[c.Index()] = int8_t(seat);
  }

  // The entry of (cards, tag), or nullptr when the table holds none.
  const Entry* Find(Cards cards, uint8_t tag) const {
    const Bucket& b = table_[Index(cards, tag)];
    for (const Entry& e : b.entries)
      if (e.cards == cards && e.tag == tag && e.generation == generation_) return &e;
    return nullptr;
  }

  // Keeps (cards, tag)'s bounds and best card: in its own entry when the bucket holds it, else
  // in place of a stale entry or of the one with the fewest cards (the cheapest to search
  // again).
  void Store(Cards cards, uint8_t tag, int lower, int upper, int best) {
    Bucket& b = table_[Index(cards, tag)];
    Entry* slot = &b.entries[0];
    for (Entry& e : b.entries) {
      if (e.generation != generation_ || (e.cards == cards && e.tag == tag)) {
        slot = &e;
        break;
      }
      if (std::popcount(e.cards) < std::popcount(slot->cards)) slot = &e;
    }
    *slot = Entry{cards, generation_, tag, uint8_t(lower), uint8_t(upper), uint8_t(best)};
  }

 private:
  // One cache line of entries: a probe costs one memory access however many it compares.
  struct alignas(64) Bucket {
    std::array<Entry, 64 / sizeof(Entry)> entries;
  };

  size_t Index(Cards cards, uint8_t tag) const {
    // The hash's top bits_ bits (two shifts, so that 0 bits, one bucket, shifts by no more
    // than 63).
    return size_t((uint64_t{cards} << 8 | tag) * 0x9E3779B97F4A7C15ull >> 1 >> (63 - bits_));
  }

  int bits_;  // of the bucket count
  std::vector<Bucket> table_;
  uint16_t generation_ = 1;
  std::array<int8_t, 64> owner_{};  // the seat holding each card index in the deal, or -1
};

}  // namespace replay::solver

#endif  // REPLAY_SOLVER_DEAL_TABLE_H_
