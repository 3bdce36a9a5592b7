// A usage error in the reader's language (issue #28). CLI11 writes its parse errors in English
// from fixed templates ("--hand is required", "--format: yaml not in {text,json}"), with no hook
// to translate them. The templates of the errors the tools can raise are msgids of our catalogue
// here, matched against CLI11's text and filled with the pieces it holds, so that the English
// stays CLI11's to the byte and Greek and Spanish readers get their own words. A text that fits
// no template (a CLI11 upgrade that rewords one) is shown as CLI11 wrote it.
#ifndef REPLAY_TOOLS_COMMON_USAGE_ERROR_H_
#define REPLAY_TOOLS_COMMON_USAGE_ERROR_H_

#include <string>

#include "core/message.h"

namespace replay::tools {

// `what`: the text of a CLI::ParseError (e.what()).
Message UsageError(const std::string& what);

}  // namespace replay::tools

#endif  // REPLAY_TOOLS_COMMON_USAGE_ERROR_H_
