#!/usr/bin/env bats
# The repository stands alone: no file points outside it (to a contract or
# notes that a clone does not have), and every relative link in a Markdown
# file leads to a file or folder of the repository.

setup() {
    cd "$BATS_TEST_DIRNAME/.."
}

# the files to look at: everything but git's, the build's and fetched tools
repo_files() {
    find . \( -name .git -o -name build -o -name .tools -o -name node_modules \) -prune \
        -o -type f "$@" -print
}

@test "doclinks: no file refers to ../shared, SPEC.md or ../SPEC outside the repository" {
    run grep -rInE --exclude-dir=.git --exclude-dir=build --exclude-dir=.tools \
        --exclude-dir=node_modules --exclude=doclinks.bats \
        '\.\./shared|SPEC\.md|\.\./SPEC\b' .
    echo "$output"
    [ "$status" -eq 1 ]       # grep: 1 = no match (2 would be an error)
    [ -z "$output" ]
}

@test "doclinks: every relative link of every Markdown file resolves" {
    bad=""
    n=0
    while IFS= read -r md; do
        dir=$(dirname "$md")
        # [text](target) and ![alt](target); drop "title" and #anchor
        while IFS= read -r target; do
            case $target in
                http://*|https://*|mailto:*|'#'*|'') continue ;;
            esac
            path=${target%%#*}
            n=$((n + 1))
            [ -e "$dir/$path" ] || bad="$bad$md: $target"$'\n'
        done < <(grep -oE '\]\([^)[:space:]]+' "$md" | sed 's/^](//')
    done < <(repo_files -name '*.md')
    echo "checked $n links"
    printf '%s' "$bad"
    [ "$n" -gt 10 ]
    [ -z "$bad" ]
}

@test "doclinks: the link check fails on a missing target (scratch file)" {
    mkdir -p "$BATS_TEST_TMPDIR/d"
    printf 'see [the contract](../nowhere/contract.md)\n' > "$BATS_TEST_TMPDIR/d/x.md"
    target=$(grep -oE '\]\([^)[:space:]]+' "$BATS_TEST_TMPDIR/d/x.md" | sed 's/^](//')
    [ "$target" = "../nowhere/contract.md" ]
    [ ! -e "$BATS_TEST_TMPDIR/d/$target" ]
}
