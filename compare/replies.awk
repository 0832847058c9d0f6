# replies.awk: the move each input line produced, read off the boards of a
# plain transcript (no kibitz lines): one line per input line, the move
# (e2e4) or "-" when the board did not change.  port-case.sh uses it for
# cases that replies.tsv does not list (port.sh --cases with --uci).
#
#   awk -f boards.awk -f replies.awk CASE.out

{
    row = $0
    gsub(/[ \r]/, "", row)
    sq = sq substr(row "????????", 1, 8)
    if (++rows == 8) {
        if (nb++ > 0) { m = move_between(prev, sq); print (m == "" ? "-" : m) }
        prev = sq; sq = ""; rows = 0
    }
}
