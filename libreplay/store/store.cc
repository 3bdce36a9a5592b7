#include "store/store.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include <optional>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include "belote/belote.h"
#include "core/message.h"
#include "core/seat.h"
#include "engine/outcome_json.h"
#include "notation/write.h"
#include "score/side_name.h"
#include "store/canonical.h"
#include "store/postgres.h"
#include "store/rows.h"
#include "store/schema.h"

namespace replay::store {
namespace {

// A fact as the store's INTEGER columns keep it: true/false as 1/0, a missing fact as NULL.
std::optional<int64_t> Int(const std::optional<long>& v) { return v; }
std::optional<int64_t> Int(const std::optional<bool>& v) {
  return v ? std::optional<int64_t>(*v ? 1 : 0) : std::nullopt;
}

// Belote, under the name Pilotta gives it (K + Q of trumps: rules/pilotta.md §5.4).
template <class F>
std::optional<int64_t> BeloteFact(const F& facts) {
  return facts.belote ? Int(facts.belote) : Int(facts.pilotta);
}

std::string_view LevelOf(const Hand& hand) {
  if (hand.IsScoreSheet()) return "sheet";
  return hand.IsPartial() ? "partial" : "full";
}

// A rule's value as the `rules` table keeps it: a string as it is, anything else as JSON.
std::string RuleText(const replay::json::Value& value) {
  if (value.IsString()) return std::string(value.string);
  std::string text;
  WriteJson(value, text);
  return text;
}

// The record's rules with the overrides applied, as the canonical form writes them, in key order.
std::vector<std::pair<std::string, std::string>> EffectiveRules(const Record& r,
                                                                const RuleOverrides* overrides) {
  std::vector<std::pair<std::string, std::string>> rules;
  std::vector<std::string_view> override_keys;
  if (overrides) override_keys = overrides->Keys(r.game);
  if (r.rules)
    for (uint32_t i = 0; i < r.rules->size; ++i) {
      const auto& m = r.rules->members[i];
      if (std::find(override_keys.begin(), override_keys.end(), m.key) == override_keys.end())
        rules.emplace_back(std::string(m.key), RuleText(m.value));
    }
  for (std::string_view key : override_keys)
    rules.emplace_back(std::string(key), RuleText(*overrides->Find(key, r.game)));
  std::sort(rules.begin(), rules.end());
  return rules;
}

// "diloti 2p target=101": the game, the seats, and the rules but `players`.
std::string Variant(const Record& r, const std::vector<std::pair<std::string, std::string>>& rules) {
  std::string variant = fmt::format("{} {}p", r.game, r.players.size());
  for (auto& [key, value] : rules)
    if (key != "players") variant += fmt::format(" {}={}", key, value);
  return variant;
}

// The diagnostics as replay-validate --format json writes them, in one JSON array.
std::optional<std::string> DiagnosticsJson(const Diagnostics& diagnostics) {
  if (diagnostics.empty()) return std::nullopt;
  std::string list = "[";
  for (const Diagnostic& d : diagnostics) list += (list.size() > 1 ? "," : "") + ToJson(d).dump();
  return list + "]";
}

}  // namespace

// The statements and row writers of Add, made once per store. On PostgreSQL a new record's rows
// are buffered (store/rows.h) and sent when the transaction commits (Flush): all but the lookups
// of one record are then one COPY per table and batch.
class Store::Writer {
 public:
  explicit Writer(Database& db)
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
  ~Writer() {
    if (db_.pg()) db_.pg()->OnTransactionEnd(nullptr);
  }
  Writer(const Writer&) = delete;
  Writer& operator=(const Writer&) = delete;

  Database& db_;
  Statement savepoint, release, rollback, find, remove;
  std::optional<Statement> record, player, seat;  // SQLite
  // In the order Flush sends them: a table after those its rows refer to.
  Rows records, text, tag, rule, seat_stage, side, hands, hand_sides, hand_seats, meld, cante,
      contract, tute, record_review, review_card, review_move, review_side, review_dd,
      review_contract, source;
  Statement known, has_review, known_source;

  // PostgreSQL: the records buffered and not yet sent, by hash and id.
  std::unordered_set<std::string> pending_hashes;
  std::vector<int64_t> pending_ids;
  bool stage_made = false;

  // Sends the buffered rows (PostgreSQL), then the totals of their records; `resume`: back to
  // the pipeline for more of the transaction.
  void Flush(bool resume);
  void Drop() {
    for (Rows* r : Buffered()) r->Restore(0);
    pending_hashes.clear();
    pending_ids.clear();
    stage_made = false;  // if it was made in this transaction, it went with it
  }
  // A transaction's rows are sent by then even before it commits: a large input imported in
  // one transaction (no --batch) keeps the importer's memory bounded, as SQLite's cache does.
  static constexpr size_t kFlushBytes = size_t(32) << 20;
  size_t BufferedBytes() {
    size_t bytes = 0;
    for (Rows* r : Buffered()) bytes += r->Mark();
    return bytes;
  }
  std::vector<Rows*> Buffered() {
    return {&records,       &text,        &tag,         &rule,          &seat_stage,
            &side,          &hands,       &hand_sides,  &hand_seats,    &meld,
            &cante,         &contract,    &tute,        &record_review, &review_card,
            &review_move,   &review_side, &review_dd,     &review_contract, &source};
  }

  // The id of the next record: on SQLite none (NULL: the rowid it gets, read back by RETURNING);
  // on PostgreSQL one of a block taken from the sequence, so that the record's rows are sent
  // without waiting for the id (a block is a round trip per kIdBlock records; ids a killed or
  // rolled-back import took are skipped, as a sequence's are).
  std::optional<int64_t> NextRecordId(Database& db) {
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
  std::optional<Statement> reserve;
  std::vector<int64_t> next_ids;

  // The totals_% tables of the schema (schema/store.sql, migration 4), and on SQLite one
  // statement each that adds a record's rows.
  std::vector<std::string> totals_tables;
  std::vector<Statement> totals;

  void Seats(int64_t id, const Record& r, const MatchOutcome& outcome);
  void Hands(int64_t id, const Record& r, const MatchOutcome& outcome, const Prepared& prepared);
  void Facts(int64_t id, int64_t h, const HandFacts& f, int players);
  bool HasReview(int64_t id) {
    has_review.Bind(1, id);
    const bool found = has_review.Step();
    has_review.Reset();
    return found;
  }
  void Review(int64_t id, const Record& r, const review::RecordReview& review);
};

// The review's rows: the record's mark, every card or move, and each hand's summary per side.
void Store::Writer::Review(int64_t id, const Record& r, const review::RecordReview& review) {
  record_review.Bind(1, id).Bind(2, int64_t(review.hands.size())).Run();
  // Each card's and move's grade on the game's default thresholds (review/grade.h).
  static const review::GradeScale kGrades;
  const review::Thresholds& grades = kGrades.For(r.game);
  // Graded (1) and the grade, at `column` and the next.
  const auto bind_grade = [](Rows& s, int column, review::Grade g) {
    s.Bind(column, int64_t{1});
    ++column;
    if (g == review::Grade::kNone) s.BindNull(column);
    else s.Bind(column, review::GradeName(g));
  };
  const int n = int(r.players.size());
  for (const review::ReviewedHand& h : review.hands) {
    const int64_t hand_index = int64_t(h.hand);
    if (h.trick) {
      for (size_t k = 0; k < h.trick->cards.size(); ++k) {
        const solver::CardCost& c = h.trick->cards[k];
        std::string best = "[";
        for (Card b : c.best)
          best += fmt::format("{}\"{}\"", best.size() > 1 ? "," : "", CardCode(b, h.trick->deck));
        best += "]";
        review_card.Bind(1, id).Bind(2, hand_index).Bind(3, int64_t(h.trick->play_index[k]))
            .Bind(4, c.seat)
            .Bind(5, CardCode(c.card, h.trick->deck)).Bind(6, c.before).Bind(7, c.after)
            .Bind(8, c.cost).Bind(9, best);
        bind_grade(review_card, 10, grades.Of(c.cost));
        review_card.Run();
      }
      if (h.dd) {  // Bourlot, Pilotta (migration 7)
        for (int suit = 0; suit < 4; ++suit)
          review_dd.Bind(1, id).Bind(2, hand_index)
              .Bind(3, std::string(1, SuitLetter(suit, belote::kDeck)))
              .Bind(4, int64_t(h.dd->points[size_t(suit)][0]))
              .Bind(5, int64_t(h.dd->points[size_t(suit)][1]))
              .Run();
        review_contract.Bind(1, id).Bind(2, hand_index);
        if (h.dd->makeable) review_contract.Bind(3, int64_t(*h.dd->makeable));
        else review_contract.BindNull(3);
        review_contract.Run();
      }
      for (int s = 0; s < int(h.trick->value.size()); ++s) {
        review_side.Bind(1, id).Bind(2, hand_index).Bind(3, s)
            .Bind(4, int64_t(h.trick->value[size_t(s)]))
            .Bind(5, int64_t(h.trick->points[size_t(s)]))
            .Bind(6, int64_t(h.trick->cost[size_t(s)]));
        for (int c = 7; c <= 10; ++c) review_side.BindNull(c);
        review_side.Run();
      }
    }
    if (h.choices) {
      std::vector<std::array<int64_t, 4>> sides(size_t(NumSides(n)));  // moves, chances, xeri, points
      for (size_t k = 0; k < h.verdicts.size(); ++k) {
        const TakeChoice& c = (*h.choices)[k];
        const review::TakeVerdict& v = h.verdicts[k];
        review_move.Bind(1, id).Bind(2, hand_index).Bind(3, int64_t(k)).Bind(4, c.seat)
            .Bind(5, c.played.move).Bind(6, int64_t(c.played.cards))
            .Bind(7, int64_t(c.played.points)).Bind(8, c.played.xeri)
            .Bind(9, int64_t(c.captures.size())).Bind(10, int64_t(c.builds))
            .Bind(11, v.xeri_chance).Bind(12, v.missed_xeri).Bind(13, int64_t(v.missed_points))
            .Bind(14, int64_t(v.cost));
        bind_grade(review_move, 15, grades.Of(v.cost));
        review_move.Run();
        std::array<int64_t, 4>& t = sides.at(size_t(SideOf(c.seat, n)));
        t[0] += 1;
        t[1] += v.xeri_chance;
        t[2] += v.missed_xeri;
        t[3] += v.missed_points;
      }
      for (size_t s = 0; s < sides.size(); ++s) {
        review_side.Bind(1, id).Bind(2, hand_index).Bind(3, int64_t(s));
        for (int c = 4; c <= 6; ++c) review_side.BindNull(c);
        review_side.Bind(7, sides[s][0]).Bind(8, sides[s][1]).Bind(9, sides[s][2])
            .Bind(10, sides[s][3]);
        review_side.Run();
      }
    }
  }
}

// Who sat where, and each side's pair, final score and win.
void Store::Writer::Seats(int64_t id, const Record& r, const MatchOutcome& outcome) {
  const int n = int(r.players.size());
  for (int s = 0; s < n; ++s) {
    const Player& p = r.players[size_t(s)];
    if (!player) {
      seat_stage.Bind(1, id).Bind(2, s).Bind(3, SideOf(s, n)).Bind(4, p.name).Bind(5, p.id).Run();
      continue;
    }
    player->Bind(1, p.name).Bind(2, p.id).Run();
    seat->Bind(1, id).Bind(2, s).Bind(3, SideOf(s, n)).Bind(4, p.name).Bind(5, p.id).Run();
  }
  for (int s = 0; s < NumSides(n); ++s) {
    std::optional<int64_t> total, won;
    if (outcome.score && s < outcome.score->count) total = (*outcome.score)[s];
    if (outcome.winner >= 0) won = outcome.winner == s;
    // The pair as every tool names it (score/side_name.h; its labels are players.label).
    side.Bind(1, id).Bind(2, s).Bind(3, SideName(r, s)).Bind(4, total).Bind(5, won);
    side.Run();
  }
}

// The hands' rows go in statements of up to kHandsPerInsert rows, before their facts (whose
// rows refer to them). Beyond the statement's fixed cost, the CHECK of hands.level (an IN list
// of three) builds a temporary index each time a statement runs: once a hand, it was as costly
// as the rest of the hand's row (issue #26).
constexpr size_t kHandsPerInsert = 32;

void Store::Writer::Hands(int64_t id, const Record& r, const MatchOutcome& outcome,
                          const Prepared& prepared) {
  const int n = int(r.players.size());
  auto facts = [&](size_t h) {
    return h < outcome.hands.size() && outcome.hands[h].facts ? &*outcome.hands[h].facts
                                                               : nullptr;
  };
  for (size_t first = 0; first < r.hands.size(); first += kHandsPerInsert) {
    const size_t rows = std::min(kHandsPerInsert, r.hands.size() - first);
    Rows& st = hands.For(int(rows));
    for (size_t h = first; h < first + rows; ++h) {
      const HandFacts* f = facts(h);
      const int b = int(h - first) * hands.columns();
      st.Bind(b + 1, id).Bind(b + 2, int64_t(h));
      if (f && !f->level.empty()) st.Bind(b + 3, f->level);
      else st.Bind(b + 3, LevelOf(r.hands[h]));
      std::optional<long> dealer = f && f->dealer ? f->dealer : r.hands[h].dealer;
      st.Bind(b + 4, Int(dealer));
      st.Bind(b + 5, h < prepared.hand_extra.size() ? prepared.hand_extra[h] : std::nullopt);
    }
    st.Run();
  }
  for (size_t h = 0; h < r.hands.size(); ++h)
    if (const HandFacts* f = facts(h)) Facts(id, int64_t(h), *f, n);
}

void Store::Writer::Facts(int64_t id, int64_t h, const HandFacts& f, int players) {
  if (f.points || !f.sides.empty()) {
    Rows& st = hand_sides.For(NumSides(players));
    for (int s = 0; s < NumSides(players); ++s) {
      static const SideFacts kNone;
      const SideFacts& d = size_t(s) < f.sides.size() ? f.sides[size_t(s)] : kNone;
      std::optional<int64_t> points;
      if (f.points && s < f.points->count) points = (*f.points)[s];
      const int b = s * hand_sides.columns();
      st.Bind(b + 1, id).Bind(b + 2, h).Bind(b + 3, s).Bind(b + 4, points)
          .Bind(b + 5, Int(d.cards)).Bind(b + 6, Int(d.tricks)).Bind(b + 7, Int(d.trick_points))
          .Bind(b + 8, Int(d.xeri)).Bind(b + 9, Int(d.declarations)).Bind(b + 10, BeloteFact(d))
          .Bind(b + 11, Int(d.capot)).Bind(b + 12, Int(d.cante20)).Bind(b + 13, Int(d.cante40));
    }
    st.Run();
  }
  const int seats = std::min(players, int(f.seats.size()));
  Rows* seat_rows = seats > 0 ? &hand_seats.For(seats) : nullptr;
  for (int s = 0; s < seats; ++s) {
    const SeatFacts& x = f.seats[size_t(s)];
    std::optional<int64_t> meld_count, c20, c40;
    if (x.melds) meld_count = int64_t(x.melds->size());
    if (x.cantes) {
      c20 = c40 = 0;
      for (const CanteFact& c : *x.cantes) {
        if (c.points == 20) ++*c20;
        if (c.points == 40) ++*c40;
      }
    }
    const int b = s * hand_seats.columns();
    seat_rows->Bind(b + 1, id).Bind(b + 2, h).Bind(b + 3, s)
        .Bind(b + 4, Int(x.xeri)).Bind(b + 5, Int(x.opening_xeri))
        .Bind(b + 6, Int(x.last_card_xeri)).Bind(b + 7, Int(x.captures))
        .Bind(b + 8, Int(x.builds)).Bind(b + 9, Int(x.raises)).Bind(b + 10, meld_count)
        .Bind(b + 11, BeloteFact(x)).Bind(b + 12, c20).Bind(b + 13, c40)
        .Bind(b + 14, Int(x.exchange)).Bind(b + 15, Int(x.xeri_points));
    for (size_t i = 0; x.melds && i < x.melds->size(); ++i)
      meld.Bind(1, id).Bind(2, h).Bind(3, s).Bind(4, int64_t(i)).Bind(5, (*x.melds)[i]).Run();
    for (size_t i = 0; x.cantes && i < x.cantes->size(); ++i) {
      const CanteFact& c = (*x.cantes)[i];
      cante.Bind(1, id).Bind(2, h).Bind(3, s).Bind(4, int64_t(i))
          .Bind(5, std::optional<std::string_view>(c.suit)).Bind(6, std::optional<int64_t>(c.points));
      cante.Run();
    }
  }
  if (seat_rows) seat_rows->Run();
  if (const std::optional<ContractFacts>& c = f.contract) {
    std::optional<int64_t> bid;
    if (c->bid && std::holds_alternative<long>(*c->bid)) bid = std::get<long>(*c->bid);
    if (c->bid && std::holds_alternative<std::string>(*c->bid) &&
        std::get<std::string>(*c->bid) == "capot")
      bid = 250;  // a capot bid ranks as 250 (rules/pilotta.md §4.1)
    std::optional<std::string_view> trump;
    if (c->trump) trump = *c->trump;
    contract.Bind(1, id).Bind(2, h).Bind(3, Int(c->side)).Bind(4, Int(c->seat))
        .Bind(5, trump).Bind(6, bid).Bind(7, Int(c->round))
        .Bind(8, Int(c->doubled)).Bind(9, Int(c->redoubled))
        .Bind(10, Int(c->made)).Bind(11, Int(c->inside))
        .Bind(12, Int(c->hanging)).Bind(13, Int(c->capot));
    contract.Run();
  }
  if (const std::optional<TuteFacts>& t = f.tute) {
    std::optional<std::string_view> kind;
    if (t->tute_kind) kind = *t->tute_kind;
    tute.Bind(1, id).Bind(2, h).Bind(3, Int(t->capote_announced))
        .Bind(4, Int(t->capote_made)).Bind(5, Int(t->tute))
        .Bind(6, kind).Bind(7, Int(t->claim));
    tute.Run();
  }
}

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

void Store::Export(const std::function<void(std::string_view)>& sink) {
  Statement s(db_, "SELECT t.canonical FROM records r JOIN record_texts t USING (record_id) "
                   "WHERE r.valid = 1 ORDER BY r.record_id");
  while (s.Step()) sink(s.Text(0));
}

}  // namespace replay::store
