#!/usr/bin/env bash
# Messages in Greek and Spanish (issue #13): replay-validate on one invalid sample under
# el_GR.UTF-8 and es_ES.UTF-8 prints exactly tests/tools/messages/<sample>.<lang>.expected (code,
# rule id and card codes unchanged), the JSON diagnostics stay English, the C locale stays English;
# every surface of tests/tools/messages/surfaces.txt holds no English word under either locale
# (issue #28; tests/tools/messages/english_words.py); and every msgid of the sources has a Greek
# and a Spanish entry in po/.
# Usage: messages_test.sh BIN_DIR [--update]. Needs the locales (.ci/run generates them).
set -uo pipefail
bin=$1 update=${2:-}
cd "$(dirname "$0")/../.."
fail=0
sample=samples/invalid/diloti-build-without-card.json
name=$(basename "$sample" .json)
english=$(LC_ALL= LANG= LC_MESSAGES= "$bin/replay-validate" "$sample" 2>&1 >/dev/null)
if [ "$english" != "$(cat "${sample%.json}.expected")" ]; then
  echo "FAIL: without a locale the message is not the English one"; fail=1
fi
json_c=$(LC_ALL= LANG= "$bin/replay-validate" --format json "$sample" 2>/dev/null)
for locale in el_GR.UTF-8 es_ES.UTF-8; do
  lang=${locale%%_*}
  if ! locale -a 2>/dev/null | grep -qi "^${locale%%.*}\.utf-\?8$"; then
    echo "FAIL: locale $locale is not installed (locale-gen; see .ci/run)"; fail=1; continue
  fi
  expected=tests/tools/messages/$name.$lang.expected
  got=$(LC_ALL= LANG=$locale "$bin/replay-validate" "$sample" 2>&1 >/dev/null)
  [ "$update" = --update ] && printf '%s\n' "$got" > "$expected"
  if [ "$got" != "$(cat "$expected" 2>/dev/null)" ]; then
    echo "FAIL: $locale"; diff <(printf '%s\n' "$got") "$expected" | head -5; fail=1
  fi
  if [ "$got" = "$english" ]; then echo "FAIL: $locale printed English"; fail=1; fi
  # LC_MESSAGES alone chooses the language too, and LC_ALL wins over it.
  got_lcm=$(LC_ALL= LANG= LC_MESSAGES=$locale "$bin/replay-validate" "$sample" 2>&1 >/dev/null)
  [ "$got_lcm" = "$got" ] || { echo "FAIL: LC_MESSAGES=$locale is not used"; fail=1; }
  json=$(LC_ALL= LANG=$locale "$bin/replay-validate" --format json "$sample" 2>/dev/null)
  [ "$json" = "$json_c" ] || { echo "FAIL: --format json changed under $locale"; fail=1; }
done

# Every surface a person reads (tests/tools/messages/surfaces.txt: diagnostics, tables, CSV
# rows, SVG charts, boards, --help) under each locale: no English word (english_words.py).
surfaces=tests/tools/messages/surfaces.txt
checked=0
while read -r kind tool args; do
  case "$kind" in ''|'#'*) continue ;; esac
  read -r -a argv <<< "$args"
  for locale in el_GR.UTF-8 es_ES.UTF-8; do
    lang=${locale%%_*}
    out=$(mktemp) err=$(mktemp)
    LC_ALL= LANG=$locale "$bin/$tool" "${argv[@]}" > "$out" 2> "$err" < /dev/null
    mode=; [ "$kind" = csv ] && mode=--csv; [ "$kind" = svg ] && mode=--svg
    if ! found=$(python3 tests/tools/messages/english_words.py "$lang" $mode < "$out") ||
       ! found_err=$(python3 tests/tools/messages/english_words.py "$lang" < "$err"); then
      echo "FAIL: English under $locale in: $tool $args"
      printf '%s\n%s\n' "$found" "$found_err" | grep . | head -8
      fail=1
    fi
    checked=$((checked + 1))
    rm -f "$out" "$err"
  done
done < "$surfaces"
[ "$checked" -gt 0 ] || { echo "FAIL: no surface checked"; fail=1; }

# Coverage: every msgid of the sources (xgettext over libreplay/ and tools/, as the replay-pot
# target runs it) is in po/replay.pot, and has a non-empty msgstr in el.po and es.po; so a new
# Tr() sentence without a Greek and a Spanish line fails here. That every diagnostic code has a
# Greek and a Spanish message is tests/core/message_coverage_test.cc (it walks the code list).
ids() { msgcat --no-wrap --sort-output "$1" 2>/dev/null | grep '^msgid ' | sort -u; }
if command -v xgettext > /dev/null; then
  fresh=$(mktemp)
  xgettext --language=C++ --from-code=UTF-8 --keyword=Tr:1 --keyword=Localize:1 --keyword=REPLAY_N_:1 \
    -o "$fresh" $(git ls-files 'libreplay/*.cc' 'libreplay/*.h' 'tools/*.cc' 2>/dev/null |
                  grep -Ev '_test(_util)?\.(cc|h)$|/testing/') 2>/dev/null
  missing=$(comm -23 <(ids "$fresh") <(ids po/replay.pot))
  rm -f "$fresh"
  if [ -n "$missing" ]; then
    echo "FAIL: po/replay.pot is stale (cmake --build build --target replay-pot):"; echo "$missing" | head; fail=1
  fi
fi
for po in po/el.po po/es.po; do
  untranslated=$(msgattrib --untranslated --no-obsolete --no-wrap "$po" 2>/dev/null | grep '^msgid "..*"' || true)
  if [ -n "$untranslated" ]; then
    echo "FAIL: $po leaves msgids untranslated:"; echo "$untranslated" | head; fail=1
  fi
  fuzzy=$(msgattrib --only-fuzzy "$po" 2>/dev/null | grep -c '^msgid' || true)
  [ "$fuzzy" = 0 ] || { echo "FAIL: $po has fuzzy entries"; fail=1; }
  missing=$(comm -23 <(ids po/replay.pot) <(ids "$po"))
  [ -z "$missing" ] || { echo "FAIL: $po lacks msgids of po/replay.pot:"; echo "$missing" | head; fail=1; }
done
[ "$fail" -eq 0 ] && echo "messages: Greek and Spanish lines match; $checked surface runs hold no English; every msgid has both translations"
exit "$fail"
