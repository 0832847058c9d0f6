# golden_cases VERSION GLOB...: comma-separated names of the golden cases of
# VERSION whose names match any GLOB (for tests/golden.sh).
golden_cases() {
  local v=$1 g f out=()
  shift
  for g in "$@"; do
    for f in tests/golden/$v/$g.in; do
      [ -f "$f" ] && out+=("$(basename "$f" .in)")
    done
  done
  (IFS=,; echo "${out[*]}")
}

# The golden cases are sized in three tiers (README, "How the tests prove
# faithfulness"):
#   make test        the hand-made special-* cases with the kibitz builds (a
#                    kibitz transcript holds every board too), and three of
#                    them with the plain builds: a few minutes;
#   make test-full   CI: + the opening and random cases, and the golden game
#                    of each version that ends early in mate, with the kibitz
#                    builds (GOLDEN=ci, the default);
#   make test-golden every case and game, with both builds (GOLDEN=all).
QUICK_PLAIN="special-illegal-inputs,special-fools-mate-engine-mated,special-ep-input"
# quick_plain_cases: the cases `make test` replays with the plain builds.
quick_plain_cases() { echo "$QUICK_PLAIN"; }
# full_plain_cases VERSION: every short case but those (for test-full).
full_plain_cases() {
  golden_cases "$1" 'special-*' 'opening-*' 'random-*' | tr , '\n' |
    grep -vxF -e "${QUICK_PLAIN//,/$'\n'}" | paste -sd, -
}
# golden_games VERSION: the 160-ply games replayed at this tier.  GOLDEN=ci
# replays one game per version, the one that ends early (4.0 and 4.2 mate in
# game-d4, 4.3 in game-start): every program still searches every line after
# the mate, but the mated side's search ends at once.
golden_games() {
  if [ "${GOLDEN:-ci}" = all ]; then golden_cases "$1" 'game-*'; return; fi
  case $1 in 43) echo game-start;; *) echo game-d4;; esac
}

# replay_games PREFIX SUFFIX [ARGS...]: the kibitz traces of this tier's
# games, each (version, game) in its own process, two at a time, through
# PREFIX<version>SUFFIX ARGS (e.g. build/umax -kibitz, or build/readable ""
# --kibitz).  Fails unless every game passed.
replay_games() {
  local jobs="" v g out
  for v in 40 42 43; do
    for g in $(golden_games $v | tr , ' '); do jobs="$jobs$v $g"$'\n'; done
  done
  out=$(printf %s "$jobs" | xargs -P 2 -L 1 bash -c \
    'v=${@: -2:1} g=${@: -1}; set -- "${@:1:$#-2}"; p=$1 s=$2; shift 2
     tests/golden.sh -j 1 kibitz "$v" "$g" -- "$p$v$s" "$@"' \
    _ "$1" "$2" "${@:3}") || { echo "$out"; return 1; }
  echo "$out"
  [ "$(grep -c ': 1 passed, 0 failed' <<<"$out")" -eq "$(grep -c . <<<"$jobs")" ]
}
