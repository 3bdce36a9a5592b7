// The store's schema (schema/store.sql, embedded at build time) and its forward migrations.
#ifndef REPLAY_STORE_SCHEMA_H_
#define REPLAY_STORE_SCHEMA_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "store/sqlite.h"

namespace replay::store {

struct Migration {
  int version;          // the user_version it brings the database to
  std::string_view sql;
};

// The sections of schema/store.sql, in order ("-- migration N" lines open them).
std::vector<Migration> Migrations();
int LatestSchemaVersion();

// PRAGMA application_id of a replay store ("Rply"), written with every migration: what tells
// our database from another application's SQLite file.
constexpr int64_t kApplicationId = 0x52706C79;

// Whether the database at `db` is a replay store (or empty: a new file, ours to make), read
// without changing anything. Throws std::runtime_error naming the reason when it is another
// application's database or a store newer than this build. Stores made before application_id
// (user_version >= 1, application_id 0) are recognised by their tables.
void CheckOwnStore(Database& db, bool may_create);

// Throws the reason when a store of schema `version` can't be opened by this build: newer than
// it, or older when only reading (`may_create` false: reading never migrates).
void CheckSchemaVersion(Database& db, int64_t version, bool may_create);

// Applies, each in its own IMMEDIATE transaction, every migration above the database's
// user_version. Throws std::runtime_error when the database is newer than this build.
void Migrate(Database& db);

// PostgreSQL (issue #27; postgres_schema.cc). The same migrations, translated mechanically
// (PostgresSql); the schema version and the marker that the database is a store are the row of
// the table `replay_store` (PostgreSQL has no user_version or application_id). CheckOwnStore and
// Migrate above call these for a PostgreSQL Database.
std::string PostgresSql(const Migration& migration);
void CheckOwnPostgresStore(Database& db, bool may_create);
void MigratePostgres(Database& db);
// What the store changes in its schema on PostgreSQL for a faster bulk import (foreign keys
// checked per statement, the canonical texts compressed with lz4: postgres_tuning.cc), applied
// by MigratePostgres after the migrations when not yet done.
void TunePostgres(Database& db);
// Keeps the store in PostgreSQL schema `schema` (created when `create`): --pg-schema.
void UsePostgresSchema(Database& db, const std::string& schema, bool create);

// Makes the `games` table (migration 8) the registry's games and statistics families
// (engine/game.h, Game::StatFamily), which the stat_* views filter on; writes only when it
// differs, in one transaction. Called on every open for writing, after Migrate.
void RefreshGames(Database& db);

}  // namespace replay::store

#endif  // REPLAY_STORE_SCHEMA_H_
