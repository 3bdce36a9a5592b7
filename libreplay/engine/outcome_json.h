// The one place where computed outcomes become JSON (replay-score --format json, the store's
// `extra` column, tests). Objects come out with their keys in sorted order, so the output does
// not depend on the order in which a game filled its fields.
#ifndef REPLAY_ENGINE_OUTCOME_JSON_H_
#define REPLAY_ENGINE_OUTCOME_JSON_H_

#include <nlohmann/json.hpp>

#include "engine/outcome.h"

namespace replay {

nlohmann::json ToJson(const Value& value);
nlohmann::json ToJson(const Fields& fields);
nlohmann::json ToJson(const HandFacts& facts);
// Per hand: its computed result object, or null (a partial hand).
nlohmann::json HandsJson(const MatchOutcome& outcome);
// {"score": [...], "winner": side} (no winner while the match goes on), or null when unknown.
nlohmann::json ResultJson(const MatchOutcome& outcome);
// HandsJson(outcome).dump() and ResultJson(outcome).dump(), appended to `out` without building
// the JSON values first: replay-score --format json writes one such line per record, and the
// values made half of its time. Byte for byte what dump() writes (outcome_json_test.cc).
void AppendHandsJson(const MatchOutcome& outcome, std::string& out);
void AppendResultJson(const MatchOutcome& outcome, std::string& out);
// Per hand: its facts object, or null.
nlohmann::json FactsJson(const MatchOutcome& outcome);

// The other way, for facts written by hand (the store's test fixtures): keys without a field
// become `extra`; values of the wrong type are left out, as a missing fact.
HandFacts FactsFromJson(const nlohmann::json& facts);
std::optional<Value> ValueFromJson(const nlohmann::json& value);

}  // namespace replay

#endif  // REPLAY_ENGINE_OUTCOME_JSON_H_
