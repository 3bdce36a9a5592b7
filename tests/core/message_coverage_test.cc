// Issue #13: every diagnostic code has a Greek and a Spanish message. For each code of the code
// list (replay-notation(5), DIAGNOSTICS), the invalid samples, the conformance corpus and a
// few inputs made here produce its diagnostics; every msgid their Messages are made of (nested
// Tr() included) must have a msgstr, not fuzzy, in po/el.po and in po/es.po, that formats with
// the arguments (a translation that doesn't is shown in English: core/message.cc). A code no
// input produces, or a message with nothing translatable (English only), fails as well.
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/args.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "engine/replay.h"
#include "slurp.h"

namespace replay {
namespace {

namespace fs = std::filesystem;
const std::string kShared = REPLAY_SHARED_DIR;
const std::string kSource = REPLAY_SOURCE_DIR;

// The codes named in one line of the man page: a family, '/', then [a-z0-9-]+, the family at a
// word start. Scanned by hand: GCC 12 warns inside <regex> under -O2 + sanitizers
// (-Werror=maybe-uninitialized, a false positive in std::function), which broke the ASan build.
std::vector<std::string> CodesIn(const std::string& line) {
  // The notation's families, and one per registered game (its name).
  static const std::vector<std::string> kFamilies = [] {
    std::vector<std::string> f = {"json", "input", "record", "match", "tags", "rules", "cards"};
    for (const Game* g : AllGames()) f.emplace_back(g->Name());
    return f;
  }();
  const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  const auto tail = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; };
  std::vector<std::string> out;
  for (const std::string& family : kFamilies) {
    const std::string prefix = family + "/";
    for (size_t at = line.find(prefix); at != std::string::npos; at = line.find(prefix, at + 1)) {
      if (at > 0 && word(line[at - 1])) continue;
      size_t end = at + prefix.size();
      while (end < line.size() && tail(line[end])) ++end;
      if (end > at + prefix.size()) out.push_back(line.substr(at, end - at));
    }
  }
  return out;
}

// The code list: the terms (the line after each `.TP`) of the DIAGNOSTICS section of
// replay-notation(5), as the build makes it from man/replay-notation.5.in and each game's part
// (tools/docgen), which lists every code the library reports, with its rule ("Every diagnostic
// code, with its rule, is listed in replay-notation(5)": replay-validate(1)).
std::set<std::string> CodeList() {
  std::set<std::string> codes;
  std::istringstream man(Slurp(std::string(REPLAY_BINARY_DIR) + "/man/replay-notation.5"));
  bool in_section = false, term = false;
  for (std::string line; std::getline(man, line);) {
    if (line.rfind(".SH ", 0) == 0) in_section = line == ".SH DIAGNOSTICS";
    if (!in_section) continue;
    if (term) {
      for (size_t at; (at = line.find("\\-")) != std::string::npos;) line.replace(at, 2, "-");
      for (const std::string& code : CodesIn(line)) codes.insert(code);
    }
    term = line == ".TP";
  }
  return codes;
}

// msgid → msgstr of a .po file, leaving out fuzzy and obsolete entries (msgfmt leaves them out).
std::map<std::string, std::string> Catalogue(const std::string& path) {
  std::map<std::string, std::string> out;
  std::istringstream in(Slurp(path));
  auto unquote = [](const std::string& s) {
    std::string text;
    size_t a = s.find('"'), b = s.rfind('"');
    for (size_t i = a + 1; i < b; ++i) {
      if (s[i] == '\\' && i + 1 < b) {
        char c = s[++i];
        text += c == 'n' ? '\n' : c == 't' ? '\t' : c;
      } else {
        text += s[i];
      }
    }
    return text;
  };
  std::string id, str, *field = nullptr;
  bool fuzzy = false, have = false;
  auto flush = [&] {
    if (have && !fuzzy && !id.empty()) out[id] = str;
    id.clear(), str.clear(), field = nullptr, fuzzy = have = false;
  };
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) { flush(); continue; }
    if (line.rfind("#,", 0) == 0 && line.find("fuzzy") != std::string::npos) fuzzy = true;
    if (line[0] == '#') continue;  // comments, and obsolete (#~) entries
    if (line.rfind("msgid ", 0) == 0) { field = &id; have = true; *field = unquote(line); }
    else if (line.rfind("msgstr ", 0) == 0) { field = &str; *field = unquote(line); }
    else if (line[0] == '"' && field) *field += unquote(line);
  }
  flush();
  return out;
}

void Ids(const Message& m, std::set<std::string>& ids) {
  for (const Message::Part& p : m.parts()) {
    if (!p.id.empty()) ids.insert(p.id);
    for (const Message& arg : p.args) Ids(arg, ids);
  }
}

// code → the msgids of its diagnostics; `bare` gets the codes with a message of no msgid.
struct Seen {
  std::map<std::string, std::set<std::string>> ids;
  std::map<std::string, std::string> bare;

  void Validate(const std::string& text, const std::string& name, const ReadLimits& limits = {}) {
    RecordReader reader(text, name, limits);
    Source source;
    const json::Value* root = nullptr;
    while (true) {
      RecordReport report;
      Record record;
      if (!reader.Next(source, root, report.diagnostics)) break;
      if (root) ReplayRecord(*root, source, ReplayOptions{}, record, report, &reader.duplicate_keys());
      for (const Diagnostic& d : report.diagnostics) {
        std::set<std::string> found;
        Ids(d.text, found);
        if (found.empty()) bare.emplace(d.code, d.message);
        ids[d.code].insert(found.begin(), found.end());
      }
    }
  }
};

TEST(MessageCoverage, EveryCodeHasAGreekAndASpanishMessage) {
  std::set<std::string> codes = CodeList();
  ASSERT_GT(codes.size(), 100u) << "no code list in replay-notation(5) (DIAGNOSTICS)";
  Seen seen;
  for (const auto& e : fs::directory_iterator(kSource + "/samples/invalid"))
    if (e.path().extension() == ".json") seen.Validate(Slurp(e.path()), e.path().filename());
  // Every corpus: conformance, conformance-house-rules and each game's conformance-<game>.
  for (const auto& d : fs::directory_iterator(kShared))
    if (d.is_directory() && d.path().filename().string().rfind("conformance", 0) == 0)
    for (const auto& e : fs::directory_iterator(d.path())) {
      if (e.path().string().find(".invalid.ndjson") == std::string::npos) continue;
      std::istringstream in(Slurp(e.path()));
      for (std::string line; std::getline(in, line);)
        if (!line.empty()) seen.Validate(nlohmann::json::parse(line)["record"].dump(), "c");
    }
  // The warnings (the corpus holds errors only): the valid matches, each with a key the notation
  // doesn't know, its second hand dealt by the first hand's dealer again, and for Tute an option
  // the 4-player form ignores.
  for (const Game* g : AllGames())
    for (const auto& e : fs::directory_iterator(kSource + "/samples/" + std::string(g->Name()))) {
      const std::string_view game = g->Name();
      if (e.path().filename().string().rfind("match", 0) != 0) continue;
      nlohmann::ordered_json record = nlohmann::ordered_json::parse(Slurp(e.path()));
      record["unknown_key"] = 1;
      auto& hands = record["hands"];
      if (hands.size() >= 2 && hands[0].contains("dealer")) hands[1]["dealer"] = hands[0]["dealer"];
      if (game == "tute" && record["players"].size() == 4)
        record["rules"]["hand_size_2p"] = 6;
      seen.Validate(record.dump(), e.path().filename());
    }
  // What the corpus has no record for: a broken text, and each of the reader's limits.
  seen.Validate("{\"game\": ", "syntax");
  seen.Validate("[{\"game\": \"tute\"}", "array");
  ReadLimits tight;
  tight.max_record_bytes = 64;
  tight.max_hands = 1;
  tight.json.max_depth = 2;
  seen.Validate(std::string("{\"game\":\"tute\",\"tags\":{\"a\":\"") + std::string(80, 'x') + "\"}}",
                "limit", tight);
  seen.Validate("{\"game\":\"tute\",\"hands\":[{},{}]}", "limit", tight);
  seen.Validate("{\"a\":[[[1]]]}", "limit", tight);

  auto el = Catalogue(kSource + "/po/el.po"), es = Catalogue(kSource + "/po/es.po");
  size_t checked = 0;
  for (const std::string& code : codes) {
    auto it = seen.ids.find(code);
    if (it == seen.ids.end()) {
      ADD_FAILURE() << code << ": no sample, conformance record or input here produces it";
      continue;
    }
    if (auto b = seen.bare.find(code); b != seen.bare.end())
      ADD_FAILURE() << code << ": a message with nothing to translate (English only): "
                    << b->second;
    for (const std::string& id : it->second) {
      for (const auto& [lang, po] : {std::pair{"el", &el}, std::pair{"es", &es}}) {
        auto t = po->find(id);
        EXPECT_TRUE(t != po->end() && !t->second.empty())
            << code << ": po/" << lang << ".po has no translation of \"" << id << "\"";
        if (t == po->end()) continue;
        // Core/message.cc passes every argument as text; ten cover every msgid.
        fmt::dynamic_format_arg_store<fmt::format_context> args;
        for (int i = 0; i < 10; ++i) args.push_back(std::string("x"));
        EXPECT_NO_THROW(fmt::vformat(t->second, args))
            << code << ": po/" << lang << ".po: \"" << t->second << "\" doesn't format";
      }
      ++checked;
    }
  }
  EXPECT_GT(checked, codes.size());
}

}  // namespace
}  // namespace replay
