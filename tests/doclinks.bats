#!/usr/bin/env bats
# The repository stands alone: no file points outside it (to a contract or
# notes that a clone does not have), and every relative link in a Markdown
# file leads to a file or folder of the repository.

load lib/common

# check_links DIR: every relative link [text](target) or ![alt](target) of
# every Markdown file under DIR (but git's, the build's and fetched tools)
# must name an existing file or folder; prints "FILE: TARGET" for each one
# that does not, and "checked N links" last.
check_links() {
    local md dir target n=0
    while IFS= read -r md; do
        dir=$(dirname "$md")
        while IFS= read -r target; do
            case $target in
                http://*|https://*|mailto:*|'#'*|'') continue ;;
            esac
            n=$((n + 1))
            [ -e "$dir/${target%%#*}" ] || echo "$md: $target"
        done < <(grep -oE '\]\([^)[:space:]]+' "$md" | sed 's/^](//')
    done < <(find "$1" \( -name .git -o -name build -o -name .tools -o -name node_modules \) \
                 -prune -o -type f -name '*.md' -print)
    echo "checked $n links"
}

@test "doclinks: no file refers to a contract or notes outside the repository" {
    # tracked files only: generated pages (docs/side-by-side.html) quote
    # the sources and are rebuilt from them
    run git grep -InE '\.\./shared|SPEC\.md|\.\./SPEC\b' -- . ':!tests/doclinks.bats'
    echo "$output"
    [ "$status" -eq 1 ]       # grep: 1 = no match (2 would be an error)
    [ -z "$output" ]
}

@test "doclinks: user documents name H.G. Muller's pages, not 'the seed(s)', and say nothing of sessions" {
    run grep -rInE --exclude-dir=.git --exclude-dir=build --exclude-dir=.tools \
        --include='*.md' --include='*.6' --include=claims.txt --include=plot.sh \
        "seeds'|seed's|the seeds\b|by the seeds|\bsession [0-9]" .
    echo "$output"
    [ "$status" -eq 1 ]
}

@test "doclinks: every relative link of every Markdown file resolves" {
    run check_links .
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$(echo "$output" | wc -l)" -eq 1 ]              # only the count line
    [ "$(echo "$output" | awk '{print $2}')" -gt 20 ]  # and it saw the links
}

@test "doclinks: the link check names a link whose target is missing" {
    d=$BATS_TEST_TMPDIR/d
    mkdir -p "$d/docs"
    touch "$d/docs/here.md"
    printf 'see [here](here.md#top), [gone](../nowhere/contract.md) and [web](https://example.org/)\n' \
        > "$d/docs/x.md"
    run check_links "$d"
    echo "$output"
    [ "$output" = "$d/docs/x.md: ../nowhere/contract.md
checked 2 links" ]
}
