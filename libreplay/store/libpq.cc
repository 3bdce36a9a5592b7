#include "store/libpq.h"

#include <dlfcn.h>

#include <stdexcept>
#include <string>
#include <type_traits>

#include "core/message.h"

namespace replay::store {

Libpq LoadLibpq(const char* soname) {
  // RTLD_LOCAL: libpq's symbols serve this table only; RTLD_NOW: a library that can't resolve
  // its own dependencies fails here, with dlerror's words, not at some later call.
  void* library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char* why = dlerror();
    throw std::runtime_error(
        Tr("PostgreSQL's client library {} can't be loaded ({}); install it (Debian: apt-get "
           "install libpq5)",
           soname, why ? why : "dlopen failed")
            .Localized());
  }
  Libpq pq;
  auto find = [&](auto& function, const char* name) {
    function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, name));
    if (!function) {
      dlclose(library);
      throw std::runtime_error(
          Tr("PostgreSQL's client library {} has no function {}: libpq 14 or later is needed "
             "(Debian: apt-get install libpq5)",
             soname, name)
              .Localized());
    }
  };
#define REPLAY_LIBPQ_FIND(name) find(pq.name, #name);
  REPLAY_LIBPQ_FUNCTIONS(REPLAY_LIBPQ_FIND)
#undef REPLAY_LIBPQ_FIND
  return pq;
}

const Libpq& Pq() {
  static const Libpq pq = LoadLibpq(kLibpqSoname);
  return pq;
}

}  // namespace replay::store
