#!/usr/bin/env bash
# search-shape.sh: how long search() is to read, the figures of
# readable/README.md ("The steps of search()"): its code lines (comments
# and blank lines left out), its deepest nesting of braces (the function's
# own body is level 1), and how many lines after the file's top comment
# its own comment starts.  tests/textbook.bats keeps them at most 115, 6
# and 60.
#
# Usage: tools/search-shape.sh [FILE]   (default readable/engine/search.c)
set -eu
file=${1:-readable/engine/search.c}
[ -r "$file" ] || { echo "search-shape.sh: cannot read $file" >&2; exit 2; }
awk '
    {
        line = $0
        out = ""
        while (line != "") {
            if (incomment) {
                i = index(line, "*/")
                if (i == 0) { line = ""; break }
                line = substr(line, i + 2); incomment = 0
            } else {
                i = index(line, "/*")
                if (i == 0) { out = out line; line = "" }
                else { out = out substr(line, 1, i - 1); line = substr(line, i + 2); incomment = 1 }
            }
        }
        if (!topend && $0 ~ /^ \*\//) topend = NR
        if ($0 ~ /^\/\* @umax:search-params/) comment_start = NR
        if (out ~ /^int search\(/) inside = 1
        if (inside) {
            if (out ~ /[^ \t]/) code++
            n = split(out, ch, "")
            for (k = 1; k <= n; k++) {
                if (ch[k] == "{") { depth++; if (depth > maxdepth) maxdepth = depth }
                if (ch[k] == "}") depth--
            }
            if (out ~ /^}/) inside = 0
        }
    }
    END { printf "%d code lines, %d levels, starts %d lines after the top comment\n", code, maxdepth, comment_start - topend }
' "$file"
