#include "engine/game.h"

#include <cctype>

#include "engine/driver.h"

namespace replay {

std::string Game::Title() const {
  std::string title(Name());
  if (!title.empty()) title[0] = char(std::toupper(static_cast<unsigned char>(title[0])));
  return title;
}

void Game::Replay(const Record& record, const ReplayOptions& options, Reporter& reporter,
                  MatchOutcome* outcome) const {
  MatchContext m(record, options, reporter);
  std::unique_ptr<MatchRules> rules = NewMatch();
  DriveMatch(*rules, m, outcome);
}

std::optional<nlohmann::json> Game::Show(const Record& record, const ReplayOptions& options,
                                         int hand, int moves, Reporter& reporter) const {
  MatchContext m(record, options, reporter);
  m.stop = MatchContext::Stop{size_t(hand), moves};
  std::unique_ptr<MatchRules> rules = NewMatch();
  DriveMatch(*rules, m, nullptr);
  if (reporter.error_count() > 0) return std::nullopt;
  return std::move(m.board);
}

}  // namespace replay
