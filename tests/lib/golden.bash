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
