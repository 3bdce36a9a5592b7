// Seats and sides (notation.md §2): with 4 players partners sit opposite (side 0 = seats 0 and 2),
// with 2 or 3 players every seat is its own side.
#ifndef REPLAY_CORE_SEAT_H_
#define REPLAY_CORE_SEAT_H_

namespace replay {

constexpr int NumSides(int num_players) { return num_players == 4 ? 2 : num_players; }
constexpr int SideOf(int seat, int num_players) { return num_players == 4 ? seat % 2 : seat; }

}  // namespace replay

#endif  // REPLAY_CORE_SEAT_H_
