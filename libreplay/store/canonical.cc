#include "store/canonical.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace replay::store {
namespace {

void AppendString(std::string_view s, std::string& out) {
  out += '"';
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        else
          out += c;
    }
  }
  out += '"';
}

void AppendObject(const json::Value& value, std::string& out, const RuleOverrides* rules);

void AppendValue(const json::Value& value, std::string& out) {
  switch (value.type) {
    case json::Type::kNull: out += "null"; break;
    case json::Type::kBool: out += value.boolean ? "true" : "false"; break;
    case json::Type::kInt: fmt::format_to(std::back_inserter(out), "{}", value.integer); break;
    case json::Type::kDouble: out += nlohmann::json(value.number).dump(); break;
    case json::Type::kString: AppendString(value.string, out); break;
    case json::Type::kArray:
      out += '[';
      for (uint32_t i = 0; i < value.size; ++i) {
        if (i) out += ',';
        AppendValue(value.items[i], out);
      }
      out += ']';
      break;
    case json::Type::kObject: AppendObject(value, out, nullptr); break;
  }
}

// One member to write: its key and either a parsed value or an override.
struct Entry {
  std::string_view key;
  const json::Value* value;
};

void AppendEntries(std::vector<Entry>& entries, std::string& out) {
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return a.key < b.key; });
  out += '{';
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i) out += ',';
    AppendString(entries[i].key, out);
    out += ':';
    AppendValue(*entries[i].value, out);
  }
  out += '}';
}

// The `rules` object with the overrides applied.
void AppendRules(const json::Value* rules, const RuleOverrides& overrides, std::string& out) {
  std::vector<Entry> entries;
  std::vector<std::string_view> keys = overrides.Keys();
  if (rules)
    for (uint32_t i = 0; i < rules->size; ++i)
      if (std::find(keys.begin(), keys.end(), rules->members[i].key) == keys.end())
        entries.push_back({rules->members[i].key, &rules->members[i].value});
  for (std::string_view key : keys) entries.push_back({key, overrides.Find(key)});
  AppendEntries(entries, out);
}

void AppendObject(const json::Value& value, std::string& out, const RuleOverrides* overrides) {
  std::vector<Entry> entries;
  entries.reserve(value.size);
  bool override_rules = overrides && !overrides->Empty();
  const json::Value* rules = nullptr;
  for (uint32_t i = 0; i < value.size; ++i) {
    const json::Member& m = value.members[i];
    if (override_rules && m.key == "rules" && m.value.IsObject()) {
      rules = &m.value;
      continue;
    }
    entries.push_back({m.key, &m.value});
  }
  if (!override_rules || (value.Find("rules") && !rules)) {
    AppendEntries(entries, out);  // no overrides, or `rules` is not an object (invalid anyway)
    return;
  }
  // Write the members with `rules` rebuilt in its sorted place.
  static const json::Value kPlaceholder;
  entries.push_back({"rules", &kPlaceholder});
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return a.key < b.key; });
  out += '{';
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i) out += ',';
    AppendString(entries[i].key, out);
    out += ':';
    if (entries[i].value == &kPlaceholder) AppendRules(rules, *overrides, out);
    else AppendValue(*entries[i].value, out);
  }
  out += '}';
}

// SHA-256 (FIPS 180-4), small and portable; fast enough next to a replay.
class Sha256 {
 public:
  void Update(std::string_view data) {
    for (char c : data) {
      block_[used_++] = static_cast<uint8_t>(c);
      if (used_ == 64) {
        Compress();
        used_ = 0;
      }
    }
    length_ += data.size();
  }

  std::array<uint8_t, 32> Finish() {
    uint64_t bits = length_ * 8;
    block_[used_++] = 0x80;
    if (used_ > 56) {
      while (used_ < 64) block_[used_++] = 0;
      Compress();
      used_ = 0;
    }
    while (used_ < 56) block_[used_++] = 0;
    for (int i = 7; i >= 0; --i) block_[used_++] = static_cast<uint8_t>(bits >> (8 * i));
    Compress();
    std::array<uint8_t, 32> digest{};
    for (size_t i = 0; i < 8; ++i)
      for (size_t j = 0; j < 4; ++j) digest[4 * i + j] = static_cast<uint8_t>(h_[i] >> (24 - 8 * j));
    return digest;
  }

 private:
  static uint32_t Rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

  void Compress() {
    static constexpr uint32_t k[64] = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2};
    uint32_t w[64];
    for (size_t i = 0; i < 16; ++i)
      w[i] = uint32_t(block_[4 * i]) << 24 | uint32_t(block_[4 * i + 1]) << 16 |
             uint32_t(block_[4 * i + 2]) << 8 | uint32_t(block_[4 * i + 3]);
    for (size_t i = 16; i < 64; ++i) {
      uint32_t s0 = Rotr(w[i - 15], 7) ^ Rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
      uint32_t s1 = Rotr(w[i - 2], 17) ^ Rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h_[0], b = h_[1], c = h_[2], d = h_[3], e = h_[4], f = h_[5], g = h_[6],
             h = h_[7];
    for (size_t i = 0; i < 64; ++i) {
      uint32_t t1 = h + (Rotr(e, 6) ^ Rotr(e, 11) ^ Rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i];
      uint32_t t2 = (Rotr(a, 2) ^ Rotr(a, 13) ^ Rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      h = g;
      g = f;
      f = e;
      e = d + t1;
      d = c;
      c = b;
      b = a;
      a = t1 + t2;
    }
    h_[0] += a, h_[1] += b, h_[2] += c, h_[3] += d, h_[4] += e, h_[5] += f, h_[6] += g, h_[7] += h;
  }

  uint32_t h_[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  uint8_t block_[64] = {};
  size_t used_ = 0;
  uint64_t length_ = 0;
};

}  // namespace

void AppendCanonical(const json::Value& value, std::string& out, const RuleOverrides* overrides) {
  if (value.IsObject()) AppendObject(value, out, overrides);
  else AppendValue(value, out);
}

std::string Canonical(const json::Value& value, const RuleOverrides* overrides) {
  std::string out;
  AppendCanonical(value, out, overrides);
  return out;
}

std::string Sha256Hex(std::string_view bytes) {
  Sha256 sha;
  sha.Update(bytes);
  std::string hex;
  hex.reserve(64);
  for (uint8_t byte : sha.Finish()) fmt::format_to(std::back_inserter(hex), "{:02x}", byte);
  return hex;
}

}  // namespace replay::store
