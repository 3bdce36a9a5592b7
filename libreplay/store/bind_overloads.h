// The typed Bind overloads a Statement and a Rows share: each class binds an int64_t, a text and
// NULL its own way; the rest (int, bool, a C string, a std::string, a value or NULL) comes down to
// those, written once here. An unsigned or size_t argument is ambiguous on purpose: the caller
// converts it explicitly.
#ifndef REPLAY_STORE_BIND_OVERLOADS_H_
#define REPLAY_STORE_BIND_OVERLOADS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace replay::store {

// CRTP base of `Self`, which declares Bind(int, int64_t), Bind(int, std::string_view) and
// BindNull(int), and `using BindOverloads<Self>::Bind;`. Binds are 1-based, as in SQLite.
template <class Self>
class BindOverloads {
 public:
  Self& Bind(int index, int value) { return self().Bind(index, int64_t{value}); }
  Self& Bind(int index, bool value) { return self().Bind(index, int64_t{value ? 1 : 0}); }
  Self& Bind(int index, const char* text) { return self().Bind(index, std::string_view(text)); }
  Self& Bind(int index, const std::string& text) {
    return self().Bind(index, std::string_view(text));
  }
  // Binds a value or NULL.
  template <typename T>
  Self& Bind(int index, const std::optional<T>& value) {
    return value ? self().Bind(index, *value) : self().BindNull(index);
  }

 private:
  Self& self() { return static_cast<Self&>(*this); }
};

}  // namespace replay::store

#endif  // REPLAY_STORE_BIND_OVERLOADS_H_
