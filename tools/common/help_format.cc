#include "common/help_format.h"

#include <cctype>
#include <memory>
#include <string_view>

#include "core/message.h"

namespace replay::tools {
namespace {

// CLI11's own words, as its Formatter asks for them by label (get_label) or writes them in the
// type names of options; each is a msgid (po/).
constexpr const char* kLabels[] = {REPLAY_N_("Usage"),      REPLAY_N_("OPTIONS"),
                                   REPLAY_N_("Options"),    REPLAY_N_("Positionals"),
                                   REPLAY_N_("REQUIRED"),   REPLAY_N_("Needs"),
                                   REPLAY_N_("Excludes"),   REPLAY_N_("Env"),
                                   REPLAY_N_("SUBCOMMAND"), REPLAY_N_("SUBCOMMANDS")};
constexpr const char* kTypeWords[] = {REPLAY_N_("TEXT"),  REPLAY_N_("INT"),    REPLAY_N_("UINT"),
                                      REPLAY_N_("FLOAT"), REPLAY_N_("NUMBER"), REPLAY_N_("in")};

// `text` with each whole word of kTypeWords translated ("UINT:UINT in [1 - 64]"); the rest
// (option names, choices, defaults: what a user types) stays.
std::string LocalizeTypeWords(std::string_view text) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    if (!std::isalpha(static_cast<unsigned char>(text[i]))) {
      out += text[i++];
      continue;
    }
    size_t end = i;
    while (end < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'))
      ++end;
    const std::string_view word = text.substr(i, end - i);
    // A word right after "-" or "=" or inside {…} is an option name, a default or a choice.
    const bool typed = i == 0 || text[i - 1] == ' ' || text[i - 1] == ':';
    bool known = false;
    for (const char* w : kTypeWords)
      if (typed && word == w) {
        out += Localize(w);
        known = true;
        break;
      }
    if (!known) out += word;
    i = end;
  }
  return out;
}

}  // namespace

LocalizedFormatter::LocalizedFormatter() {
  for (const char* label : kLabels) this->label(label, Localize(label));
}

std::string LocalizedFormatter::make_group(std::string group, bool is_positional,
                                           std::vector<const CLI::Option*> opts) const {
  // "Options" is CLI11's default group name; the others are the tools' own, already translated.
  return CLI::Formatter::make_group(Localize(group.c_str()), is_positional, std::move(opts));
}

std::string LocalizedFormatter::make_option_opts(const CLI::Option* opt) const {
  return LocalizeTypeWords(CLI::Formatter::make_option_opts(opt));
}

std::string LocalizedFormatter::make_expanded(const CLI::App* sub) const {
  // CLI11 names an option group "[Option Group: NAME]" in English; the rest as CLI11 lays it out.
  std::string out = sub->get_name().empty() ? Tr("[Option Group: {}]", sub->get_group()).Localized()
                                            : sub->get_display_name(true);
  out += "\n" + make_description(sub) + make_positionals(sub) +
         make_groups(sub, CLI::AppFormatMode::Sub) + make_subcommands(sub, CLI::AppFormatMode::Sub);
  std::string tmp = CLI::detail::find_and_replace(out, "\n\n", "\n");
  tmp = tmp.substr(0, tmp.size() - 1);
  return CLI::detail::find_and_replace(tmp, "\n", "\n  ") + "\n";
}

void LocalizeHelp(CLI::App& app, const std::string& version) {
  app.formatter(std::make_shared<LocalizedFormatter>());
  // The flags CLI11 made keep their place in the list; only their descriptions change.
  if (CLI::Option* help = app.get_help_ptr())
    help->description(Localize("Print this help message and exit"));
  app.set_version_flag("--version", version,
                       Localize("Display program version information and exit"));
}

}  // namespace replay::tools
