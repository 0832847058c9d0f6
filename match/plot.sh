#!/usr/bin/env bash
# plot.sh: the Elo differences of elo.txt (match/elo.awk's output) with their
# 95% intervals, as a PNG made by gnuplot (Debian package gnuplot-nox).
# Usage: match/plot.sh ELO.TXT OUT.PNG [TITLE [CLAIMS]]
# An infinite end ("inf") is drawn at the edge of the plot (+-800) with the
# point marked by an open symbol.  CLAIMS (match/claims.txt) holds lines
# "PAIR ELO" (# comments): a published claim, drawn as a diamond on its row.
set -eu
in=$1 png=$2 title=${3:-micro-Max matches} claims=${4:-/dev/null}
data=$(mktemp); trap 'rm -f "$data"' EXIT
# index, label, elo, low, high (clamped to +-800), 1 when some end was
# clamped, the claim for the pairing (NaN: none)
awk 'function c(x) { return x == "inf" ? 800 : x == "-inf" ? -800 : (x > 800 ? 800 : x < -800 ? -800 : x) }
     FILENAME == ARGV[1] { if ($1 !~ /^#/ && NF >= 2) claim[$1] = $2; next }
     $7 != "-" { n++; cl = ($7 ~ /inf/ || $8 ~ /inf/ || $9 ~ /inf/)
       printf "%d \"%s (%s games)\" %s %s %s %d %s\n", n, $1, $2, c($7), c($8), c($9), cl,
              ($1 in claim) ? c(claim[$1]) : "NaN" }' "$claims" "$in" > "$data"
claimed=$(awk '$NF != "NaN"' "$data" | wc -l)
clamped=$(awk '$(NF-1) > 0' "$data" | wc -l)
n=$(wc -l < "$data")
[ "$n" -gt 0 ] || { echo "plot.sh: nothing to plot in $in" >&2; exit 1; }
gnuplot <<GP
set terminal pngcairo size 900,$((190 + 45 * n)) font "sans,10" noenhanced
set output "$png"
set title "$title"
set xlabel "Elo difference of the first-named side (95% interval)"
set xrange [-800:800]
set yrange [$n + 0.5:0.5]
set ytics nomirror
set grid xtics
set key below horizontal spacing 1.5
set bmargin 6
set arrow from 0, graph 0 to 0, graph 1 nohead dt 2 lc rgb "gray40"
plot "$data" using 3:1:4:5:ytic(2) with xerrorbars pt 7 ps 1.2 lc rgb "#1f5fa0" title "measured"$(
  [ "$clamped" -gt 0 ] && printf '%s' ', \
     "'"$data"'" using ($6 > 0 ? $3 : 1/0):1 with points pt 6 ps 2 lc rgb "#c03020" notitle')$(
  [ "$claimed" -gt 0 ] && printf '%s' ', \
     "'"$data"'" using 7:1 with points pt 13 ps 1.6 lc rgb "#d08000" title "claimed on the micro-Max pages"')
GP
echo "plot.sh: $png" >&2
