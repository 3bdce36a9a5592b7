// --help in the reader's language (issue #28). The tools write their descriptions through the
// catalogue when they create their options (Localize, po/); this formatter does the same for
// the words CLI11 writes itself: "Usage", "OPTIONS", "Positionals", "Options", "REQUIRED",
// "Needs", "Excludes", the type names (TEXT, INT, UINT, FLOAT and "in" of a range), option group
// names and "[Option Group: …]", and its --help and --version descriptions.
#ifndef REPLAY_TOOLS_COMMON_HELP_FORMAT_H_
#define REPLAY_TOOLS_COMMON_HELP_FORMAT_H_

#include <string>

#include <CLI/CLI.hpp>

namespace replay::tools {

class LocalizedFormatter : public CLI::Formatter {
 public:
  LocalizedFormatter();
  std::string make_group(std::string group, bool is_positional,
                         std::vector<const CLI::Option*> opts) const override;
  std::string make_option_opts(const CLI::Option* opt) const override;
  std::string make_expanded(const CLI::App* sub) const override;
};

// Gives `app` the formatter, translated descriptions for its --help flag and a --version flag.
// `version` is the text --version prints. Call after SetUpMessages, before parsing.
void LocalizeHelp(CLI::App& app, const std::string& version);

}  // namespace replay::tools

#endif  // REPLAY_TOOLS_COMMON_HELP_FORMAT_H_
