#!/usr/bin/env bash
# One program on one audit position: offers every prepared from-to pair and
# prints what happened.  Called by audit/legality.sh, one job per program and
# position.
#
#   audit/check-position.sh LABEL DIR COMMAND [ARGS...]
#
# DIR holds the position, prepared by audit/legality.sh:
#   prefix   the moves from the start, one per line, as typed to micro-Max
#   board    Stockfish's board of the position, as one line (see boards.awk)
#   legal    one legal pair per line: "e2e4 BOARD-AFTER" (Stockfish's board)
#   illegal  one pair per line that Stockfish says is illegal
# A pair is accepted iff the printed board changes; an accepted legal pair
# must also give Stockfish's board.  The illegal pairs are typed in a row
# (each must leave the board as it was); every legal pair is typed in its own
# copy of the program in the position.
#
# With AUDIT_SHIM (the path of forkshim.so, see forkshim.c) the program plays
# the prefix once and forks for each offer; otherwise (or when the shim has
# no effect on the program) every legal pair costs a new process that replays
# the prefix.  The verdicts are the same; the shim is only faster.
#
# Output lines:
#   R LABEL ID LEGAL ILLEGAL ACCEPTED REFUSED     the tally of the position
#   D LABEL ID PAIR KIND [DETAIL]                 one disagreement
# KIND: illegal-accepted (DETAIL: after=BOARD, the board it gave), legal-refused, wrong-board (accepted, but the board
# differs from Stockfish's), prefix (the position itself was not reached),
# crash (exit status or signal), timeout, truncated (too few boards).
set -u
label=$1 dir=$2; shift 2
prog=("$@")
here=$(cd "$(dirname "$0")" && pwd)
id=$(basename "$dir")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/audit.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# time limits, to catch a hang: AUDIT_TIMEOUT seconds (default 120), plus one
# second for every input line (one offer costs a root search of one ply and
# its quiescence search: up to ~50 ms of CPU seen; the margin is for a
# machine shared with other work)
tmo0=${AUDIT_TIMEOUT:-120}
L=$(wc -l < "$dir/prefix")
want=$(cat "$dir/board")
nlegal=$(wc -l < "$dir/legal")
nillegal=$(wc -l < "$dir/illegal")
accepted=0 refused=0

# runprog INPUT BOARDS: the program on INPUT, its boards (one a line) in BOARDS.
runprog() {
  local rc
  timeout $((tmo0 + $(wc -l < "$1"))) "${prog[@]}" < "$1" > "$tmp/raw" 2>/dev/null
  rc=$?
  awk -f "$here/boards.awk" "$tmp/raw" > "$2"
  return $rc
}
status_word() { # exit status of timeout(1) -> disagreement kind
  case $1 in 124) echo timeout;; *) echo "crash exit=$1";; esac
}

# batch_illegal OFFERS: the pairs of OFFERS in a row, each must be refused;
# after one is accepted, the rest go to a new process.
batch_illegal() {
  local k n first before rc pair
  cp "$1" "$tmp/offers"
  while [ -s "$tmp/offers" ]; do
    k=$(wc -l < "$tmp/offers")
    cat "$dir/prefix" "$tmp/offers" > "$tmp/in"
    runprog "$tmp/in" "$tmp/b"; rc=$?
    read -r n first before <<<"$(awk -v L="$L" '
        NR == L + 1 { start = $0 }
        NR > L + 1 && !f && $0 != prev { f = NR - L - 1 }
        { prev = $0 }
        END { print NR, f + 0, (start == "" ? "-" : start) }' "$tmp/b")"
    if [ "$before" != "$want" ]; then
      echo "D $label $id - prefix board-after-prefix=$before rc=$rc"
      refused=$((refused + k)); return
    fi
    if [ "$first" -gt 0 ]; then
      pair=$(sed -n "${first}p" "$tmp/offers")
      echo "D $label $id $pair illegal-accepted after=$(sed -n "$((L + 1 + first))p" "$tmp/b")"
      accepted=$((accepted + 1)); refused=$((refused + first - 1))
      tail -n +$((first + 1)) "$tmp/offers" > "$tmp/rest"; mv "$tmp/rest" "$tmp/offers"
      continue
    fi
    [ $rc -ne 0 ] && echo "D $label $id - $(status_word $rc)"
    [ "$n" -ne $((1 + L + k)) ] && echo "D $label $id - truncated boards=$n expected=$((1 + L + k))"
    refused=$((refused + k)); return
  done
}

# one_by_one: every legal pair in its own process (prefix + pair).
one_by_one() {
  local pair after rc got
  while read -r pair after; do
    { cat "$dir/prefix"; echo "$pair"; } > "$tmp/in"
    runprog "$tmp/in" "$tmp/b"; rc=$?
    if [ $rc -ne 0 ]; then
      echo "D $label $id $pair $(status_word $rc)"; refused=$((refused + 1)); continue
    fi
    got=$(sed -n "$((L + 2))p" "$tmp/b")
    if [ "$(sed -n "$((L + 1))p" "$tmp/b")" != "$want" ]; then
      echo "D $label $id - prefix"; refused=$((refused + 1))
    elif [ "$got" = "$want" ] || [ -z "$got" ]; then
      echo "D $label $id $pair legal-refused"; refused=$((refused + 1))
    elif [ "$got" != "$after" ]; then
      echo "D $label $id $pair wrong-board got=$got want=$after"; accepted=$((accepted + 1))
    else
      accepted=$((accepted + 1))
    fi
  done < "$dir/legal"
}

# with_shim: one process; prefix, then one forked child per legal pair and one
# for all the illegal pairs in a row.  Returns 1 if the shim had no effect.
with_shim() {
  local rc t
  { cat "$dir/prefix"; cut -d' ' -f1 "$dir/legal"; paste -sd'|' "$dir/illegal"; } > "$tmp/in"
  AUDIT_FORK_AFTER=$L AUDIT_FORK_TIMEOUT=$((tmo0 + nillegal)) LD_PRELOAD=$AUDIT_SHIM \
    timeout $((2 * tmo0 + L + nlegal + nillegal)) "${prog[@]}" < "$tmp/in" > "$tmp/raw" 2>/dev/null
  rc=$?
  grep -q '^#offer ' "$tmp/raw" || { [ $rc -eq 0 ] && [ $((nlegal + nillegal)) -gt 0 ] && return 1; }
  awk -v L="$L" -v want="$want" -v k="$nillegal" -v label="$label" -v id="$id" -v rc="$rc" -v lf="$dir/legal" '
    BEGIN { while ((getline x < lf) > 0) { split(x, f, " "); lp[++nl] = f[1]; la[nl] = f[2] } }
    /^#fork$/ { forked = 1; next }
    /^#offer / { st[++seg] = $3; next }
    { gsub(/[ \r]/, ""); row[nr++] = $0
      if (nr == 8) { b = row[0] "/" row[1] "/" row[2] "/" row[3] "/" row[4] "/" row[5] "/" row[6] "/" row[7]; nr = 0
        s = forked ? seg + 2 : 1; n[s]++; bd[s, n[s]] = b; if (s == 1) last = b } }
    function bad(s,   w) {            # the child of segment s did not end well
      w = st[s - 1]
      if (w == "exit=0") return ""
      if (w == "") return rc == 124 ? "timeout" : "truncated"
      if (w == "signal=14") return "timeout"
      return "crash " w
    }
    END {
      if (n[1] != L + 1 || last != want) {
        printf "D %s %s - prefix boards=%d rc=%d\n", label, id, n[1], rc
        print "T 0", nl + k, 0; exit
      }
      for (i = 1; i <= nl; i++) {
        s = i + 1; w = bad(s)
        if (w != "") { printf "D %s %s %s %s\n", label, id, lp[i], w; ref++; continue }
        if (n[s] != 1 || bd[s, 1] == want) { printf "D %s %s %s legal-refused\n", label, id, lp[i]; ref++ }
        else if (bd[s, 1] != la[i]) { printf "D %s %s %s wrong-board got=%s want=%s\n", label, id, lp[i], bd[s, 1], la[i]; acc++ }
        else acc++
      }
      first = 0
      if (k > 0) {
        s = nl + 2; w = bad(s); prev = want
        for (j = 1; j <= n[s] && !first; j++) { if (bd[s, j] != prev) first = j; prev = bd[s, j] }
        if (first) { acc++; ref += first - 1 }
        else {
          ref += k
          if (w != "") printf "D %s %s - %s\n", label, id, w
          else if (n[s] != k) printf "D %s %s - truncated boards=%d expected=%d\n", label, id, n[s], k
        }
      }
      print "T", acc + 0, ref + 0, first, (first ? bd[s, first] : "-")
    }' "$tmp/raw" > "$tmp/verdict"
  grep -v '^T ' "$tmp/verdict"
  read -r t a r first after < <(grep '^T ' "$tmp/verdict")
  accepted=$((accepted + a)); refused=$((refused + r))
  if [ "$first" -gt 0 ]; then
    echo "D $label $id $(sed -n "${first}p" "$dir/illegal") illegal-accepted after=$after"
    tail -n +$((first + 1)) "$dir/illegal" > "$tmp/rest"
    batch_illegal "$tmp/rest"
  fi
  return 0
}

if [ -z "${AUDIT_SHIM:-}" ] || ! with_shim; then
  [ -n "${AUDIT_SHIM:-}" ] && echo "audit: $label: the fork shim has no effect, one process per move" >&2
  accepted=0 refused=0
  batch_illegal "$dir/illegal"
  one_by_one
fi
echo "R $label $id $nlegal $nillegal $accepted $refused"
