#include "engine/show.h"

#include <limits>

#include <fmt/format.h>

#include "notation/catalog.h"

namespace replay {

std::optional<nlohmann::json> ShowPosition(RecordReader& reader, const ShowRequest& request,
                                           Diagnostics& diagnostics) {
  Source source;
  const json::Value* root = nullptr;
  while (reader.Next(source, root, diagnostics)) {
    if (source.index != request.record) continue;
    if (!root) return std::nullopt;  // its json/syntax error is in `diagnostics`
    Record record;
    record.source = source;
    Reporter reporter(record, diagnostics);
    if (!BuildRecord(*root, record, reporter, Games())) return std::nullopt;
    const Game* game = FindGame(record.game);
    if (!game) return std::nullopt;
    if (request.hand < 0 || size_t(request.hand) >= record.hands.size()) {
      reporter.Error("show/no-hand", "/hands",
                     fmt::format("the record has {} hands (0 to {}); there is no hand {}",
                                 record.hands.size(), record.hands.size() - 1, request.hand));
      return std::nullopt;
    }
    int moves = request.moves < 0 ? std::numeric_limits<int>::max() : request.moves;
    return game->Show(record, request.options, request.hand, moves, reporter);
  }
  Diagnostic d;
  d.code = "show/no-record";
  d.input = std::string(source.input);
  d.message = fmt::format("the input has no record {}", request.record);
  diagnostics.push_back(std::move(d));
  return std::nullopt;
}

}  // namespace replay
