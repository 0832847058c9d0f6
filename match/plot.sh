#!/usr/bin/env bash
# plot.sh: the Elo differences of elo.txt (match/elo.awk's output) with their
# 95% intervals, as a PNG made by gnuplot (Debian package gnuplot-nox).
# Usage: match/plot.sh ELO.TXT OUT.PNG [TITLE]
# An infinite end ("inf") is drawn at the edge of the plot (+-800) with the
# point marked by an open symbol.
set -eu
in=$1 png=$2 title=${3:-micro-Max matches}
data=$(mktemp); trap 'rm -f "$data"' EXIT
# index, label, elo, low, high (clamped to +-800), 1 when some end was clamped
awk 'function c(x) { return x == "inf" ? 800 : x == "-inf" ? -800 : (x > 800 ? 800 : x < -800 ? -800 : x) }
     $7 != "-" { n++; cl = ($7 ~ /inf/ || $8 ~ /inf/ || $9 ~ /inf/)
       printf "%d \"%s (%s games)\" %s %s %s %d\n", n, $1, $2, c($7), c($8), c($9), cl }' "$in" > "$data"
n=$(wc -l < "$data")
[ "$n" -gt 0 ] || { echo "plot.sh: nothing to plot in $in" >&2; exit 1; }
gnuplot <<GP
set terminal pngcairo size 900,$((160 + 45 * n)) font "sans,10"
set output "$png"
set title "$title"
set xlabel "Elo difference of the first-named side (95% interval)"
set xrange [-800:800]
set yrange [$n + 0.5:0.5]
set ytics nomirror
set grid xtics
set key off
set arrow from 0, graph 0 to 0, graph 1 nohead dt 2 lc rgb "gray40"
plot "$data" using 3:1:4:5:ytic(2) with xerrorbars pt 7 ps 1.2 lc rgb "#1f5fa0", \
     "$data" using (\$6 > 0 ? \$3 : 1/0):1 with points pt 6 ps 2 lc rgb "#c03020"
GP
echo "plot.sh: $png" >&2
