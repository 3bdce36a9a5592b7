// Reading a small file whose path comes from the user or from a directory anyone may write to
// (a house-rule profile): only a regular file, only up to a size, never blocking. A FIFO would
// block a plain open() or read() for ever, /dev/zero would fill memory, and a path checked with
// stat() before it is opened can be swapped in between; so the file is opened without blocking
// and the open descriptor is what is checked.
#ifndef REPLAY_CORE_REGULAR_FILE_H_
#define REPLAY_CORE_REGULAR_FILE_H_

#include <cstddef>
#include <string>

#include "core/message.h"

namespace replay {

// Reads the whole of `path` into `text` when it is a regular file of at most `max_bytes` bytes.
// Otherwise returns why not, naming the path (empty on success): it can't be opened or read, it
// is no regular file (a directory, FIFO, socket or device), or it is larger than `max_bytes`
// (also when it grows past them while it is read).
Message ReadRegularFile(const std::string& path, size_t max_bytes, std::string& text);

}  // namespace replay

#endif  // REPLAY_CORE_REGULAR_FILE_H_
