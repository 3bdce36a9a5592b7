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

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define REPLAY_SHA_NI 1
#endif

namespace replay::store {
namespace {

constexpr uint32_t kSha256K[64] = {
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

#ifdef REPLAY_SHA_NI
// The x86 SHA extensions compress a block in a few dozen instructions instead of ~2000: the
// import hashes every record's text twice (store.h), and this made a third of its time.
bool HasShaNi() {
  static const bool has = [] {
    unsigned a, b, c, d;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
    const bool sha = (b >> 29) & 1;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
    return sha && ((c >> 19) & 1) && ((c >> 9) & 1);  // and SSE4.1, SSSE3
  }();
  return has;
}

// One 64-byte block with SHA-NI (the layout of Intel's reference code: the state is kept as
// ABEF and CDGH; each group of four rounds takes its message words from m[g % 4]).
__attribute__((target("sha,sse4.1,ssse3"))) void CompressShaNi(uint32_t h[8],
                                                                const uint8_t* block) {
  const __m128i kMask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  __m128i tmp = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&h[0]));
  __m128i state1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&h[4]));
  tmp = _mm_shuffle_epi32(tmp, 0xB1);           // CDAB
  state1 = _mm_shuffle_epi32(state1, 0x1B);     // EFGH
  __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
  state1 = _mm_blend_epi16(state1, tmp, 0xF0);  // CDGH
  const __m128i abef = state0, cdgh = state1;
  __m128i m[4];
  for (int g = 0; g < 16; ++g) {
    __m128i& w = m[g % 4];
    if (g < 4)
      w = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(block + 16 * g)),
                           kMask);
    __m128i msg = _mm_add_epi32(
        w, _mm_loadu_si128(reinterpret_cast<const __m128i*>(&kSha256K[4 * g])));
    state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
    if (g >= 3 && g <= 14) {
      __m128i& next = m[(g + 1) % 4];
      next = _mm_add_epi32(next, _mm_alignr_epi8(w, m[(g + 3) % 4], 4));
      next = _mm_sha256msg2_epu32(next, w);
    }
    msg = _mm_shuffle_epi32(msg, 0x0E);
    state0 = _mm_sha256rnds2_epu32(state0, state1, msg);
    if (g >= 1 && g <= 12) m[(g + 3) % 4] = _mm_sha256msg1_epu32(m[(g + 3) % 4], w);
  }
  state0 = _mm_add_epi32(state0, abef);
  state1 = _mm_add_epi32(state1, cdgh);
  tmp = _mm_shuffle_epi32(state0, 0x1B);        // FEBA
  state1 = _mm_shuffle_epi32(state1, 0xB1);     // DCHG
  state0 = _mm_blend_epi16(tmp, state1, 0xF0);  // DCBA
  state1 = _mm_alignr_epi8(state1, tmp, 8);     // ABEF
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&h[0]), state0);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&h[4]), state1);
}
#endif

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
#ifdef REPLAY_SHA_NI
    if (HasShaNi()) return CompressShaNi(h_, block);
#endif
    const uint32_t* k = kSha256K;
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

std::string Sha256Hex(std::string_view bytes) { return Sha256Hex({bytes}); }

std::string Sha256Hex(std::initializer_list<std::string_view> parts) {
  Sha256 sha;
  for (std::string_view part : parts) sha.Update(part);
  std::string hex;
  hex.reserve(64);
  for (uint8_t byte : sha.Finish()) fmt::format_to(std::back_inserter(hex), "{:02x}", byte);
  return hex;
}

}  // namespace replay::store
