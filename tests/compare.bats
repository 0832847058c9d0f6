#!/usr/bin/env bats
# compare/: the regression harness (compare/compare.sh), its random legal
# games (compare/randgame.c) and the bench (compare/bench.sh).
#
# What this file shows:
#   - randgame knows the rules: perft from the initial position, perft equal
#     to Stockfish's after random games (when Stockfish is installed), and
#     the engines accept every move of its games;
#   - the harness catches a real difference: a one-token change planted in a
#     copy of umax43 (the castling bonus, 50 -> 49) makes it fail with a
#     report that names the position, the board, both moves and the first
#     differing trace line;
#   - its verdicts on golden inputs follow the golden transcripts;
#   - --list turns a games file and a PGN file into one case per position;
#     bad options and missing programs give exit status 2;
#   - bench.sh: the same node counts for a program and itself, MISMATCH
#     for the planted change;
#   - listing.sh and listing42.sh make the edits they promise and refuse a
#     file without them.
# The untouched umax and readable on compare's random and self-play cases:
# tests/full/compare.bats (make test-full); all of it: make compare QUICK=1.

load lib/common

setup_file() {
  build_targets all build/randgame
  # The planted change: a copy of umax/umax43.c with its kibitz trace
  # enabled (as the Makefile does) and the castling bonus changed by one.
  export PLANT_DIR="$BATS_FILE_TMPDIR/plant"
  mkdir -p "$PLANT_DIR"
  sed 's|/\*KIBITZ:\(.*\)\*/|\1|' umax/umax43.c > "$PLANT_DIR/bug43.c"
  sed -i 's/v+=50/v+=49/' "$PLANT_DIR/bug43.c"
  if ! grep -q 'v+=49' "$PLANT_DIR/bug43.c"; then
    echo "umax/umax43.c no longer has the token v+=50 (castling bonus): update the planted change" > "$PLANT_DIR/error"
  fi
  cc -O2 -std=gnu89 -fsigned-char -w -o "$PLANT_DIR/bug43" "$PLANT_DIR/bug43.c" 2> "$PLANT_DIR/cc.err" ||
    echo "cannot build the planted copy: $(cat "$PLANT_DIR/cc.err")" >> "$PLANT_DIR/error"
}

planted() {
  if [ -f "$PLANT_DIR/error" ]; then cat "$PLANT_DIR/error"; return 1; fi
}

# Boards of a transcript, one line each (trace lines dropped).
boards() {
  awk '/^ *-?[0-9]+ ply, / { next } { b = b $0 "|"; if (++n == 8) { print b; b = ""; n = 0 } }'
}

@test "randgame: perft from the initial position is 20, 400, 8902, 197281" {
  run build/randgame perft 1; [ "$output" = 20 ]
  run build/randgame perft 2; [ "$output" = 400 ]
  run build/randgame perft 3; [ "$output" = 8902 ]
  run build/randgame perft 4; [ "$output" = 197281 ]
}

@test "randgame: builds without warnings under -std=c99 -Wall -Wextra -pedantic" {
  run cc -std=c99 -Wall -Wextra -pedantic -O2 -o "$BATS_TEST_TMPDIR/randgame" compare/randgame.c
  echo "$output"
  [ "$status" -eq 0 ]
  [ -z "$output" ]
}

@test "randgame: the same seed gives the same games, another seed others; its games pass its own check" {
  a=$(build/randgame games 5 7 6 60)
  b=$(build/randgame games 5 7 6 60)
  c=$(build/randgame games 5 8 6 60)
  [ "$a" = "$b" ]
  [ "$a" != "$c" ]
  [ "$(echo "$a" | wc -l)" -eq 5 ]
  checked=$(echo "$a" | build/randgame check 2>&1)
  [ "$checked" = "$a" ]
}

@test "randgame check: cuts a game at its first illegal move and at an under-promotion" {
  run bash -c "printf 'e2e4 e7e5 e1e3 a2a3\nd2d4 d7d5\n' | build/randgame check"
  [ "${lines[0]}" = "randgame: line 1: illegal move e1e3, game cut there" ]
  [ "${lines[1]}" = "e2e4 e7e5" ]
  [ "${lines[2]}" = "d2d4 d7d5" ]
  run bash -c "echo 'a2a4 b7b5 a4b5 a7a6 b5a6 c8b7 a6b7 b8c6 b7a8n' | build/randgame check"
  [[ "$output" == *"under-promotion b7a8n"* ]]
  [[ "$output" == *"a6b7 b8c6" ]]
  run build/randgame legal a2a4 b7b5 a4b5 a7a6 b5a6 c8b7 a6b7 b8c6
  [[ "$output" == *b7a8* ]]
  [[ "$output" == *b7b8* ]]
}

@test "randgame: perft 3 equals Stockfish's after 12 random games (skipped without Stockfish)" {
  sf=$(command -v stockfish || echo /usr/games/stockfish)
  [ -x "$sf" ] || skip "stockfish is not installed (Debian package stockfish)"
  build/randgame games 12 99 10 120 | build/randgame check -u > "$BATS_TEST_TMPDIR/games"
  n=0
  while read -r game; do
    ours=$(build/randgame perft 3 $game)
    theirs=$(printf 'position startpos moves %s\ngo perft 3\nquit\n' "$game" | "$sf" 2>/dev/null |
             sed -n 's/^Nodes searched: //p')
    echo "after: $game"; echo "randgame $ours, stockfish $theirs"
    [ -n "$ours" ]
    [ "$ours" = "$theirs" ]
    n=$((n + 1))
  done < "$BATS_TEST_TMPDIR/games"
  [ "$n" -eq 12 ]
}

@test "umax43 and readable43 accept every move of random games (the board changes on every line)" {
  build/randgame games 4 5 20 90 > "$BATS_TEST_TMPDIR/games"
  for prog in build/umax43 build/readable43; do
    while read -r game; do
      printf '%s\n' $game > "$BATS_TEST_TMPDIR/in"
      $prog < "$BATS_TEST_TMPDIR/in" | boards > "$BATS_TEST_TMPDIR/boards"
      # n moves: n + 1 boards, each different from the one before.
      [ "$(wc -l < "$BATS_TEST_TMPDIR/boards")" -eq $(( $(wc -l < "$BATS_TEST_TMPDIR/in") + 1 )) ]
      [ "$(uniq "$BATS_TEST_TMPDIR/boards" | wc -l)" -eq "$(wc -l < "$BATS_TEST_TMPDIR/boards")" ]
    done < "$BATS_TEST_TMPDIR/games"
  done
}

@test "report: names the first differing trace line, the board and both moves (4.3's boards and 4.8's)" {
  local v g line
  # 4.3 prints a row as " R N B ...", 4.8 as "RNB...": the report reads both.
  for v in 43 48; do
    g=tests/golden/$v/special-castle-kingside
    # A copy of the golden trace with one node count changed in the last search.
    line=$(grep -n ' ply, ' "$g.kibitz" | tail -3 | head -1 | cut -d: -f1)
    awk -v n="$line" 'NR == n { sub(/searched/, "searched ") } { print }' "$g.kibitz" > "$BATS_TEST_TMPDIR/b.out"
    run awk -v in_file="$g.in" -v a_file="$g.kibitz" -v b_file="$BATS_TEST_TMPDIR/b.out" \
        -v a_name=umax$v -v b_name=readable$v -v a_rc=0 -v b_rc=0 -v a_cmd=build/umax$v-kibitz \
        -f compare/boards.awk -f compare/report.awk
    echo "$output"
    [ "$status" -eq 0 ]
    [[ "$output" == *"position: after 7 input lines"* ]]
    [[ "$output" == *"e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"* ]]
    [[ "$output" == *"board before input line 8:"* ]]
    [[ "$output" == *"1 R N B Q . R K ."* ]]
    [[ "$output" == *"input line 8: (empty: engine moves)"* ]]
    [[ "$output" == *"first difference: output line $line (trace line"* ]]
    [[ "$output" == *"umax$v       plays "* ]]
    [[ "$output" == *"readable$v   plays "* ]]
    [[ "$output" != *"plays ?"* ]]
    [[ "$output" == *"replay: printf"* ]]
  done
}

@test "compare: a one-token change in a copy of umax43 (castling bonus) fails with a useful report" {
  planted
  printf '%s\n' '# white may castle' 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 -' \
                '# after castling' 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 -' > "$BATS_TEST_TMPDIR/cases"
  run compare/compare.sh --versions 43 --cases "$BATS_TEST_TMPDIR/cases" \
      --umax build/umax%V-kibitz --readable "$PLANT_DIR/bug%V" --workdir "$BATS_TEST_TMPDIR/work"
  echo "$output"
  [ "$status" -eq 1 ]
  [[ "$output" == *"compare 43: 2 positions (2 cases)"*": 0 agree, 2 diverge;"* ]]
  [[ "$output" == *"DIVERGENCE 43 cases1-001 (cases)"* ]]
  [[ "$output" == *"position: after 6 input lines"* ]]
  [[ "$output" == *"board before input line 7:"* ]]
  [[ "$output" == *"first difference: output line "*"(trace line "* ]]
  [[ "$output" == *"replay: printf"* ]]
  [[ "$output" == *"compare: FAIL, 2 positions, 2 divergences"* ]]
  [ -f "$BATS_TEST_TMPDIR/work/res/43/cases1-001.report" ]
}

@test "compare --golden: the verdicts follow the golden transcripts (planted change as the second program)" {
  planted
  cases='special-castle-kingside special-king-into-check special-scholar-mate-in-1 special-fools-mate-engine-mated'
  run compare/compare.sh --golden --match "$cases" --versions 43 --keep \
      --umax build/umax%V-kibitz --readable "$PLANT_DIR/bug%V" --workdir "$BATS_TEST_TMPDIR/work"
  echo "$output"
  [ "$status" -eq 1 ]
  [[ "$output" == *"golden transcripts matched: umax43 4/4, readable43 2/4"* ]]
  # Each verdict must be what the golden files say: agree exactly when the
  # changed program still prints the golden transcript.
  agree=0; diverge=0
  for c in $cases; do
    verdict=$(tr ' ' '\n' < "$BATS_TEST_TMPDIR/work/res/43/golden-$c.status" | sed -n 's/^verdict=//p')
    if cmp -s "$BATS_TEST_TMPDIR/work/res/43/golden-$c.readable" "tests/golden/43/$c.kibitz"; then
      expected=agree; agree=$((agree + 1))
    else
      expected=diverge; diverge=$((diverge + 1))
    fi
    echo "$c: $verdict (golden says $expected)"
    [ "$verdict" = "$expected" ]
  done
  [ "$agree" -eq 2 ]
  [ "$diverge" -eq 2 ]
}

@test "compare --list: a PGN file becomes one case per position (skipped without pgn-extract)" {
  command -v pgn-extract >/dev/null || [ -x /usr/games/pgn-extract ] ||
    skip "pgn-extract is not installed (Debian package pgn-extract)"
  printf '%s\n' '[Event "t"]' '[Result "*"]' '' '1. e4 e5 2. Nf3 {c} Nc6 (2... d6) 3. Bb5 *' > "$BATS_TEST_TMPDIR/t.pgn"
  run compare/compare.sh --list --pgn "$BATS_TEST_TMPDIR/t.pgn" --workdir "$BATS_TEST_TMPDIR/work"
  echo "$output"
  [ "$status" -eq 0 ]
  [ "${#lines[@]}" -eq 6 ]
  [ "${lines[0]}" = "pgn pgn1-001-p000: -" ]
  [ "${lines[5]}" = "pgn pgn1-001-p005: e2e4 e7e5 g1f3 b8c6 f1b5 -" ]
}

@test "compare --list: a games file, cut at an illegal move, every position once" {
  printf '%s\n' 'e2e4 e7e5 e1e3 a2a3' 'e2e4 d7d5' > "$BATS_TEST_TMPDIR/games"
  run compare/compare.sh --list --games "$BATS_TEST_TMPDIR/games" --workdir "$BATS_TEST_TMPDIR/work"
  echo "$output"
  [ "$status" -eq 0 ]
  [[ "$output" == *"illegal move e1e3"* ]]
  [[ "$output" == *"games games1-001-p002: e2e4 e7e5 -"* ]]
  [[ "$output" == *"games games1-002-p002: e2e4 d7d5 -"* ]]
  [[ "$output" != *"games1-002-p000"* ]]
  [[ "$output" != *"games1-002-p001"* ]]
}

@test "compare: bad options and missing programs give exit status 2 and a message" {
  run compare/compare.sh --no-such-option
  [ "$status" -eq 2 ]
  run compare/compare.sh --versions 43 --umax /nonexistent/umax%V --workdir "$BATS_TEST_TMPDIR/work" --only golden --match special-scholar-mate-in-1
  [ "$status" -eq 2 ]
  [[ "$output" == *"program not found or not executable: /nonexistent/umax43"* ]]
}

@test "bench: identical node counts for a program and itself, MISMATCH for the planted change" {
  planted
  printf '%s\n' '# mate in one' 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 -' '# white may castle' 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 -' > "$BATS_TEST_TMPDIR/pos"
  run compare/bench.sh --versions 43 --positions "$BATS_TEST_TMPDIR/pos" --umax build/umax%V-kibitz --readable build/umax%V-kibitz
  echo "$output"
  [ "$status" -eq 0 ]
  [[ "${lines[0]}" =~ ^bench\ 43\ umax\ +nodes\ +[0-9]+\ +positions\ 2\  ]]
  [[ "${lines[2]}" == "bench 43 nodes OK  readable/umax wall "* ]]
  # speed: readable's nodes per CPU second over umax's, the inverse of the
  # CPU time ratio printed before it
  [[ "${lines[2]}" =~ cpu\ ([0-9.]+)\ \ speed\ ([0-9.]+)x$ ]]
  awk -v r="${BASH_REMATCH[1]}" -v s="${BASH_REMATCH[2]}" 'BEGIN { d = s - 1 / r; exit !(r > 0 && d < 0.006 && d > -0.006) }'
  run compare/bench.sh --versions 43 --positions "$BATS_TEST_TMPDIR/pos" --umax build/umax%V-kibitz --readable "$PLANT_DIR/bug%V"
  echo "$output"
  [ "$status" -eq 1 ]
  [[ "${lines[2]}" == "bench 43 nodes MISMATCH"* ]]
}

@test "listing.sh: a listing's kibitz line switched on and an exit at end of input; a file without them refused" {
  # A stand-in for a published listing, with its two idioms: it reads
  # forever, and its kibitz line is commented out.
  printf '%s\n' '#define W while' 'int z=1,c[9],*p;' \
    'main(){W(1){printf("board\n");p=c;W((*p++=getchar())>10);' \
    '/*if(z)printf("%2d ply\n",' ' 1); /* uncomment for Kibitz */' '}}' > "$BATS_TEST_TMPDIR/fake.c"
  cp "$BATS_TEST_TMPDIR/fake.c" "$BATS_TEST_TMPDIR/fake.orig"
  run compare/listing.sh "$BATS_TEST_TMPDIR/fake.c" "$BATS_TEST_TMPDIR/fake"
  echo "$output"
  [ "$status" -eq 0 ]
  cmp "$BATS_TEST_TMPDIR/fake.c" "$BATS_TEST_TMPDIR/fake.orig"   # untouched
  run compare/listing.sh "$BATS_TEST_TMPDIR/fake.c" "$BATS_TEST_TMPDIR/fake.c"
  [ "$status" -eq 2 ]
  cmp "$BATS_TEST_TMPDIR/fake.c" "$BATS_TEST_TMPDIR/fake.orig"
  run timeout 10 "$BATS_TEST_TMPDIR/fake" <<< "e2e4"
  [ "$status" -eq 0 ]
  [ "$output" = "$(printf 'board\n 1 ply\nboard')" ]
  printf 'main(){}\n' > "$BATS_TEST_TMPDIR/other.c"
  run compare/listing.sh "$BATS_TEST_TMPDIR/other.c" "$BATS_TEST_TMPDIR/other"
  [ "$status" -eq 1 ]
  [[ "$output" == *"no commented-out kibitz line"* ]]
}

@test "listing.sh: 4.0-4.3's kibitz line (if(z==8)) switched on and their hash-lock counter j started at 0" {
  # A stand-in with 4.0-4.3's idioms: j is left uninitialised in main()
  # and printed here, so that the edit shows.
  printf '%s\n' '#define W while' 'int z=8,*p;' \
    'main(){int j,k=8,*p,c[9];W(1){printf("board %d\n",j++);p=c;W((*p++=getchar())>10);' \
    '/*if(z==8)printf("%2d ply\n",' ' 1); /* uncomment for Kibitz */' '}}' > "$BATS_TEST_TMPDIR/fake40.c"
  run compare/listing.sh "$BATS_TEST_TMPDIR/fake40.c" "$BATS_TEST_TMPDIR/fake40"
  echo "$output"
  [ "$status" -eq 0 ]
  grep -qF 'int j/*{harness*/=0/*harness}*/,k=8,' "$BATS_TEST_TMPDIR/fake40.edited.c"
  run timeout 10 "$BATS_TEST_TMPDIR/fake40" <<< "e2e4"
  [ "$output" = "$(printf 'board 0\n 1 ply\nboard 1')" ]
  run compare/listing.sh --plain "$BATS_TEST_TMPDIR/fake40.c" "$BATS_TEST_TMPDIR/plain40"
  run timeout 10 "$BATS_TEST_TMPDIR/plain40" <<< "e2e4"
  [ "$output" = "$(printf 'board 0\nboard 1')" ]
}

@test "listing42.sh: 4.2 made from a 4.3 listing by its four king-safety edits; another file refused" {
  # The 4.3 idioms that 4.2 lacks, one a line, each with a comment after it
  printf '%s\n' 'int M=136,S=128,I=8e3,C=799,Q,O,K,N,R;  /* g */' \
    'f(){if(!(G&M))b[F]=k+6,v+=50;  /* castle */' \
    '  v-=p-4|R>29?0:20;  /* frozen */' \
    '  v-=9*((x-2&M||b[x-2]-u)+(x+2&M||b[x+2]-u)-1  /* pawns */' \
    '   +(b[x^16]==k+36));  /* magnetic */' \
    '  {Q=-e-i;O=F;  /* play */' \
    '   R+=i>>7;return l;}  /* count */' '}' > "$BATS_TEST_TMPDIR/fake43.c"
  run compare/listing42.sh "$BATS_TEST_TMPDIR/fake43.c" "$BATS_TEST_TMPDIR/fake42.c"
  echo "$output"
  [ "$status" -eq 0 ]
  run cat "$BATS_TEST_TMPDIR/fake42.c"
  [ "${lines[0]}" = 'int M=136,S=128,I=8e3,C=799,Q,O,K,N;  /* g */' ]
  [ "${lines[1]}" = 'f(){if(!(G&M))b[F]=k+6,v+=30;  /* castle */' ]
  [ "${lines[2]}" = '  v-=9*((x-2&M||b[x-2]-u)+(x+2&M||b[x+2]-u)-1);  /* pawns */' ]
  [ "${lines[3]}" = '  {Q=-e-i;O=F;return l;}  /* play */' ]
  [ "${#lines[@]}" -eq 5 ]
  run compare/listing42.sh "$BATS_TEST_TMPDIR/fake42.c" "$BATS_TEST_TMPDIR/again.c"
  [ "$status" -ne 0 ]
  [[ "$output" == *"not the 4.3 listing"* ]]
}
