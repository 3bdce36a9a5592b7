#include "store/schema.h"

#include <charconv>
#include <functional>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "core/message.h"
#include "engine/game.h"
#include "store/store_sql.h"  // generated from schema/store.sql: kStoreSql

namespace replay::store {

std::vector<Migration> Migrations() {
  static constexpr std::string_view kMarker = "\n-- migration ";
  std::vector<Migration> out;
  std::string_view sql = kStoreSql;
  size_t at = sql.find(kMarker);
  while (at != std::string_view::npos) {
    size_t number = at + kMarker.size();
    int version = 0;
    auto [end, ec] = std::from_chars(sql.data() + number, sql.data() + sql.size(), version);
    if (ec != std::errc() || version != int(out.size()) + 1)
      throw std::logic_error("schema/store.sql: migrations must be numbered 1, 2, ... in order");
    size_t body = size_t(end - sql.data());
    size_t next = sql.find(kMarker, body);
    out.push_back({version, sql.substr(body, next == std::string_view::npos ? next : next - body)});
    at = next;
  }
  return out;
}

int LatestSchemaVersion() { return int(Migrations().size()); }

void CheckSchemaVersion(Database& db, int64_t version, bool may_create) {
  if (version > LatestSchemaVersion())
    throw std::runtime_error(fmt::format(
        "{}: the store has schema version {}, newer than this build knows ({}); use a newer "
        "replay-import", db.path(), version, LatestSchemaVersion()));
  // Reading never writes (a read-only disk, a full one): an older store is not migrated here.
  if (!may_create && version < LatestSchemaVersion())
    throw std::runtime_error(
        Tr("{}: the store has schema version {}, older than this build's ({}), and reading "
           "doesn't migrate it; run replay-import --db on it once where it can be written",
           db.path(), version, LatestSchemaVersion()).Localized());
}

void CheckOwnStore(Database& db, bool may_create) {
  if (db.dialect() == Dialect::kPostgres) return CheckOwnPostgresStore(db, may_create);
  // One statement, so one snapshot: read apart, another importer's migration could commit in
  // between (tables seen, user_version not yet), and a new store would look foreign.
  Statement s(db, "SELECT (SELECT application_id FROM pragma_application_id), "
                  "(SELECT user_version FROM pragma_user_version), "
                  "(SELECT count(*) FROM sqlite_schema), "
                  "(SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN "
                  "('records', 'record_texts', 'hands'))");
  if (!s.Step()) throw std::logic_error("CheckOwnStore: the query returned no row");
  const int64_t application = s.Int(0), version = s.Int(1), objects = s.Int(2);
  const bool legacy = application == 0 && version >= 1 && s.Int(3) == 3;
  s.Reset();
  if (application == kApplicationId || legacy) return CheckSchemaVersion(db, version, may_create);
  if (application == 0 && version == 0 && objects == 0) {
    if (may_create) return;
    throw std::runtime_error(fmt::format("{}: not a replay store (it is empty)", db.path()));
  }
  throw std::runtime_error(fmt::format(
      "{}: not a replay store but another application's database (application_id {}, "
      "user_version {}, {} schema objects); left unchanged", db.path(), application, version,
      objects));
}

void Migrate(Database& db) {
  if (db.dialect() == Dialect::kPostgres) return MigratePostgres(db);
  std::vector<Migration> migrations = Migrations();
  int64_t current = db.QueryInt("PRAGMA user_version");
  CheckSchemaVersion(db, current, true);
  for (const Migration& m : migrations) {
    if (m.version <= current) continue;
    Transaction transaction(db);
    // Another process may have migrated while this one waited for the lock.
    if (db.QueryInt("PRAGMA user_version") >= m.version) continue;
    db.Exec(m.sql);
    db.Exec(fmt::format("PRAGMA user_version = {}; PRAGMA application_id = {}", m.version,
                        kApplicationId));
    transaction.Commit();
  }
}

void RefreshGames(Database& db) {
  std::map<std::string, std::string, std::less<>> want, have;
  for (const Game* g : AllGames()) want.emplace(g->Name(), g->StatFamily());
  Statement rows(db, "SELECT game, family FROM games");
  while (rows.Step()) have.emplace(rows.Text(0), rows.Text(1));
  if (have == want) return;  // no write lock taken on an ordinary open
  Transaction transaction(db);
  db.Exec("DELETE FROM games");
  Statement insert(db, "INSERT INTO games (game, family) VALUES (?, ?)");
  for (const auto& [game, family] : want) insert.Bind(1, game).Bind(2, family).Run();
  transaction.Commit();
}

}  // namespace replay::store
