#include "notation/pipeline.h"

namespace replay {

void ParsedRecord::Read(RecordReader& reader, bool detach) {
  syntax.clear();
  root = nullptr;
  read_from_ = {};
  more = reader.Next(source, root, syntax);
  tree_ = &reader.document();
  if (!root || !detach) return;
  // The tree moves here and the reader parses the next record into this one's old arena; the
  // text is copied, since the reader's buffer moves on.
  reader.SwapDocument(document_);
  tree_ = &document_;
  text_.assign(source.text);
  read_from_ = source.text;
  source.text = text_;
}

void ParsedRecord::Settle() {
  if (read_from_.data() == nullptr) return;
  json::Rebase(document_, *root, read_from_, text_.data());
  read_from_ = {};
}

int EffectiveJobs(int jobs) {
  if (jobs > 0) return jobs;
  unsigned n = std::thread::hardware_concurrency();
  return n > 0 ? int(n) : 1;
}

}  // namespace replay
