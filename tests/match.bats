#!/usr/bin/env bats
# match/: elo.awk's score, Elo difference and 95% interval from W/D/L,
# checked against examples worked by hand (the working is in the comments);
# match.sh --check's verdicts on made-up games (no game is played here:
# tests/full/match.bats plays a short run), its refusal of bad options, the
# opening lines --skip and --openings pick; plot.sh with and without
# claims; clock-compare.sh's refusal of an unknown rule.

elo() { printf '%s\n' "$@" | awk -f "$BATS_TEST_DIRNAME/../match/elo.awk"; }

@test "elo: 60-20-20 gives 70%, +147 [86, 218]" {
  # s = (60+10)/100 = 0.7; Elo = -400 log10(1/0.7-1) = 400*0.36798 = 147.2
  # var = (60*0.3^2 + 20*0.2^2 + 20*0.7^2)/100 = (5.4+0.8+9.8)/100 = 0.16
  # se = sqrt(0.16/100) = 0.04; 0.7 -/+ 1.96*0.04 = 0.6216 .. 0.7784
  # Elo(0.6216) = 86.2, Elo(0.7784) = 218.3
  run elo "x 60 20 20"
  [ "$status" -eq 0 ]
  [ "$output" = "x 100 60 20 20 70.0 147 86 218" ]
}

@test "elo: an even score with draws is 0 [-111, 111]" {
  # s = 0.5; var = (5*0.25 + 10*0 + 5*0.25)/20 = 0.125
  # se = sqrt(0.125/20) = 0.0790569; 0.5 + 1.96*se = 0.654951
  # Elo(0.654951) = -400 log10(0.526832) = 111.3
  run elo "even 5 10 5"
  [ "$output" = "even 20 5 10 5 50.0 0 -111 111" ]
}

@test "elo: draws narrow the interval (same score, no draws)" {
  # 10-0-10: var = 0.25, se = sqrt(0.25/20) = 0.111803, s+1.96se = 0.719131
  # Elo(0.719131) = -400 log10(0.390569) = 163.3
  run elo "even 10 0 10"
  [ "$output" = "even 20 10 0 10 50.0 0 -163 163" ]
}

@test "elo: 1-3-6 is a negative difference, 25%" {
  # s = (1+1.5)/10 = 0.25; Elo = -400 log10(3) = -190.8
  # var = (1*0.75^2 + 3*0.25^2 + 6*0.25^2)/10 = (0.5625+0.1875+0.375)/10 = 0.1125
  # se = sqrt(0.01125) = 0.106066; 0.25 -/+ 0.207886 = 0.042114 .. 0.457886
  # Elo(0.042114) = -400 log10(22.7451) = -542.7; Elo(0.457886) = -29.3
  run elo "neg 1 3 6"
  [ "$output" = "neg 10 1 3 6 25.0 -191 -543 -29" ]
}

@test "elo: 100% and 0% use the exact binomial bound" {
  # 10 straight wins: p >= 0.025^(1/10) = 0.691503 (97.5%);
  # Elo(0.691503) = -400 log10(0.446129) = 140.2
  run elo "up 10 0 0" "down 0 0 10"
  [ "${lines[0]}" = "up 10 10 0 0 100.0 inf 140 inf" ]
  [ "${lines[1]}" = "down 10 0 0 10 0.0 -inf -inf -140" ]
}

@test "elo: interval end beyond 100% is inf" {
  # 2-0-1: s = 2/3, var = (2*(1/3)^2 + 1*(2/3)^2)/3 = 2/9, se = sqrt(2/27) = 0.27217
  # s + 1.96 se = 1.20 > 1 -> inf; s - 1.96 se = 0.13322 -> -400 log10(6.5063) = -325.3
  run elo "small 2 0 1"
  [ "$output" = "small 3 2 0 1 66.7 120 -325 inf" ]
}

@test "elo: comments, blank lines, no games, malformed input" {
  run elo "# comment" "" "none 0 0 0"
  [ "$output" = "none 0 0 0 0 - - - -" ]
  run elo "bad 1 2"
  [ "$status" -ne 0 ]
}

# match/match.sh --check: the verdicts on games already played, with
# made-up xboard output (no engine runs here; gnuplot draws the plot).
fake_game() {  # ROUND RESULT COMMENT
  printf '[Event "Computer Chess Game"]\n[Site "vm"]\n[Round "%s"]\n[White "A"]\n[Black "B"]\n[Result "%s"]\n\n1. e4 {+0.10/5 0.1} e5 {-0.10/5 0.1} 2. Qh5 %s %s\n\n' "$1" "$2" "$3" "$2"
}
check() {  # run match.sh --check on $dir for one opening (two games) of 43-42
  run "$BATS_TEST_DIRNAME/../match/match.sh" --check --openings 1 --out "$dir" 43-42
}
setup() {
  command -v gnuplot >/dev/null || skip "gnuplot is missing (apt-get install gnuplot-nox)"
  dir=$BATS_TEST_TMPDIR/m
  mkdir -p "$dir/games" "$dir/logs"
  : > "$dir/logs/43-42.out"
  printf '100 >first : usermove e2e4\n' > "$dir/logs/43-42.debug"
}

@test "match --check: a clean pair of games is tallied from the first engine's side" {
  # round 1: the first engine has White and wins; round 2: Black, a draw
  { fake_game 1 1-0 "{White mates}"; fake_game 2 1/2-1/2 "{Draw by repetition}"; } > "$dir/games/43-42.pgn"
  check
  echo "$output"
  [ "$status" -eq 0 ]
  [ "$(cat "$dir/results.txt")" = "43-42 1 1 0" ]
  [ -s "$dir/elo.png" ]
  [ -s "$dir/summary.pgn" ]
  grep -q '^| 43-42 | 2 | 1 | 1 | 0 | 75.0% | 191 |' "$dir/table.md"
  # the summary keeps the result comment, not the engines' thinking
  grep -q 'Qh5 {White mates} 1-0' "$dir/summary.pgn"
  [ "$(grep -c '0.10/5' "$dir/summary.pgn")" -eq 0 ]
}

@test "match --check: colours alternate, so a Black win in round 2 is the first engine's" {
  { fake_game 1 0-1 "{Black mates}"; fake_game 2 0-1 "{Black mates}"; } > "$dir/games/43-42.pgn"
  check
  [ "$status" -eq 0 ]
  [ "$(cat "$dir/results.txt")" = "43-42 1 0 1" ]
}

@test "match --check: an illegal move fails the run" {
  { fake_game 1 1-0 "{White mates}"; fake_game 2 1-0 "{Black makes illegal move: e7e9}"; } > "$dir/games/43-42.pgn"
  check
  echo "$output"
  [ "$status" -eq 1 ]
  [[ $output == *"FAIL 43-42 game 2"*"illegal"* ]]
}

@test "match --check: a game without a result, a crash, a missing game fail the run" {
  { fake_game 1 1-0 "{White mates}"; fake_game 2 '*' "{}"; } > "$dir/games/43-42.pgn"
  check; [ "$status" -eq 1 ]; [[ $output == *"no result"* ]]
  { fake_game 1 1-0 "{White mates}"; fake_game 2 0-1 "{xboard exit: engine terminated}"; } > "$dir/games/43-42.pgn"
  check; [ "$status" -eq 1 ]
  fake_game 1 1-0 "{White mates}" > "$dir/games/43-42.pgn"
  check; [ "$status" -eq 1 ]; [[ $output == *"1 games, expected 2"* ]]
}

@test "match --check: an engine that rejects a move xboard sent fails the run" {
  { fake_game 1 1-0 "{White mates}"; fake_game 2 1/2-1/2 "{Draw by repetition}"; } > "$dir/games/43-42.pgn"
  printf '100 >first : usermove d2d3\n101 <first : Illegal move: d2d3\n' > "$dir/logs/43-42.debug"
  check
  [ "$status" -eq 1 ]
  [[ $output == *"rejected a move"* ]]
}

@test "match: a bad option value is refused before anything runs (status 2)" {
  local m=$BATS_TEST_DIRNAME/../match/match.sh
  run "$m" --progress soon --check --out "$dir" 43-42
  [ "$status" -eq 2 ]; [[ $output == *"--progress needs a whole number, not 'soon'"* ]]
  run "$m" --nodes 0 --check --out "$dir" 43-42
  [ "$status" -eq 2 ]; [[ $output == *"--nodes must be at least 1"* ]]
  run "$m" --tc "1 0.5" --check --out "$dir" 43-42
  [ "$status" -eq 2 ]; [[ $output == *'--tc needs "MINUTES INC ODDS"'* ]]
  run "$m" --check --out "$dir" 43-44
  [ "$status" -eq 2 ]; [[ $output == *"bad pairing 43-44"* ]]
  # nothing was tallied
  [ ! -e "$dir/results.txt" ]
}

@test "match --check: 4.8 pairings (48-43, 48-fairymax) are accepted and tallied" {
  for p in 48-43 48-fairymax; do
    { fake_game 1 1-0 "{White mates}"; fake_game 2 1/2-1/2 "{Draw by repetition}"; } > "$dir/games/$p.pgn"
  done
  run "$BATS_TEST_DIRNAME/../match/match.sh" --check --openings 1 --out "$dir" 48-43 48-fairymax
  echo "$output"
  [ "$status" -eq 0 ]
  [ "$(cat "$dir/results.txt")" = "$(printf '48-43 1 1 0\n48-fairymax 1 1 0')" ]
  run "$BATS_TEST_DIRNAME/../match/match.sh" --check --out "$dir" 48-49
  [ "$status" -eq 2 ]; [[ $output == *"bad pairing 48-49"* ]]
}

@test "match: --skip S --openings K plays the K lines after the first S" {
  { fake_game 1 1-0 "{White mates}"; fake_game 2 1/2-1/2 "{Draw by repetition}"; } > "$dir/games/43-42.pgn"
  run "$BATS_TEST_DIRNAME/../match/match.sh" --check --skip 1 --openings 1 --out "$dir" 43-42
  [ "$status" -eq 0 ]
  # the second line of the file, and only it
  [ "$(grep -c '^\[Event ' "$dir/openings.pgn")" -eq 1 ]
  [ "$(cat "$dir/openings.pgn")" = "$(awk '/^\[Event /{n++} n==2' "$BATS_TEST_DIRNAME/../match/openings.pgn")" ]
  run "$BATS_TEST_DIRNAME/../match/match.sh" --check --skip 100 --out "$dir" 43-42
  [ "$status" -eq 2 ]; [[ $output == *"--skip must be below the 100 opening lines"* ]]
}

@test "plot: draws with and without a claims file; a claim for a pairing not played is ignored" {
  local p=$BATS_TEST_DIRNAME/../match/plot.sh
  printf '43-42 3 4 1\n42-40 8 0 0\n' | awk -f "$BATS_TEST_DIRNAME/../match/elo.awk" > "$dir/elo.txt"
  run "$p" "$dir/elo.txt" "$dir/a.png" "t"
  [ "$status" -eq 0 ]; [ -s "$dir/a.png" ]
  printf '# comment\n43-42 108\n99-98 5\n' > "$dir/claims.txt"
  run "$p" "$dir/elo.txt" "$dir/b.png" "t" "$dir/claims.txt"
  [ "$status" -eq 0 ]; [ -s "$dir/b.png" ]
  [[ $output != *warning* ]]
  # the claim is drawn: the picture differs from the one without it
  ! cmp -s "$dir/a.png" "$dir/b.png" || false
}

@test "clock-compare.sh rule: a name that clock.c does not #define is refused" {
  run "$BATS_TEST_DIRNAME/../match/clock-compare.sh" rule "$BATS_TEST_TMPDIR/r" NO_SUCH_RULE=1
  [ "$status" -eq 2 ]
  [[ "$output" == *"no #define NO_SUCH_RULE in readable/front/clock.c"* ]]
  [ ! -e "$BATS_TEST_TMPDIR/r/new/readable48" ]
}
