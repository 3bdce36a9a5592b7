// The canonical form of a record, and its identity.
//
// Canonical form: the record's JSON value written compactly (no white space), with the members of
// every object in ascending byte order of their keys (UTF-8 byte order = code point order), strings
// escaped minimally (only `"`, `\` and control characters; \b \f \n \r \t by name, others as
// \u00xx; everything else, non-ASCII included, as UTF-8), integers in decimal and other numbers in
// their shortest round-trip form. It is byte for byte what nlohmann::json::parse(text).dump()
// gives (a test checks this), so the form is easy to reproduce outside the toolkit.
// It is a JSON-level form: it does not rewrite the notation's alternatives ("10H" stays "10H",
// "KH" and {"card": "KH"} differ), and a `comment` is part of the record. `--rules key=value`
// overrides given to the importer are written into the record's `rules`, so that the stored
// record says the rules it was validated by.
//
// Identity: the lowercase hex SHA-256 of the canonical form (FIPS 180-4).
#ifndef REPLAY_STORE_CANONICAL_H_
#define REPLAY_STORE_CANONICAL_H_

#include <string>
#include <string_view>

#include "engine/options.h"
#include "notation/json.h"

namespace replay::store {

// Appends the canonical form of `value` to `out`. With `overrides`, the top-level `rules` object
// (created when absent) takes their values.
void AppendCanonical(const json::Value& value, std::string& out,
                     const RuleOverrides* overrides = nullptr);
std::string Canonical(const json::Value& value, const RuleOverrides* overrides = nullptr);

// Lowercase hex SHA-256 of `bytes`.
std::string Sha256Hex(std::string_view bytes);

}  // namespace replay::store

#endif  // REPLAY_STORE_CANONICAL_H_
