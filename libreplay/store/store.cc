#include "store/store.h"

#include <optional>
#include <vector>

#include <fmt/format.h>
#include <sqlite3.h>

#include "core/message.h"
#include "engine/outcome_json.h"
#include "store/canonical.h"
#include "store/postgres.h"
#include "store/record_columns.h"
#include "store/schema.h"
#include "store/writer.h"

namespace replay::store {

// A file that is not SQLite at all is named so, without SQLite's words or the SQL it failed on
// (those are for a store that breaks, not for a wrong --db).
Store::Store(const std::string& path, const StoreOptions& options) try
    : db_(path,
          options.read_only ? Database::Mode::kReadOnly : Database::Mode::kReadWriteCreate,
          options.busy_timeout_ms) {
  if (db_.dialect() == Dialect::kPostgres) {
    if (!options.pg_schema.empty()) UsePostgresSchema(db_, options.pg_schema, !options.read_only);
    CheckOwnStore(db_, !options.read_only);  // before anything is written, as below
    if (!options.read_only) {
      Migrate(db_);
      RefreshGames(db_);
    }
    return;
  }
  if (!options.pg_schema.empty())
    throw std::runtime_error(Tr("{}: --pg-schema is for a PostgreSQL --db", path).Localized());
  // Before anything is written: another application's database is refused unchanged.
  CheckOwnStore(db_, !options.read_only);
  if (options.read_only) return;
  // WAL: readers never block the writer and the writer never blocks readers; a crash leaves the
  // committed transactions and drops the open one.
  db_.EnableWal();
  db_.Exec("PRAGMA synchronous = NORMAL");  // durable at checkpoints; safe against corruption
  // 32 MiB: a large input's transaction seldom spills, and importing a 1 GB input in one
  // transaction stays within 64 MB of memory in all (the rest is the tool and the WAL index).
  db_.Exec("PRAGMA cache_size = -32768");
  // Add's per-record SAVEPOINT keeps a sub-journal of every page the record changes; in a temp
  // file that is two writes per page (9,107 for 334 Diloti matches, half an import's system
  // time). In memory it is a copy, freed when the savepoint is released.
  db_.Exec("PRAGMA temp_store = MEMORY");
  Migrate(db_);
  RefreshGames(db_);
} catch (const SqliteError& e) {
  if (e.code() == SQLITE_NOTADB)
    throw std::runtime_error(
        Tr("{}: not a replay store: not an SQLite database; left unchanged", path).Localized());
  throw;
}

Store::~Store() = default;

Store::Prepared Store::Prepare(const RecordReport& report, const RuleOverrides* overrides) {
  if (!report.record || !report.record->root)
    throw std::invalid_argument("a record that is not JSON can't be stored");
  Prepared p;
  p.canonical = CanonicalText(*report.record, overrides);
  p.hash = Sha256Hex(p.canonical);
  // The facts of a hand with keys without a column, kept whole (hands.extra): built here rather
  // than by the one writer, since with some games (Tute) it is every hand and costs more than
  // the hand's rows.
  if (report.valid() && report.outcome)
    for (const HandOutcome& hand : report.outcome->hands) {
      const std::optional<HandFacts>& f = hand.facts;
      p.hand_extra.push_back(f && f->HasUnmapped() ? std::optional(ToJson(*f).dump())
                                                   : std::nullopt);
    }
  return p;
}

std::string Store::SourceHash(std::string_view text, const RuleOverrides* overrides) {
  std::string prefix = fmt::format("replay {}\n{}\n", REPLAY_VERSION,
                                   overrides ? overrides->Fingerprint() : std::string());
  return Sha256Hex({prefix, text});
}

bool Store::Known(std::string_view source_hash, bool reviewed) {
  if (!writer_) writer_ = std::make_unique<Writer>(db_);
  Statement& known = writer_->known;
  known.Bind(1, source_hash);
  bool found = known.Step();
  // A record without its review is not known to an import that reviews: it is replayed, found
  // a duplicate, and given its review (Add).
  if (found && reviewed)
    found = known.Int(1) != 0 || !review::HasReview(known.Text(0));
  known.Reset();
  return found;
}

Store::Added Store::Add(const RecordReport& report, const RuleOverrides* overrides) {
  return Add(report, Prepare(report, overrides), overrides, {});
}

Store::Added Store::Add(const RecordReport& report, const Prepared& prepared,
                        const RuleOverrides* overrides, std::string_view source_hash,
                        const review::RecordReview* review) {
  if (!report.record || !report.record->root)
    throw std::invalid_argument("a record that is not JSON can't be stored");
  const Record& r = *report.record;
  const bool valid = report.valid();
  if (valid && !report.outcome)
    throw std::invalid_argument("a valid record is stored with its outcome (want_facts)");
  if (!writer_) writer_ = std::make_unique<Writer>(db_);
  Writer& w = *writer_;

  const std::string& canonical = prepared.canonical;
  const std::string& hash = prepared.hash;
  // Only a text that replays valid and silent may be skipped by a later import (Known).
  const bool remember = valid && report.diagnostics.empty() && !source_hash.empty();
  Added added = Added::kNew;
  // A record on its own is a transaction of its own (PostgreSQL has no savepoint outside one).
  std::optional<Transaction> own;
  if (!db_.InTransaction()) own.emplace(db_);
  // The same record earlier in this batch, still buffered: sent first, so that it is found.
  if (w.pending_hashes.contains(hash)) w.Flush(true);
  std::vector<size_t> marks;
  for (Rows* rows : w.Buffered()) marks.push_back(rows->Mark());
  w.savepoint.Run();
  try {
    w.find.Bind(1, hash);
    if (w.find.Step()) {
      int64_t existing = w.find.Int(0);
      bool existing_valid = w.find.Int(1) != 0;
      w.find.Reset();
      if (existing_valid || !valid) {
        if (remember && existing_valid)
          w.known_source.Bind(1, source_hash).Bind(2, existing).Run();
        if (review && valid && existing_valid && !w.HasReview(existing)) {
          w.Review(existing, r, *review);
          added = Added::kReviewed;
        } else {
          added = Added::kDuplicate;
        }
        w.release.Run();
        if (own) own->Commit();
        return added;
      }
      w.remove.Bind(1, existing).Run();  // cascades to its text and tags
      added = Added::kReplaced;
    } else {
      w.find.Reset();
    }

    const auto rules = EffectiveRules(r, overrides);
    std::optional<int64_t> winner, first_dealer;
    if (valid && report.outcome->winner >= 0) winner = report.outcome->winner;
    if (!r.hands.empty() && r.hands[0].dealer) first_dealer = *r.hands[0].dealer;
    auto tag = [&](std::string_view key) {
      std::string_view v = r.Tag(key);
      return v.empty() ? std::nullopt : std::optional<std::string_view>(v);
    };
    const std::optional<int64_t> reserved = w.NextRecordId(db_);
    auto bind = [&](auto& insert) -> auto& {
      return insert.Bind(1, reserved).Bind(2, hash).Bind(3, r.game).Bind(4, Variant(r, rules))
          .Bind(5, int64_t(r.players.size())).Bind(6, tag("event"))
          .Bind(7, valid ? tag("date") : std::nullopt).Bind(8, int64_t(r.hands.size()))
          .Bind(9, first_dealer).Bind(10, winner).Bind(11, valid).Bind(12, report.input)
          .Bind(13, int64_t(report.index));
    };
    int64_t id = 0;
    if (reserved) {
      bind(w.records).Run();
      id = *reserved;
      w.pending_hashes.insert(hash);
      w.pending_ids.push_back(id);
    } else {
      if (!bind(*w.record).Step()) throw std::logic_error("INSERT ... RETURNING returned no row");
      id = w.record->Int(0);
      w.record->Reset();
    }
    w.text.Bind(1, id).Bind(2, canonical).Bind(3, DiagnosticsJson(report.diagnostics)).Run();
    for (auto& [key, value] : r.tags) w.tag.Bind(1, id).Bind(2, key).Bind(3, value).Run();
    if (valid) {
      for (auto& [key, value] : rules) w.rule.Bind(1, id).Bind(2, key).Bind(3, value).Run();
      w.Seats(id, r, *report.outcome);
      w.Hands(id, r, *report.outcome, prepared);
      // Read the rows just written; on PostgreSQL at Flush, for every record of the batch.
      for (Statement& t : w.totals) t.Bind(1, id).Run();
      if (review) w.Review(id, r, *review);
    }
    if (remember) w.source.Bind(1, source_hash).Bind(2, id).Run();
    w.release.Run();
    if (own) own->Commit();
    else if (w.BufferedBytes() > Writer::kFlushBytes) w.Flush(true);
  } catch (...) {
    w.find.Reset();
    if (w.record) w.record->Reset();
    std::vector<Rows*> buffered = w.Buffered();
    for (size_t i = 0; i < buffered.size(); ++i) buffered[i]->Restore(marks[i]);
    if (w.pending_hashes.erase(hash)) w.pending_ids.pop_back();  // buffered by this call
    try {  // SQLite may have rolled the whole transaction back already (SQLITE_FULL, ...)
      w.rollback.Run();
      w.release.Run();
    } catch (const std::runtime_error&) {  // SqliteError, PgError
    }
    throw;
  }
  return added;
}

void Store::Export(const std::function<void(std::string_view)>& sink) {
  Statement s(db_, "SELECT t.canonical FROM records r JOIN record_texts t USING (record_id) "
                   "WHERE r.valid = 1 ORDER BY r.record_id");
  while (s.Step()) sink(s.Text(0));
}

}  // namespace replay::store
