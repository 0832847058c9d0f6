#!/usr/bin/env python3
"""mutants.py: every single-token mutant of a C listing.

    compare/mutate/mutants.py list LISTING        one mutant a line (TSV)
    compare/mutate/mutants.py make LISTING ID     the mutant's source
    compare/mutate/mutants.py write LISTING DIR   every mutant's source,
                                                  as DIR/ID.c

A mutant changes one token (or swaps the arms of one ?:, or drops one
expression statement) of LISTING's code; comments, strings and character
constants stay, and so do the kibitz printf (what a port is compared
with, commented out in the published program) and what compare/listing.sh
adds between /*{harness*/ and /*harness}*/.
Kinds:
  number  n -> n+1, n-1, 0, 1, 2n (when different and new)
  compare < <= > >= == != -> their neighbours
  arith   + - * / % -> neighbours
  bitwise & | ^ << >> ~ -> neighbours (and & | to && ||)
  logical && || ! -> neighbours (! dropped)
  ternary the two arms of a ?: swapped
  drop    an expression statement removed (its ; kept)
The list's columns: id, kind, line, the original text, the replacement
(ternary and drop: a shortened form), the byte offset and length of the
change.  The ids are stable for a given listing.
"""
import re
import sys

TOKEN = re.compile(r'''
    (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<string>"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')
  | (?P<number>\d+(?:\.\d*)?(?:[eE][+-]?\d+)?[uUlL]*)
  | (?P<ident>[A-Za-z_]\w*)
  | (?P<op><<=|>>=|\+\+|--|->|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!~<>=?:,;(){}\[\].])
  | (?P<space>\s+)
  | (?P<other>.)
''', re.S | re.X)

NEIGHBOURS = {
    '<': ['<=', '>', '!='], '<=': ['<', '>=', '=='], '>': ['>=', '<', '!='],
    '>=': ['>', '<=', '=='], '==': ['!=', '<=', '>='], '!=': ['==', '<', '>'],
    '+': ['-', '*'], '-': ['+', '*'], '*': ['/', '+'], '/': ['*', '%'], '%': ['/', '*'],
    '&': ['|', '^', '&&'], '|': ['&', '^', '||'], '^': ['|', '&'],
    '<<': ['>>'], '>>': ['<<'], '~': ['-', ''],
    '&&': ['||', '&'], '||': ['&&', '|'], '!': [''],
    '+=': ['-='], '-=': ['+='], '^=': ['|='], '|=': ['^=', '&='], '&=': ['|='],
    '*=': ['/='],
}
KIND = {}
for o in ['<', '<=', '>', '>=', '==', '!=']:
    KIND[o] = 'compare'
for o in ['+', '-', '*', '/', '%', '+=', '-=', '*=']:
    KIND[o] = 'arith'
for o in ['&', '|', '^', '<<', '>>', '~', '^=', '|=', '&=']:
    KIND[o] = 'bitwise'
for o in ['&&', '||', '!']:
    KIND[o] = 'logical'


def tokens(src):
    """(kind, text, offset, line) for every token but spaces and comments."""
    out = []
    line = 1
    for m in TOKEN.finditer(src):
        k = m.lastgroup
        t = m.group()
        if k not in ('space', 'comment'):
            out.append((k, t, m.start(), line))
        line += t.count('\n')
    return out


def excluded(src):
    """Byte ranges that are not the published program: the kibitz printf
    (from its "if(z)", 4.0-4.3's "if(z==8)", to its ";") and what compare/listing.sh adds between
    /*{harness*/ and /*harness}*/ (the end-of-input exit, 4.0-4.3's j=0)."""
    ranges = []
    for m in re.finditer(r'if\(z(?:==8)?\)printf\("%2d ply, .*?;', src, re.S):
        ranges.append((m.start(), m.end()))
    for m in re.finditer(r'/\*\{harness\*/.*?/\*harness\}\*/', src, re.S):
        ranges.append((m.start(), m.end()))
    return ranges


def number_value(t):
    t = t.rstrip('uUlL')
    try:
        return int(t, 0) if re.fullmatch(r'\d+', t) else float(t)
    except ValueError:
        return None


def number_mutants(t):
    v = number_value(t)
    if v is None:
        return []
    v = int(v)
    seen = {v}
    out = []
    for w in (v + 1, v - 1, 0, 1, 2 * v):
        if w not in seen and w >= 0:
            seen.add(w)
            out.append(str(w))
    return out


def arm_end(toks, i):
    """Index of the token that ends the expression starting at toks[i]
    (a conditional's second arm): , ; ) ] } : at depth 0."""
    depth = 0
    while i < len(toks):
        t = toks[i][1]
        if t in '([{':
            depth += 1
        elif t in ')]}':
            if depth == 0:
                return i
            depth -= 1
        elif depth == 0 and t in (',', ';', ':'):
            return i
        elif depth == 0 and t == '?':
            # a nested conditional in the second arm: skip its first arm
            j = matching_colon(toks, i)
            if j is None:
                return i
            i = j
        i += 1
    return i


def matching_colon(toks, q):
    depth = 0
    nest = 0
    for j in range(q + 1, len(toks)):
        t = toks[j][1]
        if t in '([{':
            depth += 1
        elif t in ')]}':
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and t == '?':
            nest += 1
        elif depth == 0 and t == ':':
            if nest == 0:
                return j
            nest -= 1
    return None


def mutants(src):
    ranges = excluded(src)
    toks = [t for t in tokens(src) if not any(a <= t[2] < b for a, b in ranges)]
    skip = set()
    out = []

    def add(kind, tok_line, orig, repl, off, length):
        out.append((kind, tok_line, orig, repl, off, length))

    prev = None
    for i, (k, t, off, line) in enumerate(toks):
        if line in skip or k in ('string', 'other'):
            prev = (k, t)
            continue
        if k == 'number':
            # array sizes and the like change the program's memory, not
            # its logic: they stay in, a compiler will refuse what it must
            for r in number_mutants(t):
                add('number', line, t, r, off, len(t))
        elif k == 'op' and t in NEIGHBOURS:
            unary = prev is None or prev[1] in ('(', ',', '=', '?', ':', ';', '{', '}', 'return') \
                or (prev[0] == 'op' and prev[1] not in (')', ']', '++', '--'))
            if t in ('-', '*', '&', '+') and unary:
                if t == '-':
                    add('arith', line, t, '', off, 1)   # a sign dropped
                prev = (k, t)
                continue
            for r in NEIGHBOURS[t]:
                add(KIND[t], line, t, r, off, len(t))
        elif k == 'op' and t == '?':
            c = matching_colon(toks, i)
            if c is not None and toks[c][3] not in skip:
                e = arm_end(toks, c + 1)
                a0, a1 = toks[i + 1][2], toks[c][2]
                b0 = toks[c + 1][2]
                b1 = toks[e][2] if e < len(toks) else len(src)
                arm1 = src[a0:a1].rstrip()
                arm2 = src[b0:b1].rstrip()
                b1 = b0 + len(arm2)
                if arm1 != arm2:
                    add('ternary', line, src[off:b1], '?' + arm2 + ':' + arm1, off, b1 - off)
        prev = (k, t)

    # expression statements: after ; { } (or the ) of if/while), up to ;
    for i, (k, t, off, line) in enumerate(toks):
        if t != ';' or line in skip:
            continue
        j = i - 1
        depth = 0
        while j >= 0:
            tj = toks[j][1]
            if tj in ')]':
                depth += 1
            elif tj in '([':
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and tj in (';', '{', '}'):
                break
            j -= 1
        start = j + 1
        if start >= i or (j >= 0 and toks[j][1] == '('):
            continue
        first = toks[start][1]
        if first in ('int', 'char', 'return', 'goto', 'else', 'do', 'if', 'W', 'while', '#define'):
            continue
        # the body of an if/while: starts after its closing parenthesis
        body = [x[1] for x in toks[start:i]]
        if first in ('if', 'W', 'while') or any(x in ('if', 'W', 'while', 'return', 'goto') for x in body):
            continue
        if toks[start][3] in skip:
            continue
        s0 = toks[start][2]
        text = src[s0:off]
        if ':' in body and '?' not in body:     # a label
            continue
        add('drop', line, text if len(text) < 40 else text[:37] + '...', '', s0, off - s0)
    out.sort(key=lambda m: (m[4], m[0], m[3]))
    return out


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ('list', 'make', 'write'):
        sys.stderr.write(__doc__)
        sys.exit(2)
    src = open(sys.argv[2], encoding='latin-1').read()
    ms = mutants(src)
    if sys.argv[1] == 'list':
        for n, (kind, line, orig, repl, off, length) in enumerate(ms, 1):
            show = lambda s: s.replace('\t', ' ').replace('\n', ' ')
            print('m%04d\t%s\t%d\t%s\t%s\t%d\t%d' % (n, kind, line, show(orig), show(repl), off, length))
    elif sys.argv[1] == 'write':
        for n, (kind, line, orig, repl, off, length) in enumerate(ms, 1):
            with open('%s/m%04d.c' % (sys.argv[3], n), 'w', encoding='latin-1') as f:
                f.write(src[:off] + repl + src[off + length:])
    else:
        n = int(sys.argv[3].lstrip('m'))
        kind, line, orig, repl, off, length = ms[n - 1]
        sys.stdout.write(src[:off] + repl + src[off + length:])


if __name__ == '__main__':
    main()
