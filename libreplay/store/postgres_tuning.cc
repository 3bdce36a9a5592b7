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
// Each trigger's query planned at each call (EXECUTE), not once per session. PL/pgSQL keeps the
// plan of a static query for the whole session, and a session that began on a new store planned
// the keys' checks against empty parents: an anti-join over the whole parent, materialised, for
// every new row. The import went quadratic: 36 s for the COPY of one batch's hands once the
// parent held 30,000 of them, and a test ran past its 15 minutes. Planned at each call, a check
// is an index probe per new row or one hash join, whichever the tables' sizes then call for.
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

// A trigger function's body, "BEGIN <statement> RETURN NULL; END" as TriggersSql writes it (and as
// stores made before the change above hold it), with the statement's query run by EXECUTE. A
// TRUNCATE has no plan, and a body already planned per call is returned as it is.
std::string PlannedPerCall(std::string_view function_body) {
  static constexpr std::string_view kBegin = "BEGIN ", kIf = "BEGIN IF EXISTS ", kThen = " THEN ",
                                    kDelete = "BEGIN DELETE ", kEnd = "; RETURN NULL; END";
  std::string_view body = function_body;  // without the blanks that pg_proc.prosrc keeps
  while (!body.empty() && body.front() == ' ') body.remove_prefix(1);
  while (!body.empty() && body.back() == ' ') body.remove_suffix(1);
  if (const size_t then = body.find(kThen); body.starts_with(kIf) && then != body.npos) {
    const std::string_view query = body.substr(kIf.size(), then - kIf.size());
    return fmt::format("DECLARE found_row boolean; BEGIN EXECUTE {} INTO found_row; IF found_row{}",
                       PgLiteral(fmt::format("SELECT EXISTS {}", query)), body.substr(then));
  }
  if (body.starts_with(kDelete) && body.ends_with(kEnd)) {
    const std::string_view statement =
        body.substr(kBegin.size(), body.size() - kBegin.size() - kEnd.size());
    return fmt::format("{}EXECUTE {}{}", kBegin, PgLiteral(statement), kEnd);
  }
  return std::string(function_body);
}

// CREATE [OR REPLACE] FUNCTION of a trigger function named `name` (schema-qualified).
std::string TriggerFunctionSql(std::string_view create, std::string_view name,
                               std::string_view body) {
  return fmt::format("{} FUNCTION {}() RETURNS trigger LANGUAGE plpgsql AS $body$ {} $body$; ",
                     create, name, PlannedPerCall(body));
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
  auto function = [&](std::string_view suffix, std::string_view statement) {
    return TriggerFunctionSql("CREATE", fmt::format("{}.{}_{}", schema, prefix, suffix),
                              fmt::format("BEGIN {} RETURN NULL; END", statement));
  };
  std::string sql = function(
      "child", fmt::format("IF EXISTS (SELECT 1 FROM new_rows n WHERE {}NOT EXISTS "
                           "(SELECT 1 FROM {} p WHERE {})) THEN {} END IF;",
                           not_null, parent, Matches(key, "p", "n"),
                           raise(key.child, "insert or update")));
  sql += fmt::format(
      "CREATE TRIGGER {1}_child_insert AFTER INSERT ON {2} REFERENCING NEW TABLE AS new_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_child(); "
      "CREATE TRIGGER {1}_child_update AFTER UPDATE ON {2} REFERENCING NEW TABLE AS new_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_child(); ",
      schema, prefix, child);
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
  sql += function("parent_delete", on_delete) + function("parent_update", dangling) +
         function("parent_truncate", on_truncate);
  sql += fmt::format(
      "CREATE TRIGGER {1}_parent_delete AFTER DELETE ON {2} REFERENCING OLD TABLE AS old_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_parent_delete(); "
      "CREATE TRIGGER {1}_parent_update AFTER UPDATE ON {2} REFERENCING OLD TABLE AS old_rows "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_parent_update(); "
      "CREATE TRIGGER {1}_parent_truncate AFTER TRUNCATE ON {2} "
      "FOR EACH STATEMENT EXECUTE FUNCTION {0}.{1}_parent_truncate(); ",
      schema, prefix, parent);
  sql += fmt::format("ALTER TABLE {} DROP CONSTRAINT {}; ", child, PgIdentifier(key.name));
  return sql;
}

// The SQL that plans per call the queries of the trigger functions made before they were.
std::string PlannedPerCallSql(Database& db, const std::string& schema) {
  Statement functions(db, "SELECT p.proname, p.prosrc FROM pg_proc p WHERE p.pronamespace = "
                          "(SELECT oid FROM pg_namespace WHERE nspname = current_schema()) "
                          "AND p.proname LIKE 'replay\\_fk\\_%' ESCAPE '\\' ORDER BY 1");
  std::string sql;
  while (functions.Step()) {
    const std::string body(functions.Text(1));
    if (PlannedPerCall(body) == body) continue;
    sql += TriggerFunctionSql("CREATE OR REPLACE",
                              fmt::format("{}.{}", schema, PgIdentifier(functions.Text(0))), body);
  }
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
  const std::string schema = PgIdentifier(db.QueryText("SELECT current_schema()"));
  if (ForeignKeys(db).empty() && PlannedPerCallSql(db, schema).empty() &&
      !CanonicalUncompressedByLz4(db))
    return;
  Transaction transaction(db);  // the store's write lock: another importer may be doing it
  for (const ForeignKey& key : ForeignKeys(db)) db.Exec(TriggersSql(key, schema));
  if (const std::string sql = PlannedPerCallSql(db, schema); !sql.empty()) db.Exec(sql);
  if (CanonicalUncompressedByLz4(db))
    db.Exec("ALTER TABLE record_texts ALTER COLUMN canonical SET COMPRESSION lz4");
  transaction.Commit();
}

}  // namespace replay::store
