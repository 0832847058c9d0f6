#!/usr/bin/env bash
# side-by-side.sh -- generate docs/side-by-side.html: each minimized source
# (umax/umax40.c, 42, 43, 48) on the left, every line of code linked to the
# place in readable/ that explains it, shown on the right.
#
# The links come from the sources themselves, so the page cannot drift:
#   - in umax/*.c, every line with code carries a tag comment  /*@TAG*/
#     (comments are free in the character count; a /*KIBITZ:...*/ line
#     counts as code);
#   - in readable/**/*.[ch], a comment  @umax:TAG  marks the line where TAG is
#     explained (one place per TAG; one comment may hold several TAGs).
# The generator fails, naming file and line, when a line of code has no
# tag, a tag has no marker, a marker points nowhere (no umax line uses its
# TAG) or a TAG is marked twice.  Plain bash and awk: no other dependency.
#
# usage: tools/side-by-side.sh [-o OUT] [-r READABLE_DIR] [UMAX_FILE...]
set -euo pipefail

out=docs/side-by-side.html
readable=readable
while getopts o:r: opt; do
    case $opt in
        o) out=$OPTARG ;;
        r) readable=$OPTARG ;;
        *) echo "usage: $0 [-o OUT] [-r READABLE_DIR] [UMAX_FILE...]" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
# By default every minimized version there is: a version whose umax file
# is not in the tree yet (umax/umax48.c) is left out, with a note.
if [ $# -eq 0 ]; then
    for f in umax/umax40.c umax/umax42.c umax/umax43.c umax/umax48.c; do
        if [ -r "$f" ]; then set -- "$@" "$f"
        else echo "side-by-side: no $f, its version left out" >&2
        fi
    done
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. The markers: "TAG <tab> FILE <tab> LINE", one per tag occurrence.
shopt -s nullglob
sources=("$readable"/*.c "$readable"/*.h "$readable"/*/*.c "$readable"/*/*.h)
[ ${#sources[@]} -gt 0 ] || { echo "side-by-side: no sources in $readable/" >&2; exit 1; }
awk '{
        s = $0
        while (match(s, /@umax:[a-z0-9-]+/)) {
            printf "%s\t%s\t%d\n", substr(s, RSTART + 6, RLENGTH - 6), FILENAME, FNR
            s = substr(s, RSTART + RLENGTH)
        }
     }' "${sources[@]}" > "$tmp/markers"

# 2. The umax lines: "FILE <tab> LINE <tab> TAG <tab> NEEDS <tab> TEXT".
#    TEXT is the line without its tag comment; NEEDS is 1 for code.
for f in "$@"; do
    [ -r "$f" ] || { echo "side-by-side: cannot read $f" >&2; exit 1; }
done
awk -v OFS='\t' '
    FNR == 1 { incomment = 0 }
    {
        line = $0; tag = ""; ntags = 0; s = line
        while (match(s, /\/\*@[a-z0-9-]+\*\//)) {
            ntags++; tag = substr(s, RSTART + 3, RLENGTH - 5)
            s = substr(s, RSTART + RLENGTH)
        }
        text = line
        gsub(/ *\/\*@[a-z0-9-]+\*\//, "", text)
        # the code outside comments (comments may span lines)
        code = ""; rest = text
        while (rest != "") {
            if (incomment) {
                i = index(rest, "*/")
                if (!i) { rest = ""; break }
                rest = substr(rest, i + 2); incomment = 0
            } else {
                i = index(rest, "/*")
                if (!i) { code = code rest; break }
                code = code substr(rest, 1, i - 1)
                rest = substr(rest, i + 2); incomment = 1
            }
        }
        needs = (code ~ /[^ \t]/ || text ~ /\/\*KIBITZ:/) ? 1 : 0
        if (ntags > 1) {
            printf "%s:%d: more than one tag\n", FILENAME, FNR > "/dev/stderr"
            bad = 1
        }
        print FILENAME, FNR, tag, needs, text
    }
    END { exit bad }' "$@" > "$tmp/lines"

# 3. The checks.
awk -F'\t' '
    FILENAME == ARGV[1] {
        if ($1 in where) {
            printf "%s:%d: marker @umax:%s: already marked at %s\n", $2, $3, $1, where[$1] > "/dev/stderr"
            bad = 1
        }
        where[$1] = $2 ":" $3; next
    }
    {
        if ($4 && $3 == "") {
            printf "%s:%d: no explanation: this line of code has no /*@TAG*/ comment\n", $1, $2 > "/dev/stderr"
            bad = 1
        } else if ($3 != "" && !($3 in where)) {
            printf "%s:%d: tag %s: no @umax:%s marker in the readable sources\n", $1, $2, $3, $3 > "/dev/stderr"
            bad = 1
        }
        used[$3] = 1
    }
    END {
        for (t in where)
            if (!(t in used)) {
                printf "%s: marker @umax:%s points nowhere: no umax line is tagged /*@%s*/\n", where[t], t, t > "/dev/stderr"
                bad = 1
            }
        exit bad
    }' "$tmp/markers" "$tmp/lines" || {
    echo "side-by-side: $out not written" >&2
    exit 1
}

# 4. The page.
mkdir -p "$(dirname "$out")"
{
cat <<'HEAD'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>micro-Max 4.x: the minimized source, side by side with its explanation</title>
<style>
  /* Text at 4.5:1 contrast or more on every background it meets (the
     line numbers and comments also on the highlighted lines). */
  html, body { margin: 0; height: 100%; font-family: sans-serif; }
  body { display: flex; flex-direction: column; }
  header { flex: none; min-height: 3em; padding: .3em 1em; display: flex; align-items: center;
           flex-wrap: wrap; gap: .2em 1.5em; background: #24313d; color: #fff; }
  header h1 { font-size: 1em; font-weight: normal; margin: 0; }
  header a { color: #ffd36b; font-weight: bold; }
  main { display: flex; flex: 1; min-height: 0; }
  #left, #right { overflow: auto; height: 100%; }
  #left:focus, #right:focus { outline: 3px solid #3a6ea5; outline-offset: -3px; }
  /* The minimized lines keep their layout (they scroll sideways); the
     explanations wrap, so that at 1280 px nothing on the right is cut.
     Drag the corner of the left pane to share the width differently. */
  #left { flex: 0 0 50%; min-width: 25%; max-width: 80%; resize: horizontal;
          border-right: 3px solid #24313d; background: #fbfaf5; }
  #right { flex: 1 1 0; min-width: 0; background: #f4f7fb; }
  h2 { font-size: 1em; margin: 0; padding: .6em 1em; background: #dfe5ec;
       position: sticky; top: 0; }
  pre { margin: 0; padding: .3em 0 2em; font-size: 12px; line-height: 1.45; }
  a.l { display: block; color: #111; text-decoration: none; padding: 0 1em; }
  a.l:hover { background: #ffe9a8; }
  a.l.sel { background: #ffd36b; outline: 1px solid #c99a1e; }
  .t { display: inline-block; width: 9.5em; color: #2c5a8a; }
  span.c { display: block; padding: 0 1em; color: #555; }
  .n { color: #555; display: inline-block; width: 3em; }
  .r { display: block; padding: 0 1em 0 4em; text-indent: -3em;
       white-space: pre-wrap; overflow-wrap: anywhere; }
  .r .n { text-indent: 0; }   /* (text-indent is inherited) */
  .m { background: #e3eefc; color: #174a8b; font-weight: bold; }
  .m:has(> a:target) { background: #ffd36b; }
  .m a { scroll-margin-top: 3em; }
  section { margin-bottom: 2em; }
  .none { margin: .5em 1em; padding: .3em .6em; background: #fff3c4; border-left: 4px solid #a07000; }
  /* A phone: the two panes one above the other. */
  @media (max-width: 699px) {
    main { flex-direction: column; }
    #left, #right { height: 50%; flex: 1 1 0; max-width: none; min-width: 0; resize: none; }
    #left { border-right: none; border-bottom: 3px solid #24313d; }
  }
</style>
</head>
<body>
<header>
  <h1>micro-Max 4.x side by side: click a line of the minimized source</h1>
HEAD
for f in "$@"; do
    b=$(basename "$f" .c)
    printf '  <a href="#%s">%s</a>\n' "$b" "$f"
done
cat <<'MID'
</header>
<main>
<div id="left" role="region" aria-label="the minimized sources">
MID
awk -F'\t' '
    function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); gsub(/"/, "\\&quot;", s); return s }
    FILENAME == ARGV[1] { if (!($1 in where)) { file[$1] = $2; line[$1] = $3; where[$1] = 1 } next }
    {
        if ($1 != current) {
            if (current != "") print "</pre></section>"
            current = $1; id = current; sub(/.*\//, "", id); sub(/\.c$/, "", id)
            printf "<section id=\"%s\"><h2>%s</h2><pre>", id, esc(current)
        }
        if ($3 != "") {
            target = file[$3]; sub(/.*\//, "", target)
            printf "<a class=\"l\" href=\"#m-%s\" title=\"explained in %s line %d\"><span class=\"n\">%d</span><span class=\"t\">%s</span>%s</a>", \
                $3, esc(target), line[$3], $2, $3, esc($5)
        } else {
            printf "<span class=\"c\"><span class=\"n\">%d</span><span class=\"t\"></span>%s</span>", $2, esc($5)
        }
    }
    END { if (current != "") print "</pre></section>" }' "$tmp/markers" "$tmp/lines"
echo '</div>'
echo '<div id="right" role="region" aria-label="the explanations in the readable sources" tabindex="0">'
# every readable file that holds a marker, in full; marker lines carry the ids
cut -f2 "$tmp/markers" | awk '!seen[$0]++' > "$tmp/files"
awk -F'\t' '
    function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
    FILENAME == ARGV[1] { ids[$2 SUBSEP $3] = ids[$2 SUBSEP $3] " " $1; next }
    FNR == 1 {
        if (started) print "</pre></section>"
        started = 1
        printf "<section><h2>%s</h2><pre>", esc(FILENAME)
    }
    {
        k = FILENAME SUBSEP FNR
        if (k in ids) {
            n = split(ids[k], t, " "); anchors = ""
            for (i = 1; i <= n; i++) anchors = anchors "<a id=\"m-" t[i] "\"></a>"
            printf "<span class=\"r m\">%s<span class=\"n\">%d</span>%s</span>", anchors, FNR, esc($0)
        } else {
            printf "<span class=\"r\"><span class=\"n\">%d</span>%s</span>", FNR, esc($0)
        }
    }
    END { print "</pre></section>" }' "$tmp/markers" $(cat "$tmp/files")
echo '</div>'
echo '</main>'
# The clicked minimized line stays highlighted; side-by-side.html?v=42#m-TAG
# (the web explorer's links) shows 4.2 on the left, its line for TAG
# highlighted, and the explanation on the right.
cat <<'SCRIPT'
<script>
(function () {
  var left = document.getElementById('left');
  function mark(a) {
    var old = left.querySelector('a.l.sel');
    if (old) old.classList.remove('sel');
    if (a) a.classList.add('sel');
  }
  var clicked = false;     // (the hash changes from a click on the left)
  left.addEventListener('click', function (e) {
    var a = e.target.closest('a.l');
    if (a) { mark(a); clicked = true; }
  });
  // (again on a change of #m-TAG alone: the explorer's next link to the
  // same version only changes the hash of the page already open)
  function show() {
    var v = new URLSearchParams(location.search).get('v');
    var section = v && document.getElementById('umax' + v);
    var old = left.querySelector('.none');
    if (old) old.remove();
    if (!section) return;
    var line = location.hash && section.querySelector('a.l[href="' + location.hash + '"]');
    mark(line);
    if (location.hash && !line) {     // (4.8's re-search asked of 4.3)
      var none = document.createElement('p');
      none.className = 'none';
      none.setAttribute('role', 'status');
      none.textContent = section.querySelector('h2').textContent + ' has no line for ' +
        location.hash.replace('#m-', '') + ': the explanation shown is that of the versions that have one.';
      section.querySelector('h2').after(none);
    }
    var target = line || section;
    left.scrollTop = target.getBoundingClientRect().top - left.getBoundingClientRect().top
                     + left.scrollTop - (line ? left.clientHeight / 3 : 0);
  }
  show();
  window.addEventListener('hashchange', function () {
    if (!clicked) show();
    clicked = false;
  });
})();
</script>
SCRIPT
echo '</body>'
echo '</html>'
} > "$tmp/page"
mv "$tmp/page" "$out"
echo "side-by-side: $out: $(grep -o 'class="l"' "$out" | wc -l) lines of code linked, $(wc -l < "$tmp/markers") markers"
