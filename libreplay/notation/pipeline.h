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
// records before it are emitted. Records go to the workers in batches bounded by bytes (a wake-up
// a batch, not a record); at most 2N batches are in flight, each record detached from the reader
// (a copy of its text and its own tree), and a record larger than a batch travels alone, so
// memory stays bounded by 2N times the largest record (or batch) whatever the input. Records are
// emitted strictly in input order, so whatever a tool prints is byte for byte what it prints with
// one job. With jobs <= 1 no thread is started: the calling thread frames and settles each record
// (or reads it with Next), then works on it and emits it.
#ifndef REPLAY_NOTATION_PIPELINE_H_
#define REPLAY_NOTATION_PIPELINE_H_

#include <algorithm>
#include <condition_variable>
#include <cstdint>
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
  // The bytes this step holds on to for the next (its text buffer).
  size_t footprint() const { return text_.capacity(); }
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
  json::Document document_;        // owns `root` when detached
  const json::Document* tree_ = &document_;  // the document that owns `root`
};

// A batch of records for the workers ends once it holds this much text, or this many records.
// The trade: each record in flight has its own tree, text and result, touched afresh whenever its
// slot comes round again; the more of them, the colder they are in the cache and the more pages
// a run faults in, while wake-ups grow with the number of batches. Measured with -j2 over 10,000
// hands a form (issue #26, CPU of -j2 over -j1, one run): 64 KB and 16 records cost Bourlot
// 1.141x, Tute 2p 1.125x, Diloti 4p 1.088x (2,183 page faults, 402 context switches); 32 KB and
// 8 records cost 1.079x, 1.089x and 1.069x (1,341 faults, 681 switches): the cache, not the
// wake-ups, decides. Fewer batches in flight (N + 1, not 2N) saved little more and let a worker
// wait for the reading thread.
inline constexpr size_t kBatchBytes = 32 * 1024;
inline constexpr size_t kBatchRecords = 8;

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
  if (jobs <= 1) {
    ParsedRecord record;
    Result result;
    while (true) {
      record.Read(reader, /*detach=*/false);
      if (!record.Something()) return;
      if (!admit || admit(record, result)) work(record, result);
      emit(record, result);
      if (!record.more) return;
    }
  }
  // Records travel to the workers in batches (kBatchBytes of text, at most kBatchRecords), so
  // that a wake-up and a lock are paid per batch, not per record (issue #26: one a record cost
  // more context switches than records). A record larger than a batch travels alone.
  struct Item {
    ParsedRecord record;
    Result result;
    std::exception_ptr error;
    bool admitted = true;  // false: `admit` turned it away, no Settle() and no work
  };
  struct Batch {
    std::deque<Item> items;  // reused: items keep their buffers for later batches
    size_t count = 0;
    size_t reread = SIZE_MAX;  // the first item found not to be JSON; those after it not worked on
    bool framed = false;       // its records are frames (else Next's, and final)
    bool done = false;
    Item& Add() {
      if (count == items.size()) items.emplace_back();
      return items[count++];
    }
    // A batch keeps its items' buffers for the next, but only the first item may keep a large
    // one (as a lone record would): the memory of --jobs N stays 2N times the largest record.
    void Trim() {
      size_t kept = 0;
      for (size_t i = 1; i < items.size(); ++i) kept += items[i].record.footprint();
      if (kept > 2 * kBatchBytes)
        while (items.size() > 1) items.pop_back();
    }
  };
  const size_t ring = 2 * size_t(jobs);
  std::vector<Batch> batches(ring);
  std::mutex mutex;
  std::condition_variable work_ready, work_done;
  std::deque<Batch*> queue;
  bool stop = false;
  auto worker = [&] {
    while (true) {
      Batch* batch;
      {
        std::unique_lock lock(mutex);
        work_ready.wait(lock, [&] { return stop || !queue.empty(); });
        if (stop) return;
        batch = queue.front();
        queue.pop_front();
      }
      for (size_t i = 0; i < batch->count; ++i) {
        Item& item = batch->items[i];
        if (!item.admitted) continue;
        try {
          item.record.Settle();
          if (item.record.reread()) {
            batch->reread = i;  // what follows began at the wrong place
            break;
          }
          work(item.record, item.result);
        } catch (...) {
          item.error = std::current_exception();
        }
      }
      {
        std::lock_guard lock(mutex);
        batch->done = true;
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
  auto send = [&](Batch& batch) {
    {
      std::lock_guard lock(mutex);
      batch.done = false;
      queue.push_back(&batch);
    }
    work_ready.notify_one();
  };
  size_t read = 0, emitted = 0;  // batches
  bool ended = false;
  bool unframed = false;  // the next step is Next's, read once every frame before it is final
  const bool framing = !admit;
  // Whether a batch of frames is in flight: Next may read on only after them, since a frame
  // may yet be reread. (Next's own steps are final: they don't hold Next back.)
  auto frames_in_flight = [&] {
    for (size_t i = emitted; i < read; ++i)
      if (batches[i % ring].framed) return true;
    return false;
  };
  while (true) {
    while (!ended && read - emitted < ring) {
      Batch& batch = batches[read % ring];
      batch.count = 0;
      batch.reread = SIZE_MAX;
      size_t bytes = 0;
      if (framing && !unframed) {
        // The frames in flight keep their text in the reader, to go back to.
        uint64_t keep = RecordReader::kKeepNothing;
        for (size_t i = emitted; i < read && keep == RecordReader::kKeepNothing; ++i)
          if (batches[i % ring].framed) keep = batches[i % ring].items[0].record.mark().first();
        batch.framed = true;
        while (batch.count < kBatchRecords && bytes < kBatchBytes) {
          reader.KeepFrom(keep);
          Item& item = batch.Add();
          if (!item.record.Frame(reader)) {
            --batch.count;
            unframed = true;
            break;
          }
          item.error = nullptr;
          item.admitted = true;
          bytes += item.record.source.text.size();
          if (keep == RecordReader::kKeepNothing) keep = item.record.mark().first();
        }
        if (batch.count > 0) {
          ++read;
          send(batch);
          continue;
        }
      }
      if (frames_in_flight()) break;
      unframed = false;
      reader.KeepFrom(RecordReader::kKeepNothing);
      // Steps read by Next, in a batch too: each is final, and `admit` sees it at once.
      batch.framed = false;
      while (!ended && batch.count < kBatchRecords && bytes < kBatchBytes) {
        Item& item = batch.Add();
        item.record.Read(reader);
        if (!item.record.Something()) {
          --batch.count;
          ended = true;
          break;
        }
        ended = !item.record.more;
        item.error = nullptr;
        bytes += item.record.source.text.size();
        // The item is free (its last result emitted), so `admit` may write its result.
        item.admitted = !admit || admit(item.record, item.result);
        // Without `admit` the reader frames again after one step of Next.
        if (framing) break;
      }
      if (batch.count == 0) break;
      ++read;
      send(batch);
    }
    if (emitted == read) return;
    Batch& batch = batches[emitted % ring];
    {
      std::unique_lock lock(mutex);
      work_done.wait(lock, [&] { return batch.done; });
    }
    const size_t count = std::min(batch.count, batch.reread);
    for (size_t i = 0; i < count; ++i) {
      Item& item = batch.items[i];
      if (item.error) std::rethrow_exception(item.error);
      emit(item.record, item.result);
    }
    if (batch.reread != SIZE_MAX) {
      // Not JSON: the steps framed after it began at the wrong place. Drop them (waiting for
      // those a worker has begun) and read this one again from where it began.
      std::unique_lock lock(mutex);
      for (Batch* queued : queue) queued->done = true;
      queue.clear();
      work_done.wait(lock, [&] {
        for (size_t i = emitted + 1; i < read; ++i)
          if (!batches[i % ring].done) return false;
        return true;
      });
      lock.unlock();
      reader.Rewind(batch.items[batch.reread].record.mark());
      read = emitted;
      unframed = true;
      continue;
    }
    batch.Trim();
    ++emitted;
  }
}

}  // namespace replay

#endif  // REPLAY_NOTATION_PIPELINE_H_
