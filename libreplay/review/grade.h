// The grade of a reviewed move, from its cost (lichess's inaccuracy / mistake / blunder): so that
// the few moves that lost a hand stand out from the many that cost nothing. Each game has its own
// scale, as its costs are in its own points (trick points of 162 in Bourlot and Pilotta, points
// with cantes in Tute, card and xeri points in Diloti); the thresholds are the lowest cost of
// each grade, chosen from the distribution of costs over generated and sample hands
// (replay-review(1), GRADES) and overridable (--thresholds GAME=I,M,B).
#ifndef REPLAY_REVIEW_GRADE_H_
#define REPLAY_REVIEW_GRADE_H_

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/message.h"

namespace replay::review {

enum class Grade { kNone = 0, kInaccuracy = 1, kMistake = 2, kBlunder = 3 };
constexpr int kGrades = 4;

// "inaccuracy", "mistake", "blunder" (the JSON output's and the store's word); "" for kNone.
std::string_view GradeName(Grade grade);
// The word for a person, through the message catalogue.
Message GradeWord(Grade grade);
// The grade a name names ("inaccuracy", "mistake", "blunder"), or none.
std::optional<Grade> ParseGrade(std::string_view name);

// The lowest cost of each grade; 0 < inaccuracy <= mistake <= blunder.
struct Thresholds {
  long inaccuracy = 0, mistake = 0, blunder = 0;
  Grade Of(long cost) const;
};

// The thresholds of every game: the defaults, then the overrides.
class GradeScale {
 public:
  GradeScale();
  const Thresholds& For(std::string_view game) const;
  // "GAME=I,M,B" (e.g. "pilotta=10,20,40"): on error, the reason for the user.
  std::optional<std::string> Override(std::string_view spec);

 private:
  std::map<std::string, Thresholds, std::less<>> games_;
};

}  // namespace replay::review

#endif  // REPLAY_REVIEW_GRADE_H_
