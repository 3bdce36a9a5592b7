-- The replay store: validated records, their players, hands and per-hand facts, and one view per
-- statistic. Written by replay-import(1), read by replay-stats(1) and by anyone with sqlite3.
--
-- Migrations. The file is a list of sections, each opened by a line "-- migration N" (N = 1, 2,
-- ...). On open, the store runs every section whose N is above the database's PRAGMA user_version,
-- in order, each in one transaction that ends by setting user_version = N. A released section is
-- never edited: a change to the schema is a new section at the end. The file is embedded in the
-- binaries at build time (libreplay/store/CMakeLists.txt), so no file is looked up at run time.
--
-- Conventions. Tables are STRICT; booleans are INTEGER 0/1 with a CHECK; seats, sides and hands
-- are 0-based as in the notation; a fact a hand does not have is NULL. Tables keyed by record,
-- hand and seat are WITHOUT ROWID: one B-tree per table, so an import writes half as many. The
-- SQL avoids SQLite-only functions so that the same tables and views run on PostgreSQL (drop
-- STRICT and WITHOUT ROWID, keep the rest).
-- Foreign keys are enforced (the store turns PRAGMA foreign_keys on for every connection).

-- migration 1

-- One row per stored record. `hash` is the identity: SHA-256 of its canonical text (in
-- record_texts), so importing the same record twice stores it once. Invalid records are stored
-- only with --keep-invalid (valid = 0, with their diagnostics) and have no rows in the tables
-- below but `record_texts` and `tags`. The row is kept small (the text lives apart), since every
-- statistic reads it for each unit.
CREATE TABLE records (
  record_id    INTEGER PRIMARY KEY,
  hash         TEXT    NOT NULL UNIQUE,
  game         TEXT    NOT NULL,   -- '' when the record names no game of the notation
  variant      TEXT    NOT NULL,   -- 'diloti 4p', 'diloti 2p target=101': game, seats, rules as written
  players      INTEGER NOT NULL,   -- number of seats
  event        TEXT,               -- tags.event
  date         TEXT,               -- tags.date, YYYY-MM-DD
  hand_count   INTEGER NOT NULL,
  first_dealer INTEGER,            -- the dealer of the first hand, when recorded
  winner       INTEGER,            -- the winning side; NULL for an unfinished or invalid match
  valid        INTEGER NOT NULL CHECK (valid IN (0, 1)),
  input        TEXT    NOT NULL,   -- the input it was first imported from ('-' = standard input)
  input_index  INTEGER NOT NULL,   -- 0-based index of the record in that input
  imported_at  TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP  -- UTC
) STRICT;

-- The record's text: its canonical form (notation/write.h, store/canonical.h), which
-- replay-import --export writes back, and the diagnostics of an invalid or warned record.
CREATE TABLE record_texts (
  record_id   INTEGER PRIMARY KEY REFERENCES records (record_id) ON DELETE CASCADE,
  canonical   TEXT NOT NULL,
  diagnostics TEXT  -- JSON array, objects as replay-validate --format json; NULL if none
) STRICT;
CREATE INDEX records_game ON records (game, valid);
CREATE INDEX records_event ON records (event);
CREATE INDEX records_date ON records (date);
CREATE INDEX records_variant ON records (variant);

-- A player is a name, or a name with the id the notation allows when names are not unique.
CREATE TABLE players (
  player_id INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,
  ident     TEXT NOT NULL DEFAULT '',  -- the record's "id", '' when none
  label     TEXT NOT NULL GENERATED ALWAYS AS
              (name || CASE WHEN ident = '' THEN '' ELSE ' (' || ident || ')' END) STORED,
  UNIQUE (name, ident)
) STRICT;

-- Who sat where. `side` follows the notation: 4 players, side = seat % 2; otherwise side = seat.
CREATE TABLE record_players (
  record_id INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE,
  seat      INTEGER NOT NULL,
  side      INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players (player_id),
  PRIMARY KEY (record_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX record_players_player ON record_players (player_id);

-- One row per side of a match: its partnership, final score and whether it won.
CREATE TABLE record_sides (
  record_id INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE,
  side      INTEGER NOT NULL,
  pair      TEXT    NOT NULL,  -- the side's players, sorted by name, joined by ' & '
  score     INTEGER,           -- the running total at the end (NULL when it can't be judged)
  won       INTEGER CHECK (won IN (0, 1)),  -- NULL while the match is unfinished
  PRIMARY KEY (record_id, side)
) STRICT, WITHOUT ROWID;
CREATE INDEX record_sides_pair ON record_sides (pair);

CREATE TABLE tags (
  record_id INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE,
  key       TEXT NOT NULL,
  value     TEXT NOT NULL,
  PRIMARY KEY (record_id, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX tags_key_value ON tags (key, value);

-- The record's `rules` as written: strings as they are, other values as JSON text (101, true).
CREATE TABLE rules (
  record_id INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE,
  key       TEXT NOT NULL,
  value     TEXT NOT NULL,
  PRIMARY KEY (record_id, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX rules_key_value ON rules (key, value);

-- One row per hand. `level` is the notation's level of detail: 'full', 'partial' or 'sheet'.
CREATE TABLE hands (
  record_id INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE,
  hand      INTEGER NOT NULL,
  level     TEXT    CHECK (level IN ('full', 'partial', 'sheet')),
  dealer    INTEGER,
  extra     TEXT,  -- the hand's whole facts object when it has keys without a column, else NULL
  PRIMARY KEY (record_id, hand)
) STRICT, WITHOUT ROWID;

-- Per hand per side (engine/game.h, "facts": points and sides[]).
CREATE TABLE hand_sides (
  record_id    INTEGER NOT NULL,
  hand         INTEGER NOT NULL,
  side         INTEGER NOT NULL,
  points       INTEGER,  -- points the hand added to the match
  cards        INTEGER,  -- cards captured (Diloti)
  tricks       INTEGER,  -- tricks won
  trick_points INTEGER,  -- card points in those tricks (+ last trick)
  xeri         INTEGER,  -- scoring xeris (Diloti)
  declarations INTEGER,  -- counted meld points (Bourlot, Pilotta)
  belote       INTEGER CHECK (belote IN (0, 1)),  -- belote / pilotta scored
  capot        INTEGER CHECK (capot IN (0, 1)),   -- won every trick
  cante20      INTEGER,  -- cantes of 20 (Tute)
  cante40      INTEGER,  -- cantes of 40 (Tute)
  PRIMARY KEY (record_id, hand, side),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Per hand per seat (facts: seats[]).
CREATE TABLE hand_seats (
  record_id      INTEGER NOT NULL,
  hand           INTEGER NOT NULL,
  seat           INTEGER NOT NULL,
  xeri           INTEGER,  -- Diloti
  opening_xeri   INTEGER,
  last_card_xeri INTEGER,
  captures       INTEGER,
  builds         INTEGER,
  raises         INTEGER,
  melds          INTEGER,  -- melds declared (their kinds are in `melds`)
  belote         INTEGER CHECK (belote IN (0, 1)),   -- held and called belote / pilotta
  cante20        INTEGER,  -- cantes of 20 sung by this seat (Tute; each in `cantes`)
  cante40        INTEGER,
  exchange       INTEGER CHECK (exchange IN (0, 1)),  -- exchanged the turned card / a seven
  PRIMARY KEY (record_id, hand, seat),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Every meld declared (facts: seats[].melds), e.g. 'tierce', 'quarte', 'quinte', 'carre_J'.
CREATE TABLE melds (
  record_id INTEGER NOT NULL,
  hand      INTEGER NOT NULL,
  seat      INTEGER NOT NULL,
  n         INTEGER NOT NULL,  -- its index in the seat's list
  kind      TEXT    NOT NULL,
  PRIMARY KEY (record_id, hand, seat, n),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Every cante sung (facts: seats[].cantes): its suit and value (Tute).
CREATE TABLE cantes (
  record_id INTEGER NOT NULL,
  hand      INTEGER NOT NULL,
  seat      INTEGER NOT NULL,
  n         INTEGER NOT NULL,  -- its index in the seat's list
  suit      TEXT,              -- O C E B
  points    INTEGER,           -- 20 or 40
  PRIMARY KEY (record_id, hand, seat, n),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- The contract of a Bourlot or Pilotta hand (facts: contract).
CREATE TABLE contracts (
  record_id INTEGER NOT NULL,
  hand      INTEGER NOT NULL,
  side      INTEGER,  -- the buying / bidding side
  seat      INTEGER,  -- the buyer / last bidder, when known
  trump     TEXT,     -- S H D C
  bid       INTEGER,  -- Pilotta: 80 ... 160, or 250 for a capot bid; NULL in Bourlot
  round     INTEGER,  -- Bourlot: auction round 1 or 2
  doubled   INTEGER CHECK (doubled IN (0, 1)),
  redoubled INTEGER CHECK (redoubled IN (0, 1)),
  made      INTEGER CHECK (made IN (0, 1)),
  inside    INTEGER CHECK (inside IN (0, 1)),  -- failed: the buyers "went inside"
  hanging   INTEGER,  -- points put on hold by a tie (Bourlot); 0 otherwise
  capot     INTEGER CHECK (capot IN (0, 1)),   -- one side won every trick
  PRIMARY KEY (record_id, hand),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Tute's hand facts (facts: tute).
CREATE TABLE tute_hands (
  record_id        INTEGER NOT NULL,
  hand             INTEGER NOT NULL,
  capote_announced INTEGER,  -- the seat that announced capote
  capote_made      INTEGER CHECK (capote_made IN (0, 1)),
  tute             INTEGER,  -- the seat that showed a tute
  tute_kind        TEXT,     -- 'kings' or 'knights'
  claim            INTEGER,  -- the seat that claimed
  PRIMARY KEY (record_id, hand),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Views. A statistic of replay-stats(1) aggregates one of the stat_* views, chosen by its grouping:
-- stat_<s>_seats with --by player (a unit is a seat in a hand: the player's own), stat_<s>_sides
-- with --by side or pair (a side in a hand), stat_<s>_hands otherwise (a hand, a match or a record).
-- Every unit row carries the keys the tool groups and filters by; its other columns are the
-- counts and the 0/1 indicators the measures add up (NULL: the unit doesn't count for it). Only
-- valid records are counted, except by stat_games.

-- Keys: one row per hand of a valid record, per side of it, per seat of it. `sides` is the
-- number of sides; a seat's side is seat % sides (notation.md §2).
CREATE VIEW hand_keys AS
SELECT h.record_id, h.hand, r.game, r.variant, r.event, r.date, r.players,
       CASE WHEN r.players = 4 THEN 2 ELSE r.players END AS sides, h.level, h.dealer
FROM hands h
JOIN records r ON r.record_id = h.record_id AND r.valid = 1;

CREATE VIEW side_keys AS
SELECT k.*, rs.side, rs.pair
FROM hand_keys k
JOIN record_sides rs ON rs.record_id = k.record_id;

CREATE VIEW seat_keys AS
SELECT k.*, rp.seat, rp.side, rs.pair, p.player_id, p.label AS player
FROM hand_keys k
JOIN record_players rp ON rp.record_id = k.record_id
JOIN players p ON p.player_id = rp.player_id
LEFT JOIN record_sides rs ON rs.record_id = k.record_id AND rs.side = rp.side;

-- Diloti's points per xeri: the record's rules.xeri_points, else the default 10 (DIL-51).
CREATE VIEW record_xeri_points AS
SELECT r.record_id,
       COALESCE((SELECT CAST(ru.value AS INTEGER) FROM rules ru
                 WHERE ru.record_id = r.record_id AND ru.key = 'xeri_points'), 10) AS per_xeri
FROM records r;

-- In the views below, a side's or a hand's seat facts are added up by correlated subqueries over
-- the hand's few hand_seats rows (a primary-key range), so that a filtered query reads only the
-- hands it keeps.

-- xeri (Diloti, full hands): xeri = scoring xeris; has_xeri = 1 when xeri > 0; opening_xeri,
-- last_card_xeri = xeris scored on the hand's first / last action; xeri_points = xeri x points.
CREATE VIEW stat_xeri_seats AS
SELECT k.*, s.xeri, CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END AS has_xeri, s.opening_xeri,
       s.last_card_xeri, s.xeri * x.per_xeri AS xeri_points
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
JOIN record_xeri_points x ON x.record_id = k.record_id
WHERE k.game = 'diloti' AND k.level = 'full';

CREATE VIEW stat_xeri_sides AS
SELECT k.*, d.xeri, CASE WHEN d.xeri > 0 THEN 1 ELSE 0 END AS has_xeri,
       (SELECT SUM(s.opening_xeri) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS opening_xeri,
       (SELECT SUM(s.last_card_xeri) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS last_card_xeri,
       d.xeri * x.per_xeri AS xeri_points
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
JOIN record_xeri_points x ON x.record_id = k.record_id
WHERE k.game = 'diloti' AND k.level = 'full';

CREATE VIEW stat_xeri_hands AS
SELECT u.*, CASE WHEN u.xeri > 0 THEN 1 ELSE 0 END AS has_xeri,
       u.xeri * x.per_xeri AS xeri_points
FROM (SELECT k.*,
             (SELECT SUM(d.xeri) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS xeri,
             (SELECT SUM(s.opening_xeri) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS opening_xeri,
             (SELECT SUM(s.last_card_xeri) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS last_card_xeri
      FROM hand_keys k
      WHERE k.game = 'diloti' AND k.level = 'full') u
JOIN record_xeri_points x ON x.record_id = u.record_id
WHERE u.xeri IS NOT NULL;

-- points (Diloti, scored hands: full and score sheet): points = the hand's points (a seat: its
-- side's; a hand: both sides'); majority = 1 when cards >= 27 (a hand: either side), split = 1
-- when cards = 26 (NULL when the cards are not known).
CREATE VIEW stat_points_seats AS
SELECT k.*, d.points, d.cards,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards >= 27 THEN 1 ELSE 0 END AS majority,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards = 26 THEN 1 ELSE 0 END AS split
FROM seat_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game = 'diloti' AND k.level IN ('full', 'sheet') AND d.points IS NOT NULL;

CREATE VIEW stat_points_sides AS
SELECT k.*, d.points, d.cards,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards >= 27 THEN 1 ELSE 0 END AS majority,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards = 26 THEN 1 ELSE 0 END AS split
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game = 'diloti' AND k.level IN ('full', 'sheet') AND d.points IS NOT NULL;

CREATE VIEW stat_points_hands AS
SELECT * FROM (
  SELECT k.*,
         (SELECT SUM(d.points) FROM hand_sides d
          WHERE d.record_id = k.record_id AND d.hand = k.hand) AS points,
         (SELECT MAX(CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards >= 27 THEN 1 ELSE 0 END)
          FROM hand_sides d WHERE d.record_id = k.record_id AND d.hand = k.hand) AS majority,
         (SELECT MAX(CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards = 26 THEN 1 ELSE 0 END)
          FROM hand_sides d WHERE d.record_id = k.record_id AND d.hand = k.hand) AS split
  FROM hand_keys k
  WHERE k.game = 'diloti' AND k.level IN ('full', 'sheet'))
WHERE points IS NOT NULL;

-- contracts (Bourlot, Pilotta; full and score-sheet hands): one row per contract, whatever the
-- grouping. Its side is the buying side, its player the buyer (NULL when a sheet doesn't name him);
-- multiplier is x1, x2 (doubled) or x4 (redoubled); hung = 1 when points were left hanging.
CREATE VIEW stat_contracts AS
SELECT k.*, c.side, c.seat, rs.pair, p.player_id, p.label AS player,
       c.trump, c.bid, c.round,
       CASE WHEN c.redoubled = 1 THEN 'x4' WHEN c.doubled = 1 THEN 'x2'
            WHEN c.doubled = 0 THEN 'x1' END AS multiplier,
       c.made, c.inside,
       CASE WHEN c.hanging IS NULL THEN NULL WHEN c.hanging > 0 THEN 1 ELSE 0 END AS hung,
       c.capot
FROM contracts c
JOIN hand_keys k ON k.record_id = c.record_id AND k.hand = c.hand
LEFT JOIN record_sides rs ON rs.record_id = c.record_id AND rs.side = c.side
LEFT JOIN record_players rp ON rp.record_id = c.record_id AND rp.seat = c.seat
LEFT JOIN players p ON p.player_id = rp.player_id
WHERE k.level IN ('full', 'sheet');

-- declarations (Bourlot, Pilotta, full hands): melds = melds declared; declared = 1 when
-- melds > 0; counted (when declared) = 1 when the side scored declarations; cancelled (when both
-- sides declared) = 1 when neither side scored any; belote = belote / pilotta scored (a seat:
-- held and called). Two sides: the other side is 1 - side.
CREATE VIEW declaration_sides AS
SELECT k.*, d.declarations, d.belote,
       (SELECT SUM(s.melds) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % 2 = k.side) AS melds,
       (SELECT SUM(s.melds) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % 2 <> k.side) AS other_melds,
       (SELECT SUM(o.declarations) FROM hand_sides o WHERE o.record_id = k.record_id
          AND o.hand = k.hand AND o.side <> k.side) AS other_declarations
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN ('bourlot', 'pilotta') AND k.level = 'full';

CREATE VIEW stat_declarations_seats AS
SELECT k.*, s.melds,
       CASE WHEN s.melds > 0 THEN 1 WHEN s.melds = 0 THEN 0 END AS declared,
       CASE WHEN s.melds > 0 THEN CASE WHEN d.declarations > 0 THEN 1 ELSE 0 END END AS counted,
       CASE WHEN s.melds > 0 AND d.other_melds > 0
            THEN CASE WHEN d.declarations = 0 AND d.other_declarations = 0 THEN 1 ELSE 0 END
       END AS cancelled,
       s.belote
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
JOIN declaration_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN ('bourlot', 'pilotta') AND k.level = 'full';

CREATE VIEW stat_declarations_sides AS
SELECT d.*,
       CASE WHEN d.melds > 0 THEN 1 WHEN d.melds = 0 THEN 0 END AS declared,
       CASE WHEN d.melds > 0 THEN CASE WHEN d.declarations > 0 THEN 1 ELSE 0 END END AS counted,
       CASE WHEN d.melds > 0 AND d.other_melds > 0
            THEN CASE WHEN d.declarations = 0 AND d.other_declarations = 0 THEN 1 ELSE 0 END
       END AS cancelled
FROM declaration_sides d;

CREATE VIEW stat_declarations_hands AS
SELECT u.*,
       CASE WHEN u.melds > 0 THEN 1 WHEN u.melds = 0 THEN 0 END AS declared,
       CASE WHEN u.melds > 0 THEN CASE WHEN u.declarations > 0 THEN 1 ELSE 0 END END AS counted,
       CASE WHEN u.melds_0 > 0 AND u.melds_1 > 0
            THEN CASE WHEN u.declarations = 0 THEN 1 ELSE 0 END END AS cancelled
FROM (SELECT k.*,
             (SELECT SUM(s.melds) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS melds,
             (SELECT SUM(s.melds) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand AND s.seat % 2 = 0) AS melds_0,
             (SELECT SUM(s.melds) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand AND s.seat % 2 = 1) AS melds_1,
             (SELECT SUM(d.declarations) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS declarations,
             (SELECT MAX(d.belote) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS belote
      FROM hand_keys k
      WHERE k.game IN ('bourlot', 'pilotta') AND k.level = 'full') u;

-- One row per meld declared in a full hand: kind, and counted = 1 when its side scored
-- declarations.
CREATE VIEW stat_melds AS
SELECT k.*, m.n, m.kind, CASE WHEN d.declarations > 0 THEN 1 ELSE 0 END AS counted
FROM seat_keys k
JOIN melds m ON m.record_id = k.record_id AND m.hand = k.hand AND m.seat = k.seat
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN ('bourlot', 'pilotta') AND k.level = 'full';

-- tute (full hands): has_cante40 / has_cante20 = 1 when a 40 / a 20 was sung, cante20 = the 20s
-- sung; capote_announced = 1 when capote was announced, capote_made (when announced) = 1 when it
-- was made; tute_won = 1 when a tute ended the hand; exchange = 1 when the turned card was
-- exchanged. A seat's or side's own, a hand's by anyone.
CREATE VIEW stat_tute_seats AS
SELECT k.*,
       CASE WHEN s.cante40 > 0 THEN 1 WHEN s.cante40 = 0 THEN 0 END AS has_cante40,
       CASE WHEN s.cante20 > 0 THEN 1 WHEN s.cante20 = 0 THEN 0 END AS has_cante20,
       s.cante20,
       CASE WHEN t.capote_announced = k.seat THEN 1 ELSE 0 END AS capote_announced,
       CASE WHEN t.capote_announced = k.seat THEN t.capote_made END AS capote_made,
       CASE WHEN t.tute = k.seat THEN 1 ELSE 0 END AS tute_won,
       s.exchange
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
LEFT JOIN tute_hands t ON t.record_id = k.record_id AND t.hand = k.hand
WHERE k.game = 'tute' AND k.level = 'full';

CREATE VIEW stat_tute_sides AS
SELECT k.*,
       CASE WHEN d.cante40 > 0 THEN 1 WHEN d.cante40 = 0 THEN 0 END AS has_cante40,
       CASE WHEN d.cante20 > 0 THEN 1 WHEN d.cante20 = 0 THEN 0 END AS has_cante20,
       d.cante20,
       CASE WHEN t.capote_announced % k.sides = k.side THEN 1 ELSE 0 END AS capote_announced,
       CASE WHEN t.capote_announced % k.sides = k.side THEN t.capote_made END AS capote_made,
       CASE WHEN t.tute % k.sides = k.side THEN 1 ELSE 0 END AS tute_won,
       (SELECT MAX(s.exchange) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS exchange
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
LEFT JOIN tute_hands t ON t.record_id = k.record_id AND t.hand = k.hand
WHERE k.game = 'tute' AND k.level = 'full';

CREATE VIEW stat_tute_hands AS
SELECT k.*,
       CASE WHEN (SELECT SUM(d.cante40) FROM hand_sides d
                  WHERE d.record_id = k.record_id AND d.hand = k.hand) > 0 THEN 1 ELSE 0
       END AS has_cante40,
       CASE WHEN (SELECT SUM(d.cante20) FROM hand_sides d
                  WHERE d.record_id = k.record_id AND d.hand = k.hand) > 0 THEN 1 ELSE 0
       END AS has_cante20,
       (SELECT SUM(d.cante20) FROM hand_sides d
        WHERE d.record_id = k.record_id AND d.hand = k.hand) AS cante20,
       CASE WHEN t.capote_announced IS NULL THEN 0 ELSE 1 END AS capote_announced,
       CASE WHEN t.capote_announced IS NOT NULL THEN t.capote_made END AS capote_made,
       CASE WHEN t.tute IS NULL THEN 0 ELSE 1 END AS tute_won,
       (SELECT MAX(s.exchange) FROM hand_seats s
        WHERE s.record_id = k.record_id AND s.hand = k.hand) AS exchange
FROM hand_keys k
LEFT JOIN tute_hands t ON t.record_id = k.record_id AND t.hand = k.hand
WHERE k.game = 'tute' AND k.level = 'full';

-- wins: a side in a match (a seat: its side's), or a match. finished = 1 when the match has a
-- winner; won (finished) = 1 when the side won; margin (finished) = its score minus the best other
-- side's; winning_margin = the winner's margin; first_dealer_won (finished, first dealer known) =
-- 1 when the side of the first hand's dealer won; other_won = the same for the other sides.
CREATE VIEW record_keys AS
SELECT r.record_id, r.game, r.variant, r.event, r.date, r.players, r.winner, r.first_dealer,
       CASE WHEN r.players = 4 THEN r.first_dealer % 2 ELSE r.first_dealer END AS first_dealer_side
FROM records r
WHERE r.valid = 1;

CREATE VIEW stat_wins_sides AS
SELECT k.record_id, k.game, k.variant, k.event, k.date, k.players, rs.side, rs.pair,
       CASE WHEN k.winner IS NULL THEN 0 ELSE 1 END AS finished, rs.won,
       CASE WHEN rs.won IS NOT NULL THEN
         rs.score - (SELECT MAX(o.score) FROM record_sides o
                     WHERE o.record_id = rs.record_id AND o.side <> rs.side)
       END AS margin,
       CASE WHEN rs.won = 1 THEN
         rs.score - (SELECT MAX(o.score) FROM record_sides o
                     WHERE o.record_id = rs.record_id AND o.side <> rs.side)
       END AS winning_margin,
       CASE WHEN k.first_dealer_side = rs.side THEN rs.won END AS first_dealer_won,
       CASE WHEN k.first_dealer_side <> rs.side THEN rs.won END AS other_won
FROM record_keys k
JOIN record_sides rs ON rs.record_id = k.record_id;

CREATE VIEW stat_wins_seats AS
SELECT w.*, rp.seat, p.player_id, p.label AS player
FROM stat_wins_sides w
JOIN record_players rp ON rp.record_id = w.record_id AND rp.side = w.side
JOIN players p ON p.player_id = rp.player_id;

CREATE VIEW stat_wins_hands AS
SELECT record_id, game, variant, event, date, players,
       MAX(finished) AS finished, MAX(winning_margin) AS winning_margin,
       MAX(first_dealer_won) AS first_dealer_won
FROM stat_wins_sides
GROUP BY record_id, game, variant, event, date, players;

-- games: a record (valid or kept invalid), or a seat in a valid record. valid = 1 for a valid
-- record; finished as in wins; hand_count = its hands; full/partial/sheet_hands by level.
CREATE VIEW stat_games_hands AS
SELECT r.record_id, r.game, r.variant, r.event, r.date, r.players, r.valid, r.hand_count,
       CASE WHEN r.winner IS NULL THEN 0 ELSE 1 END AS finished,
       (SELECT COUNT(*) FROM hands h WHERE h.record_id = r.record_id AND h.level = 'full')
         AS full_hands,
       (SELECT COUNT(*) FROM hands h WHERE h.record_id = r.record_id AND h.level = 'partial')
         AS partial_hands,
       (SELECT COUNT(*) FROM hands h WHERE h.record_id = r.record_id AND h.level = 'sheet')
         AS sheet_hands
FROM records r;

CREATE VIEW stat_games_seats AS
SELECT g.*, rp.seat, rp.side, rs.pair, p.player_id, p.label AS player
FROM stat_games_hands g
JOIN record_players rp ON rp.record_id = g.record_id
JOIN players p ON p.player_id = rp.player_id
JOIN record_sides rs ON rs.record_id = g.record_id AND rs.side = rp.side;

-- migration 2

-- The texts already imported (issue #12): the SHA-256 of a record's text exactly as an input
-- held it, after the version of the tools and the --rules it was replayed with, for a record
-- stored valid and without any diagnostic. Importing the same text again (a re-import: nothing
-- new) finds it here and skips the replay; it would find the record a duplicate, and print
-- nothing, either way. Another text of the same record (other spacing, key order) is a miss,
-- replayed and then found by `records.hash`, and added here.
CREATE TABLE source_texts (
  hash      TEXT    PRIMARY KEY,
  record_id INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX source_texts_record ON source_texts (record_id);

-- migration 3

-- The play review (issue #15), stored by replay-import --review: what replay-review(1) prints,
-- computed by the same library call (libreplay/review/record_review.h). Written in the record's
-- own savepoint, so a record is never stored half-reviewed; a record stored earlier without a
-- review gets one when it is imported again with --review.
--
-- One row per record the review ran on, even when none of its hands had play to review (score
-- sheets): the mark that tells a re-import the record needs no review. A Tute record stored by a
-- build without the Tute review has no row here (nor below); importing it again with --review
-- adds one.
CREATE TABLE record_reviews (
  record_id   INTEGER PRIMARY KEY REFERENCES records (record_id) ON DELETE CASCADE,
  hands       INTEGER NOT NULL,  -- hands reviewed (those with card play or Diloti moves)
  reviewed_at TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP  -- UTC
) STRICT;

-- Every card of a reviewed Bourlot or Pilotta hand: its double-dummy value from the mover's side
-- before and after it, in trick points (152 in cards + 10 for the last trick), and its cost.
-- Tute: the cards of the tricks the review solves (2 players: after the stock; 3 players: the
-- last 10; 4 players: all), valued in the points the mover's side makes sure of (cards, cantes and the 10
-- de últimas, points won before included; replay-review(1)).
CREATE TABLE review_cards (
  record_id INTEGER NOT NULL,
  hand      INTEGER NOT NULL,
  n         INTEGER NOT NULL,  -- its index in the hand's play (0 ... 31; Tute: cantes counted)
  seat      INTEGER NOT NULL,
  card      TEXT    NOT NULL,  -- e.g. 'JS', '12O'
  before    INTEGER NOT NULL,
  after     INTEGER NOT NULL,
  cost      INTEGER NOT NULL CHECK (cost >= 0),  -- before - after; 0 for an optimal card
  best      TEXT    NOT NULL,  -- JSON array of every legal card worth `before`
  PRIMARY KEY (record_id, hand, n),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Every move of a reviewed Diloti hand beside the captures that were legal instead.
CREATE TABLE review_moves (
  record_id     INTEGER NOT NULL,
  hand          INTEGER NOT NULL,
  n             INTEGER NOT NULL,  -- its index among the hand's moves
  seat          INTEGER NOT NULL,
  move          TEXT    NOT NULL,  -- the move as the notation writes it (JSON)
  cards         INTEGER NOT NULL,  -- cards it took
  points        INTEGER NOT NULL,  -- card points it took
  xeri          INTEGER NOT NULL CHECK (xeri IN (0, 1)),
  captures      INTEGER NOT NULL,  -- legal captures there were
  builds        INTEGER NOT NULL,  -- legal build actions there were
  xeri_chance   INTEGER NOT NULL CHECK (xeri_chance IN (0, 1)),  -- some legal capture was a xeri
  missed_xeri   INTEGER NOT NULL CHECK (missed_xeri IN (0, 1)),  -- … and the move was not one
  missed_points INTEGER NOT NULL CHECK (missed_points >= 0),  -- the best capture's points beyond
  PRIMARY KEY (record_id, hand, n),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Per reviewed hand per side: trick games' value with best play by all from the start, points
-- as played and the side's cards' cost (Bourlot, Pilotta: points = value - cost + the other
-- side's cost; Tute: 3 sides with 3 players, the value from the first card reviewed); Diloti's
-- moves, xeri chances, xeri missed and card points missed. NULL where the game has no such figure.
CREATE TABLE review_hand_sides (
  record_id     INTEGER NOT NULL,
  hand          INTEGER NOT NULL,
  side          INTEGER NOT NULL,
  value         INTEGER,
  points        INTEGER,
  cost          INTEGER,
  moves         INTEGER,
  xeri_chances  INTEGER,
  missed_xeri   INTEGER,
  missed_points INTEGER,
  PRIMARY KEY (record_id, hand, side),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- accuracy: a unit is a card reviewed (Bourlot, Pilotta) or a move judged (Diloti). is_card =
-- 1 for a card, 0 for a move; cost and optimal (cost = 0) for cards; missed_xeri, missed_capture
-- (the move left card points a legal capture took) and missed_points for moves; NULL otherwise.
CREATE VIEW review_units AS
SELECT record_id, hand, seat, 1 AS is_card, cost,
       CASE WHEN cost = 0 THEN 1 ELSE 0 END AS optimal,
       NULL AS missed_xeri, NULL AS missed_capture, NULL AS missed_points
FROM review_cards
UNION ALL
SELECT record_id, hand, seat, 0, NULL, NULL, missed_xeri,
       CASE WHEN missed_points > 0 THEN 1 ELSE 0 END, missed_points
FROM review_moves;

CREATE VIEW stat_accuracy_seats AS
SELECT k.*, v.is_card, v.cost, v.optimal, v.missed_xeri, v.missed_capture, v.missed_points
FROM seat_keys k
JOIN review_units v ON v.record_id = k.record_id AND v.hand = k.hand AND v.seat = k.seat;

CREATE VIEW stat_accuracy_sides AS
SELECT k.*, v.is_card, v.cost, v.optimal, v.missed_xeri, v.missed_capture, v.missed_points
FROM side_keys k
JOIN review_units v ON v.record_id = k.record_id AND v.hand = k.hand
                   AND v.seat % k.sides = k.side;

CREATE VIEW stat_accuracy_hands AS
SELECT k.*, v.is_card, v.cost, v.optimal, v.missed_xeri, v.missed_capture, v.missed_points
FROM hand_keys k
JOIN review_units v ON v.record_id = k.record_id AND v.hand = k.hand;

-- migration 4

-- Totals kept at import (issue #12): a statistic's unit rows added up per record (and per seat
-- or side), so that replay-stats reads one row per record and seat instead of joining the tables
-- above for every seat of every hand. Every filter and grouping of replay-stats is a property of
-- a record, a seat or a side, never of a hand, so these sums give the same results as the views
-- they are made from, exactly: integer sums, and Σx² of integers (exact in a REAL below 2^53).
--
-- The mechanism, for a stat view stat_<s>_<level> (level: seats, sides or hands):
--   totals_<s>_<level>         the table: the unit's keys, every column replay-stats filters or
--                              groups by (copied: a record's keys never change, and a join per
--                              row would cost more than the sums); `units` = COUNT(*); for each
--                              column c a measure reads, c = SUM(c), c_n = COUNT(c) and, for a
--                              mean, c_sq = SUM(c * c).
--   totals_<s>_<level>_source  the same computed from the stat view, grouped by the keys. The
--                              store adds a record's rows with
--                              INSERT INTO totals_… SELECT * FROM totals_…_source WHERE record_id = ?
--                              for every table named totals_% (in the record's savepoint, so a
--                              record is never stored without its totals); the migration that
--                              creates a table fills it the same way for the records stored before.
-- Rows go with their record (ON DELETE CASCADE). A statistic or level without totals reads its
-- views. Each level's totals cost the import one query of its view per record (about 130 us for a
-- 4-player Diloti match of 12 hands), so only xeri's seats have them so far (--by player, the
-- grouping of issue #12's target); giving another statistic or level totals is a table, its
-- _source view and the statistic's Part::totals in libreplay/stats/stats.cc.
-- The seats' table is ordered by player, so that --by player adds up without sorting.

CREATE TABLE totals_xeri_seats (
  record_id      INTEGER NOT NULL REFERENCES records (record_id) ON DELETE CASCADE,
  seat           INTEGER NOT NULL,
  side           INTEGER NOT NULL,
  player_id      INTEGER NOT NULL REFERENCES players (player_id),
  player         TEXT    NOT NULL,
  pair           TEXT,
  game           TEXT    NOT NULL,
  variant        TEXT    NOT NULL,
  event          TEXT,
  date           TEXT,
  units          INTEGER NOT NULL,
  xeri           INTEGER, xeri_n INTEGER NOT NULL, xeri_sq INTEGER,
  has_xeri       INTEGER, has_xeri_n INTEGER NOT NULL,
  opening_xeri   INTEGER, opening_xeri_n INTEGER NOT NULL,
  last_card_xeri INTEGER, last_card_xeri_n INTEGER NOT NULL,
  xeri_points    INTEGER, xeri_points_n INTEGER NOT NULL, xeri_points_sq INTEGER,
  PRIMARY KEY (player_id, record_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX totals_xeri_seats_record ON totals_xeri_seats (record_id);

CREATE VIEW totals_xeri_seats_source AS
SELECT record_id, seat, side, player_id, player, pair, game, variant, event, date,
       COUNT(*) AS units,
       SUM(xeri), COUNT(xeri), SUM(xeri * xeri), SUM(has_xeri), COUNT(has_xeri),
       SUM(opening_xeri), COUNT(opening_xeri), SUM(last_card_xeri), COUNT(last_card_xeri),
       SUM(xeri_points), COUNT(xeri_points), SUM(xeri_points * xeri_points)
FROM stat_xeri_seats
GROUP BY record_id, seat, side, player_id, player, pair, game, variant, event, date;

INSERT INTO totals_xeri_seats SELECT * FROM totals_xeri_seats_source;

-- migration 5

-- The xeri seats' totals source, computed from the tables rather than from stat_xeri_seats
-- (issue #26). The rows are the same — the totals tests compare them with migration 4's
-- GROUP BY over the view, and replay-stats' totals with its views — but an import runs this
-- query for every record, and the view's form cost it a third more: stat_xeri_seats looks up
-- the record's xeri_points rule (record_xeri_points, a correlated subquery) for every seat of
-- every hand, four times a row (xeri_points is summed, counted and squared). Here a seat's
-- hands are summed first and the rule read once per seat: Σ(x·p) = p·Σx and Σ(x·p)² = p²·Σx²,
-- exact in integers; has_xeri is never NULL, so its count is the units'.
DROP VIEW totals_xeri_seats_source;
CREATE VIEW totals_xeri_seats_source AS
SELECT u.record_id, u.seat, u.side, u.player_id, u.player, u.pair, u.game, u.variant, u.event,
       u.date, u.units,
       u.xeri, u.xeri_n, u.xeri_sq, u.has_xeri, u.units AS has_xeri_n,
       u.opening_xeri, u.opening_xeri_n, u.last_card_xeri, u.last_card_xeri_n,
       u.xeri * x.per_xeri AS xeri_points, u.xeri_n AS xeri_points_n,
       u.xeri_sq * x.per_xeri * x.per_xeri AS xeri_points_sq
FROM (SELECT r.record_id, rp.seat, rp.side, p.player_id, p.label AS player, rs.pair, r.game,
             r.variant, r.event, r.date, COUNT(*) AS units,
             SUM(s.xeri) AS xeri, COUNT(s.xeri) AS xeri_n, SUM(s.xeri * s.xeri) AS xeri_sq,
             SUM(CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END) AS has_xeri,
             SUM(s.opening_xeri) AS opening_xeri, COUNT(s.opening_xeri) AS opening_xeri_n,
             SUM(s.last_card_xeri) AS last_card_xeri, COUNT(s.last_card_xeri) AS last_card_xeri_n
      FROM records r
      JOIN record_players rp ON rp.record_id = r.record_id
      JOIN players p ON p.player_id = rp.player_id
      LEFT JOIN record_sides rs ON rs.record_id = r.record_id AND rs.side = rp.side
      JOIN hands h ON h.record_id = r.record_id AND h.level = 'full'
      JOIN hand_seats s ON s.record_id = h.record_id AND s.hand = h.hand AND s.seat = rp.seat
      WHERE r.valid = 1 AND r.game = 'diloti'
      GROUP BY r.record_id, rp.seat) u
JOIN record_xeri_points x ON x.record_id = u.record_id;

-- migration 6

-- Grades of the review (issue #29; replay-review(1), GRADES): each reviewed card or Diloti move
-- keeps its grade, 'inaccuracy', 'mistake' or 'blunder' (NULL: it cost nothing, or less than an
-- inaccuracy), on the thresholds of the build that stored it (libreplay/review/grade.h, the
-- defaults: replay-import has no --thresholds); a Diloti move keeps its cost too (the best legal
-- capture's score beyond the move's, xeri points included). Rows stored before this migration
-- were not graded: graded stays 0 and their grade NULL, and the grade rates count only graded
-- units (their n says how many), rather than grade them here with a second copy of the
-- thresholds.
ALTER TABLE review_cards ADD COLUMN graded INTEGER NOT NULL DEFAULT 0 CHECK (graded IN (0, 1));
ALTER TABLE review_cards ADD COLUMN grade TEXT
  CHECK (grade IS NULL OR grade IN ('inaccuracy', 'mistake', 'blunder'));
ALTER TABLE review_moves ADD COLUMN cost INTEGER CHECK (cost IS NULL OR cost >= 0);
ALTER TABLE review_moves ADD COLUMN graded INTEGER NOT NULL DEFAULT 0 CHECK (graded IN (0, 1));
ALTER TABLE review_moves ADD COLUMN grade TEXT
  CHECK (grade IS NULL OR grade IN ('inaccuracy', 'mistake', 'blunder'));

-- accuracy, as in migration 3, with a unit's grade: inaccuracy, mistake and blunder are 1 when
-- the unit has that grade, 0 when it has another or none, NULL when it was never graded.
DROP VIEW stat_accuracy_seats;
DROP VIEW stat_accuracy_sides;
DROP VIEW stat_accuracy_hands;
DROP VIEW review_units;

CREATE VIEW review_units AS
SELECT record_id, hand, seat, is_card, cost, optimal, missed_xeri, missed_capture, missed_points,
       CASE WHEN graded = 1 THEN CASE WHEN grade = 'inaccuracy' THEN 1 ELSE 0 END END AS inaccuracy,
       CASE WHEN graded = 1 THEN CASE WHEN grade = 'mistake' THEN 1 ELSE 0 END END AS mistake,
       CASE WHEN graded = 1 THEN CASE WHEN grade = 'blunder' THEN 1 ELSE 0 END END AS blunder
FROM (SELECT record_id, hand, seat, 1 AS is_card, cost,
             CASE WHEN cost = 0 THEN 1 ELSE 0 END AS optimal,
             NULL AS missed_xeri, NULL AS missed_capture, NULL AS missed_points, graded, grade
      FROM review_cards
      UNION ALL
      SELECT record_id, hand, seat, 0, NULL, NULL, missed_xeri,
             CASE WHEN missed_points > 0 THEN 1 ELSE 0 END, missed_points, graded, grade
      FROM review_moves) graded_units;

CREATE VIEW stat_accuracy_seats AS
SELECT k.*, v.is_card, v.cost, v.optimal, v.missed_xeri, v.missed_capture, v.missed_points,
       v.inaccuracy, v.mistake, v.blunder
FROM seat_keys k
JOIN review_units v ON v.record_id = k.record_id AND v.hand = k.hand AND v.seat = k.seat;

CREATE VIEW stat_accuracy_sides AS
SELECT k.*, v.is_card, v.cost, v.optimal, v.missed_xeri, v.missed_capture, v.missed_points,
       v.inaccuracy, v.mistake, v.blunder
FROM side_keys k
JOIN review_units v ON v.record_id = k.record_id AND v.hand = k.hand
                   AND v.seat % k.sides = k.side;

CREATE VIEW stat_accuracy_hands AS
SELECT k.*, v.is_card, v.cost, v.optimal, v.missed_xeri, v.missed_capture, v.missed_points,
       v.inaccuracy, v.mistake, v.blunder
FROM hand_keys k
JOIN review_units v ON v.record_id = k.record_id AND v.hand = k.hand;

-- migration 7

-- The double-dummy table of each reviewed Bourlot and Pilotta deal (issue #29), stored by
-- replay-import --review beside the card review (migration 3): for each trump suit, the trick
-- points each side takes with best play by all from the first lead (replay-review --dd-table).
CREATE TABLE review_dd (
  record_id INTEGER NOT NULL,
  hand      INTEGER NOT NULL,
  trump     TEXT    NOT NULL CHECK (trump IN ('S', 'H', 'D', 'C')),
  points0   INTEGER NOT NULL,  -- side 0's trick points; side 1's are 162 - points0
  points1   INTEGER NOT NULL,
  PRIMARY KEY (record_id, hand, trump),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- Whether the contract played was makeable double-dummy: made, under the game's own rule with
-- the declarations and belote (pilotta) the hand counted, had the bidding side taken its
-- best-play trick points in the contract's trump. NULL when that depends on a capot, which
-- trick points alone don't tell (162 may be all 8 tricks or not).
CREATE TABLE review_contracts (
  record_id INTEGER NOT NULL,
  hand      INTEGER NOT NULL,
  makeable  INTEGER CHECK (makeable IN (0, 1)),
  PRIMARY KEY (record_id, hand),
  FOREIGN KEY (record_id, hand) REFERENCES hands (record_id, hand) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

-- contracts gains, for reviewed hands: makeable (above); lost_makeable = 1 when a makeable
-- contract was not made (lost in the play), 0 when it was (NULL unless makeable); unmakeable =
-- 1 when the contract bid was not makeable (NULL when unknown or not reviewed).
DROP VIEW stat_contracts;
CREATE VIEW stat_contracts AS
SELECT k.*, c.side, c.seat, rs.pair, p.player_id, p.label AS player,
       c.trump, c.bid, c.round,
       CASE WHEN c.redoubled = 1 THEN 'x4' WHEN c.doubled = 1 THEN 'x2'
            WHEN c.doubled = 0 THEN 'x1' END AS multiplier,
       c.made, c.inside,
       CASE WHEN c.hanging IS NULL THEN NULL WHEN c.hanging > 0 THEN 1 ELSE 0 END AS hung,
       c.capot, v.makeable,
       CASE WHEN v.makeable = 1 THEN 1 - c.made END AS lost_makeable,
       1 - v.makeable AS unmakeable
FROM contracts c
JOIN hand_keys k ON k.record_id = c.record_id AND k.hand = c.hand
LEFT JOIN record_sides rs ON rs.record_id = c.record_id AND rs.side = c.side
LEFT JOIN record_players rp ON rp.record_id = c.record_id AND rp.seat = c.seat
LEFT JOIN players p ON p.player_id = rp.player_id
LEFT JOIN review_contracts v ON v.record_id = c.record_id AND v.hand = c.hand
WHERE k.level IN ('full', 'sheet');

-- migration 8

-- The games the store counts, and their statistics family (issue #30): the registry
-- (libreplay/games.cc, Game::StatFamily) is the one list of games, so the views below no longer
-- name games but filter on a family. The store rewrites this table from the registry each time it
-- opens for writing (store/schema.h, RefreshGames), before any record is added, so a game added to
-- the registry is counted by its family's statistics with no change here. Families: 'fishing' (the
-- xeri and points statistics), 'belote' (declarations; contracts come from their own table),
-- 'tute'. The views are those above but for their game filter; the dependents are dropped first
-- (PostgreSQL refuses to drop a view another one reads).
CREATE TABLE games (
  game   TEXT PRIMARY KEY,
  family TEXT NOT NULL
) STRICT, WITHOUT ROWID;

DROP VIEW totals_xeri_seats_source;
DROP VIEW stat_tute_hands;
DROP VIEW stat_tute_sides;
DROP VIEW stat_tute_seats;
DROP VIEW stat_melds;
DROP VIEW stat_declarations_hands;
DROP VIEW stat_declarations_sides;
DROP VIEW stat_declarations_seats;
DROP VIEW declaration_sides;
DROP VIEW stat_points_hands;
DROP VIEW stat_points_sides;
DROP VIEW stat_points_seats;
DROP VIEW stat_xeri_hands;
DROP VIEW stat_xeri_sides;
DROP VIEW stat_xeri_seats;

CREATE VIEW stat_xeri_seats AS
SELECT k.*, s.xeri, CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END AS has_xeri, s.opening_xeri,
       s.last_card_xeri, s.xeri * x.per_xeri AS xeri_points
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
JOIN record_xeri_points x ON x.record_id = k.record_id
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level = 'full';

CREATE VIEW stat_xeri_sides AS
SELECT k.*, d.xeri, CASE WHEN d.xeri > 0 THEN 1 ELSE 0 END AS has_xeri,
       (SELECT SUM(s.opening_xeri) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS opening_xeri,
       (SELECT SUM(s.last_card_xeri) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS last_card_xeri,
       d.xeri * x.per_xeri AS xeri_points
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
JOIN record_xeri_points x ON x.record_id = k.record_id
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level = 'full';

CREATE VIEW stat_xeri_hands AS
SELECT u.*, CASE WHEN u.xeri > 0 THEN 1 ELSE 0 END AS has_xeri,
       u.xeri * x.per_xeri AS xeri_points
FROM (SELECT k.*,
             (SELECT SUM(d.xeri) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS xeri,
             (SELECT SUM(s.opening_xeri) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS opening_xeri,
             (SELECT SUM(s.last_card_xeri) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS last_card_xeri
      FROM hand_keys k
      WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level = 'full') u
JOIN record_xeri_points x ON x.record_id = u.record_id
WHERE u.xeri IS NOT NULL;

CREATE VIEW stat_points_seats AS
SELECT k.*, d.points, d.cards,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards >= 27 THEN 1 ELSE 0 END AS majority,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards = 26 THEN 1 ELSE 0 END AS split
FROM seat_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level IN ('full', 'sheet') AND d.points IS NOT NULL;

CREATE VIEW stat_points_sides AS
SELECT k.*, d.points, d.cards,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards >= 27 THEN 1 ELSE 0 END AS majority,
       CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards = 26 THEN 1 ELSE 0 END AS split
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level IN ('full', 'sheet') AND d.points IS NOT NULL;

CREATE VIEW stat_points_hands AS
SELECT * FROM (
  SELECT k.*,
         (SELECT SUM(d.points) FROM hand_sides d
          WHERE d.record_id = k.record_id AND d.hand = k.hand) AS points,
         (SELECT MAX(CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards >= 27 THEN 1 ELSE 0 END)
          FROM hand_sides d WHERE d.record_id = k.record_id AND d.hand = k.hand) AS majority,
         (SELECT MAX(CASE WHEN d.cards IS NULL THEN NULL WHEN d.cards = 26 THEN 1 ELSE 0 END)
          FROM hand_sides d WHERE d.record_id = k.record_id AND d.hand = k.hand) AS split
  FROM hand_keys k
  WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level IN ('full', 'sheet')) AS u
WHERE points IS NOT NULL;

CREATE VIEW declaration_sides AS
SELECT k.*, d.declarations, d.belote,
       (SELECT SUM(s.melds) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % 2 = k.side) AS melds,
       (SELECT SUM(s.melds) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % 2 <> k.side) AS other_melds,
       (SELECT SUM(o.declarations) FROM hand_sides o WHERE o.record_id = k.record_id
          AND o.hand = k.hand AND o.side <> k.side) AS other_declarations
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'belote') AND k.level = 'full';

CREATE VIEW stat_declarations_seats AS
SELECT k.*, s.melds,
       CASE WHEN s.melds > 0 THEN 1 WHEN s.melds = 0 THEN 0 END AS declared,
       CASE WHEN s.melds > 0 THEN CASE WHEN d.declarations > 0 THEN 1 ELSE 0 END END AS counted,
       CASE WHEN s.melds > 0 AND d.other_melds > 0
            THEN CASE WHEN d.declarations = 0 AND d.other_declarations = 0 THEN 1 ELSE 0 END
       END AS cancelled,
       s.belote
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
JOIN declaration_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'belote') AND k.level = 'full';

CREATE VIEW stat_declarations_sides AS
SELECT d.*,
       CASE WHEN d.melds > 0 THEN 1 WHEN d.melds = 0 THEN 0 END AS declared,
       CASE WHEN d.melds > 0 THEN CASE WHEN d.declarations > 0 THEN 1 ELSE 0 END END AS counted,
       CASE WHEN d.melds > 0 AND d.other_melds > 0
            THEN CASE WHEN d.declarations = 0 AND d.other_declarations = 0 THEN 1 ELSE 0 END
       END AS cancelled
FROM declaration_sides d;

CREATE VIEW stat_declarations_hands AS
SELECT u.*,
       CASE WHEN u.melds > 0 THEN 1 WHEN u.melds = 0 THEN 0 END AS declared,
       CASE WHEN u.melds > 0 THEN CASE WHEN u.declarations > 0 THEN 1 ELSE 0 END END AS counted,
       CASE WHEN u.melds_0 > 0 AND u.melds_1 > 0
            THEN CASE WHEN u.declarations = 0 THEN 1 ELSE 0 END END AS cancelled
FROM (SELECT k.*,
             (SELECT SUM(s.melds) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS melds,
             (SELECT SUM(s.melds) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand AND s.seat % 2 = 0) AS melds_0,
             (SELECT SUM(s.melds) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand AND s.seat % 2 = 1) AS melds_1,
             (SELECT SUM(d.declarations) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS declarations,
             (SELECT MAX(d.belote) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS belote
      FROM hand_keys k
      WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'belote') AND k.level = 'full') u;

CREATE VIEW stat_melds AS
SELECT k.*, m.n, m.kind, CASE WHEN d.declarations > 0 THEN 1 ELSE 0 END AS counted
FROM seat_keys k
JOIN melds m ON m.record_id = k.record_id AND m.hand = k.hand AND m.seat = k.seat
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'belote') AND k.level = 'full';

CREATE VIEW stat_tute_seats AS
SELECT k.*,
       CASE WHEN s.cante40 > 0 THEN 1 WHEN s.cante40 = 0 THEN 0 END AS has_cante40,
       CASE WHEN s.cante20 > 0 THEN 1 WHEN s.cante20 = 0 THEN 0 END AS has_cante20,
       s.cante20,
       CASE WHEN t.capote_announced = k.seat THEN 1 ELSE 0 END AS capote_announced,
       CASE WHEN t.capote_announced = k.seat THEN t.capote_made END AS capote_made,
       CASE WHEN t.tute = k.seat THEN 1 ELSE 0 END AS tute_won,
       s.exchange
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
LEFT JOIN tute_hands t ON t.record_id = k.record_id AND t.hand = k.hand
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'tute') AND k.level = 'full';

CREATE VIEW stat_tute_sides AS
SELECT k.*,
       CASE WHEN d.cante40 > 0 THEN 1 WHEN d.cante40 = 0 THEN 0 END AS has_cante40,
       CASE WHEN d.cante20 > 0 THEN 1 WHEN d.cante20 = 0 THEN 0 END AS has_cante20,
       d.cante20,
       CASE WHEN t.capote_announced % k.sides = k.side THEN 1 ELSE 0 END AS capote_announced,
       CASE WHEN t.capote_announced % k.sides = k.side THEN t.capote_made END AS capote_made,
       CASE WHEN t.tute % k.sides = k.side THEN 1 ELSE 0 END AS tute_won,
       (SELECT MAX(s.exchange) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS exchange
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
LEFT JOIN tute_hands t ON t.record_id = k.record_id AND t.hand = k.hand
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'tute') AND k.level = 'full';

CREATE VIEW stat_tute_hands AS
SELECT k.*,
       CASE WHEN (SELECT SUM(d.cante40) FROM hand_sides d
                  WHERE d.record_id = k.record_id AND d.hand = k.hand) > 0 THEN 1 ELSE 0
       END AS has_cante40,
       CASE WHEN (SELECT SUM(d.cante20) FROM hand_sides d
                  WHERE d.record_id = k.record_id AND d.hand = k.hand) > 0 THEN 1 ELSE 0
       END AS has_cante20,
       (SELECT SUM(d.cante20) FROM hand_sides d
        WHERE d.record_id = k.record_id AND d.hand = k.hand) AS cante20,
       CASE WHEN t.capote_announced IS NULL THEN 0 ELSE 1 END AS capote_announced,
       CASE WHEN t.capote_announced IS NOT NULL THEN t.capote_made END AS capote_made,
       CASE WHEN t.tute IS NULL THEN 0 ELSE 1 END AS tute_won,
       (SELECT MAX(s.exchange) FROM hand_seats s
        WHERE s.record_id = k.record_id AND s.hand = k.hand) AS exchange
FROM hand_keys k
LEFT JOIN tute_hands t ON t.record_id = k.record_id AND t.hand = k.hand
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'tute') AND k.level = 'full';

CREATE VIEW totals_xeri_seats_source AS
SELECT u.record_id, u.seat, u.side, u.player_id, u.player, u.pair, u.game, u.variant, u.event,
       u.date, u.units,
       u.xeri, u.xeri_n, u.xeri_sq, u.has_xeri, u.units AS has_xeri_n,
       u.opening_xeri, u.opening_xeri_n, u.last_card_xeri, u.last_card_xeri_n,
       u.xeri * x.per_xeri AS xeri_points, u.xeri_n AS xeri_points_n,
       u.xeri_sq * x.per_xeri * x.per_xeri AS xeri_points_sq
FROM (SELECT r.record_id, rp.seat, rp.side, p.player_id, p.label AS player, rs.pair, r.game,
             r.variant, r.event, r.date, COUNT(*) AS units,
             SUM(s.xeri) AS xeri, COUNT(s.xeri) AS xeri_n, SUM(s.xeri * s.xeri) AS xeri_sq,
             SUM(CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END) AS has_xeri,
             SUM(s.opening_xeri) AS opening_xeri, COUNT(s.opening_xeri) AS opening_xeri_n,
             SUM(s.last_card_xeri) AS last_card_xeri, COUNT(s.last_card_xeri) AS last_card_xeri_n
      FROM records r
      JOIN record_players rp ON rp.record_id = r.record_id
      JOIN players p ON p.player_id = rp.player_id
      LEFT JOIN record_sides rs ON rs.record_id = r.record_id AND rs.side = rp.side
      JOIN hands h ON h.record_id = r.record_id AND h.level = 'full'
      JOIN hand_seats s ON s.record_id = h.record_id AND s.hand = h.hand AND s.seat = rp.seat
      WHERE r.valid = 1 AND r.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing')
      GROUP BY r.record_id, rp.seat, rp.side, p.player_id, p.label, rs.pair, r.game, r.variant,
               r.event, r.date) u
JOIN record_xeri_points x ON x.record_id = u.record_id;

-- migration 9

-- A seat's xeri points as its hand facts count them (issue #30): each xeri at its own value, so
-- that a Xeri Jack xeri (XER-24: twice a xeri by default) is no longer counted at the record's
-- rules.xeri_points like the others. Rows stored before
-- have no such fact: they get xeri x the record's xeri_points, exact for Diloti and for a Xeri
-- hand without a Jack xeri (re-import a Xeri file to count its Jack xeris). The views and the
-- seats' totals source are those of migration 8 but for xeri_points, which they now add up
-- from hand_seats. The totals stored before need no change: they hold p·Σx and p²·Σx², which is
-- what the filled-in rows add up to (and recomputing them here would read the games table,
-- still empty when an older store passes through migration 8 on its way here).
ALTER TABLE hand_seats ADD COLUMN xeri_points INTEGER;
UPDATE hand_seats SET xeri_points = xeri *
  (SELECT x.per_xeri FROM record_xeri_points x WHERE x.record_id = hand_seats.record_id)
WHERE xeri IS NOT NULL;

DROP VIEW totals_xeri_seats_source;
DROP VIEW stat_xeri_hands;
DROP VIEW stat_xeri_sides;
DROP VIEW stat_xeri_seats;
DROP VIEW record_xeri_points;

CREATE VIEW stat_xeri_seats AS
SELECT k.*, s.xeri, CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END AS has_xeri, s.opening_xeri,
       s.last_card_xeri, s.xeri_points
FROM seat_keys k
JOIN hand_seats s ON s.record_id = k.record_id AND s.hand = k.hand AND s.seat = k.seat
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level = 'full';

CREATE VIEW stat_xeri_sides AS
SELECT k.*, d.xeri, CASE WHEN d.xeri > 0 THEN 1 ELSE 0 END AS has_xeri,
       (SELECT SUM(s.opening_xeri) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS opening_xeri,
       (SELECT SUM(s.last_card_xeri) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS last_card_xeri,
       (SELECT SUM(s.xeri_points) FROM hand_seats s WHERE s.record_id = k.record_id
          AND s.hand = k.hand AND s.seat % k.sides = k.side) AS xeri_points
FROM side_keys k
JOIN hand_sides d ON d.record_id = k.record_id AND d.hand = k.hand AND d.side = k.side
WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level = 'full';

CREATE VIEW stat_xeri_hands AS
SELECT u.*, CASE WHEN u.xeri > 0 THEN 1 ELSE 0 END AS has_xeri
FROM (SELECT k.*,
             (SELECT SUM(d.xeri) FROM hand_sides d
              WHERE d.record_id = k.record_id AND d.hand = k.hand) AS xeri,
             (SELECT SUM(s.opening_xeri) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS opening_xeri,
             (SELECT SUM(s.last_card_xeri) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS last_card_xeri,
             (SELECT SUM(s.xeri_points) FROM hand_seats s
              WHERE s.record_id = k.record_id AND s.hand = k.hand) AS xeri_points
      FROM hand_keys k
      WHERE k.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing') AND k.level = 'full') u
WHERE u.xeri IS NOT NULL;

CREATE VIEW totals_xeri_seats_source AS
SELECT r.record_id, rp.seat, rp.side, p.player_id, p.label AS player, rs.pair, r.game,
       r.variant, r.event, r.date, COUNT(*) AS units,
       SUM(s.xeri) AS xeri, COUNT(s.xeri) AS xeri_n, SUM(s.xeri * s.xeri) AS xeri_sq,
       SUM(CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END) AS has_xeri, COUNT(*) AS has_xeri_n,
       SUM(s.opening_xeri) AS opening_xeri, COUNT(s.opening_xeri) AS opening_xeri_n,
       SUM(s.last_card_xeri) AS last_card_xeri, COUNT(s.last_card_xeri) AS last_card_xeri_n,
       SUM(s.xeri_points) AS xeri_points, COUNT(s.xeri_points) AS xeri_points_n,
       SUM(s.xeri_points * s.xeri_points) AS xeri_points_sq
FROM records r
JOIN record_players rp ON rp.record_id = r.record_id
JOIN players p ON p.player_id = rp.player_id
LEFT JOIN record_sides rs ON rs.record_id = r.record_id AND rs.side = rp.side
JOIN hands h ON h.record_id = r.record_id AND h.level = 'full'
JOIN hand_seats s ON s.record_id = h.record_id AND s.hand = h.hand AND s.seat = rp.seat
WHERE r.valid = 1 AND r.game IN (SELECT g.game FROM games g WHERE g.family = 'fishing')
GROUP BY r.record_id, rp.seat, rp.side, p.player_id, p.label, rs.pair, r.game, r.variant,
         r.event, r.date;

-- migration 10

-- The xeri seats' totals source adds up each seat's hands first, then joins the seat's keys to
-- its two or four sums (issue #26). The rows are migration 9's (the totals tests compare them
-- with the GROUP BY over stat_xeri_seats that defines them), but an import runs this query for
-- every record, and migration 9's form joined the keys (the seat's player, side and pair, the
-- record) to every seat of every hand and then grouped by all ten of them: 410,000 SQLite
-- instructions a 2-player Diloti match, 240,000 this way (a Tute match, which has no such rows:
-- 50,000 and 37,000). The record's game is looked at first, inside the sums, so that a record of
-- another family adds up nothing; the family is a join on games' key, not an IN list that each
-- run of the query built anew. SQLite only: PostgreSQL keeps migration 9's form
-- (libreplay/store/postgres_schema.cc), which its planner serves better for the set of records a
-- flush totals at once (`record_id = ANY(...)`: 0.2 s for 1,100 records against 2 s this way,
-- on a store not yet analysed).
DROP VIEW totals_xeri_seats_source;
CREATE VIEW totals_xeri_seats_source AS
SELECT a.record_id, a.seat, rp.side, p.player_id, p.label AS player, rs.pair, r.game,
       r.variant, r.event, r.date, a.units,
       a.xeri, a.xeri_n, a.xeri_sq, a.has_xeri, a.units AS has_xeri_n,
       a.opening_xeri, a.opening_xeri_n, a.last_card_xeri, a.last_card_xeri_n,
       a.xeri_points, a.xeri_points_n, a.xeri_points_sq
FROM (SELECT s.record_id, s.seat, COUNT(*) AS units,
             SUM(s.xeri) AS xeri, COUNT(s.xeri) AS xeri_n, SUM(s.xeri * s.xeri) AS xeri_sq,
             SUM(CASE WHEN s.xeri > 0 THEN 1 ELSE 0 END) AS has_xeri,
             SUM(s.opening_xeri) AS opening_xeri, COUNT(s.opening_xeri) AS opening_xeri_n,
             SUM(s.last_card_xeri) AS last_card_xeri,
             COUNT(s.last_card_xeri) AS last_card_xeri_n,
             SUM(s.xeri_points) AS xeri_points, COUNT(s.xeri_points) AS xeri_points_n,
             SUM(s.xeri_points * s.xeri_points) AS xeri_points_sq
      FROM records f
      JOIN games g ON g.game = f.game AND g.family = 'fishing'
      JOIN hands h ON h.record_id = f.record_id AND h.level = 'full'
      JOIN hand_seats s ON s.record_id = h.record_id AND s.hand = h.hand
      WHERE f.valid = 1
      GROUP BY s.record_id, s.seat) a
JOIN records r ON r.record_id = a.record_id
JOIN record_players rp ON rp.record_id = a.record_id AND rp.seat = a.seat
JOIN players p ON p.player_id = rp.player_id
LEFT JOIN record_sides rs ON rs.record_id = a.record_id AND rs.side = rp.side;
