#!/usr/bin/env bash
# budget-overshoot.sh: how far an engine move's search runs past its node
# budget.  The budget is looked at only between root iterations, so the
# last iteration, started below the budget, runs to its end.
#
#   tools/budget-overshoot.sh              the golden kibitz traces (budget
#                                          1,000,000; nothing is run)
#   tools/budget-overshoot.sh --nodes N    build/readableV --kibitz --nodes N
#                                          on every golden input (make readable)
#
# One line per version: "V searches mean median p90 max", the figures as
# multiples of the budget.  A search counts when its last kibitz line
# reaches the budget less 128 (the listing's node counter starts at 128):
# a thinking search that spent its budget.  Typed moves' searches and
# those a mate ended early are left out.  docs-check.sh's overshoot-*
# marks read the first form.
set -eu
cd "$(dirname "$0")/.."
nodes=""
if [ "${1:-}" = --nodes ]; then
    nodes=${2:?usage: tools/budget-overshoot.sh [--nodes N]}
    case $nodes in ''|*[!0-9]*) echo "budget-overshoot: N must be a number" >&2; exit 2 ;; esac
elif [ $# -gt 0 ]; then
    echo "usage: tools/budget-overshoot.sh [--nodes N]" >&2; exit 2
fi
budget=${nodes:-1000000}

# the last node count of every run of kibitz lines, one a line
last_counts() {
    awk '$2 == "ply," { last = $3; on = 1; next }
         { if (on) print last; on = 0 }
         END { if (on) print last }' "$@"
}

for v in 40 42 43 48; do
    if [ -n "$nodes" ]; then
        for f in tests/golden/$v/*.in; do
            build/readable$v --kibitz --nodes "$nodes" < "$f" | last_counts
        done
    else
        last_counts tests/golden/$v/*.kibitz
    fi | awk -v b="$budget" '$1 >= b - 128' | sort -n |
    awk -v v="$v" -v b="$budget" '
        { a[NR] = $1; s += $1 }
        END { printf "%s %d %.2f %.2f %.2f %.1f\n", v, NR, s / NR / b,
                     a[int(NR / 2) + 1] / b, a[int(NR * 0.9)] / b, a[NR] / b }'
done
