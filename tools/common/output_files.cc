#include "output_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <random>
#include <fmt/format.h>

#include "core/message.h"
#include "core/text.h"

namespace replay::tools {
namespace {

namespace fs = std::filesystem;

// What "the same file" is compared by: device and inode when the file exists; its absolute path
// when it does not yet (two outputs named alike, by different names, are still one new file).
struct Identity {
  bool exists = false;
  bool device = false;  // a character device, a socket, a closed standard descriptor: no clash
  dev_t dev = 0;
  ino_t ino = 0;
  std::string path;
};

Identity Identify(const std::string& name, int standard_fd) {
  Identity id;
  struct stat st;
  if (name == "-" ? ::fstat(standard_fd, &st) == 0 : ::stat(name.c_str(), &st) == 0) {
    id.exists = true;
    // A socket is both ways at once (inetd, socket activation give it as stdin and stdout).
    id.device = S_ISCHR(st.st_mode) || S_ISSOCK(st.st_mode);
    id.dev = st.st_dev;
    id.ino = st.st_ino;
    return id;
  }
  if (name == "-") {
    id.device = true;
    return id;
  }
  std::error_code ec;
  fs::path absolute = fs::absolute(name, ec);
  fs::path canonical = fs::weakly_canonical(absolute, ec);
  id.path = (ec ? absolute.lexically_normal() : canonical).string();
  return id;
}

bool Same(const Identity& a, const Identity& b) {
  if (a.device || b.device || a.exists != b.exists) return false;
  return a.exists ? a.dev == b.dev && a.ino == b.ino : a.path == b.path;
}

std::string Name(const std::string& path, bool output) {
  if (path == "-") return Localize(output ? "standard output" : "standard input");
  return TerminalSafe(path);
}

// An output being written. `file` is stdout for -o; `temp` is empty for an output written as it
// is (not a regular file).
struct Pending {
  std::FILE* file;
  std::string temp, target;
};

std::vector<Pending>& Outputs() {
  static std::vector<Pending> outputs;
  return outputs;
}

// The temporary files, as C strings for the signal handler (unlink(2) is async-signal-safe; a
// std::string is not). A tool has at most a few outputs; past kMaxTemps a signal leaves the rest.
constexpr int kMaxTemps = 16;
char* g_temps[kMaxTemps];
volatile std::sig_atomic_t g_temp_count = 0;

// Interrupted (Ctrl-C, kill, a closed pipe): the temporary files go, then the signal does what it
// would have done.
extern "C" void RemoveTempsAndDie(int signal) {
  for (int i = 0; i < g_temp_count; ++i) ::unlink(g_temps[i]);
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

void RememberTemp(const std::string& temp) {
  static bool handlers = false;
  if (!handlers) {
    handlers = true;
    for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) {
      struct sigaction old;
      // A signal the caller ignores (nohup, a shell's trap '' PIPE) stays ignored.
      if (::sigaction(signal, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
      struct sigaction action {};
      action.sa_handler = RemoveTempsAndDie;
      sigemptyset(&action.sa_mask);
      ::sigaction(signal, &action, nullptr);
    }
  }
  if (g_temp_count < kMaxTemps) {
    g_temps[g_temp_count] = ::strdup(temp.c_str());
    if (g_temps[g_temp_count]) g_temp_count = g_temp_count + 1;
  }
}

void ForgetTemps() {
  const int count = g_temp_count;
  g_temp_count = 0;
  for (int i = 0; i < count; ++i) std::free(g_temps[i]);
}

// Creates a new file beside `target`, named .<name>.<random>.tmp, as open(2) creates any file
// (mode 0666 under the umask). The descriptor, or -1 with errno.
int CreateTemp(const std::string& target, std::string& temp) {
  fs::path path(target);
  fs::path dir = path.parent_path();
  std::string name = path.filename().string().substr(0, 200);  // within NAME_MAX with the rest
  static std::mt19937_64 random(std::random_device{}() ^ uint64_t(::getpid()));
  for (int attempt = 0; attempt < 100; ++attempt) {
    temp = (dir / fmt::format(".{}.{:08x}.tmp", name, random() & 0xffffffffu)).string();
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    // Only a file this process made: a name taken (EEXIST) may be another process's temporary.
    if (fd >= 0) RememberTemp(temp);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  return -1;
}

std::string CantWrite(const std::string& path, int error) {
  return Tr("{}: can't write: {}", TerminalSafe(path), std::strerror(error)).Localized();
}

}  // namespace

std::string CheckOutputs(const std::vector<std::string>& outputs,
                         const std::vector<std::string>& inputs) {
  std::vector<Identity> input_ids;
  for (const std::string& input : inputs) input_ids.push_back(Identify(input, STDIN_FILENO));
  std::vector<Identity> output_ids;
  for (const std::string& output : outputs) {
    Identity none;  // no output: nothing to clash with
    none.device = true;
    output_ids.push_back(output.empty() ? none : Identify(output, STDOUT_FILENO));
    const Identity& id = output_ids.back();
    for (size_t i = 0; i < inputs.size(); ++i)
      if (Same(id, input_ids[i]))
        return Tr("{} is the same file as {}: an output can't be an input; write to another file",
                  Name(output, true), Name(inputs[i], false)).Localized();
    for (size_t i = 0; i + 1 < output_ids.size(); ++i)
      if (Same(id, output_ids[i]))
        return Tr("{} is the same file as {}: two outputs can't be one file; give each its own",
                  Name(output, true), Name(outputs[i], true)).Localized();
  }
  return {};
}

std::FILE* OpenOutput(const std::string& path, std::string& error) {
  struct stat st;
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    // A device or a FIFO is written as it is: renaming a file onto /dev/null would replace it.
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (!file) error = CantWrite(path, errno);
    else Outputs().push_back({file, "", path});
    return file;
  }
  std::string target = path;
  std::error_code ec;
  if (exists)  // through symbolic links: the file they name is replaced, not the link
    if (fs::path real = fs::canonical(path, ec); !ec) target = real.string();
  std::string temp;
  int fd = CreateTemp(target, temp);
  if (fd < 0) {
    error = CantWrite(path, errno);
    return nullptr;
  }
  if (exists) ::fchmod(fd, st.st_mode & 0777);  // a private file stays private
  std::FILE* file = ::fdopen(fd, "wb");
  if (!file) {
    error = CantWrite(path, errno);
    ::close(fd);
    ::unlink(temp.c_str());
    return nullptr;
  }
  Outputs().push_back({file, temp, target});
  return file;
}

std::string RedirectOutput(const std::string& path) {
  if (path.empty() || path == "-") return {};
  std::string error;
  std::FILE* file = OpenOutput(path, error);
  if (!file) return error;
  std::fflush(stdout);
  if (::dup2(::fileno(file), STDOUT_FILENO) < 0) error = CantWrite(path, errno);
  std::fclose(file);
  Outputs().back().file = stdout;
  return error;
}

std::string FinishOutputs(bool keep) {
  std::string error;
  std::vector<Pending>& outputs = Outputs();
  for (Pending& p : outputs) {
    // Everything reaches the disk before any rename: a crash then leaves old or new, whole.
    if (keep && error.empty()) {
      errno = 0;
      if (std::fflush(p.file) != 0 || std::ferror(p.file) ||
          (!p.temp.empty() && ::fsync(::fileno(p.file)) != 0))
        error = CantWrite(p.target, errno ? errno : EIO);
    }
    if (p.file != stdout && std::fclose(p.file) != 0 && keep && error.empty())
      error = CantWrite(p.target, errno);
  }
  for (Pending& p : outputs) {
    if (p.temp.empty()) continue;
    if (keep && error.empty()) {
      if (::rename(p.temp.c_str(), p.target.c_str()) == 0) continue;
      error = CantWrite(p.target, errno);
    }
    ::unlink(p.temp.c_str());
  }
  outputs.clear();
  ForgetTemps();
  return error;
}

}  // namespace replay::tools
