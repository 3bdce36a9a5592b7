// libpq opened at run time (libreplay/store/libpq.h): the installed library gives every function
// the store calls; a library that is missing, or that lacks one (older than libpq 14), is refused
// with a message that names it and the package to install.
#include "store/libpq.h"

#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

namespace replay::store {
namespace {

TEST(Libpq, TheInstalledLibraryHasEveryFunctionTheStoreCalls) {
  const Libpq pq = LoadLibpq(kLibpqSoname);
#define REPLAY_EXPECT_FOUND(name) EXPECT_NE(pq.name, nullptr) << #name;
  REPLAY_LIBPQ_FUNCTIONS(REPLAY_EXPECT_FOUND)
#undef REPLAY_EXPECT_FOUND
  EXPECT_GE(pq.PQlibVersion(), 140000);  // pipeline mode
  EXPECT_EQ(&Pq(), &Pq());                // loaded once
}

std::string LoadError(const char* soname) {
  try {
    LoadLibpq(soname);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(loaded)";
}

TEST(Libpq, AMissingLibraryIsNamedWithThePackage) {
  const std::string message = LoadError("libreplay-test-absent.so.5");
  EXPECT_NE(message.find("PostgreSQL's client library libreplay-test-absent.so.5 can't be loaded"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("apt-get install libpq5"), std::string::npos) << message;
}

TEST(Libpq, ALibraryWithoutTheFunctionsIsRefusedNamingTheFirstMissing) {
  // The C library loads, and has none of libpq's functions.
  const std::string message = LoadError("libc.so.6");
  EXPECT_NE(message.find("libc.so.6 has no function PQclear: libpq 14 or later is needed"),
            std::string::npos)
      << message;
}

}  // namespace
}  // namespace replay::store
