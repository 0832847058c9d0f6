#!/usr/bin/env bats
# readable --fen: position setup (docs/front-ends.md, "Position setup").
#   - round trip: --fen X, then the friendly mode's `fen` prints X back;
#   - the start position from FEN is the real start: same transcripts;
#   - micro-Max's state built from a FEN (friendly mode's `state`);
#   - every field of a malformed FEN: one line naming it, exit status 2.

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

load lib/common

setup_file() { build_targets build/readable40 build/readable42 build/readable43 build/readable48; }

@test "fen: round trip of the start position and eleven varied positions, 4.0, 4.3, 4.8" {
    # tests/fen/positions.txt: castling rights in several combinations, en
    # passant for either side, promotion-ready pawns of both colours, a
    # mate, a stalemate, a pin, nonzero clocks.
    [ "$(grep -c . tests/fen/positions.txt)" -ge 11 ]
    local f v out
    for v in 40 43 48; do
        while read -r f; do
            out=$(echo fen | ./build/readable$v --friendly --fen "$f" | tail -1)
            [ "$out" = "$f" ] || { echo "$v: '$f' came back as '$out'"; return 1; }
        done < tests/fen/positions.txt
    done
}

@test "fen: --fen=FEN works too; four fields are enough (clocks 0 1)" {
    run bash -c "echo fen | ./build/readable43 --friendly --fen='$START' | tail -1"
    [ "$output" = "$START" ]
    run bash -c "echo fen | ./build/readable43 --friendly --fen '4k3/8/8/8/8/8/8/4K3 b - -' | tail -1"
    [ "$output" = "4k3/8/8/8/8/8/8/4K3 b - - 0 1" ]
}

@test "fen: the FEN follows the game (en passant, castling, clocks)" {
    run bash -c "printf 'e2e4\nfen\ng1f3\nfen\n' | ./build/readable43 --friendly --nodes 3000 | grep '/'"
    [ "${lines[0]}" = "r1bqkbnr/pppppppp/2n5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2" ]
    [ "${lines[1]}" = "r1bqkbnr/ppp1pppp/2n5/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq d6 0 3" ]
}

# golden_from_fen VERSION CASES: the golden kibitz transcripts (boards and
# root traces), replayed from --fen <start position>.  Here two cases per
# version (the first engine move from the start, where the en-passant
# square 0 matters, and a game with typed moves and a promotion);
# tests/full/fen.bats replays the special-* cases, opening-00 and
# random-00 of 4.0-4.3.
golden_from_fen() {
    tests/golden.sh -j 2 kibitz "$1" "$2" -- build/readable"$1" --kibitz --fen "$START"
}

@test "fen: --fen <start position> plays exactly like the real start (4.0)" {
    golden_from_fen 40 opening-00,special-promotion-capture
}

@test "fen: --fen <start position> plays exactly like the real start (4.2)" {
    golden_from_fen 42 opening-00,special-promotion-capture
}

@test "fen: --fen <start position> plays exactly like the real start (4.3)" {
    golden_from_fen 43 opening-00,special-promotion-capture
}

@test "fen: --fen <start position> plays exactly like the real start (4.8)" {
    golden_from_fen 48 opening-00,special-promotion-capture
}

# state FEN: the first line of the friendly mode's `state` for that FEN.
state() {
    echo state | ./build/readable43 --friendly --fen "$1" | grep '^side'
}

@test "fen: micro-Max's state from a FEN: side, en passant, evaluation, captured" {
    # the start: en-passant square 0, as before the real first move
    [ "$(state "$START")" = "side 8 (White), en-passant square 0 (the value before the first move), evaluation 0, captured 0, hash lock 0" ]
    [ "$(state 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1')" = \
      "side 16 (Black), en-passant square 84 (e3), evaluation 0, captured 0, hash lock 0" ]
    # material: bishop (297) against rook (495), White to move; captured:
    # White lost 2N 1B 2R 1Q = 4+2+6+6, Black 2N 2B 1R 1Q = 4+4+3+6
    [ "$(state '4k3/4r3/8/8/8/8/4B3/4K3 w - - 12 31')" = \
      "side 8 (White), en-passant square 128, evaluation -198, captured 35, hash lock 0" ]
    # a second queen counts as promoted: 891 + 799 + 99, and 6 captured
    [ "$(state '4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1')" = \
      "side 8 (White), en-passant square 128, evaluation 1789, captured 40, hash lock 0" ]
    [ "$(state '4k3/8/8/8/8/8/8/QQ2K3 b - - 0 1')" = \
      "side 16 (Black), en-passant square 128, evaluation -1789, captured 40, hash lock 0" ]
}

@test "fen: virgin bits: castling rights on the rooks, start squares elsewhere" {
    # K and q only: a1 and h8 rooks marked moved (+32), e1/e8 kings virgin,
    # pieces off their start squares moved
    run bash -c "echo state | ./build/readable43 --friendly --fen 'r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w Kq - 4 8' | grep '^  [18]  *[0-9]'"
    [ "${lines[0]}" = "  8 22  0  0  0 20  0  0 54" ]
    [ "${lines[1]}" = "  1 46  0  0  0 12  0  0 14" ]
}

@test "fen: the state from a game equals the state from its FEN" {
    local moves='e2e4\ng1f3\nf1c4\nd2d4\n' a b fen
    a=$(printf "${moves}state\n" | ./build/readable43 --friendly --nodes 3000 |
        sed -n '/^side/,$p' | sed 's/hash lock [0-9]*//')
    fen=$(printf "${moves}fen\n" | ./build/readable43 --friendly --nodes 3000 | tail -1)
    b=$(echo state | ./build/readable43 --friendly --fen "$fen" |
        sed -n '/^side/,$p' | sed 's/hash lock [0-9]*//')
    [ -n "$a" ]
    [ "$a" = "$b" ]
}

@test "fen: 4.8: a FEN gives pawns on the 6th and 7th rank the codes and evaluation a game leaves" {
    # a game leaves 169 on b7 (64 on the 6th rank, 64 more on the 7th) and
    # counts both in the evaluation; promotion wraps it to a plain queen, 47.
    # (The captured counter and the hash lock are left out: a FEN cannot
    # know them, docs/front-ends.md.)
    local game='auto off\ne4 d5 exd5 c6 dxc6 Nf6 cxb7\n' more='Nbd7\nbxc8=Q\nstate\n' a b fen
    strip() { sed -n '/^side/,/^  1 /p' | sed 's/captured [0-9]*, hash lock [0-9]*//'; }
    a=$(printf "${game}state\n${more}" | ./build/readable48 --friendly --nodes 1000 | strip)
    fen=$(printf "${game}fen\n" | ./build/readable48 --friendly --nodes 1000 | tail -1)
    b=$(printf "auto off\nstate\n${more}" | ./build/readable48 --friendly --fen "$fen" | strip)
    echo "$a" | grep -q '^  7 18 169 '
    echo "$a" | grep -q '^side 16 (Black), en-passant square 128, evaluation -350'
    echo "$a" | grep -q '^  8 22  0 47 '
    [ "$a" = "$b" ]
}

@test "fen: the plain mode from a FEN: Black to move, the engine mates" {
    run bash -c "printf '\n' | ./build/readable43 --fen 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1'"
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = " r . . . . . k . " ]
    [ "${lines[15]}" = " r . . . . . K . " ]
    # and the xboard mode starts from it too
    run bash -c "printf 'go\n' | ./build/readable43 --xboard --fen 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1'"
    [ "$output" = "$(printf 'move a8a1\n0-1 {Black mates}')" ]
}

# bad FEN EXPECTED-MESSAGE: readable43 --fen FEN prints nothing on stdout,
# the one line "readable43: --fen: EXPECTED-MESSAGE" on stderr, status 2.
bad() {
    local fen=$1 want=$2 out err status=0
    out=$(./build/readable43 --fen "$fen" < /dev/null 2> "$BATS_TEST_TMPDIR/err") ||
        status=$?
    err=$(cat "$BATS_TEST_TMPDIR/err")
    [ "$status" -eq 2 ] || { echo "'$fen': status $status"; return 1; }
    [ -z "$out" ] || { echo "'$fen': printed '$out'"; return 1; }
    [ "$err" = "./build/readable43: --fen: $want" ] ||
        { echo "'$fen': '$err'"; echo "   wanted '$want'"; return 1; }
}

@test "fen: malformed piece placement: one line naming the field, status 2" {
    bad '' 'piece placement field: missing'
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1' \
        "piece placement field: 'X' is not a piece (PNBRQK, pnbrqk) or a count 1-8"
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1' \
        'piece placement field: 7 ranks, expected 8'
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1' \
        'piece placement field: more than 8 ranks'
    bad 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' \
        'piece placement field: rank 7 has 7 squares, expected 8'
    bad 'rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1' \
        'piece placement field: rank 1 has more than 8 squares'
    bad '4k3/8/8/8/8/8/8/4KK2 w - - 0 1' \
        'piece placement field: White has 2 kings, expected 1'
    bad '8/8/8/8/8/8/8/4K3 w - - 0 1' \
        'piece placement field: Black has 0 kings, expected 1'
    bad 'P3k3/8/8/8/8/8/8/4K3 w - - 0 1' \
        'piece placement field: a pawn on a8 (rank 1 or 8)'
}

@test "fen: material no game can reach is refused (too many pawns, or promotions)" {
    bad '4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1' \
        'piece placement field: White has 9 pawns, at most 8'
    bad 'qqqqkqqq/qqqqqqqq/8/8/8/8/QQQQQQQQ/QQQQKQQQ w - - 0 1' \
        'piece placement field: Black has 14 pieces beyond its starting set but only 8 pawns could have promoted'
    bad '7k/8/8/8/8/8/PPPPPPPP/1NNNKNN1 w - - 0 1' \
        'piece placement field: White has 3 pieces beyond its starting set but only 0 pawns could have promoted'
    # the limits themselves are reachable: nine queens with no pawns left,
    # or a third knight for each missing pawn
    for fen in 'rnbqkbnr/qqqqqqqq/8/8/8/8/8/4K3 w - - 0 1' \
               '4k3/8/8/8/8/8/3PPPPP/1NNNKNN1 w - - 0 1'; do
        run ./build/readable43 --fen "$fen" < /dev/null
        [ "$status" -eq 0 ] || { echo "'$fen': status $status: $output"; return 1; }
    done
}

@test "fen: malformed side to move, or the side not to move in check" {
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR' 'side to move field: missing'
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1' \
        "side to move field: 'x', expected w or b"
    bad '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1' \
        'side to move field: White is to move, but Black is in check'
}

@test "fen: malformed castling rights" {
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w' 'castling field: missing'
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1' \
        "castling field: 'KQxq': 'x' is not K, Q, k, q or -"
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1' \
        "castling field: 'KKkq': 'K' twice"
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1' \
        "castling field: 'K' needs a white rook on h1"
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1' \
        "piece placement field: White has 0 kings, expected 1"
    bad 'rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' \
        "castling field: 'k' needs the black king on e8"
}

@test "fen: malformed en-passant square" {
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq' 'en passant field: missing'
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1' \
        "en passant field: 'e9' is not a square or -"
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1' \
        'en passant field: e3 is not on rank 6 (White to move)'
    bad 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1' \
        "en passant field: e6: the pawn's path is not empty"
    bad 'rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1' \
        'en passant field: e6: no black pawn on e5'
}

@test "fen: malformed clocks, or text after them" {
    bad "${START% 0 1} x 1" "halfmove clock field: 'x' is not a number"
    bad "${START% 0 1} -1 1" "halfmove clock field: '-1' is not a number"
    bad "${START% 0 1} 0 0" "fullmove number field: '0' is not a number from 1 to 1000000"
    bad "${START% 0 1} 0 1x" "fullmove number field: '1x' is not a number from 1 to 1000000"
    bad "$START extra" "text after the fullmove number field: 'extra'"
}

@test "fen: --fen without a value is a usage error" {
    run bash -c './build/readable43 --fen </dev/null 2>&1'
    [ "$status" -eq 2 ]
    [[ $output == *"missing value for '--fen'"* ]]
}
