#include "notation/pipeline.h"

namespace replay {

void ParsedRecord::Read(RecordReader& reader, bool detach) {
  syntax.clear();
  root = nullptr;
  read_from_ = {};
  limits_ = nullptr;
  reread_ = false;
  more = reader.Next(source, root, syntax);
  tree_ = &reader.document();
  if (!detach) return;
  // The text is copied, since the reader's buffer moves on (a text that is not JSON too, for
  // --invalid-out); the tree moves here and the reader parses the next record into this one's
  // old arena.
  if (root) {
    reader.SwapDocument(document_);
    tree_ = &document_;
    read_from_ = source.text;
  }
  text_.assign(source.text);
  source.text = text_;
}

bool ParsedRecord::Frame(RecordReader& reader) {
  RecordReader::Frame frame;
  if (!reader.NextFrame(frame)) return false;
  syntax.clear();
  root = nullptr;
  read_from_ = {};
  more = true;
  reread_ = false;
  limits_ = &reader.limits();
  mark_ = frame.mark;
  tree_ = &document_;
  text_.assign(frame.text);
  source.input = reader.name();
  source.index = frame.index;
  source.text = text_;
  source.first_line = frame.start.line;
  source.first_column = frame.start.column;
  return true;
}

void ParsedRecord::Settle() {
  if (limits_) {
    // What RecordReader::Next does after its parse, here on a worker: the same checks, the same
    // diagnostics at the same places.
    document_.set_limits(limits_->json);
    size_t end = 0;
    root = document_.Parse(text_, 0, &end, nullptr);
    if (!root || end != text_.size()) {
      root = nullptr;
      more = false;
      reread_ = true;
      return;
    }
    Message message;
    if (const json::Value* v = ExceedsShape(*root, *limits_, message)) {
      // As Next reports it: the diagnostic at the place of the error, the record's text kept.
      const Location at =
          Advance({source.first_line, source.first_column}, source.text.substr(0, v->offset));
      syntax.push_back(ReadDiagnostic("input/limit", source.input, source.index, at,
                                      std::move(message)));
      root = nullptr;
    }
    return;
  }
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
