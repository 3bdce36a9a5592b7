#include "store/store.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/seat.h"
#include "notation/write.h"
#include "store/canonical.h"
#include "store/schema.h"

namespace replay::store {
namespace {

using Json = nlohmann::json;

// Facts are written by our engines, but the store reads them defensively: a value of the wrong
// type is a missing fact (NULL), never a crash.
std::optional<int64_t> IntFact(const Json& object, const char* key) {
  if (!object.is_object()) return std::nullopt;
  auto it = object.find(key);
  if (it == object.end()) return std::nullopt;
  if (it->is_number_integer()) return it->get<int64_t>();
  if (it->is_boolean()) return it->get<bool>() ? 1 : 0;
  return std::nullopt;
}

std::optional<std::string> TextFact(const Json& object, const char* key) {
  if (!object.is_object()) return std::nullopt;
  auto it = object.find(key);
  if (it == object.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

const Json& Member(const Json& object, const char* key) {
  static const Json kNull;
  if (!object.is_object()) return kNull;
  auto it = object.find(key);
  return it == object.end() ? kNull : *it;
}

const Json& Item(const Json& array, size_t i) {
  static const Json kNull;
  return array.is_array() && i < array.size() ? array[i] : kNull;
}

// Whether every key of `object` is in `known` (and so has a column).
bool OnlyKnownKeys(const Json& object, std::initializer_list<std::string_view> known) {
  if (!object.is_object()) return true;
  for (auto& [key, value] : object.items())
    if (std::find(known.begin(), known.end(), key) == known.end()) return false;
  return true;
}

bool AllMapped(const Json& facts) {
  if (!OnlyKnownKeys(facts, {"level", "dealer", "points", "sides", "seats", "contract", "tute"}))
    return false;
  for (const Json& side : Member(facts, "sides"))
    if (!OnlyKnownKeys(side, {"cards", "tricks", "trick_points", "xeri", "declarations", "belote",
                              "pilotta", "capot", "cante20", "cante40"}))
      return false;
  for (const Json& seat : Member(facts, "seats"))
    if (!OnlyKnownKeys(seat, {"xeri", "opening_xeri", "last_card_xeri", "captures", "builds",
                              "raises", "melds", "belote", "pilotta", "cantes", "exchange"}))
      return false;
  return OnlyKnownKeys(Member(facts, "contract"),
                       {"side", "seat", "trump", "bid", "round", "doubled", "redoubled", "made",
                        "inside", "hanging", "capot"}) &&
         OnlyKnownKeys(Member(facts, "tute"),
                       {"capote_announced", "capote_made", "tute", "tute_kind", "claim"});
}

// Belote, under the name Pilotta gives it (K + Q of trumps: rules/pilotta.md §5.4).
std::optional<int64_t> BeloteFact(const Json& object) {
  std::optional<int64_t> belote = IntFact(object, "belote");
  return belote ? belote : IntFact(object, "pilotta");
}

std::string_view LevelOf(const Hand& hand) {
  if (hand.IsScoreSheet()) return "sheet";
  return hand.IsPartial() ? "partial" : "full";
}

// A rule's value as the `rules` table keeps it: a string as it is, anything else as JSON.
std::string RuleText(const replay::json::Value& value) {
  if (value.IsString()) return std::string(value.string);
  std::string text;
  WriteJson(value, text);
  return text;
}

// The record's rules with the overrides applied, as the canonical form writes them, in key order.
std::vector<std::pair<std::string, std::string>> EffectiveRules(const Record& r,
                                                                const RuleOverrides* overrides) {
  std::vector<std::pair<std::string, std::string>> rules;
  std::vector<std::string_view> override_keys;
  if (overrides) override_keys = overrides->Keys();
  if (r.rules)
    for (uint32_t i = 0; i < r.rules->size; ++i) {
      const auto& m = r.rules->members[i];
      if (std::find(override_keys.begin(), override_keys.end(), m.key) == override_keys.end())
        rules.emplace_back(std::string(m.key), RuleText(m.value));
    }
  for (std::string_view key : override_keys)
    rules.emplace_back(std::string(key), RuleText(*overrides->Find(key)));
  std::sort(rules.begin(), rules.end());
  return rules;
}

// "diloti 2p target=101": the game, the seats, and the rules but `players`.
std::string Variant(const Record& r, const std::vector<std::pair<std::string, std::string>>& rules) {
  std::string variant = fmt::format("{} {}p", r.game, r.players.size());
  for (auto& [key, value] : rules)
    if (key != "players") variant += fmt::format(" {}={}", key, value);
  return variant;
}

// The diagnostics as replay-validate --format json writes them, in one JSON array.
std::optional<std::string> DiagnosticsJson(const Diagnostics& diagnostics) {
  if (diagnostics.empty()) return std::nullopt;
  std::string list = "[";
  for (const Diagnostic& d : diagnostics) list += (list.size() > 1 ? "," : "") + ToJson(d).dump();
  return list + "]";
}

}  // namespace

// The prepared statements of Add, made once per store.
class Store::Writer {
 public:
  explicit Writer(Database& db)
      : savepoint(db, "SAVEPOINT add_record"),
        release(db, "RELEASE add_record"),
        rollback(db, "ROLLBACK TO add_record"),
        find(db, "SELECT record_id, valid FROM records WHERE hash = ?"),
        remove(db, "DELETE FROM records WHERE record_id = ?"),
        record(db,
               "INSERT INTO records (hash, game, variant, players, event, date, hand_count, "
               "first_dealer, winner, valid, input, input_index) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        text(db, "INSERT INTO record_texts (record_id, canonical, diagnostics) VALUES (?, ?, ?)"),
        player(db, "INSERT INTO players (name, ident) VALUES (?, ?) ON CONFLICT DO NOTHING"),
        player_id(db, "SELECT player_id FROM players WHERE name = ? AND ident = ?"),
        seat(db, "INSERT INTO record_players (record_id, seat, side, player_id) VALUES (?, ?, ?, ?)"),
        side(db, "INSERT INTO record_sides (record_id, side, pair, score, won) VALUES (?, ?, ?, ?, ?)"),
        tag(db, "INSERT INTO tags (record_id, key, value) VALUES (?, ?, ?)"),
        rule(db, "INSERT INTO rules (record_id, key, value) VALUES (?, ?, ?)"),
        hand(db, "INSERT INTO hands (record_id, hand, level, dealer, extra) VALUES (?, ?, ?, ?, ?)"),
        hand_side(db,
                  "INSERT INTO hand_sides (record_id, hand, side, points, cards, tricks, "
                  "trick_points, xeri, declarations, belote, capot, cante20, cante40) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        hand_seat(db,
                  "INSERT INTO hand_seats (record_id, hand, seat, xeri, opening_xeri, "
                  "last_card_xeri, captures, builds, raises, melds, belote, cante20, cante40, "
                  "exchange) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        meld(db, "INSERT INTO melds (record_id, hand, seat, n, kind) VALUES (?, ?, ?, ?, ?)"),
        cante(db,
              "INSERT INTO cantes (record_id, hand, seat, n, suit, points) "
              "VALUES (?, ?, ?, ?, ?, ?)"),
        contract(db,
                 "INSERT INTO contracts (record_id, hand, side, seat, trump, bid, round, doubled, "
                 "redoubled, made, inside, hanging, capot) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        tute(db,
             "INSERT INTO tute_hands (record_id, hand, capote_announced, capote_made, tute, "
             "tute_kind, claim) VALUES (?, ?, ?, ?, ?, ?, ?)") {}

  Statement savepoint, release, rollback, find, remove, record, text, player, player_id, seat, side,
      tag, rule, hand, hand_side, hand_seat, meld, cante, contract, tute;

  int64_t PlayerId(std::string_view name, std::string_view ident) {
    player.Bind(1, name).Bind(2, ident).Run();
    player_id.Bind(1, name).Bind(2, ident);
    if (!player_id.Step()) throw std::logic_error("a player row vanished");
    int64_t id = player_id.Int(0);
    player_id.Reset();
    return id;
  }

  void Seats(int64_t id, const Record& r, const Json& result);
  void Hands(int64_t id, const Record& r, const Json& facts);
  void Facts(int64_t id, int64_t h, const Json& f, int players);
};

// Who sat where, and each side's pair, final score and win.
void Store::Writer::Seats(int64_t id, const Record& r, const Json& result) {
  const int n = int(r.players.size());
  std::vector<std::vector<std::string>> members(size_t(NumSides(n)));
  for (int s = 0; s < n; ++s) {
    const Player& p = r.players[size_t(s)];
    seat.Bind(1, id).Bind(2, s).Bind(3, SideOf(s, n)).Bind(4, PlayerId(p.name, p.id)).Run();
    members[size_t(SideOf(s, n))].push_back(  // as players.label
        p.id.empty() ? std::string(p.name) : fmt::format("{} ({})", p.name, p.id));
  }
  std::optional<int64_t> winner = IntFact(result, "winner");
  const Json& score = Member(result, "score");
  for (int s = 0; s < NumSides(n); ++s) {
    std::vector<std::string>& names = members[size_t(s)];
    std::sort(names.begin(), names.end());
    const Json& total = Item(score, size_t(s));
    side.Bind(1, id).Bind(2, s).Bind(3, fmt::format("{}", fmt::join(names, " & ")))
        .Bind(4, total.is_number_integer() ? std::optional<int64_t>(total.get<int64_t>())
                                           : std::nullopt)
        .Bind(5, winner ? std::optional<int64_t>(*winner == s) : std::nullopt);
    side.Run();
  }
}

void Store::Writer::Hands(int64_t id, const Record& r, const Json& all_facts) {
  const int n = int(r.players.size());
  for (size_t h = 0; h < r.hands.size(); ++h) {
    const Json& f = Item(all_facts, h);
    hand.Bind(1, id).Bind(2, int64_t(h));
    if (auto level = TextFact(f, "level")) hand.Bind(3, *level);
    else hand.Bind(3, LevelOf(r.hands[h]));
    if (auto dealer = IntFact(f, "dealer")) hand.Bind(4, *dealer);
    else hand.Bind(4, r.hands[h].dealer ? std::optional<int64_t>(*r.hands[h].dealer) : std::nullopt);
    if (f.is_object() && !AllMapped(f)) hand.Bind(5, f.dump());
    else hand.BindNull(5);
    hand.Run();
    if (f.is_object()) Facts(id, int64_t(h), f, n);
  }
}

void Store::Writer::Facts(int64_t id, int64_t h, const Json& f, int players) {
  const Json& points = Member(f, "points");
  const Json& sides = Member(f, "sides");
  if (points.is_array() || sides.is_array()) {
    for (int s = 0; s < NumSides(players); ++s) {
      const Json& d = Item(sides, size_t(s));
      const Json& p = Item(points, size_t(s));
      hand_side.Bind(1, id).Bind(2, h).Bind(3, s)
          .Bind(4, p.is_number_integer() ? std::optional<int64_t>(p.get<int64_t>()) : std::nullopt)
          .Bind(5, IntFact(d, "cards")).Bind(6, IntFact(d, "tricks"))
          .Bind(7, IntFact(d, "trick_points")).Bind(8, IntFact(d, "xeri"))
          .Bind(9, IntFact(d, "declarations")).Bind(10, BeloteFact(d))
          .Bind(11, IntFact(d, "capot")).Bind(12, IntFact(d, "cante20"))
          .Bind(13, IntFact(d, "cante40"));
      hand_side.Run();
    }
  }
  const Json& seats = Member(f, "seats");
  if (seats.is_array()) {
    for (int s = 0; s < players && size_t(s) < seats.size(); ++s) {
      const Json& x = seats[size_t(s)];
      const Json& melds = Member(x, "melds");
      const Json& cantes = Member(x, "cantes");
      std::optional<int64_t> meld_count, c20, c40;
      if (melds.is_array()) meld_count = int64_t(melds.size());
      if (cantes.is_array()) {
        c20 = c40 = 0;
        for (const Json& c : cantes) {
          std::optional<int64_t> value = IntFact(c, "points");
          if (value == 20) ++*c20;
          if (value == 40) ++*c40;
        }
      }
      hand_seat.Bind(1, id).Bind(2, h).Bind(3, s)
          .Bind(4, IntFact(x, "xeri")).Bind(5, IntFact(x, "opening_xeri"))
          .Bind(6, IntFact(x, "last_card_xeri")).Bind(7, IntFact(x, "captures"))
          .Bind(8, IntFact(x, "builds")).Bind(9, IntFact(x, "raises")).Bind(10, meld_count)
          .Bind(11, BeloteFact(x)).Bind(12, c20).Bind(13, c40)
          .Bind(14, IntFact(x, "exchange"));
      hand_seat.Run();
      for (size_t i = 0; melds.is_array() && i < melds.size(); ++i) {
        if (!melds[i].is_string()) continue;
        meld.Bind(1, id).Bind(2, h).Bind(3, s).Bind(4, int64_t(i))
            .Bind(5, melds[i].get<std::string>());
        meld.Run();
      }
      for (size_t i = 0; cantes.is_array() && i < cantes.size(); ++i) {
        cante.Bind(1, id).Bind(2, h).Bind(3, s).Bind(4, int64_t(i))
            .Bind(5, TextFact(cantes[i], "suit")).Bind(6, IntFact(cantes[i], "points"));
        cante.Run();
      }
    }
  }
  if (const Json& c = Member(f, "contract"); c.is_object()) {
    const Json& bid = Member(c, "bid");
    std::optional<int64_t> bid_value;
    if (bid.is_number_integer()) bid_value = bid.get<int64_t>();
    else if (bid == "capot") bid_value = 250;  // a capot bid ranks as 250 (rules/pilotta.md §4.1)
    contract.Bind(1, id).Bind(2, h).Bind(3, IntFact(c, "side")).Bind(4, IntFact(c, "seat"))
        .Bind(5, TextFact(c, "trump")).Bind(6, bid_value).Bind(7, IntFact(c, "round"))
        .Bind(8, IntFact(c, "doubled")).Bind(9, IntFact(c, "redoubled"))
        .Bind(10, IntFact(c, "made")).Bind(11, IntFact(c, "inside"))
        .Bind(12, IntFact(c, "hanging")).Bind(13, IntFact(c, "capot"));
    contract.Run();
  }
  if (const Json& t = Member(f, "tute"); t.is_object()) {
    tute.Bind(1, id).Bind(2, h).Bind(3, IntFact(t, "capote_announced"))
        .Bind(4, IntFact(t, "capote_made")).Bind(5, IntFact(t, "tute"))
        .Bind(6, TextFact(t, "tute_kind")).Bind(7, IntFact(t, "claim"));
    tute.Run();
  }
}

Store::Store(const std::string& path, const StoreOptions& options)
    : db_(path,
          options.read_only ? Database::Mode::kReadOnly : Database::Mode::kReadWriteCreate,
          options.busy_timeout_ms) {
  // Before anything is written: another application's database is refused unchanged.
  CheckOwnStore(db_, !options.read_only);
  if (options.read_only) return;
  // WAL: readers never block the writer and the writer never blocks readers; a crash leaves the
  // committed transactions and drops the open one.
  db_.EnableWal();
  db_.Exec("PRAGMA synchronous = NORMAL");  // durable at checkpoints; safe against corruption
  db_.Exec("PRAGMA cache_size = -65536");    // 64 MiB: a large input's transaction seldom spills
  Migrate(db_);
}

Store::~Store() = default;

Store::Added Store::Add(const RecordReport& report, const RuleOverrides* overrides) {
  if (!report.record || !report.record->root)
    throw std::invalid_argument("a record that is not JSON can't be stored");
  const Record& r = *report.record;
  const bool valid = report.valid();
  if (valid && !report.outcome)
    throw std::invalid_argument("a valid record is stored with its outcome (want_facts)");
  if (!writer_) writer_ = std::make_unique<Writer>(db_);
  Writer& w = *writer_;

  std::string canonical = CanonicalText(r, overrides);
  std::string hash = Sha256Hex(canonical);
  Added added = Added::kNew;
  w.savepoint.Run();
  try {
    w.find.Bind(1, hash);
    if (w.find.Step()) {
      int64_t existing = w.find.Int(0);
      bool existing_valid = w.find.Int(1) != 0;
      w.find.Reset();
      if (existing_valid || !valid) {
        w.release.Run();
        return Added::kDuplicate;
      }
      w.remove.Bind(1, existing).Run();  // cascades to its text and tags
      added = Added::kReplaced;
    } else {
      w.find.Reset();
    }

    const auto rules = EffectiveRules(r, overrides);
    std::optional<int64_t> winner, first_dealer;
    if (valid) winner = IntFact(report.outcome->result, "winner");
    if (!r.hands.empty() && r.hands[0].dealer) first_dealer = *r.hands[0].dealer;
    auto tag = [&](std::string_view key) {
      std::string_view v = r.Tag(key);
      return v.empty() ? std::nullopt : std::optional<std::string_view>(v);
    };
    w.record.Bind(1, hash).Bind(2, r.game).Bind(3, Variant(r, rules))
        .Bind(4, int64_t(r.players.size())).Bind(5, tag("event"))
        .Bind(6, valid ? tag("date") : std::nullopt).Bind(7, int64_t(r.hands.size()))
        .Bind(8, first_dealer).Bind(9, winner).Bind(10, valid).Bind(11, report.input)
        .Bind(12, int64_t(report.index));
    w.record.Run();
    const int64_t id = db_.LastInsertRowId();
    w.text.Bind(1, id).Bind(2, canonical).Bind(3, DiagnosticsJson(report.diagnostics)).Run();
    for (auto& [key, value] : r.tags) w.tag.Bind(1, id).Bind(2, key).Bind(3, value).Run();
    if (valid) {
      for (auto& [key, value] : rules) w.rule.Bind(1, id).Bind(2, key).Bind(3, value).Run();
      w.Seats(id, r, report.outcome->result);
      w.Hands(id, r, report.outcome->facts);
    }
    w.release.Run();
  } catch (...) {
    w.find.Reset();
    try {  // SQLite may have rolled the whole transaction back already (SQLITE_FULL, ...)
      w.rollback.Run();
      w.release.Run();
    } catch (const SqliteError&) {
    }
    throw;
  }
  return added;
}

void Store::Export(const std::function<void(std::string_view)>& sink) {
  Statement s(db_, "SELECT t.canonical FROM records r JOIN record_texts t USING (record_id) "
                   "WHERE r.valid = 1 ORDER BY r.record_id");
  while (s.Step()) sink(s.Text(0));
}

}  // namespace replay::store
