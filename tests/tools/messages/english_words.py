#!/usr/bin/env python3
"""Finds English words in text a tool printed under a Greek or Spanish locale (issue #28).

What counts as English: a word of the English catalogue (the msgids of po/replay.pot, which are
every sentence, label and heading the tools write in English) that the language's own
translations (the msgstrs of po/LANG.po) never use, and that tests/tools/messages/allowed.txt
does not list. So a word a translation keeps on purpose (a JSON key in backticks, NDJSON, FILE,
a game's term that is the same in Spanish) is no English, and an English word of a message that
escaped the catalogue is found whatever its sentence. Words are compared as written (case
counts), so the card code AS is not the word "as".

What is looked at: words of letters only; a token (between white space) holding / { } [ ] " ` =
or < > (a path, JSON, a key=value, markup), or starting with - (an option) or replay- (a tool's
name), is not text a person reads as words and is skipped. SVG: only the text of <text> and <title> elements. CSV: all
but the first line (its headings are for programs).

Usage: english_words.py LANG [--svg|--csv] < output; prints each English word found with its
line, exit 1 when there is one.
"""
import html
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..')


def po_strings(path, key):
    """The strings of every `key` ("msgid" or "msgstr") entry of a .po/.pot file."""
    out, current, inside = [], None, False
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        if line.startswith(key + ' '):
            if current is not None:
                out.append(current)
            current, inside = '', True
            line = line[len(key) + 1:]
        elif not line.startswith('"'):
            inside = False
            continue
        if inside and line.startswith('"'):
            current += bytes(line[1:-1], 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')
    if current is not None:
        out.append(current)
    return out


WORD = re.compile(r'[^\W\d_]+')
SKIP_TOKEN = re.compile(r'[/{}\[\]"`=<>]|^-|^replay-')


def words(text):
    for token in text.split():
        if SKIP_TOKEN.search(token):
            continue
        yield from WORD.findall(token)


def vocabulary(lang):
    english = set()
    for msgid in po_strings(os.path.join(ROOT, 'po', 'replay.pot'), 'msgid'):
        english.update(w for w in WORD.findall(msgid) if w.isascii() and len(w) > 1)
    kept = set()
    for msgstr in po_strings(os.path.join(ROOT, 'po', lang + '.po'), 'msgstr'):
        kept.update(words(msgstr))  # as output is read: a `key` in backticks keeps nothing
    allowed = set()
    for line in open(os.path.join(ROOT, 'tests', 'tools', 'messages', 'allowed.txt'), encoding='utf-8'):
        line = line.split('#', 1)[0].strip()
        if line:
            allowed.update(line.split())
    return english - kept - allowed


def main():
    lang = sys.argv[1]
    mode = sys.argv[2] if len(sys.argv) > 2 else ''
    text = sys.stdin.read()
    if mode == '--svg':
        parts = re.findall(r'<(text|title)\b[^>]*>(.*?)</\1>', text, re.S)
        lines = [html.unescape(re.sub(r'<[^>]*>', ' ', body)) for _, body in parts]
    elif mode == '--csv':
        lines = text.splitlines()[1:]
    else:
        lines = text.splitlines()
    english = vocabulary(lang)
    found = 0
    for line in lines:
        hits = sorted({w for w in words(line) if w in english})
        if hits:
            found += 1
            print(f"  {' '.join(hits)}  <-  {line.strip()[:160]}")
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
