# summary.awk: the summary of one version's run of compare.sh.
#
#   awk -v version=43 -v mode=quick -v wall_ms=81234 -v a_name=umax \
#       -v b_name=readable -v res_dir=WORK/res/43 -v totals_file=F \
#       -v divergences_file=G \
#       -f summary.awk RECORDS
#
# RECORDS has one line per case: its status record (run-case.sh) after the
# fields part= and id=, all as key=value (a case that did not finish has
# verdict=missing).  Prints the version's lines of the report, writes
# "positions=N failures=N" to totals_file (failures: divergences, and in
# --golden mode also the golden transcripts missed and inconsistent
# verdicts), and for every case that did not agree a line "BLOCK LINE PART
# ID" to divergences_file, simplest first: where its report says the
# outputs part (from res/VERSION/ID.key; "999999 0" when there is none).

# field(NAME): the value of NAME in the current record ("" when absent).
function field(name) { return (name in rec) ? rec[name] : "" }
function plural(n) { return n == 1 ? "" : "s" }
function seconds(ms) { return sprintf("%.1f s", ms / 1000) }

BEGIN {
    # Simplest first: the divergences that appear after the fewest input lines.
    sort_divergences = "sort -k1,1n -k2,2n -k4,4 > \"" divergences_file "\""
    printf "" > divergences_file; close(divergences_file)
}

{
    delete rec
    for (i = 1; i <= NF; i++) {
        eq = index($i, "=")
        rec[substr($i, 1, eq - 1)] = substr($i, eq + 1)
    }
    part = field("part"); id = field("id")
    cases++
    if (field("verdict") == "agree") agree++
    else {
        diverge++
        key = res_dir "/" id ".key"
        if ((getline where < key) > 0) print where, part, id | sort_divergences
        else print "999999 0", part, id | sort_divergences
        close(key)
    }
    moves += field("moves"); nodes += field("nodes")
    a_cpu += field("a_cpu_ms"); b_cpu += field("b_cpu_ms")
    # Refused moves count only where the moves are known to be legal.  An
    # illegal-input case (corpus.sh) types its game's moves (its id's
    # -pNNN), then illegal moves: what is not refused of those was played.
    if (part == "illegal") {
        match(id, /-p[0-9]+/)
        game_moves = substr(id, RSTART + 2, RLENGTH - 2) + 0
        illegal_typed += field("typed") - game_moves
        illegal_played += field("typed") - game_moves - field("refused")
    } else if (part != "golden" && part != "cases") refused += field("refused")
    per_part[part]++
    if (field("a_golden") != "-" && field("a_golden") != "") {
        golden++; a_golden += field("a_golden"); b_golden += field("b_golden")
        # In --golden mode the verdict must follow from the golden files:
        # agree when both printed them, diverge when only one did.
        if (field("a_golden") == 1 && field("b_golden") == 1 && field("verdict") != "agree" ||
            field("a_golden") != field("b_golden") && field("verdict") == "agree")
            inconsistent = inconsistent (inconsistent == "" ? "" : "\n") id
        if (field("a_golden") == 0 || field("b_golden") == 0) missed++
    }
}

END {
    parts = ""
    split("golden random selfplay illegal games pgn cases", order, " ")
    for (i = 1; i <= 7; i++)
        if (order[i] in per_part)
            parts = parts (parts == "" ? "" : ", ") per_part[order[i]] " " order[i]
    printf "compare %s: %d position%s (%s), %d engine move%s, %.0f nodes: %d agree, %d diverge; %s (cpu %s %s, %s %s)\n",
        version, cases, plural(cases), parts, moves, plural(moves), nodes, agree, diverge,
        seconds(wall_ms), a_name, seconds(a_cpu), b_name, seconds(b_cpu)
    # Generated and user games are legal chess (checked by randgame), so a
    # refused move there means that the engines and randgame disagree on
    # the rules: not a umax/readable divergence, but worth a look.
    if (refused)
        printf "compare %s: warning: %d moves of generated or user games were refused by %s%s (see the reports or --keep)\n",
            version, refused, a_name, version
    if ("illegal" in per_part)
        printf "compare %s: illegal input: %d illegal moves typed, %d played by %s%s\n",
            version, illegal_typed, illegal_played, a_name, version
    failures = diverge
    if (golden) {
        printf "compare %s: golden transcripts matched: %s%s %d/%d, %s%s %d/%d\n",
            version, a_name, version, a_golden, golden, b_name, version, b_golden, golden
        if (mode == "golden") {
            if (inconsistent != "") {
                printf "compare %s: verdicts inconsistent with the golden files: %s\n", version, inconsistent
                failures++
            }
            failures += missed
        }
    }
    printf "positions=%d failures=%d\n", cases, failures > totals_file
    close(sort_divergences)
}
