# audit/lib.sh: what the audit scripts share: Stockfish (found, and kept
# running as a coprocess that lists legal moves) and the seeded random
# numbers.  Sourced, not run.

# find_stockfish: set SF to Stockfish's path ($STOCKFISH, else the one on
# PATH, else Debian's /usr/games/stockfish), or stop the script.
find_stockfish() {
  SF=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
  [ -x "$SF" ] || { echo "$0: stockfish not found (Debian package stockfish)" >&2; exit 2; }
}

# start_stockfish: Stockfish as the coprocess SFP, for legal_after.  The
# caller's EXIT trap should kill $SFP_PID.
start_stockfish() {
  find_stockfish
  coproc SFP { "$SF" 2>/dev/null; }
}

# legal_after MOVES: set the array `legal` to the legal moves after MOVES
# (UCI, from the initial position), as Stockfish's `go perft 1` lists them,
# under-promotions dropped (micro-Max promotes to a queen only).  Stops the
# script when Stockfish stops answering.
legal=()
legal_after() {
  printf 'position startpos moves %s\ngo perft 1\n' "$1" >&"${SFP[1]}"
  legal=()
  local line m
  while IFS= read -r line <&"${SFP[0]}"; do
    case $line in
      "Nodes searched"*) return 0;;
      [a-h][1-8][a-h][1-8]*:\ *)
        m=${line%%:*}
        case $m in ?????) [ "${m:4}" = q ] || continue;; esac
        legal+=("$m");;
    esac
  done
  echo "$0: stockfish stopped answering" >&2; exit 1
}

# seed_random SEED, then rand N: r = a number in 0..N-1 from a 31-bit LCG
# in shell arithmetic, so one seed gives the same numbers on every machine.
seed_random() { rng=$(( $1 & 0x7fffffff )); }
rand() { rng=$(( (rng * 1103515245 + 12345) & 0x7fffffff )); r=$(( (rng >> 8) % $1 )); }
