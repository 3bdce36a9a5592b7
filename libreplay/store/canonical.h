// The identity of a record in the store: the SHA-256 of its canonical text.
//
// The canonical text is the notation's canonical form (notation/write.h, replay-notation(5)):
// compact JSON in one stable key order, card codes and bare actions normalised, so that two
// transcriptions of the same match that differ only in spelling ("10H" and "TH", "KH" and
// {"card": "KH"}, key order, white space) are one record. `--rules key=value` overrides given to
// the importer are written into the record's `rules` (keys in byte order), so that the stored
// record says the rules it was validated by. A `comment` is part of the record.
//
// Identity: the lowercase hex SHA-256 (FIPS 180-4) of the canonical text.
#ifndef REPLAY_STORE_CANONICAL_H_
#define REPLAY_STORE_CANONICAL_H_

#include <initializer_list>
#include <string>
#include <string_view>

#include "engine/options.h"
#include "notation/record.h"

namespace replay::store {

// The canonical text of `record` (empty when it has no JSON root), with `overrides` in `rules`.
std::string CanonicalText(const Record& record, const RuleOverrides* overrides = nullptr);

// Lowercase hex SHA-256 of `bytes`.
std::string Sha256Hex(std::string_view bytes);
// Lowercase hex SHA-256 of the concatenation of `parts`.
std::string Sha256Hex(std::initializer_list<std::string_view> parts);

}  // namespace replay::store

#endif  // REPLAY_STORE_CANONICAL_H_
