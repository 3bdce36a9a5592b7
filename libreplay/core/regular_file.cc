#include "core/regular_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

namespace replay {
namespace {

// Closes the descriptor on every return.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

Message ReadRegularFile(const std::string& path, size_t max_bytes, std::string& text) {
  text.clear();
  // O_NONBLOCK: opening a FIFO for reading waits for a writer without it. O_NOCTTY: a terminal
  // named here must not become the controlling one.
  Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)};
  if (file.fd < 0) return Tr("{}: can't open: {}", path, std::strerror(errno));
  struct stat st {};
  if (::fstat(file.fd, &st) != 0) return Tr("{}: can't read: {}", path, std::strerror(errno));
  if (!S_ISREG(st.st_mode)) return Tr("{}: not a regular file", path);
  auto too_big = [&] { return Tr("{}: over the size limit of {} bytes", path, max_bytes); };
  if (uintmax_t(st.st_size) > max_bytes) return too_big();
  text.reserve(size_t(st.st_size));
  // Until the end of the file, but never past the limit: a file that grows while it is read
  // (or lied about its size) is caught here, not read for ever.
  char buffer[1 << 16];
  for (;;) {
    ssize_t n = ::read(file.fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      int error = errno;
      text.clear();
      return Tr("{}: can't read: {}", path, std::strerror(error));
    }
    if (n == 0) break;
    if (size_t(n) > max_bytes - text.size()) {
      text.clear();
      return too_big();
    }
    text.append(buffer, size_t(n));
  }
  return {};
}

}  // namespace replay
