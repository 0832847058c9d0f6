#!/usr/bin/env bats
# make test-full: a smoke run of `make match` (match/match.sh) with the real
# xboard, headless: one opening line played with both colours, micro-Max 4.3
# against 4.2 and against Fairy-Max at 2000 nodes a move.  The run itself
# checks that every game has a result and that no engine made an illegal
# move or crashed; here we check that it says so and that the table and the
# plot were made.  A minute or two, more on a loaded machine.

load ../lib/common

setup_file() { build_targets build/readable42 build/readable43; }

setup() {
  to_top
  export PATH="$PATH:/usr/games"
  local p
  for p in xboard xvfb-run fairymax polyglot stockfish gnuplot; do
    command -v "$p" >/dev/null ||
      skip "$p is missing (apt-get install xboard xvfb fairymax polyglot stockfish gnuplot-nox)"
  done
}

@test "make match, smoke: 4.3-4.2 and 4.3-Fairy-Max, one opening, both colours" {
  local dir=$BATS_TEST_TMPDIR/match
  run match/match.sh --openings 1 --nodes 2000 --progress 1 --out "$dir" 43-42 43-fairymax
  echo "$output"
  [ "$status" -eq 0 ]
  [[ $output == *"all checks passed"* ]]
  # progress lines while the games come in, never past the total
  grep -Eq '^match: [1-4] of 4 games after [0-9]+ s$' <<<"$output"
  [ "$(grep -Ec '^match: ([5-9]|[0-9]{2,}) of 4 games' <<<"$output")" -eq 0 ]
  [ "$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$dir/games/43-42.pgn")" -eq 2 ]
  [ "$(grep -c '^\[White "micro-Max 4.3 readable [0-9.]*"\]' "$dir/games/43-fairymax.pgn")" -eq 1 ]
  [ "$(awk '{n += $2} END {print n}' "$dir/elo.txt")" -eq 4 ]
  [ -s "$dir/elo.png" ]
}
