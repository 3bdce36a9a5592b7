// Records read in order, worked on by N threads, handed back in input order (--jobs N).
//
// The calling thread reads and later emits; N worker threads parse and work on each record (the
// replay). Reading is framing (RecordReader::NextFrame): finding where each record's text ends,
// a scan several times cheaper than the parse, so that the parse, the larger part of reading,
// runs on every core. A frame is a guess that holds whenever the record is JSON: a worker that
// finds it is not (ParsedRecord::reread) sends the reader back to where the record began, the
// records framed after it are dropped, and RecordReader::Next reads it again on the calling
// thread, syntax errors, resynchronisation and all; whatever the reader can't frame (the first
// record, the end of an array, a record past --max-record-bytes) is read by Next too, once the
// records before it are emitted. At most 2N records are in flight, each detached from the reader
// (a copy of its text and its own tree), so memory stays bounded by 2N times the largest record
// whatever the input. Records are emitted strictly in input order, so whatever a tool prints is
// byte for byte what it prints with one job. With jobs <= 1 no thread is started: the reader
// parses (Next) and the work and the emit run one after the other on the calling thread.
#ifndef REPLAY_NOTATION_PIPELINE_H_
#define REPLAY_NOTATION_PIPELINE_H_

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "core/diagnostic.h"
#include "notation/json.h"
#include "notation/reader.h"
#include "notation/record.h"

namespace replay {

// One step of a reader, detached from it: what RecordReader::Next gave, with the record's text
// copied and its tree moved here, so that it stays valid while the reader goes on.
struct ParsedRecord {
  bool more = false;                  // false: the input has ended (`syntax` may still hold
                                      // trailing errors, e.g. an unclosed array)
  Source source;                      // source.text is this record's own copy
  const json::Value* root = nullptr;  // null when the text was not JSON
  Diagnostics syntax;                 // the reader's diagnostics for this step

  // Reads the next step of `reader` into this one (the previous tree is dropped). With `detach`
  // false the text and tree stay the reader's, valid until its next step (one thread: no copy).
  // A detached step is usable after Settle(), which any thread may call (the workers do: it
  // walks the tree, and the reading thread is the one that bounds the throughput).
  void Read(RecordReader& reader, bool detach = true);
  // Frames the next record of `reader` into this step (RecordReader::NextFrame): false, with
  // the step untouched, when the reader can't. Settle() parses the frame.
  bool Frame(RecordReader& reader);
  void Settle();
  // After Settle() of a frame: its text is not JSON (or not the value the frame thought), so
  // the reader must read it again from mark(); the step holds nothing.
  bool reread() const { return reread_; }
  bool framed() const { return limits_ != nullptr; }
  const RecordReader::Mark& mark() const { return mark_; }
  // Whether this step has anything to hand on: a record, or trailing errors.
  bool Something() const { return more || !syntax.empty(); }
  // Keys found twice in one object of the record (json::Document::duplicate_keys).
  const std::vector<uint32_t>& duplicate_keys() const { return tree_->duplicate_keys(); }
  size_t duplicate_key_count() const { return tree_->duplicate_key_count(); }

 private:
  std::string text_;
  std::string_view read_from_;             // where the tree's strings point until Settle()
  const ReadLimits* limits_ = nullptr;     // a frame's, to parse it with (the reader's)
  RecordReader::Mark mark_;                // where the reader was before the frame
  bool reread_ = false;
  json::Document document_;                // owns `root` when detached
  const json::Document* tree_ = &document_;  // the document that owns `root`
};

// The number of worker threads for --jobs `jobs`: 0 means one a processor.
int EffectiveJobs(int jobs);

// Reads every record of `reader`; calls work(record, result) on a worker thread and then
// emit(record, result) on the calling thread, once per step, in input order. `admit` (may be
// empty) runs on the calling thread as soon as a step is read, before any later step is emitted;
// it may read the step's source and syntax diagnostics, not its tree (not settled yet); when it
// returns false the step skips `work` (and is emitted all the same). Since it needs to know
// whether a text is JSON, its records are parsed on the calling thread (Next), not framed. `Result` is
// default-constructible and reused (its buffers keep their capacity). An exception thrown by
// `work` is rethrown on the calling thread at that record's turn; one thrown by `emit` (or the
// reader) stops the workers first.
template <class Result>
void ForEachRecord(RecordReader& reader, int jobs,
                   const std::function<void(const ParsedRecord&, Result&)>& work,
                   const std::function<void(const ParsedRecord&, Result&)>& emit,
                   const std::function<bool(const ParsedRecord&, Result&)>& admit = {}) {
  jobs = EffectiveJobs(jobs);
  struct Slot {
    ParsedRecord record;
    Result result;
    std::exception_ptr error;
    bool done = false;
  };
  if (jobs <= 1) {
    Slot slot;
    while (true) {
      slot.record.Read(reader, /*detach=*/false);
      if (!slot.record.Something()) return;
      if (!admit || admit(slot.record, slot.result)) work(slot.record, slot.result);
      emit(slot.record, slot.result);
      if (!slot.record.more) return;
    }
  }
  const size_t ring = 2 * size_t(jobs);
  std::vector<Slot> slots(ring);
  std::mutex mutex;
  std::condition_variable work_ready, work_done;
  std::deque<Slot*> queue;
  bool stop = false;
  auto worker = [&] {
    while (true) {
      Slot* slot;
      {
        std::unique_lock lock(mutex);
        work_ready.wait(lock, [&] { return stop || !queue.empty(); });
        if (stop) return;
        slot = queue.front();
        queue.pop_front();
      }
      try {
        slot->record.Settle();
        if (!slot->record.reread()) work(slot->record, slot->result);
      } catch (...) {
        slot->error = std::current_exception();
      }
      {
        std::lock_guard lock(mutex);
        slot->done = true;
      }
      work_done.notify_all();
    }
  };
  // Stops and joins the workers on every way out, an exception included.
  struct Joiner {
    std::vector<std::thread> threads;
    std::function<void()> stop;
    ~Joiner() {
      stop();
      for (std::thread& t : threads) t.join();
    }
  } joiner;
  joiner.stop = [&] {
    {
      std::lock_guard lock(mutex);
      stop = true;
    }
    work_ready.notify_all();
  };
  for (int i = 0; i < jobs; ++i) joiner.threads.emplace_back(worker);
  size_t read = 0, emitted = 0;
  bool ended = false;
  bool unframed = false;  // the next step is Next's, read once every step before it is emitted
  const bool framing = !admit;
  while (true) {
    while (!ended && read - emitted < ring) {
      Slot& slot = slots[read % ring];
      if (framing && !unframed) {
        // The frames in flight keep their text in the reader, to go back to.
        uint64_t keep = RecordReader::kKeepNothing;
        for (size_t i = emitted; i < read && keep == RecordReader::kKeepNothing; ++i)
          if (slots[i % ring].record.framed()) keep = slots[i % ring].record.mark().first();
        reader.KeepFrom(keep);
        if (slot.record.Frame(reader)) {
          slot.error = nullptr;
          ++read;
          {
            std::lock_guard lock(mutex);
            slot.done = false;
            queue.push_back(&slot);
          }
          work_ready.notify_one();
          continue;
        }
        unframed = true;
      }
      // Next reads only what follows steps that are final: a frame before it may be reread.
      if (emitted < read) break;
      unframed = false;
      reader.KeepFrom(RecordReader::kKeepNothing);
      slot.record.Read(reader);
      if (!slot.record.Something()) {
        ended = true;
        break;
      }
      ended = !slot.record.more;
      slot.error = nullptr;
      ++read;
      // The slot is free (its last result emitted), so `admit` may write its result.
      if (admit && !admit(slot.record, slot.result)) {
        std::lock_guard lock(mutex);
        slot.done = true;
        continue;
      }
      {
        std::lock_guard lock(mutex);
        slot.done = false;
        queue.push_back(&slot);
      }
      work_ready.notify_one();
    }
    if (emitted == read) return;
    Slot& slot = slots[emitted % ring];
    {
      std::unique_lock lock(mutex);
      work_done.wait(lock, [&] { return slot.done; });
    }
    if (slot.record.reread()) {
      // Not JSON: the steps framed after it began at the wrong place. Drop them (waiting for
      // those a worker has begun) and read this one again from where it began.
      std::unique_lock lock(mutex);
      for (Slot* queued : queue) queued->done = true;
      queue.clear();
      work_done.wait(lock, [&] {
        for (size_t i = emitted + 1; i < read; ++i)
          if (!slots[i % ring].done) return false;
        return true;
      });
      lock.unlock();
      reader.Rewind(slot.record.mark());
      read = emitted;
      unframed = true;
      continue;
    }
    if (slot.error) std::rethrow_exception(slot.error);
    emit(slot.record, slot.result);
    ++emitted;
  }
}

}  // namespace replay

#endif  // REPLAY_NOTATION_PIPELINE_H_
