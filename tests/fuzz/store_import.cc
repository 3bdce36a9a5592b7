// The store's import of one record (valid or not, kept with --keep-invalid) into an in-memory
// store, twice: the second import must change nothing (idempotence), and the export must give
// back only records that validate again.
#include <cstdint>

#include "engine/replay.h"
#include "fuzz_util.h"
#include "store/import.h"
#include "store/store.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(replay::fuzz::AsText(data, size));
  replay::ReadLimits limits;
  limits.max_record_bytes = 1 << 16;
  replay::store::Store store(":memory:");
  replay::store::ImportOptions options;
  options.keep_invalid = true;
  long added = 0;
  for (int pass = 0; pass < 2; ++pass) {
    replay::RecordReader reader(text, "fuzz", limits);
    replay::store::Importer importer(store, options);
    importer.Import(reader, [](const replay::RecordReport&, replay::store::Disposition) {});
    if (pass == 0) added = importer.counts().added;
    else FUZZ_CHECK(importer.counts().added == 0);
  }
  long exported = 0;
  store.Export([&](std::string_view canonical) {
    ++exported;
    replay::RecordReader reader{std::string(canonical), "export"};
    replay::ReplayInput(reader, replay::ReplayOptions{}, [](const replay::RecordReport& report) {
      FUZZ_CHECK(report.valid());
    });
  });
  FUZZ_CHECK(exported <= added);
  return 0;
}
