// A sentence for a player, kept as what it is made of so it can be shown in the reader's language:
// each part is a gettext msgid — the fmt format string itself, so a translator may reorder {0} {1}
// — with its arguments already formatted (card codes, numbers, names), and the English text.
// Engines build Messages and stay locale-free; only the place that shows them (FormatText, the
// tools) looks the msgid up, in the text domain "replay" (po/*.po). Untranslated parts (a name,
// text from the input) are raw: shown as they are in every language.
#ifndef REPLAY_CORE_MESSAGE_H_
#define REPLAY_CORE_MESSAGE_H_

#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace replay {

class Message {
 public:
  struct Part {
    std::string id;              // the msgid (a fmt format string); empty for a raw part
    std::vector<Message> args;   // a nested Tr() stays translatable; other values are raw text
    std::string english;
  };

  Message() = default;
  Message(std::string raw) { if (!raw.empty()) parts_.push_back({{}, {}, std::move(raw)}); }  // NOLINT
  Message(const char* raw) : Message(std::string(raw)) {}                                     // NOLINT
  Message(std::string_view raw) : Message(std::string(raw)) {}                                // NOLINT

  // The English sentence (the `message` of a diagnostic, and of the JSON output).
  std::string English() const;
  // The sentence in the language of LC_MESSAGES (gettext); English when no catalogue has it.
  std::string Localized() const;
  bool empty() const { return parts_.empty(); }
  const std::vector<Part>& parts() const { return parts_; }

  Message& operator+=(Message more);
  // Compares the English text (for tests and for code that asks "is there a message").
  friend bool operator==(const Message& m, std::string_view english) { return m.English() == english; }
  friend Message operator+(Message a, Message b) { return a += std::move(b); }
  friend Message operator+(Message a, const char* b) { return a += Message(b); }

  template <typename... Args>
  friend Message Tr(fmt::format_string<Args...> id, Args&&... args);

 private:
  static Message Arg(const Message& m) { return m; }
  template <typename T>
  static Message Arg(const T& value) { return Message(fmt::format("{}", value)); }

  std::vector<Part> parts_;
};

inline std::ostream& operator<<(std::ostream& os, const Message& m) { return os << m.English(); }

}  // namespace replay

// A Message inside fmt::format (or as an argument of Tr) is its English text.
template <>
struct fmt::formatter<replay::Message> : fmt::formatter<std::string_view> {
  template <typename Context>
  auto format(const replay::Message& m, Context& ctx) const {
    return fmt::formatter<std::string_view>::format(m.English(), ctx);
  }
};

namespace replay {

// A translatable sentence: `Tr("plays {}, but that card is not in this seat's hand", Code(c))`.
// The format string is the msgid xgettext extracts (keyword Tr, po/CMakeLists.txt).
template <typename... Args>
Message Tr(fmt::format_string<Args...> id, Args&&... args) {
  Message m;
  Message::Part p;
  fmt::string_view text = id;
  p.id = std::string(text.data(), text.size());
  p.english = fmt::vformat(text, fmt::make_format_args(args...));
  p.args = {Message::Arg(args)...};
  m.parts_.push_back(std::move(p));
  return m;
}

// The translation of one fixed word or phrase of the output (a table heading, "error"), or the
// text itself: the gettext lookup the tools use for what is not a diagnostic.
std::string Localize(const char* msgid);
// Marks a string for xgettext without translating it here (a table of headings).
#define REPLAY_N_(text) text

}  // namespace replay

#endif  // REPLAY_CORE_MESSAGE_H_
