// What the store changes in its PostgreSQL schema, after the migrations, so that a bulk import
// costs the server less (issue #27). Applied on every open for writing, so that a store made by
// an earlier release, or a table a later migration adds, gets it too; each change is looked for
// first, so an open that finds nothing to do writes nothing and takes no lock.
//
// Foreign keys, checked per statement. PostgreSQL checks a foreign key row by row (a trigger per
// inserted row that looks the parent up and locks it), and a batch's COPY of 50 000 hand_seats
// rows spent three quarters of its time there: the per-seat and per-side rows were the costliest
// part of a fresh import. Every foreign key of the store becomes a pair of statement-level
// triggers that do the same work set-wise, once per statement over its transition table: the
// child's check (a new row's parent must exist: an anti-join, SQLSTATE 23503 as the key's) and the
// parent's (its deleted rows' children deleted with them for ON DELETE CASCADE; refused, 23503,
// when a NO ACTION key is left dangling by a delete or an update; a TRUNCATE likewise). Safe because the row lock the
// key's check took (FOR KEY SHARE on the parent) guarded against a parent deleted by another
// transaction between the check and the commit, and every store writer holds the store's write
// lock (PgConnection::Begin) for its whole transaction: no writer of the store runs beside
// another. A session outside the tools that deletes records while an import writes could leave
// orphans, as it could corrupt the store in other ways; replay-import(1) says so.
//
// The canonical texts compressed with lz4 where the server has it: pglz, the default, took a
// fifth of a fresh import's server time to compress them (a text is ~14 kB, stored compressed to
// a quarter). Applies to the texts written from then on; the older ones stay as they are.
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "store/postgres.h"
#include "store/schema.h"

namespace replay::store {
namespace {

struct ForeignKey {
  int64_t oid = 0;
  std::string name, child, parent;
  char on_delete = 'a';  // pg_constraint.confdeltype: 'c' cascade, 'a' no action, 'r' restrict
  std::vector<std::string> child_columns, parent_columns;
};

// The store's foreign keys that triggers can replace: MATCH SIMPLE, deleting with CASCADE or
// refusing, and refusing a parent key's update (all of the store's are).
std::vector<ForeignKey> ForeignKeys(Database& db) {
  Statement rows(db,
                 "SELECT c.oid, c.conname, ch.relname, pa.relname, c.confdeltype, a.attname, "
                 "       b.attname "
                 "FROM pg_constraint c "
                 "JOIN pg_class ch ON ch.oid = c.conrelid JOIN pg_class pa ON pa.oid = c.confrelid "
                 "CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(ck, pk, i) "
                 "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.ck "
                 "JOIN pg_attribute b ON b.attrelid = c.confrelid AND b.attnum = k.pk "
                 "WHERE c.contype = 'f' "
                 "  AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) "
                 "  AND c.confmatchtype = 's' AND c.confdeltype IN ('c', 'a', 'r') "
                 "  AND c.confupdtype IN ('a', 'r') "
                 "ORDER BY c.conname, c.oid, k.i");
  std::vector<ForeignKey> keys;
  while (rows.Step()) {
    if (keys.empty() || keys.back().oid != rows.Int(0)) {
      ForeignKey& key = keys.emplace_back();
      key.oid = rows.Int(0);
      key.name = rows.Text(1);
      key.child = rows.Text(2);
      key.parent = rows.Text(3);
      key.on_delete = rows.Text(4).empty() ? 'a' : rows.Text(4)[0];
    }
    keys.back().child_columns.emplace_back(rows.Text(5));
    keys.back().parent_columns.emplace_back(rows.Text(6));
  }
  return keys;
}

// "a.x = b.y AND ..." over the key's columns.
std::string Matches(const ForeignKey& key, std::string_view child, std::string_view parent) {
  std::string out;
  for (size_t i = 0; i < key.child_columns.size(); ++i)
    out += fmt::format("{}{}.{} = {}.{}", i ? " AND " : "", child, PgIdentifier(key.child_columns[i]),
                       parent, PgIdentifier(key.parent_columns[i]));
  return out;
}

// The SQL that replaces `key` by its triggers, in schema `schema` (quoted): the functions name
// the tables with their schema, so that they hold whatever the session's search_path.
std::string TriggersSql(const ForeignKey& key, const std::string& schema) {
  const std::string child = schema + "." + PgIdentifier(key.child);
  const std::string parent = schema + "." + PgIdentifier(key.parent);
  const std::string prefix = fmt::format("replay_fk_{}", key.oid);
  std::string not_null;  // MATCH SIMPLE: a row with a NULL in its key refers to nothing
  for (const std::string& c : key.child_columns)
    not_null += fmt::format("n.{} IS NOT NULL AND ", PgIdentifier(c));
  auto raise = [&](std::string_view table, std::string_view what) {
    return fmt::format(
        "RAISE foreign_key_violation USING MESSAGE = {}, TABLE = {}, CONSTRAINT = {};",
        PgLiteral(fmt::format("{} on table \"{}\" violates foreign key constraint \"{}\"", what,
                              table, key.name)),
        PgLiteral(table), PgLiteral(key.name));
  };
  std::string sql = fmt::format(
      "CREATE FUNCTION {0}.{1}_child() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN "
      "IF EXISTS (SELECT 1 FROM new_rows n WHERE {2}NOT EXISTS "
      "(SELECT 1 FROM {3} p WHERE {4})) THEN {5} END IF; RETURN NULL; END $body$; "
      "CREATE TRIGGER {1}_child_insert AFTER INSERT ON {6} REFERENCING NEW TABLE AS new_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_child(); "
      "CREATE TRIGGER {1}_child_update AFTER UPDATE ON {6} REFERENCING NEW TABLE AS new_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_child(); ",
      schema, prefix, not_null, parent, Matches(key, "p", "n"),
      raise(key.child, "insert or update"), child);
  // A parent key gone (deleted, or updated away) while a child still refers to it.
  const std::string dangling = fmt::format(
      "IF EXISTS (SELECT 1 FROM old_rows o JOIN {0} c ON {1} WHERE NOT EXISTS "
      "(SELECT 1 FROM {2} p WHERE {3})) THEN {4} END IF;",
      child, Matches(key, "c", "o"), parent, Matches(key, "p", "o"),
      raise(key.parent, "update or delete"));
  const std::string on_delete =
      key.on_delete == 'c'
          ? fmt::format("DELETE FROM {} c USING old_rows o WHERE {};", child, Matches(key, "c", "o"))
          : dangling;
  // TRUNCATE, which a key refused without CASCADE, empties the children of a CASCADE key with
  // the parent, and is refused while a NO ACTION key's child has rows.
  const std::string on_truncate =
      key.on_delete == 'c'
          ? fmt::format("TRUNCATE {};", child)
          : fmt::format("IF EXISTS (SELECT 1 FROM {}) THEN {} END IF;", child,
                        raise(key.parent, "truncate"));
  sql += fmt::format(
      "CREATE FUNCTION {0}.{1}_parent_delete() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN "
      "{2} RETURN NULL; END $body$; "
      "CREATE FUNCTION {0}.{1}_parent_update() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN "
      "{3} RETURN NULL; END $body$; "
      "CREATE FUNCTION {0}.{1}_parent_truncate() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN "
      "{5} RETURN NULL; END $body$; "
      "CREATE TRIGGER {1}_parent_delete AFTER DELETE ON {4} REFERENCING OLD TABLE AS old_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_parent_delete(); "
      "CREATE TRIGGER {1}_parent_update AFTER UPDATE ON {4} REFERENCING OLD TABLE AS old_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_parent_update(); "
      "CREATE TRIGGER {1}_parent_truncate AFTER TRUNCATE ON {4} "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_parent_truncate(); ",
      schema, prefix, on_delete, dangling, parent, on_truncate);
  sql += fmt::format("ALTER TABLE {} DROP CONSTRAINT {}; ", child, PgIdentifier(key.name));
  return sql;
}

bool CanonicalUncompressedByLz4(Database& db) {
  return db.QueryInt(
             "SELECT count(*) FROM pg_attribute a JOIN pg_settings s "
             "ON s.name = 'default_toast_compression' AND 'lz4' = ANY(s.enumvals) "
             "JOIN pg_class c ON c.oid = a.attrelid AND c.relname = 'record_texts' "
             "JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema() "
             "WHERE a.attname = 'canonical' AND a.attcompression <> 'l'") != 0;
}

}  // namespace

void TunePostgres(Database& db) {
  if (ForeignKeys(db).empty() && !CanonicalUncompressedByLz4(db)) return;
  Transaction transaction(db);  // the store's write lock: another importer may be doing it
  const std::string schema = PgIdentifier(db.QueryText("SELECT current_schema()"));
  for (const ForeignKey& key : ForeignKeys(db)) db.Exec(TriggersSql(key, schema));
  if (CanonicalUncompressedByLz4(db))
    db.Exec("ALTER TABLE record_texts ALTER COLUMN canonical SET COMPRESSION lz4");
  transaction.Commit();
}

}  // namespace replay::store
