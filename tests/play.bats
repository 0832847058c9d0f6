#!/usr/bin/env bats
# make play: the friendly mode as a player meets it (docs/front-ends.md,
# "Friendly mode"): moves in SAN, the game record (moves, pgn, load), the
# end of the game by the rules of chess, playing Black, hint, nodes,
# under-promotion, colour.  Whole games are driven through standard input
# at small node budgets; one game is played in a real terminal (tmux).

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

load lib/common

setup_file() { build_targets build/readable40 build/readable43; }

# fr [OPTION...] -- LINE...: the lines typed into readable43 --friendly at
# 2000 nodes a move.
fr() {
    local opts=()
    while [ "$1" != -- ]; do opts+=("$1"); shift; done
    shift
    printf '%s\n' "$@" | ./build/readable43 --friendly --nodes 2000 "${opts[@]}"
}

# all_bytes: every byte value, 0 to 255, once, in order (fixed binary input).
all_bytes() {
    local i
    for i in $(seq 0 255); do printf "\\$(printf %03o "$i")"; done
}

# Only the messages: no board lines, no blank lines, no evaluation and
# times after micro-Max's moves (tested on their own); the seconds of
# micro-Max's moves as "T".
said() {
    grep -v -e '^  [1-8] ' -e '^    [a-h] [a-h]' -e '^$' -e '^Evaluation: ' -e '^Time used: ' |
        sed 's/ in [0-9]*\.[0-9][0-9] s\.$/ in T s./'
}

# The same without the echo of your own moves ("You play 1. e4 (e2e4).").
messages() {
    said | grep -v '^You play [0-9]'
}

# micro-Max's moves as squares, one line.
engine_squares() {
    sed -n 's/^micro-Max plays .* (\([a-h1-8q]*\)) in .*/\1/p' | tr '\n' ' '
}

pgn_extract() {
    if command -v pgn-extract >/dev/null; then pgn-extract "$@"
    else /usr/games/pgn-extract "$@"; fi
}

need_pgn_extract() {
    command -v pgn-extract >/dev/null || [ -x /usr/games/pgn-extract ] ||
        skip "pgn-extract is not installed (Debian package pgn-extract)"
}

@test "play: make play is the friendly mode, make play-original the published program" {
    run make -n play
    [[ $output == *"build/readable48 --friendly"* ]]
    run make -n play V=40 PLAY_ARGS=--black
    [[ $output == *"build/readable40 --friendly --black"* ]]
    run make --no-print-directory -n play-original V=42
    [[ ${lines[-1]} == "./build/umax42" ]]
}

@test "play: micro-Max's move in SAN, as squares, and its time; moves lists the game" {
    run bash -c "$(declare -f fr said); fr -- e4 Nf3 moves | said"
    [ "${lines[2]}" = "You play 1. e4 (e2e4)." ]
    [ "${lines[3]}" = "micro-Max plays 1... Nc6 (b8c6) in T s." ]
    [ "${lines[5]}" = "You play 2. Nf3 (g1f3)." ]
    [ "${lines[6]}" = "micro-Max plays 2... d5 (d7d5) in T s." ]
    [ "${lines[8]}" = "1. e4 Nc6 2. Nf3 d5" ]
    run bash -c "$(declare -f fr); fr -- e4 | grep plays"
    [[ $output =~ ^micro-Max\ plays\ 1\.\.\.\ Nc6\ \(b8c6\)\ in\ [0-9]+\.[0-9][0-9]\ s\.$ ]]
}

@test "play: SAN and squares give micro-Max the same game (its moves are game_think's)" {
    local san squares
    san=$(printf '%s\n' e4 Nf3 Bc4 O-O d4 Nxd4 | ./build/readable43 --friendly --nodes 3000 |
          sed -n 's/^micro-Max plays .* (\([a-h1-8q]*\)) in .*/\1/p' | tr '\n' ' ')
    squares=$(printf '%s\n' e2e4 g1f3 f1c4 e1g1 d2d4 f3d4 | ./build/readable43 --friendly --nodes 3000 |
          sed -n 's/^micro-Max plays .* (\([a-h1-8q]*\)) in .*/\1/p' | tr '\n' ' ')
    [ "$san" = "b8c6 d7d5 d5c4 e7e5 e5d4 d8d4 " ] || { echo "san: $san"; return 1; }
    [ "$san" = "$squares" ]
}

@test "play: SAN as players write it: x, +, #, 0-0, lower case, upper-case files, e8Q" {
    local fen='r3k2r/1P6/8/8/8/5N2/8/R3K2R w KQkq - 0 1' line
    # Each line alone from the same position, micro-Max not answering:
    # the FEN after it shows what was played.
    while read -r typed expect; do
        run bash -c "$(declare -f fr); fr --fen '$fen' -- 'auto off' '$typed' fen | tail -1"
        [ "${output%% *}" = "$expect" ] || { echo "$typed: $output"; return 1; }
    done <<'EOF'
O-O r3k2r/1P6/8/8/8/5N2/8/R4RK1
0-0-0 r3k2r/1P6/8/8/8/5N2/8/2KR3R
o-o-o r3k2r/1P6/8/8/8/5N2/8/2KR3R
o-o-o+ r3k2r/1P6/8/8/8/5N2/8/R3K2R
nd4 r3k2r/1P6/8/8/3N4/8/8/R3K2R
Ng1-h2? r3k2r/1P6/8/8/8/5N2/8/R3K2R
NE5 r3k2r/1P6/8/4N3/8/8/8/R3K2R
bxa8=Q+ Q3k2r/8/8/8/8/5N2/8/R3K2R
bxa8Q Q3k2r/8/8/8/8/5N2/8/R3K2R
b8=q rQ2k2r/8/8/8/8/5N2/8/R3K2R
b8=N rN2k2r/8/8/8/8/5N2/8/R3K2R
b7b8r rR2k2r/8/8/8/8/5N2/8/R3K2R
Rxa8+ R3k2r/1P6/8/8/8/5N2/8/4K2R
EOF
}

@test "play: ambiguous and illegal SAN: the reason, and the candidates" {
    run bash -c "$(declare -f fr said); fr --fen 'r3k2r/8/8/8/8/2b2N2/1P6/RN2K1BR w Kkq - 0 1' -- \
        'auto off' Nd2 Rd1 Qd4 Nfd4 Ngf3 O-O Kd2 e5 xyz bc3 | said"
    [ "${lines[1]}" = "Check! White to move." ]
    [ "${lines[3]}" = "Ambiguous move Nd2: it could be Nfd2 or Nbd2." ]
    [ "${lines[4]}" = "Illegal move Rd1: no white rook can move to d1; White's rooks have no legal move; only the king can go to d1: Kd1." ]
    [ "${lines[5]}" = "Illegal move Qd4: White has no queen." ]
    [ "${lines[6]}" = "Illegal move Nfd4: you are in check from the bishop on c3, and that move does not get you out of it." ]
    [ "${lines[7]}" = "Illegal move Ngf3: White has no knight on the g-file." ]
    [ "${lines[8]}" = "Illegal move O-O: castling needs empty squares between the king and the rook, and the bishop on g1 is in the way." ]
    [ "${lines[9]}" = "Illegal move Kd2: your king would be in check on d2 from the bishop on c3." ]
    [ "${lines[10]}" = "Illegal move e5: White has no pawn on the e-file." ]
    [ "${lines[11]}" = "'xyz' is not a move or a command. Moves look like e4, Nf3 or e2e4; type help for the commands." ]
    # bc3 is the pawn's capture here (the bishop cannot go there): played
    [ "${lines[12]}" = "You play 1. bxc3 (b2c3)." ]
    [ "${lines[13]}" = "Black to move." ]
    # two knights reach d2; bxc3 is the pawn's capture (SAN's b is the
    # file), though a bishop could take on c3 too; bc3 is either
    run bash -c "$(declare -f fr said); fr --fen '4k3/8/8/B7/8/2p2N2/1P6/1N2K3 w - - 0 1' -- 'auto off' Nd2 bc3 bxc3 | said"
    [ "${lines[3]}" = "Ambiguous move Nd2: it could be Nfd2 or Nbd2." ]
    [ "${lines[4]}" = "Ambiguous move bc3: it could be bxc3 or Bxc3." ]
    [ "${lines[5]}" = "You play 1. bxc3 (b2c3)." ]
}

@test "play: checkmate ends the game, in words and in the PGN result" {
    run bash -c "$(declare -f fr said messages); fr --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' -- Ra8# e4 pgn | messages"
    [ "${lines[2]}" = "Checkmate. White wins." ]
    [ "${lines[4]}" = "The game is over. Type new for a new game, or undo." ]
    [[ $output == *'[Result "1-0"]'* ]]
    [[ $output == *"1. Ra8# {Checkmate. White wins.} 1-0"* ]]
}

@test "play: draws by stalemate, insufficient material, fifty moves, threefold repetition" {
    # stalemate by the player's move
    run bash -c "$(declare -f fr said messages); fr --fen '7k/8/6K1/5Q2/8/8/8/8 w - - 0 1' -- Qf7 '' | messages"
    [ "${lines[2]}" = "Stalemate: Black has no legal move. The game is a draw." ]
    [ "${lines[4]}" = "The game is over. Type new for a new game, or undo." ]
    # insufficient material: the player takes the last piece ...
    run bash -c "$(declare -f fr said messages); fr --fen '4k3/8/8/8/8/8/3q4/4K3 w - - 0 1' -- Kxd2 pgn | messages"
    [ "${lines[2]}" = "Draw by insufficient material: neither side can ever checkmate." ]
    [[ $output == *'[Result "1/2-1/2"]'* ]]
    # ... or micro-Max does; bishops on one colour cannot mate either
    run bash -c "$(declare -f fr said messages); fr --fen '8/8/8/8/8/2k5/1Q6/7K b - - 0 1' -- '' | messages"
    [ "${lines[2]}" = "micro-Max plays 1... Kxb2 (c3b2) in T s." ]
    [ "${lines[3]}" = "Draw by insufficient material: neither side can ever checkmate." ]
    run bash -c "$(declare -f fr said messages); fr --fen '4k3/8/8/8/1b6/8/3B1n2/4K3 w - - 0 1' -- Kxf2 | messages"
    [ "${lines[2]}" = "Draw by insufficient material: neither side can ever checkmate." ]
    # (a knight each is not a draw: a blunder can still be mated)
    run bash -c "$(declare -f fr said messages); fr --fen '4k3/8/8/8/2n5/8/3N1n2/4K3 w - - 0 1' -- 'auto off' Kxf2 | messages"
    [ "${lines[3]}" = "Black to move." ]
    # the fifty-move rule: the hundredth half-move without capture or pawn move
    run bash -c "$(declare -f fr said messages); fr --fen '4k3/8/8/8/8/8/3R4/4K3 w - - 99 80' -- Kf1 | messages"
    [ "${lines[2]}" = "Draw by the fifty-move rule: fifty moves each without a capture or a pawn move." ]
    run bash -c "$(declare -f fr said messages); fr --fen '4k3/8/8/8/8/8/3R4/4K3 w - - 98 80' -- 'auto off' Kf1 | messages"
    [ "${lines[3]}" = "Black to move." ]
    # threefold repetition: the start position a third time
    run bash -c "$(declare -f fr said messages); fr -- 'auto off' Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 | messages"
    [ "${lines[9]}" = "Black to move." ]
    [ "${lines[10]}" = "Draw by threefold repetition: the same position for the third time, with the same side to move." ]
    [ "${lines[12]}" = "The game is over. Type new for a new game, or undo." ]
    # undo takes the game back to before the draw
    run bash -c "$(declare -f fr said messages); fr -- 'auto off' Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 undo | messages"
    [ "${lines[-2]}" = "Black to move." ]
    [ "${lines[-1]}" = "go, or an empty line, lets micro-Max move for Black." ]
}

@test "play: a repetition needs the same castling rights and en-passant captures" {
    # The kings go out and back: the rights are lost, so the start
    # position after it is a new one (8 plies: no draw), and only the
    # position after Kf8 comes a third time (10 plies).
    run bash -c "$(declare -f fr said messages); fr --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' -- 'auto off' \
        Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 | messages"
    [[ $output != *Draw* ]]
    run bash -c "$(declare -f fr said messages); fr --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' -- 'auto off' \
        Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 | messages"
    [[ ${lines[-2]} == "Draw by threefold repetition"* ]]
}

@test "play: PGN: the seven tags, SetUp and FEN, read by pgn-extract without complaint" {
    need_pgn_extract
    local pgn=$BATS_TEST_TMPDIR/game.pgn
    run bash -c "$(declare -f fr); fr -- e4 Nf3 Bc4 O-O 'pgn $pgn'"
    [[ $output == *"Saved the game to $pgn."* ]]
    run cat "$pgn"
    [ "${lines[0]}" = '[Event "Casual game"]' ]
    [ "${lines[1]}" = '[Site "?"]' ]
    [[ ${lines[2]} =~ ^\[Date\ \"[0-9]{4}\.[0-9]{2}\.[0-9]{2}\"\]$ ]]
    [ "${lines[3]}" = '[Round "-"]' ]
    [ "${lines[4]}" = '[White "Player"]' ]
    [ "${lines[5]}" = '[Black "micro-Max 4.3"]' ]
    [ "${lines[6]}" = '[Result "*"]' ]
    [ "${lines[7]}" = '1. e4 Nc6 2. Nf3 d5 3. Bc4 dxc4 4. O-O e5 *' ]
    run bash -c "pgn_extract() { $(declare -f pgn_extract | tail -n +2); }; pgn_extract -s '$pgn' 2>&1 >/dev/null"
    [ -z "$output" ] || { echo "pgn-extract: $output"; return 1; }
    # a position, an under-promotion, a draw with its comment: no complaint
    printf '%s\n' e8=N+ "pgn $BATS_TEST_TMPDIR/fen.pgn" |
        ./build/readable43 --friendly --nodes 2000 --fen '8/4P1k1/8/8/8/8/P7/K7 w - - 0 1' >/dev/null
    printf '%s\n' 'auto off' Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 "pgn $BATS_TEST_TMPDIR/draw.pgn" |
        ./build/readable43 --friendly >/dev/null
    run bash -c "pgn_extract() { $(declare -f pgn_extract | tail -n +2); }; pgn_extract -s '$BATS_TEST_TMPDIR/fen.pgn' '$BATS_TEST_TMPDIR/draw.pgn' 2>&1 >/dev/null"
    [ -z "$output" ] || { echo "pgn-extract: $output"; return 1; }
    run bash -c "pgn_extract() { $(declare -f pgn_extract | tail -n +2); }; pgn_extract -s '$BATS_TEST_TMPDIR/fen.pgn' '$BATS_TEST_TMPDIR/draw.pgn' | tr '\n' ' '"
    [[ $output == *'[FEN "8/4P1k1/8/8/8/8/P7/K7 w - - 0 1"]'*'1. e8=N+ Kf7 *'* ]]
    [[ $output == *'[Result "1/2-1/2"]'*'4. Ng1 Ng8 { Draw by threefold repetition:'*'move. } 1/2-1/2'* ]]
    # from a position: SetUp and FEN, Black's first move numbered 30...
    run bash -c "$(declare -f fr); fr --fen '4k3/8/8/8/8/8/4P3/4K3 b - - 0 30' -- Kd7 pgn"
    [[ $output == *'[SetUp "1"]'*'[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]'* ]]
    [[ $output == *'30... Kd7 31.'* ]]
}

@test "play: PGN round trip: save, pgn-extract, load (--pgn and load) to the same position" {
    need_pgn_extract
    local dir=$BATS_TEST_TMPDIR a b c
    a=$(printf '%s\n' e4 Nf3 Bc4 O-O d3 'pgn '"$dir/a.pgn" fen |
        ./build/readable43 --friendly --nodes 2000 | grep / | tail -1)
    pgn_extract -s -o "$dir/b.pgn" "$dir/a.pgn"
    [ -s "$dir/b.pgn" ]
    b=$(echo fen | ./build/readable43 --pgn "$dir/b.pgn" | grep / | tail -1)
    [ "$a" = "$b" ] || { echo "saved $a, loaded $b"; return 1; }
    c=$(printf '%s\n' "load $dir/b.pgn" fen | ./build/readable43 --friendly | grep / | tail -1)
    [ "$a" = "$c" ]
    # pgn-extract's own FEN of the last position agrees
    run bash -c "pgn_extract() { $(declare -f pgn_extract | tail -n +2); }; pgn_extract -s --fencomments '$dir/a.pgn' | tr '\n' ' '"
    [[ $output == *"{ ${a} } *"* ]] || { echo "ours: $a"; return 1; }
}

@test "play: load skips comments, variations, NAGs and numbers; an illegal move stops it" {
    local dir=$BATS_TEST_TMPDIR
    cat > "$dir/c.pgn" <<'EOF'
[Event "annotated"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]

30... Kd7 {a comment} (30... Ke7 31. e4 (31. e3)) 31. e4 $1 Kd6 ; to the end
32.e5+ Ke6 *

[Event "second game, not read"]

1. d4 *
EOF
    run bash -c "printf 'fen\nmoves\n' | ./build/readable43 --pgn '$dir/c.pgn' | grep -v -e '^  [1-8] ' -e '^    [a-h] [a-h]' -e '^\$'"
    [ "${lines[1]}" = "Loaded $dir/c.pgn: 5 moves." ]
    [ "${lines[2]}" = "White to move." ]
    [ "${lines[3]}" = "8/8/4k3/4P3/8/8/8/4K3 w - - 1 33" ]
    [ "${lines[4]}" = "30... Kd7 31. e4 Kd6 32. e5+ Ke6" ]
    printf '1. e4 e5 2. Nf3 Nf7 3. Bc4 *\n' > "$dir/d.pgn"
    run bash -c "echo fen | ./build/readable43 --pgn '$dir/d.pgn' | grep -v -e '^  [1-8] ' -e '^    [a-h] [a-h]' -e '^\$'"
    [ "$status" -eq 0 ]
    [ "${lines[1]}" = "$dir/d.pgn: move 2... Nf7 is illegal: your own pawn stands on f7; the game goes on before it." ]
    [ "${lines[2]}" = "Loaded $dir/d.pgn: 3 moves." ]
    [ "${lines[-1]}" = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2" ]
}

@test "play: bad PGN files: missing, empty, binary, bad FEN tag; status 2 at start, a message later" {
    local dir=$BATS_TEST_TMPDIR
    : > "$dir/empty.pgn"
    # every byte value, NUL included, eight times over (fixed input)
    for i in 1 2 3 4 5 6 7 8; do all_bytes; done > "$dir/binary.pgn"
    printf '[FEN "8/8/8 w - - 0 1"]\n\n*\n' > "$dir/fen.pgn"
    run bash -c "./build/readable43 --pgn '$dir/none.pgn' < /dev/null"
    [ "$status" -eq 2 ]
    [ "${lines[1]}" = "Cannot load the game: cannot open $dir/none.pgn." ]
    run bash -c "./build/readable43 --pgn '$dir/empty.pgn' < /dev/null"
    [ "$status" -eq 2 ]
    [ "${lines[1]}" = "Cannot load the game: $dir/empty.pgn holds no game." ]
    run bash -c "./build/readable43 --pgn '$dir/binary.pgn' < /dev/null"
    [ "$status" -eq 2 ]
    [ "${lines[1]}" = "Cannot load the game: $dir/binary.pgn is not a text file (it has NUL bytes)." ]
    run bash -c "./build/readable43 --pgn '$dir/fen.pgn' < /dev/null"
    [ "$status" -eq 2 ]
    [[ ${lines[1]} == "Cannot load the game: $dir/fen.pgn: FEN tag: piece placement field: "* ]]
    # during a game the game in play is kept
    run bash -c "$(declare -f fr said messages); fr -- e4 'load $dir/none.pgn' load 'pgn $dir/no/such/dir.pgn' fen | messages"
    [ "${lines[4]}" = "Cannot load the game: cannot open $dir/none.pgn." ]
    [ "${lines[5]}" = "Type load and the name of a PGN file." ]
    [ "${lines[6]}" = "Cannot write $dir/no/such/dir.pgn: No such file or directory." ]
    [ "${lines[7]}" = "r1bqkbnr/pppppppp/2n5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2" ]
    run ./build/readable43 --pgn x.pgn --fen "$START"
    [ "$status" -eq 2 ]
    run ./build/readable43 --black --xboard
    [ "$status" -eq 2 ]
}

@test "play: playing Black: micro-Max opens, the board is turned, the PGN names the sides" {
    run bash -c "$(declare -f fr); fr --black -- e5 pgn"
    [ "${lines[1]}" = "    h g f e d c b a" ]
    [ "${lines[2]}" = "  1 R N B K Q B N R 1" ]
    [ "${lines[9]}" = "  8 r n b k q b n r 8" ]
    [ "${lines[10]}" = "    h g f e d c b a" ]
    [[ $output == *"micro-Max plays 1. d4 (d2d4) in "* ]]
    [[ $output == *'[White "micro-Max 4.3"]'*'[Black "Player"]'* ]]
    [[ $output == *"1. d4 e5 2. dxe5 "* ]]
    # the black and white commands turn the board; micro-Max moves when
    # it is its turn
    run bash -c "$(declare -f fr said messages); fr -- black white e4 | messages"
    [ "${lines[2]}" = "You play Black." ]
    [ "${lines[3]}" = "White to move." ]
    [ "${lines[4]}" = "micro-Max plays 1. d4 (d2d4) in T s." ]
    [ "${lines[6]}" = "You play White." ]
    [ "${lines[7]}" = "Black to move." ]
    [ "${lines[8]}" = "micro-Max plays 1... d5 (d7d5) in T s." ]
    [ "${lines[10]}" = "micro-Max plays 2... dxe4 (d5e4) in T s." ]
    run bash -c "$(declare -f fr); fr -- black | grep '^    [a-h] [a-h]'"
    [ "${lines[0]}" = "    a b c d e f g h" ]
    [ "${lines[2]}" = "    h g f e d c b a" ]
}

@test "play: auto off for analysis, go, hint, nodes during a game" {
    run bash -c "$(declare -f fr said messages); fr -- 'auto off' e4 e5 hint fen go 'auto on' | messages"
    [ "${lines[2]}" = "micro-Max no longer answers by itself; go (or an empty line) makes it move." ]
    [ "${lines[3]}" = "Black to move." ]
    [ "${lines[4]}" = "White to move." ]
    [[ ${lines[5]} == "Hint: "*" ("[a-h][1-8][a-h][1-8]"), found in "*" s." ]]
    # the hint did not play its move
    [ "${lines[6]}" = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2" ]
    [[ ${lines[7]} == "micro-Max plays 2. "* ]]
    [ "${lines[9]}" = "micro-Max answers your moves again." ]
    [[ ${lines[10]} == "micro-Max plays 2... "* ]]
    run bash -c "$(declare -f fr said messages); fr -- nodes 'nodes 500' 'nodes 0' 'nodes x' 'nodes 3000000000' | messages"
    [ "${lines[2]}" = "micro-Max's budget is 2000 nodes a move." ]
    [ "${lines[3]}" = "micro-Max's budget is now 500 nodes a move." ]
    [ "${lines[4]}" = "nodes needs a number from 1 to 2000000000, not '0'." ]
    [ "${lines[5]}" = "nodes needs a number from 1 to 2000000000, not 'x'." ]
    [ "${lines[6]}" = "nodes needs a number from 1 to 2000000000, not '3000000000'." ]
    # nodes N plays as --nodes N does
    local a b
    a=$(printf '%s\n' 'nodes 300000' e4 | ./build/readable43 --friendly --nodes 1000 | grep plays)
    b=$(printf '%s\n' e4 | ./build/readable43 --friendly --nodes 300000 | grep plays)
    [ "${a% in *}" = "${b% in *}" ]
    [ "${a% in *}" != "$(printf 'e4\n' | ./build/readable43 --friendly --nodes 1000 | grep plays | sed 's/ in .*//')" ]
}

@test "play: the player may under-promote; micro-Max's own promotions stay queens" {
    run bash -c "$(declare -f fr said messages); fr --fen '8/4P1k1/8/8/8/8/P7/K7 w - - 0 1' -- e8=N+ moves fen | messages"
    [ "${lines[2]}" = "micro-Max plays 1... Kf7 (g7f7) in T s." ]
    [ "${lines[4]}" = "1. e8=N+ Kf7" ]
    [ "${lines[5]}" = "4N3/5k2/8/8/8/8/P7/K7 w - - 1 2" ]
    run bash -c "$(declare -f fr); fr --fen '8/4P1k1/8/8/8/8/P7/K7 w - - 0 1' -- 'auto off' e7e8b fen"
    [ "${lines[-1]}" = "4B3/6k1/8/8/8/8/P7/K7 b - - 0 1" ]
    # micro-Max promotes: to a queen
    run bash -c "$(declare -f fr said messages); fr --fen '8/8/8/8/8/8/4p1k1/K7 b - - 0 1' -- '' | messages"
    [ "${lines[2]}" = "micro-Max plays 1... e1=Q+ (e2e1q) in T s." ]
}

@test "play: colour only on a terminal: none through a pipe or with NO_COLOR" {
    run bash -c "$(declare -f fr); fr -- xyz e4 | od -c | grep -c '033'"
    [ "$output" = 0 ]
}

@test "play: bad input: long lines, binary bytes, CRLF, end of input mid-game" {
    local in=$BATS_TEST_TMPDIR/in
    # the binary line: every byte value but the line end, in a fixed order
    # (a random one could hold a legal move between two CRs)
    { head -c 5000 /dev/zero | tr '\0' N; printf '\ne4\r\n'; all_bytes | tr -d '\n\0'; printf '\nmoves\r\nNf3'; } > "$in"
    run bash -c "./build/readable43 --friendly --nodes 2000 < '$in'"
    [ "$status" -eq 0 ]
    [[ $output == *"'NNNNNNNNNNNNNNNNNNNN...' (5000 characters) is too long to be a move; nothing on the line was played."* ]]
    [[ $output == *"1. e4 Nc6"* ]]
    [[ $output == *"micro-Max plays 2... "* ]]
}

# The tmux tests' terminal: tmux server $sock (the test's own), its window
# "game".  tmux_wait_for TEXT reads the screen into $screen until
# TEXT is on it; tmux_keys types.
tmux_wait_for() {
    local i
    for i in $(seq 600); do    # 60 s: only a hang takes that long
        screen=$(tmux -L "$sock" capture-pane -t game -p -S -300)
        [[ $screen == *"$1"* ]] && return 0
        sleep 0.1
    done
    echo "waited for '$1' on:"; echo "$screen"; tmux -L "$sock" kill-server; return 1
}
tmux_keys() { tmux -L "$sock" send-keys -t game "$@"; }

# A real terminal: tmux runs make play, the keys are typed, the screen is
# read back.  On a terminal the board is in colour; NO_COLOR turns it off.
@test "play: a short game in a real terminal (tmux)" {
    command -v tmux >/dev/null || skip "tmux is not installed (Debian package tmux)"
    local sock=play-bats-$$ screen i
    tmux -L "$sock" -f /dev/null new-session -d -s game -x 90 -y 60 \
        "make -s play PLAY_ARGS='--nodes 2000'; sleep 30"
    tmux_wait_for "White to move."
    tmux_keys 'e4' Enter
    tmux_wait_for "micro-Max plays 1... Nc6 (b8c6)"
    tmux_keys 'Qh5' Enter
    tmux_wait_for "micro-Max plays 2..."
    tmux_keys 'moves' Enter
    tmux_wait_for "1. e4 Nc6 2. Qh5"
    local colour
    colour=$(tmux -L "$sock" capture-pane -t game -p -e -S -100)
    tmux_keys 'quit' Enter
    tmux -L "$sock" kill-server
    # the board in colour: squares three wide, the white queen on h5
    [[ $screen == *"  5                      Q  5"* ]] || { echo "$screen"; return 1; }
    [[ $colour == *$'\e[48;5;'* ]]
    # with NO_COLOR the plain board (a server of its own: the first one may
    # still be shutting down)
    sock=$sock-plain
    tmux -L "$sock" -f /dev/null new-session -d -s game -x 90 -y 60 \
        "NO_COLOR=1 ./build/readable43 --friendly; sleep 30"
    tmux_wait_for "White to move."
    colour=$(tmux -L "$sock" capture-pane -t game -p -e -S -100)
    tmux -L "$sock" kill-server
    [[ $screen == *"  2 P P P P P P P P 2"* ]]
    [[ $colour != *$'\e['* ]]
}

# Ctrl-C in a real terminal: it stops micro-Max's thought (a budget it
# would spend minutes on) without a move; at the prompt a first Ctrl-C
# warns, a second leaves with the game in PGN.  Ctrl-D leaves too, with
# the PGN unless it was saved.
@test "play: Ctrl-C stops micro-Max's thought, a second leaves with the PGN; Ctrl-D too (tmux)" {
    command -v tmux >/dev/null || skip "tmux is not installed (Debian package tmux)"
    local sock=play-ctrl-c-$$ screen i
    start() {
        tmux -L "$sock" -f /dev/null new-session -d -s game -x 100 -y 60 \
            "sleep 0.2; $1; echo EXIT=\$?; sleep 30"
        tmux -L "$sock" set-option -t game remain-on-exit on >/dev/null
    }
    start "make -s play PLAY_ARGS='--nodes 2000000000'"
    tmux_wait_for "White to move."
    tmux_keys '1. e4' Enter
    tmux_wait_for "micro-Max is thinking"
    tmux_keys C-c
    tmux_wait_for "Stopped: micro-Max did not move."
    tmux_keys 'moves' Enter
    tmux_wait_for $'\nmoves\n1. e4'
    tmux_keys 'fen' Enter
    tmux_wait_for "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    tmux_keys C-c
    tmux_wait_for "Ctrl-C again, or Ctrl-D, leaves (the game is printed in PGN first; pgn FILE saves it)."
    tmux_keys C-c
    tmux_wait_for '1. e4 *'
    tmux -L "$sock" kill-server
    [[ $screen == *$'The game in PGN:\n[Event "Casual game"]'* ]]
    [[ $screen != *"micro-Max plays"* ]]
    # Ctrl-D: the unsaved game in PGN, exit status 0; nothing when saved
    sock=$sock-d
    start "./build/readable43 --friendly --nodes 2000"
    tmux_wait_for "White to move."
    tmux_keys 'e4' Enter
    tmux_wait_for "micro-Max plays 1... Nc6 (b8c6)"
    tmux_keys C-d
    tmux_wait_for "EXIT=0"
    tmux -L "$sock" kill-server
    [[ $screen == *$'The game in PGN:\n'*'1. e4 Nc6 *'* ]]
    sock=$sock-saved
    start "./build/readable43 --friendly --nodes 2000"
    tmux_wait_for "White to move."
    tmux_keys 'e4' Enter
    tmux_wait_for "micro-Max plays 1... Nc6 (b8c6)"
    tmux_keys "pgn $BATS_TEST_TMPDIR/g.pgn" Enter
    tmux_wait_for "Saved the game"
    tmux_keys C-d
    tmux_wait_for "EXIT=0"
    tmux -L "$sock" kill-server
    [[ $screen != *"The game in PGN"* ]]
}

@test "play: several moves on a line, with or without numbers; micro-Max answers after the last" {
    run bash -c "$(declare -f fr said); fr -- '1. e4 e5 2. Nf3' | said"
    [ "${lines[2]}" = "You play 1. e4 (e2e4)." ]
    [ "${lines[3]}" = "You play 1... e5 (e7e5)." ]
    [ "${lines[4]}" = "You play 2. Nf3 (g1f3)." ]
    [[ ${lines[5]} == "micro-Max plays 2... "* ]]
    [ "${#lines[@]}" -eq 7 ]
    # a refused move leaves the whole line unplayed
    run bash -c "$(declare -f fr said); fr -- 'e4 e5 Nf7' fen | said"
    [ "${lines[2]}" = "Illegal move Nf7: no white knight can move to f7; White's knight moves are Nc3, Na3, Ne2, Nh3, Nf3. Nothing on the line was played." ]
    [ "${lines[3]}" = "$START" ]
    # a move number that is not the game's
    run bash -c "$(declare -f fr said); fr -- '2. e4' '1...e5' | said"
    [ "${lines[2]}" = "Move 2. e4 does not fit the game: it is move 1, White's." ]
    [ "${lines[3]}" = "Move 1... e5 does not fit the game: it is move 1, White's." ]
}

@test "play: a whole game pasted on one line, hundreds of characters long, is played whole" {
    # micro-Max plays itself 70 moves; its game, pasted as one line into
    # a new game, must reach the same position
    run bash -c "{ echo 'auto off'; for i in \$(seq 70); do echo go; done; echo moves; echo fen; } | ./build/readable43 --friendly --nodes 300"
    local fen=${lines[-1]} game
    game=$(printf '%s\n' "${lines[@]}" | sed -n '/^1\. /,$p' | sed '$d' | tr '\n' ' ')
    [ "${#game}" -gt 300 ]   # the old cut was at 255
    run bash -c "$(declare -f fr); fr -- 'auto off' \"\$1\" fen | tail -1" _ "$game"
    [ "$output" = "$fen" ]
    # more moves than a line holds: refused whole, with the reason
    run bash -c "$(declare -f fr); fr -- \"\$1\" fen | tail -2" _ "$(for i in $(seq 251); do printf 'Nf3 Nf6 Ng1 Ng8 '; done)"
    [ "${lines[0]}" = "A line holds 1000 moves at most; nothing on it was played." ]
    [ "${lines[1]}" = "$START" ]
}

@test "play: undo says what it took back; the PGN names who played each side's moves" {
    run bash -c "$(declare -f fr said); fr -- 'auto off' e4 undo e4 go undo go undo | said"
    [ "${lines[5]}" = "Took back 1. e4 (yours)." ]
    [ "${lines[11]}" = "Took back 1... Nc6 (micro-Max's) and 1. e4 (yours)." ]
    [[ ${lines[13]} == "micro-Max plays 1. "* ]]
    [[ ${lines[15]} == "Took back 1. "*" (micro-Max's)." ]]
    # both moves of the first line are yours, then micro-Max answers
    run bash -c "$(declare -f fr); fr -- 'e4 e5' Nf3 pgn | grep -e White -e Black"
    [ "${lines[-2]}" = '[White "Player"]' ]
    [ "${lines[-1]}" = '[Black "Player (move 1), micro-Max 4.3 (move 2)"]' ]
    run bash -c "$(declare -f fr); fr -- 'auto off' e4 e5 Nf3 Nc6 pgn | grep -e '^.White' -e '^.Black'"
    [ "${lines[0]}" = '[White "Player"]' ]
    [ "${lines[1]}" = '[Black "Player"]' ]
}

# Keys typed while micro-Max thinks (type-ahead, as on chess sites): kept,
# shown on the thinking line, and run after the reply in the order typed:
# a move as a premove (refused with the reason when it is not legal then),
# a command as typed; a line not finished is finished after the reply.
# micro-Max thinks here until Ctrl-C (a budget of hours), so every key
# arrives during the thought whatever the machine's speed.
@test "play: keys typed while micro-Max thinks are kept, shown, and run after it in order (tmux)" {
    command -v tmux >/dev/null || skip "tmux is not installed (Debian package tmux)"
    local sock=play-ahead-$$ screen
    tmux -L "$sock" -f /dev/null new-session -d -s game -x 120 -y 60 \
        "NO_COLOR=1 ./build/readable43 --friendly --nodes 2000000000; sleep 30"
    tmux_wait_for "White to move."
    tmux_keys 'e4' Enter
    tmux_wait_for "micro-Max is thinking..."
    # two lines and half a line, a backspace in it
    tmux_keys 'Nf3' Enter 'moves' Enter 'Bx' BSpace 'c'
    tmux_wait_for "micro-Max is thinking... (typed ahead: Nf3 / moves / Bc)"
    tmux_keys C-c
    tmux_wait_for "Stopped: micro-Max did not move."
    # the premove, refused with the reason (Black is to move: the thought
    # was stopped); the command runs; the half line waits, shown
    tmux_wait_for $'Typed ahead: Nf3\nIllegal move Nf3: no black knight can move to f3'
    tmux_wait_for $'Typed ahead: moves\n1. e4\n'
    tmux_wait_for $'\nBc'
    tmux_keys '4' Enter
    tmux_wait_for "Illegal move Bc4: no black bishop can move to c4"
    # what was typed ahead was not echoed into the thinking line
    [[ $screen != *"thinking...N"* ]]
    tmux -L "$sock" kill-server
}

# The same keys typed at once, with e4 (a paste): whether they arrive
# while micro-Max thinks (kept, then run) or after its reply (read as
# lines), the game is the same, so this holds at any speed.
@test "play: a paste of several lines is played whole: premoves after the replies (tmux)" {
    command -v tmux >/dev/null || skip "tmux is not installed (Debian package tmux)"
    local sock=play-paste-$$ screen expected
    expected=$(printf '%s\n' e4 Nf3 moves | ./build/readable43 --friendly --nodes 20000 | grep '^1\. e4 ')
    tmux -L "$sock" -f /dev/null new-session -d -s game -x 120 -y 60 \
        "NO_COLOR=1 ./build/readable43 --friendly --nodes 20000; sleep 30"
    tmux_wait_for "White to move."
    tmux_keys 'e4' Enter 'Nf3' Enter 'moves' Enter
    tmux_wait_for "$expected"
    # a line longer than the terminal holds: it may have been cut there
    tmux_keys "$(for i in $(seq 300); do printf 'Nf3 Nf6 Ng1 Ng8 '; done)" Enter
    tmux_wait_for "characters, as many as the terminal holds in one line"
    tmux -L "$sock" kill-server
}

@test "play: after an undo that leaves micro-Max to move, it says how to let it move; e.p. alone gets a word on e.p." {
    run bash -c "$(declare -f fr said); fr -- 'e4 e5' undo | said"
    [ "${lines[-3]}" = "Took back 1... e5 (yours)." ]
    [ "${lines[-2]}" = "Black to move." ]
    [ "${lines[-1]}" = "It is micro-Max's move (Black): go, or an empty line, lets it move." ]
    # your own move to play: nothing more
    run bash -c "$(declare -f fr said); fr -- 'auto off' e4 undo | said"
    [ "${lines[-1]}" = "White to move." ]
    run bash -c "$(declare -f fr said); fr -- 'e.p.' '1. e.p.' | said"
    [ "${lines[2]}" = "'e.p.' holds no move: e.p. only marks an en passant capture written before it. Type the capture, e.g. exd6 or e5d6 (e.p. after it is allowed)." ]
    [ "${lines[3]}" = "'1. e.p.' holds no move: e.p. only marks an en passant capture written before it. Type the capture, e.g. exd6 or e5d6 (e.p. after it is allowed)." ]
}
