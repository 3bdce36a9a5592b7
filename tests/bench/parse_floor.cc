// The parse floor of tests/bench/throughput.sh: simdjson's On-Demand API touches every record of
// an NDJSON file (its "hands" array, each hand's first field) and does nothing else. It is the
// fastest a reader of the same bytes could be; replay-validate's time is reported as a multiple.
#include <cstdio>

#include <simdjson.h>

int main(int argc, char** argv) {
  if (argc != 2) return std::fprintf(stderr, "usage: replay-parse-floor FILE.ndjson\n"), 2;
  simdjson::padded_string text;
  if (simdjson::padded_string::load(argv[1]).get(text)) return std::perror(argv[1]), 2;
  simdjson::ondemand::parser parser;
  simdjson::ondemand::document_stream records;
  if (parser.iterate_many(text, 64 << 20).get(records)) return 2;
  size_t count = 0, hands = 0;
  for (auto record : records) {
    simdjson::ondemand::array list;
    if (record["hands"].get_array().get(list)) return std::fprintf(stderr, "record %zu\n", count), 1;
    for (auto hand : list) hands += hand.get_object().error() == simdjson::SUCCESS;
    ++count;
  }
  std::printf("%zu records, %zu hands\n", count, hands);
}
