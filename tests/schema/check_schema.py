#!/usr/bin/env python3
"""Validate recorded card games against the notation schema (build/schema/notation.schema.json,
which tools/docgen makes from schema/notation.schema.in.json and each game's part).

Usage:
    check_schema.py SCHEMA PATH... [--expect-valid | --expect-invalid] [--all-errors] [-v]

PATH is a file or a directory (searched recursively for *.json and *.ndjson).
  *.json            one record, or an array of records
  *.ndjson          one record per line (blank lines ignored)
  *.invalid.ndjson  conformance cases, one {"record": ..., "expect": {"code": ...}} per line

The schema is structural: it cannot judge legality. So in a conformance file of invalid cases
only the records whose expected code is a game-rule code are checked with --expect-valid (the
default): the schema must accept them, since their error lies beyond structure. Records whose
expected code is a shape code (see SHAPE_CODES) may be rejected by the schema; with
--expect-invalid they are the ones checked, and the schema is expected to reject them.

Output: one line per failure, "file:line: pointer: message", then a final line
"schema: N passed, M failed" where N counts the records the schema accepted and M those it
rejected (or could not read). Exit status 1 if a record did not get the expected verdict,
2 on a usage error.

Uses Debian's python3-jsonschema (Draft202012Validator).
"""

import argparse
import json
import os
import sys

try:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match
except ImportError:  # pragma: no cover - depends on the machine
    sys.stderr.write("check_schema.py: needs python3-jsonschema (apt-get install python3-jsonschema)\n")
    sys.exit(2)

# Codes a structural schema may report: the shape of records, hands, cards, tags, options and
# actions. Every other code is a game rule (legality, counts, sums, scores) and the schema must
# accept a record whose first error has such a code.
SHAPE_CODES = {
    "json/syntax",
    "record/shape",
    "record/unknown-game",
    "cards/shape",
    "cards/foreign",
    "tags/date",
    "rules/unknown-option",
    "rules/bad-value",
}
# Per-game shape codes: <game>/<suffix>. bad-call is the auction's bad-action (BRL-7, PIL-6),
# cards-shape the game's own cards/shape (BRL-3, PIL-3), bad-contract the contract's shape
# (BRL-56, PIL-53); dealer a hand's `dealer` that is not a seat number, which may be its type
# (DIL-4, XER-4).
SHAPE_SUFFIXES = {"bad-action", "bad-result", "bad-call", "cards-shape", "bad-contract", "dealer"}


def is_shape_code(code):
    if code in SHAPE_CODES:
        return True
    game, _, suffix = code.partition("/")
    return bool(game) and suffix in SHAPE_SUFFIXES  # any game's: the registry names them


class Record:
    """One record to validate, with where it came from and what verdict is expected."""

    def __init__(self, path, line, value, expect_valid=True, error=None):
        self.path = path
        self.line = line
        self.value = value
        self.expect_valid = expect_valid
        self.error = error  # a read error: the record could not be parsed


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def skip_ws(text, i):
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def read_json_file(path, text):
    """A .json file: one record, or an array of records (each with the line it starts on)."""
    decoder = json.JSONDecoder()
    i = skip_ws(text, 0)
    if i < len(text) and text[i] == "[":
        records = []
        i = skip_ws(text, i + 1)
        if i < len(text) and text[i] == "]":
            return records
        while True:
            try:
                value, end = decoder.raw_decode(text, i)
            except json.JSONDecodeError as e:
                return records + [Record(path, e.lineno, None, error="json/syntax: " + e.msg)]
            records.append(Record(path, line_of(text, i), value))
            i = skip_ws(text, end)
            if i < len(text) and text[i] == ",":
                i = skip_ws(text, i + 1)
                continue
            if i < len(text) and text[i] == "]":
                i = skip_ws(text, i + 1)
                if i != len(text):
                    records.append(Record(path, line_of(text, i), None,
                                          error="json/syntax: extra data after the array"))
                return records
            return records + [Record(path, line_of(text, i), None,
                                     error="json/syntax: expected ',' or ']'")]
    try:
        value = json.loads(text)
    except json.JSONDecodeError as e:
        return [Record(path, e.lineno, None, error="json/syntax: " + e.msg)]
    return [Record(path, line_of(text, i), value)]


def read_ndjson_file(path, text, conformance_invalid, mode_valid, skipped):
    records = []
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as e:
            records.append(Record(path, lineno, None, error="json/syntax: " + e.msg))
            continue
        if not conformance_invalid:
            records.append(Record(path, lineno, value, expect_valid=True))
            continue
        if not isinstance(value, dict) or "record" not in value:
            records.append(Record(path, lineno, None,
                                  error='record/shape: a conformance case needs "record" and "expect"'))
            continue
        code = (value.get("expect") or {}).get("code", "")
        shape = is_shape_code(code)
        # --expect-valid checks the game-rule cases, --expect-invalid the shape cases.
        if shape == mode_valid:
            skipped.append((path, lineno, code))
            continue
        records.append(Record(path, lineno, value["record"], expect_valid=not shape))
    return records


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs.sort()
                for n in sorted(names):
                    if n.endswith(".json") or n.endswith(".ndjson"):
                        files.append(os.path.join(root, n))
        else:
            files.append(p)
    return files


def pointer(path):
    parts = []
    for p in path:
        parts.append(str(p).replace("~", "~0").replace("/", "~1"))
    return "/" + "/".join(parts) if parts else ""


def short(value, limit=60):
    s = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return s if len(s) <= limit else s[: limit - 3] + "..."


def resolve(root, ref):
    node = root
    for part in ref.lstrip("#").split("/")[1:]:
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def schema_at(root, schema_path):
    """Follow a schema path from the root; a $ref on the way is entered (validators omit it)."""
    node = root
    for key in schema_path:
        while isinstance(node, dict) and key not in node and "$ref" in node:
            node = resolve(root, node["$ref"])
        yield node
        node = node[key]
    yield node


def context(root, error):
    """The nearest description above the failing keyword (not the record's): which rule it is."""
    found = None
    try:
        for node in list(schema_at(root, list(error.absolute_schema_path)))[1:-1]:
            if isinstance(node, dict) and "description" in node:
                found = node["description"]
    except (KeyError, IndexError, TypeError):
        pass
    return found


def forbidden_key(root, error, record):
    """The key a false schema refused. Some jsonschema versions leave it out of the error's path."""
    path = list(error.absolute_path)
    schema_path = list(error.absolute_schema_path)
    if schema_path and schema_path[-1] != "properties":
        return path[-1] if path else None
    try:
        props = list(schema_at(root, schema_path))[-1]
        obj = record
        for p in path:
            obj = obj[p]
        keys = [k for k in obj if props.get(k) is False]
        return keys[0] if keys else None
    except (KeyError, IndexError, TypeError, AttributeError):
        return None


def describe(error, root, record):
    """One readable sentence for a schema error, with values written as short JSON."""
    inst = short(error.instance)
    v, value = error.validator, error.validator_value
    if v is None:  # a false schema: a key that is not allowed here
        key = forbidden_key(root, error, record)
        msg = "%s is not allowed here" % (json.dumps(key) if key is not None else inst)
        why = context(root, error)
        if why:
            msg += " (%s)" % why
    elif v == "const":
        msg = "must be %s, not %s" % (short(value), inst)
    elif v == "enum":
        msg = "%s is not one of %s" % (inst, ", ".join(short(x) for x in value))
    elif v == "pattern":
        why = error.schema.get("description") if isinstance(error.schema, dict) else None
        msg = "%s is not of the form: %s" % (inst, why or "pattern " + value)
    elif v == "oneOf" and all(isinstance(b, dict) and list(b) == ["required"] for b in value):
        keys = [b["required"][0] for b in value]
        present = [k for k in keys if isinstance(error.instance, dict) and k in error.instance]
        if present:
            msg = "has more than one of the keys %s: %s" % (", ".join(keys), ", ".join(present))
        else:
            msg = "needs one of the keys %s" % ", ".join(keys)
    elif v == "not" and isinstance(value, dict) and list(value) == ["required"]:
        msg = "must not have all of the keys %s together" % ", ".join(value["required"])
    else:
        msg = error.message
        rep = repr(error.instance)
        if rep in msg:
            msg = msg.replace(rep, inst, 1)
    if len(msg) > 240:
        msg = msg[:237] + "..."
    return msg


def main(argv):
    ap = argparse.ArgumentParser(
        description="Validate records of the card-game notation against its JSON Schema.")
    ap.add_argument("schema", help="path of notation.schema.json")
    ap.add_argument("paths", nargs="+", help="files or directories of records")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--expect-valid", dest="valid", action="store_true", default=True,
                      help="every record checked must pass (default); in *.invalid.ndjson the "
                           "cases with a game-rule code are checked")
    mode.add_argument("--expect-invalid", dest="valid", action="store_false",
                      help="every record checked must fail; in *.invalid.ndjson the cases with "
                           "a shape code are checked")
    ap.add_argument("--all-errors", action="store_true",
                    help="print every schema error of a record, not only the most relevant one")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="also say which conformance cases were skipped, and why")
    args = ap.parse_args(argv)

    try:
        with open(args.schema, encoding="utf-8") as f:
            schema = json.load(f)
        Draft202012Validator.check_schema(schema)
    except (OSError, ValueError) as e:
        sys.stderr.write("check_schema.py: %s: %s\n" % (args.schema, e))
        return 2
    except Exception as e:  # jsonschema.SchemaError
        sys.stderr.write("check_schema.py: %s: not a valid schema: %s\n" % (args.schema, e))
        return 2
    validator = Draft202012Validator(schema)

    files = collect(args.paths)
    if not files:
        sys.stderr.write("check_schema.py: no .json or .ndjson files in %s\n" % " ".join(args.paths))
        return 2

    passed = failed = wrong = 0
    skipped = []
    for path in files:
        try:
            with open(path, encoding="utf-8-sig") as f:  # a byte-order mark is skipped
                text = f.read()
        except (OSError, UnicodeDecodeError) as e:
            print("%s:1: : json/syntax: %s" % (path, e))
            failed += 1
            wrong += args.valid
            continue
        name = os.path.basename(path)
        if name.endswith(".ndjson"):
            records = read_ndjson_file(path, text, name.endswith(".invalid.ndjson"), args.valid, skipped)
        else:
            records = read_json_file(path, text)

        for rec in records:
            if rec.error is not None:
                failed += 1
                wrong += rec.expect_valid
                print("%s:%d: : %s" % (rec.path, rec.line, rec.error))
                continue
            errors = list(validator.iter_errors(rec.value))
            if not errors:
                passed += 1
                if not rec.expect_valid:
                    wrong += 1
                    print("%s:%d: : accepted, but the case expects a shape error" % (rec.path, rec.line))
                continue
            failed += 1
            if not rec.expect_valid:
                continue
            wrong += 1
            shown = sorted(errors, key=lambda e: list(map(str, e.absolute_path))) if args.all_errors \
                else [best_match(errors)]
            for e in shown:
                where = list(e.absolute_path)
                if e.validator is None and list(e.absolute_schema_path)[-1:] == ["properties"]:
                    key = forbidden_key(schema, e, rec.value)  # the refused key, as older versions report it
                    if key is not None:
                        where.append(key)
                print("%s:%d: %s: %s" % (rec.path, rec.line, pointer(where), describe(e, schema, rec.value)))

    if args.verbose:
        for path, lineno, code in skipped:
            why = "shape code" if args.valid else "game-rule code"
            print("%s:%d: skipped (%s %s)" % (path, lineno, why, code))
    print("schema: %d passed, %d failed" % (passed, failed))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
