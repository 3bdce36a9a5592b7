// Importers started together on a new PostgreSQL store all open it (issue #27): the one that
// makes it migrates under the store's write lock while the others look at the schema. Needs the
// server REPLAY_PG names (ctest store/postgres-gtest).
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "store/store.h"
#include "store/store_test_util.h"

namespace replay::store {
namespace {

using testing::Backend;
using testing::TestStores;

// Before, the check that a schema is the store's read the marker (replay_store) and then, in a
// second statement, counted the schema's objects: an importer whose first read came just before
// another's first migration committed, and its count just after, saw a schema full of tables and
// no marker, and refused it as another application's (1 importer in 4 of the benchmark's).
TEST(PostgresRace, ImportersOpeningANewStoreTogetherAllOpenIt) {
  TestStores stores(Backend::kPostgres);
  REPLAY_SKIP_UNLESS_AVAILABLE(stores);
  constexpr int kRounds = 12, kImporters = 6;
  for (int round = 0; round < kRounds; ++round) {
    const StoreOptions options = stores.Options("race");
    std::vector<std::string> errors(kImporters);
    std::vector<std::thread> importers;
    for (int i = 0; i < kImporters; ++i)
      importers.emplace_back([&, i] {
        try {
          Store store(stores.Db("race"), options);
        } catch (const std::exception& e) {
          errors[size_t(i)] = e.what();
        }
      });
    for (std::thread& t : importers) t.join();
    for (int i = 0; i < kImporters; ++i)
      EXPECT_EQ(errors[size_t(i)], "") << "round " << round << ", importer " << i;
  }
}

}  // namespace
}  // namespace replay::store
