#!/usr/bin/awk -f
# elo.awk: match score, Elo difference and its 95% interval from W/D/L.
#
# Input: one pairing a line, "NAME WINS DRAWS LOSSES" (NAME without blanks;
# counts from the point of view of the first-named side).  '#' lines and
# blank lines are skipped.
# Output: one line a pairing,
#   NAME GAMES WINS DRAWS LOSSES SCORE% ELO LOW HIGH
# ELO, LOW and HIGH are rounded to whole Elo; "inf"/"-inf" where unbounded.
#
# Formulas (the standard logistic model):
#   N = W + D + L,  s = (W + D/2) / N               the mean score of a game
#   Elo(s) = -400 * log10(1/s - 1)                   difference implied by s
#   per-game variance of the score (a win counts 1, a draw 1/2, a loss 0):
#     var = (W*(1-s)^2 + D*(1/2-s)^2 + L*(0-s)^2) / N
#   standard error of s:  se = sqrt(var / N)
#   95% interval of s:    s -/+ 1.959964 * se, each end mapped through Elo();
#   an end at or beyond 0 or 1 maps to -inf or inf.
# A 0% or 100% score has var = 0 and an infinite Elo, so the normal
# approximation says nothing.  Then the interval comes from the exact
# binomial bound instead: with N straight wins, the true score is at least
# 0.025^(1/N) with 97.5% confidence, so LOW = Elo(0.025^(1/N)), HIGH = inf
# (mirrored for N straight losses).  0 games give "-" everywhere.

function elo(s) {
    if (s <= 0) return "-inf"
    if (s >= 1) return "inf"
    e = sprintf("%.0f", -400 * log(1 / s - 1) / log(10))
    return e == "-0" ? "0" : e
}

/^[ \t]*(#|$)/ { next }

NF != 4 || $2 !~ /^[0-9]+$/ || $3 !~ /^[0-9]+$/ || $4 !~ /^[0-9]+$/ {
    printf "elo.awk: line %d: expected NAME WINS DRAWS LOSSES\n", NR > "/dev/stderr"
    bad = 1
    next
}

{
    w = $2 + 0; d = $3 + 0; l = $4 + 0; n = w + d + l
    if (n == 0) {
        printf "%s 0 0 0 0 - - - -\n", $1
        next
    }
    s = (w + d / 2) / n
    if (s == 1) {
        lo = elo(0.025 ^ (1 / n)); hi = "inf"
    } else if (s == 0) {
        lo = "-inf"; hi = elo(1 - 0.025 ^ (1 / n))
    } else {
        var = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
        se = sqrt(var / n)
        lo = elo(s - 1.959964 * se)
        hi = elo(s + 1.959964 * se)
    }
    printf "%s %d %d %d %d %.1f %s %s %s\n", $1, n, w, d, l, 100 * s, elo(s), lo, hi
}

END { exit bad }
