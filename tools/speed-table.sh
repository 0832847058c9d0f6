#!/usr/bin/env bash
# speed-table.sh: the table of nodes per CPU second per version, made from
# the lines of a make bench run saved with compare/bench.sh --save FILE.
# docs/measurements.md shows it under a check-run mark, so that
# make docs-check fails if the table and the saved run part.
#
#   tools/speed-table.sh [FILE]        (default compare/bench-speed.txt)
set -eu
file=${1:-$(dirname "$0")/../compare/bench-speed.txt}
[ -r "$file" ] || { echo "speed-table.sh: cannot read $file" >&2; exit 2; }
awk '
    /^# / { sub(/^# /, ""); when = $0; next }
    $1 == "bench" && $4 == "nodes" {          # bench V NAME nodes N ... cpu C s
        for (i = 1; i <= NF; i++) if ($i == "cpu") cpu[$2, $3] = $(i + 1)
        nodes[$2] = $5; name[$2, ++n[$2]] = $3
        if (!($2 in seen)) { seen[$2] = 1; order[++versions] = $2 }
    }
    $1 == "bench" && $3 == "nodes" && $4 != "OK" { bad[$2] = 1 }
    $1 == "bench" && $3 == "nodes" && $NF ~ /x$/ { speed[$2] = $NF }
    END {
        if (!versions) { print "speed-table.sh: no bench lines" > "/dev/stderr"; exit 1 }
        print "make bench, " when
        printf "%-7s %10s  %18s  %18s  %7s\n", "version", "nodes", "umax nodes/CPU s", "readable nodes/CPU s", "speed"
        for (k = 1; k <= versions; k++) {
            v = order[k]; a = name[v, 1]; b = name[v, 2]
            printf "%-7s %10d  %18.0f  %20.0f  %7s%s\n", substr(v, 1, 1) "." substr(v, 2),
                nodes[v], nodes[v] / cpu[v, a], nodes[v] / cpu[v, b], speed[v],
                (v in bad ? "  (outputs differ)" : "")
        }
    }' "$file"
