# The programs under test, as command lines: every minimized build and, once
# it exists, every readable build, of every version the Makefile builds.
all_programs() {
  local v
  for v in $(sed -n 's/^VERSIONS *:= *//p' Makefile); do
    echo "build/umax$v"
    [ -x "build/readable$v" ] && echo "build/readable$v"
  done
  return 0
}

# terminal_replies VERSION NODES MOVE...: the engine's reply to each MOVE in
# the terminal mode of readableVERSION at NODES nodes a move (each MOVE
# typed, then an empty line), each followed by a space.  The last kibitz
# line before each engine board names the move (the boards are 8 lines:
# the start, then one after each input line; 4.8's rows are 8 symbols
# without spaces).
terminal_replies() {
  local v=$1 nodes=$2 m
  shift 2
  for m in "$@"; do printf '%s\n\n' "$m"; done |
    ./build/readable"$v" --kibitz --nodes "$nodes" |
    awk '/ply,/ { move[boards] = $NF }
         /^ [^ 0-9]/ || (length($0) == 8 && !/ /) { if (++rows % 8 == 0) boards++ }
         END { for (b = 2; b < boards; b += 2) printf "%s ", move[b] }'
}
