// The version of the notation this library reads and writes (replay-notation(5), notation.md:
// "The hand-record notation (version 1)"), printed by every tool's --version.
#ifndef REPLAY_NOTATION_VERSION_H_
#define REPLAY_NOTATION_VERSION_H_

namespace replay {

inline constexpr int kNotationVersion = 1;

}  // namespace replay

#endif  // REPLAY_NOTATION_VERSION_H_
