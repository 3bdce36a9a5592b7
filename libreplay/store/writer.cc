// Store::Writer's statements, its buffers and their Flush (store/writer.h).
#include "store/writer.h"

#include <algorithm>

#include <fmt/format.h>

#include "store/postgres.h"

namespace replay::store {

Store::Writer::Writer(Database& db)
    : db_(db),
      savepoint(db, "SAVEPOINT add_record"),
      release(db, "RELEASE add_record"),
      rollback(db, "ROLLBACK TO add_record"),
      find(db, "SELECT record_id, valid FROM records WHERE hash = ?"),
      remove(db, "DELETE FROM records WHERE record_id = ?"),
      records(db, "records",
              "record_id, hash, game, variant, players, event, date, hand_count, "
              "first_dealer, winner, valid, input, input_index"),
      text(db, "record_texts", "record_id, canonical, diagnostics"),
      tag(db, "tags", "record_id, key, value"),
      rule(db, "rules", "record_id, key, value"),
      // PostgreSQL: the seats with their players' names, in a staging table from which
      // Flush adds the players new to the store and the seats, with the players' ids.
      seat_stage(db, "replay_seat_stage", "record_id, seat, side, name, ident"),
      side(db, "record_sides", "record_id, side, pair, score, won"),
      hands(db, "hands", "record_id, hand, level, dealer, extra"),
      hand_sides(db, "hand_sides",
                 "record_id, hand, side, points, cards, tricks, trick_points, xeri, "
                 "declarations, belote, capot, cante20, cante40"),
      hand_seats(db, "hand_seats",
                 "record_id, hand, seat, xeri, opening_xeri, last_card_xeri, captures, builds, "
                 "raises, melds, belote, cante20, cante40, exchange, xeri_points"),
      meld(db, "melds", "record_id, hand, seat, n, kind"),
      cante(db, "cantes", "record_id, hand, seat, n, suit, points"),
      contract(db, "contracts",
               "record_id, hand, side, seat, trump, bid, round, doubled, redoubled, made, "
               "inside, hanging, capot"),
      tute(db, "tute_hands",
           "record_id, hand, capote_announced, capote_made, tute, tute_kind, claim"),
      record_review(db, "record_reviews", "record_id, hands"),
      review_card(db, "review_cards",
                  "record_id, hand, n, seat, card, before, after, cost, best, graded, grade"),
      review_move(db, "review_moves",
                  "record_id, hand, n, seat, move, cards, points, xeri, captures, builds, "
                  "xeri_chance, missed_xeri, missed_points, cost, graded, grade"),
      review_side(db, "review_hand_sides",
                  "record_id, hand, side, value, points, cost, moves, xeri_chances, "
                  "missed_xeri, missed_points"),
      review_dd(db, "review_dd", "record_id, hand, trump, points0, points1"),
      review_contract(db, "review_contracts", "record_id, hand, makeable"),
      // A new record's text hash is new too (the same text makes the same record).
      source(db, "source_texts", "hash, record_id", "ON CONFLICT DO NOTHING"),
      known(db, "SELECT r.game, EXISTS (SELECT 1 FROM record_reviews v WHERE v.record_id = "
                "s.record_id) FROM source_texts s JOIN records r USING (record_id) "
                "WHERE s.hash = ?"),
      has_review(db, "SELECT 1 FROM record_reviews WHERE record_id = ?"),
      known_source(db, "INSERT INTO source_texts (hash, record_id) VALUES (?, ?) "
                       "ON CONFLICT DO NOTHING") {
  if (db.dialect() == Dialect::kSqlite) {
    record.emplace(db,
                   "INSERT INTO records (record_id, hash, game, variant, players, event, date, "
                   "hand_count, first_dealer, winner, valid, input, input_index) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING record_id");
    player.emplace(db, "INSERT INTO players (name, ident) VALUES (?, ?) ON CONFLICT DO NOTHING");
    seat.emplace(db, "INSERT INTO record_players (record_id, seat, side, player_id) "
                     "SELECT ?, ?, ?, player_id FROM players WHERE name = ? AND ident = ?");
  } else {
    db.pg()->OnTransactionEnd([this](bool commit) {
      if (commit) Flush(false);
      else Drop();
    });
  }
  // Found in the schema rather than listed here, so that a statistic given totals by a new
  // migration is kept up to date without touching this file.
  Statement tables(db, db.dialect() == Dialect::kSqlite
                           ? "SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                             "name LIKE 'totals\\_%' ESCAPE '\\' ORDER BY name"
                           : "SELECT table_name FROM information_schema.tables WHERE "
                             "table_schema = current_schema() AND table_type = 'BASE TABLE' "
                             "AND table_name LIKE 'totals\\_%' ESCAPE '\\' ORDER BY 1");
  while (tables.Step()) {
    totals_tables.emplace_back(tables.Text(0));
    if (db.dialect() == Dialect::kSqlite)
      totals.emplace_back(db, fmt::format("INSERT INTO {0} SELECT * FROM {0}_source "
                                          "WHERE record_id = ?", tables.Text(0)));
  }
}

Store::Writer::~Writer() {
  if (db_.pg()) db_.pg()->OnTransactionEnd(nullptr);
}

void Store::Writer::Drop() {
  for (Rows* r : Buffered()) r->Restore(0);
  pending_hashes.clear();
  pending_ids.clear();
  stage_made = false;  // if it was made in this transaction, it went with it
}

size_t Store::Writer::BufferedBytes() {
  size_t bytes = 0;
  for (Rows* r : Buffered()) bytes += r->Mark();
  return bytes;
}

std::vector<Rows*> Store::Writer::Buffered() {
  return {&records,       &text,        &tag,         &rule,          &seat_stage,
          &side,          &hands,       &hand_sides,  &hand_seats,    &meld,
          &cante,         &contract,    &tute,        &record_review, &review_card,
          &review_move,   &review_side, &review_dd,     &review_contract, &source};
}

std::optional<int64_t> Store::Writer::NextRecordId(Database& db) {
  if (db.dialect() == Dialect::kSqlite) return std::nullopt;
  static constexpr int kIdBlock = 64;
  if (next_ids.empty()) {
    if (!reserve)
      reserve.emplace(db, fmt::format("SELECT nextval(pg_get_serial_sequence('records', "
                                      "'record_id')) FROM generate_series(1, {})", kIdBlock));
    while (reserve->Step()) next_ids.push_back(reserve->Int(0));
    reserve->Reset();
    std::reverse(next_ids.begin(), next_ids.end());  // taken from the back, in order
  }
  const int64_t id = next_ids.back();
  next_ids.pop_back();
  return id;
}

// The buffered rows in one COPY per table, the seats' players through the staging table, then
// the totals of the records sent (their rows are all there now).
void Store::Writer::Flush(bool resume) {
  PgConnection* pg = db_.pg();
  std::vector<Rows*> buffered = Buffered();
  if (!pg || std::none_of(buffered.begin(), buffered.end(), [](Rows* r) { return r->buffered(); }))
    return;
  if (!stage_made) {
    pg->Exec("CREATE TEMPORARY TABLE IF NOT EXISTS replay_seat_stage (n bigserial, record_id "
             "bigint, seat integer, side integer, name text, ident text)");
    stage_made = true;
  }
  std::string ids;
  for (int64_t id : pending_ids) ids += fmt::format("{}{}", ids.empty() ? "" : ",", id);
  for (Rows* rows : buffered) {
    rows->Flush();
    if (rows != &seat_stage) continue;
    // The players new to the store in the order they first sat, as SQLite numbers them.
    pg->Exec("INSERT INTO players (name, ident) SELECT name, ident FROM replay_seat_stage "
             "GROUP BY name, ident ORDER BY min(n) ON CONFLICT DO NOTHING; "
             "INSERT INTO record_players (record_id, seat, side, player_id) "
             "SELECT s.record_id, s.seat, s.side, p.player_id FROM replay_seat_stage s "
             "JOIN players p ON p.name = s.name AND p.ident = s.ident; "
             "TRUNCATE replay_seat_stage");
  }
  std::string totals_sql;
  for (const std::string& t : totals_tables)
    totals_sql += fmt::format("INSERT INTO {0} SELECT * FROM {0}_source WHERE record_id = "
                              "ANY('{{{1}}}'::bigint[]); ", t, ids);
  if (!totals_sql.empty() && !ids.empty()) pg->Exec(totals_sql);
  pending_hashes.clear();
  pending_ids.clear();
  if (resume) pg->ResumePipeline();
}

}  // namespace replay::store
