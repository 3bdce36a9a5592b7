# bash completion for the replay-* tools, installed once per tool name. The options are read from
# the tool's own --help (the CLI definition), so they never drift; values that are choices
# (--format, --game, --by, --color) complete from the "{a,b}" sets --help prints; others fall
# back to file names.
_replay_tool() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} help
  help=$("${COMP_WORDS[0]}" --help 2>/dev/null) || return
  if [[ $prev == -* ]]; then
    local choices
    choices=$(grep -E -- "(^|[ ,])$prev([ ,]|$)" <<<"$help" | grep -oE '\{[^}]*\}' | head -1 |
              tr -d '{}' | tr ',' ' ')
    if [[ -n $choices ]]; then
      mapfile -t COMPREPLY < <(compgen -W "$choices" -- "$cur")
      return
    fi
  fi
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(grep -oE -- '(^|[ ,])--?[A-Za-z][-A-Za-z]*' <<<"$help" |
                                          tr -d ' ,' | sort -u)" -- "$cur")
    return
  fi
  mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}
complete -o filenames -F _replay_tool replay-validate replay-score replay-show replay-gen \
  replay-import replay-stats replay-filter
