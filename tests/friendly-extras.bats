#!/usr/bin/env bats
# The friendly mode's commentary and commands around a game
# (docs/front-ends.md, "Friendly mode"): the evaluation in pawns from
# White's side and the expected line in SAN after micro-Max's moves, the
# time used, quiet, the strength levels, resign, draw offers, random
# openings.  Small node budgets: about 10 s of CPU in all.

load lib/common

setup_file() { build_targets build/readable40 build/readable43; }

setup() { to_top; }

# fr OPTIONS -- LINE...: the lines typed into readable43 --friendly; only
# the messages (no board lines, no blank lines, no echo of the player's
# moves: tests/play.bats checks those).
fr() {
    local opts=()
    while [ "$1" != -- ]; do opts+=("$1"); shift; done
    shift
    printf '%s\n' "$@" | ./build/readable43 --friendly "${opts[@]}" |
        grep -v -e '^  [1-8] ' -e '^    [a-h] [a-h]' -e '^$' -e '^You play '
}

@test "friendly extras: after micro-Max's move, its evaluation from White's side and its line in SAN, then the time used" {
    # micro-Max is Black and a queen down: + for White
    run fr --nodes 3000 --fen 'k7/8/8/8/8/8/8/KQ6 w - - 0 1' -- Qb2
    [ "${lines[2]}" = "micro-Max plays 1... Ka7 (a8a7) in $(sed -n 's/.* in \(.*\) s\.$/\1/p' <<< "${lines[2]}") s." ]
    [[ "${lines[3]}" =~ ^Evaluation:\ \+9\.[0-9][0-9]\ \(White\'s\ view\),\ depth\ [0-9]+:\ 1\.\.\.\ Ka7\ 2\.\  ]]
    [[ "${lines[4]}" =~ ^Time\ used:\ White\ [0-9]+:[0-5][0-9],\ Black\ [0-9]+:[0-5][0-9]\.$ ]]
    # micro-Max is Black and a queen up: - for White
    run fr --nodes 3000 --fen 'K7/8/8/8/8/8/8/kq6 w - - 0 1' -- Ka7
    [[ "${lines[3]}" =~ ^Evaluation:\ -[0-9]+\.[0-9][0-9]\ \(White\'s\ view\) ]]
    # a mate: in moves, for the side that mates
    run fr --nodes 3000 --fen 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1' -- ''
    [ "${lines[3]}" = "Evaluation: Black mates in 1, depth 3: 1... Ra1#" ]
}

@test "friendly extras: the line's first move is the move played, and the whole line is legal" {
    local out line san
    out=$(fr --nodes 20000 -- e4 Nf3 d4)
    while read -r line; do
        # "Evaluation: X (White's view), depth D: 1... Nc6 2. d4 d5"
        san=$(sed 's/^[^:]*: [^:]*: //' <<< "$line")
        played=$(grep -B1 -F "$line" <<< "$out" | sed -n 's/^micro-Max plays [0-9.]* \([^ ]*\) .*/\1/p')
        [ "$(awk '{ print $2 }' <<< "$san")" = "$played" ]
    done < <(grep '^Evaluation: ' <<< "$out")
    # the game and the last line, typed back with auto off: every move of
    # the line is accepted
    local replies typed
    replies=$(sed -n 's/^micro-Max plays [0-9.]* \([^ ]*\) .*/\1/p' <<< "$out" | tr '\n' ' ')
    read -r -a r <<< "$replies"
    line=$(grep '^Evaluation: ' <<< "$out" | tail -1 | sed 's/^[^:]*: [^:]*: //; s/[0-9]*\.\.*//g')
    typed=$(printf '%s\n' 'auto off' e4 "${r[0]}" Nf3 "${r[1]}" d4 $line)
    run bash -c "./build/readable43 --friendly <<< '$typed' | grep -c -e 'Illegal' -e 'not a move' -e 'Ambiguous'"
    [ "$output" = "0" ]
    run bash -c "./build/readable43 --friendly <<< '$typed' | grep -c '^[A-Z][a-z]* to move\.$'"
    [ "$output" -eq $(( 1 + 5 + $(wc -w <<< "$line") )) ]
}

@test "friendly extras: quiet hides the evaluation and the times, quiet off shows them again" {
    run fr --nodes 2000 -- quiet e4 'quiet off' d4
    [ "${lines[2]}" = "Quiet: no evaluation, line or times after micro-Max's moves." ]
    [[ "${lines[3]}" == "micro-Max plays 1... "* ]]
    [ "${lines[4]}" = "White to move." ]
    [ "${lines[5]}" = "The evaluation, line and times are shown again." ]
    [[ "${lines[6]}" == "micro-Max plays 2... "* ]]
    [[ "${lines[7]}" == "Evaluation: "* ]]
    [[ "${lines[8]}" == "Time used: "* ]]
}

@test "friendly extras: levels set the node budget, by number or name" {
    run fr -- level 'level 1' nodes 'level CLUB' nodes 'level 6' 'level x'
    [ "${lines[2]}" = "  level 1, novice          1000 nodes a move" ]
    [ "${lines[5]}" = "  level 4, standard     1000000 nodes a move (now)" ]
    [ "${lines[7]}" = "Level 1, novice: micro-Max's budget is 1000 nodes a move." ]
    [ "${lines[8]}" = "micro-Max's budget is 1000 nodes a move." ]
    [ "${lines[9]}" = "Level 3, club: micro-Max's budget is 100000 nodes a move." ]
    [ "${lines[10]}" = "micro-Max's budget is 100000 nodes a move." ]
    [ "${lines[11]}" = "There is no level '6'. Levels are 1 to 5, or their names:" ]
    [ "${lines[14]}" = "  level 3, club          100000 nodes a move (now)" ]
    [[ "$output" == *"There is no level 'x'."* ]]
    # a level plays exactly as its node budget
    [ "$(fr -- 'level 2' e4 | grep plays | sed 's/ in .*//')" = "$(fr --nodes 10000 -- e4 | grep plays | sed 's/ in .*//')" ]
}

@test "friendly extras: resign ends the game with the result in PGN; undo takes it back" {
    run fr --nodes 2000 -- e4 resign e5 pgn
    [ "${lines[6]}" = "White resigns. Black wins. Type new for a new game, or undo." ]
    [ "${lines[7]}" = "The game is over. Type new for a new game, or undo." ]
    [[ "$output" == *'[Result "0-1"]'* ]]
    [[ "$output" == *"{White resigns. Black wins.} 0-1"* ]]
    run fr --black --nodes 2000 -- resign undo resign new
    [ "${lines[6]}" = "Black resigns. White wins. Type new for a new game, or undo." ]
    # undo takes back the resignation only: micro-Max's move stays
    [ "${lines[7]}" = "Took back the resignation; the game goes on." ]
    [ "${lines[8]}" = "Black to move." ]
    [ "${lines[9]}" = "Black resigns. White wins. Type new for a new game, or undo." ]
    [ "${lines[10]}" = "New game." ]
    [[ "$output" != *"The game is over"* ]]
    # a second undo takes back moves, and says which
    run fr --nodes 2000 -- e4 resign undo undo fen
    [ "${lines[6]}" = "White resigns. Black wins. Type new for a new game, or undo." ]
    [ "${lines[7]}" = "Took back the resignation; the game goes on." ]
    [ "${lines[8]}" = "White to move." ]
    [ "${lines[9]}" = "Took back 1... Nc6 (micro-Max's) and 1. e4 (yours)." ]
    [ "${lines[11]}" = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" ]
    # an agreed draw too (micro-Max, Black, a queen down, accepts it;
    # with auto off it moved for White, the player's side, and judges the
    # offer from Black's side all the same)
    run fr --fen '4k3/8/8/8/8/8/8/Q3K3 w - - 0 1' --nodes 2000 -- 'auto off' go draw undo fen
    [[ "$output" == *$'micro-Max accepts the draw: its evaluation is +'[0-9]*$' (White\'s view).'*$'\nTook back the agreed draw; the game goes on.\n'* ]]
    [ "${lines[-1]}" = "4k3/Q7/8/8/8/8/8/4K3 b - - 1 1" ]
    # the other way round (micro-Max, Black, a queen up): declined, and
    # the evaluation shown is White's (the player's) as the search gave it
    run fr --fen '4k3/8/8/8/8/8/8/q3K3 w - - 0 1' --nodes 2000 -- 'auto off' go draw
    [[ "$output" == *$'micro-Max declines the draw: its evaluation is -'[0-9]* ]]
}

@test "friendly extras: a draw offer is accepted below -0.5 pawn from micro-Max's side, declined above" {
    # before micro-Max has searched: declined
    run fr --nodes 3000 -- draw
    [ "${lines[2]}" = "micro-Max declines the draw: it has not thought about this game yet." ]
    # micro-Max a queen down: accepted, the game is drawn
    run fr --nodes 3000 --fen 'k7/8/8/8/8/8/8/KQ6 w - - 0 1' -- Qb2 draw Qb3 pgn
    [[ "${lines[6]}" =~ ^micro-Max\ accepts\ the\ draw:\ its\ evaluation\ is\ \+9\.[0-9]+\ \(White\'s\ view\)\.\ Draw\ agreed\. ]]
    [ "${lines[7]}" = "The game is over. Type new for a new game, or undo." ]
    [[ "$output" == *'[Result "1/2-1/2"]'* ]]
    # micro-Max a queen up: declined, the game goes on
    run fr --nodes 3000 --fen 'K7/8/8/8/8/8/8/kq6 w - - 0 1' -- Ka7 draw
    [[ "${lines[6]}" =~ ^micro-Max\ declines\ the\ draw:\ its\ evaluation\ is\ -[0-9.]+\ \(White\'s\ view\)\.$ ]]
}

@test "friendly extras: --openings and --seed start from a random common opening; every listed opening plays" {
    run fr --seed 5 --nodes 1000 -- quit
    [[ "${lines[1]}" == "Opening: "*", 1. "* ]]
    local first=${lines[1]}
    run fr --seed 5 --nodes 1000 -- quit
    [ "${lines[1]}" = "$first" ]
    # many seeds: every opening of the list comes, and each one plays
    local seed names
    names=$(for seed in $(seq 1 250); do
        printf 'quit\n' | ./build/readable43 --seed "$seed" --nodes 1000 | sed -n 's/^Opening: \(.*\), 1\. .*/\1/p; s/^Opening \(.*\): cannot play.*/FAILED \1/p'
    done | sort -u)
    ! grep -q FAILED <<< "$names"
    [ "$(wc -l <<< "$names")" -eq "$(grep -c '^    { "' readable/front/friendly/openings.c)" ]
    # new picks another opening; openings off: the start position
    run fr --seed 5 --nodes 1000 -- new new new 'openings off' new fen
    [ "$(grep -c '^Opening: ' <<< "$output")" -eq 4 ]
    [ "${lines[-1]}" = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" ]
    run ./build/readable43 --seed 0
    [ "$status" -eq 2 ]
}
