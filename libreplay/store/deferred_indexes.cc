// Store::DeferIndexes and Store::MakeDeferredIndexes (store/store.h): a new store's secondary
// indexes built once over an import's rows, rather than updated row by row.
#include <string>
#include <vector>

#include <fmt/format.h>

#include "store/store.h"

namespace replay::store {

void Store::DeferIndexes() {
  deferred_indexes_.clear();
  if (db_.dialect() != Dialect::kSqlite || !db_.InTransaction()) return;
  if (db_.QueryInt("SELECT EXISTS (SELECT 1 FROM records)")) return;
  // sql IS NULL: the indexes of PRIMARY KEY and UNIQUE constraints, which the import itself
  // reads (a record's hash, a player's name) and which can't be dropped anyway.
  std::vector<std::string> names;
  {
    Statement indexes(db_, "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND "
                           "sql IS NOT NULL ORDER BY name");
    while (indexes.Step()) {
      names.emplace_back(indexes.Text(0));
      deferred_indexes_.emplace_back(indexes.Text(1));
    }
  }
  for (const std::string& name : names) db_.Exec(fmt::format("DROP INDEX \"{}\"", name));
}

void Store::MakeDeferredIndexes() {
  for (const std::string& sql : deferred_indexes_) db_.Exec(sql);
  deferred_indexes_.clear();
}

}  // namespace replay::store
