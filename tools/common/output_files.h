// Output files that can't destroy an input or one another (issue #24). Before anything is
// written, an output that is the same file as an input (standard input included) or as another
// output is refused. Each output file is written to a temporary file beside it (same directory,
// so that rename(2) is atomic) and renamed into place only when the run ends well enough to keep
// its output, so that a failed run leaves the old file (or none), never a half or empty one.
// Standard output, and an output that is not a regular file (a device, a FIFO), stay streams.
#ifndef REPLAY_TOOLS_COMMON_OUTPUT_FILES_H_
#define REPLAY_TOOLS_COMMON_OUTPUT_FILES_H_

#include <cstdio>
#include <string>
#include <vector>

namespace replay::tools {

// An error message when one of `outputs` ("" = none, "-" = standard output) is the same file as
// one of `inputs` ("-" = standard input) or as another output, else empty. "The same file" is the
// same device and inode (stat, or fstat of descriptor 0 or 1), so that another name, a link or
// /dev/stdin is caught; a file that does not exist yet is compared by its absolute path. Character
// devices (/dev/null, a terminal) and sockets never clash: writing one destroys nothing.
std::string CheckOutputs(const std::vector<std::string>& outputs,
                         const std::vector<std::string>& inputs);

// Opens `path` for writing. A regular file, or a new one, is written to a temporary file beside
// it (created as any new file, under the umask; an existing file's permission bits are kept),
// which FinishOutputs renames into place or removes; a symbolic link is followed, so the file it
// names is replaced. Anything else (a device, a FIFO) is opened as it is. nullptr and `error` when
// it can't be opened. The stream belongs to FinishOutputs.
std::FILE* OpenOutput(const std::string& path, std::string& error);

// -o FILE: standard output goes to `path` as OpenOutput opens it ("" or "-": it stays). An error
// message or empty.
std::string RedirectOutput(const std::string& path);

// Ends every output OpenOutput opened. With `keep`, flushes and syncs each, then renames each
// temporary file into place; an error message when one of them fails, and then nothing more is
// renamed. Without `keep` (or after a failure) every remaining temporary file is removed and the
// old files stay. Guard (tool_app.h) calls it: `keep` when the tool ran to its end (exit 0 or 1).
std::string FinishOutputs(bool keep);

}  // namespace replay::tools

#endif  // REPLAY_TOOLS_COMMON_OUTPUT_FILES_H_
