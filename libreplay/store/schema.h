// The store's schema (schema/store.sql, embedded at build time) and its forward migrations.
#ifndef REPLAY_STORE_SCHEMA_H_
#define REPLAY_STORE_SCHEMA_H_

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

// Applies, each in its own IMMEDIATE transaction, every migration above the database's
// user_version. Throws std::runtime_error when the database is newer than this build.
void Migrate(Database& db);

}  // namespace replay::store

#endif  // REPLAY_STORE_SCHEMA_H_
