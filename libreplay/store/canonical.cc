#include "store/canonical.h"
#include "notation/catalog.h"

#include <array>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "notation/write.h"

namespace replay::store {
namespace {

// SHA-256 (FIPS 180-4), small and portable: whole 64-byte blocks are compressed in place.
class Sha256 {
 public:
  void Update(std::string_view data) {
    const auto* p = reinterpret_cast<const uint8_t*>(data.data());
    size_t n = data.size();
    length_ += n;
    if (used_ > 0) {  // complete a buffered block first
      size_t take = std::min(n, 64 - used_);
      std::memcpy(block_ + used_, p, take);
      used_ += take;
      p += take;
      n -= take;
      if (used_ < 64) return;
      Compress(block_);
      used_ = 0;
    }
    for (; n >= 64; p += 64, n -= 64) Compress(p);
    std::memcpy(block_, p, n);
    used_ = n;
  }

  std::array<uint8_t, 32> Finish() {
    uint64_t bits = length_ * 8;
    block_[used_++] = 0x80;
    if (used_ > 56) {
      while (used_ < 64) block_[used_++] = 0;
      Compress(block_);
      used_ = 0;
    }
    while (used_ < 56) block_[used_++] = 0;
    for (int i = 7; i >= 0; --i) block_[used_++] = static_cast<uint8_t>(bits >> (8 * i));
    Compress(block_);
    std::array<uint8_t, 32> digest{};
    for (size_t i = 0; i < 8; ++i)
      for (size_t j = 0; j < 4; ++j) digest[4 * i + j] = static_cast<uint8_t>(h_[i] >> (24 - 8 * j));
    return digest;
  }

 private:
  static uint32_t Rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

  void Compress(const uint8_t* block) {
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
      w[i] = uint32_t(block[4 * i]) << 24 | uint32_t(block[4 * i + 1]) << 16 |
             uint32_t(block[4 * i + 2]) << 8 | uint32_t(block[4 * i + 3]);
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

std::string CanonicalText(const Record& record, const RuleOverrides* overrides) {
  if (!record.root) return {};
  std::string text;
  if (!record.root->IsObject()) {  // only an invalid record; keep it as compact JSON
    WriteJson(*record.root, text);
    return text;
  }
  text = WriteCanonical(record, Games());
  if (!overrides || overrides->Keys(record.game).empty()) return text;
  // Write the overrides into `rules`: keys in byte order, `rules` right after `game`, as the
  // canonical writer places them. Only the importer's --rules take this path.
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text);
  std::map<std::string, nlohmann::ordered_json> rules;
  if (auto it = doc.find("rules"); it != doc.end() && it->is_object())
    for (auto& [key, value] : it->items()) rules[key] = value;
  else if (it != doc.end())
    return text;  // `rules` is not an object: the record is invalid anyway
  for (std::string_view key : overrides->Keys(record.game)) {
    std::string value;
    WriteJson(*overrides->Find(key, record.game), value);
    rules[std::string(key)] = nlohmann::ordered_json::parse(value);
  }
  nlohmann::ordered_json sorted = nlohmann::ordered_json::object();
  for (auto& [key, value] : rules) sorted[key] = value;
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  if (doc.contains("game")) out["game"] = doc["game"];
  out["rules"] = sorted;
  for (auto& [key, value] : doc.items())
    if (key != "game" && key != "rules") out[key] = value;
  return out.dump();
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
