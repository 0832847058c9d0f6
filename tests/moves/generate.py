#!/usr/bin/env python3
"""Move-reading cases built from the rules of chess, not from readable.

For each position of POSITIONS, Stockfish (`go perft 1`) lists the legal
moves; this script writes each of them the ways players type it (squares,
squares with - or x, SAN with and without x, lower-case piece letters,
castling as O-O and 0-0) with the move as the expected answer, and texts
that name no legal move (a piece letter and a square no piece of that
type can reach, squares no piece can move between) with a refusal.  The
SAN is written here from the board and the legal moves, by the SAN
standard (piece letter, the origin's file, rank or both when another
piece of the type could go there, x for a capture, =Q).

  tests/moves/generate.py > tests/moves/generated.tsv     (write the table)
  tests/moves/generate.py --check tests/moves/cases.tsv   (every expected
      move of a hand-written table is legal by Stockfish)

Output: FEN <tab> typed text <tab> expected, where expected is the move as
squares (e7e8n), or "!" and the start of the refusal ("!Illegal move",
"!Ambiguous move").  Needs Stockfish (/usr/games/stockfish on Debian).
"""
import os
import subprocess
import sys

STOCKFISH = os.environ.get("STOCKFISH") or next(
    (p for p in ("/usr/games/stockfish", "/usr/bin/stockfish")
     if os.path.exists(p)), "stockfish")

POSITIONS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/ppp1pppp/8/3p4/8/1P6/P1PPPPPP/RNBQKBNR w KQkq - 0 2",
    "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
    "4k3/8/8/8/8/5n2/8/R3K2R w KQ - 0 1",
    "7k/8/3N1N2/8/3N1N2/8/8/K7 w - - 0 1",
    "k7/8/8/4Q1Q1/8/4Q3/8/K7 w - - 0 1",
    "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1",
]

FILES = "abcdefgh"


def legal_moves(fens):
    """Stockfish's legal moves of each position (a FEN, or a FEN and
    " moves ..." after it), in one process."""
    script = "".join("position fen %s\ngo perft 1\n" % f for f in fens)
    out = subprocess.run([STOCKFISH], input=script + "quit\n",
                         capture_output=True, text=True, check=True).stdout
    result, current = [], []
    for line in out.splitlines():
        if line.startswith("Nodes searched"):
            result.append(sorted(current))
            current = []
        elif ": " in line and len(line.split(":")[0]) in (4, 5):
            current.append(line.split(":")[0])
    return result


def board_of(fen):
    """{square name: FEN letter} of the placement field."""
    board = {}
    for r, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                board[FILES[f] + str(8 - r)] = c
                f += 1
    return board


def san(board, ep, legal, move):
    """The SAN of a legal move (without + or #)."""
    a, b, promo = move[:2], move[2:4], move[4:]
    piece = board[a].upper()
    capture = b in board or (piece == "P" and b == ep)
    if piece == "K" and abs(FILES.index(a[0]) - FILES.index(b[0])) == 2:
        return "O-O" if b[0] == "g" else "O-O-O"
    if piece == "P":
        text = (a[0] + "x" if capture else "") + b
        return text + ("=" + promo.upper() if promo else "")
    rivals = [m[:2] for m in legal if m[2:4] == b and m[:2] != a
              and board[m[:2]].upper() == piece]
    origin = ""
    if rivals:
        if all(r[0] != a[0] for r in rivals):
            origin = a[0]
        elif all(r[1] != a[1] for r in rivals):
            origin = a[1]
        else:
            origin = a
    return piece + origin + ("x" if capture else "") + b


def rows(fen, legal):
    board = board_of(fen)
    fields = fen.split()
    side, ep = fields[1], fields[3]
    mine = [s for s, c in board.items() if c.isupper() == (side == "w")]
    out = []
    for m in legal:
        a, b = m[:2], m[2:4]
        piece = board[a].upper()
        capture = b in board or (piece == "P" and b == ep)
        text = san(board, ep, legal, m)
        out.append((m, m))
        out.append((a + "-" + b + m[4:], m))
        if capture:
            out.append((a + "x" + b + m[4:], m))
        out.append((text, m))
        if text.startswith("O-O"):
            out.append((text.replace("O", "0"), m))
            continue
        if piece != "P" and capture:
            out.append((text.replace("x", ""), m))
        if piece in "NRQK":
            out.append((text[0].lower() + text[1:], m))
        if piece != "P" and text[1:] != ("x" if capture else "") + b:
            # the same without the origin: ambiguous
            out.append((piece + ("x" if capture else "") + b,
                        "!Ambiguous move"))
        if m[4:] == "q":
            out.append((text.replace("=", ""), m))
    # Refusals: for each piece of the side to move, three squares it
    # cannot go to; for each piece letter, squares that type cannot reach.
    for s in sorted(mine):
        targets = [f + r for r in "12345678" for f in FILES
                   if f + r != s and not any(m[:4] == s + f + r
                                             for m in legal)]
        for t in targets[::max(1, len(targets) // 3)][:3]:
            out.append((s + t, "!Illegal move"))
    for letter in "NBRQK":
        reach = {m[2:4] for m in legal if board[m[:2]].upper() == letter
                 and not (letter == "K" and abs(FILES.index(m[0])
                                                - FILES.index(m[2])) == 2)}
        squares = [f + r for r in "12345678" for f in FILES
                   if f + r not in reach]
        for t in squares[5::13][:3]:
            out.append((letter + t, "!Illegal move"))
    pushes = {m[2:4] for m in legal if board[m[:2]].upper() == "P"
              and m[0] == m[2]}
    for t in [f + r for r in "2345677" for f in FILES
              if f + r not in pushes][3::11][:3]:
        out.append((t, "!Illegal move"))
    seen, unique = set(), []
    for text, expect in out:
        if text not in seen:
            seen.add(text)
            unique.append((text, expect))
    return unique


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        table = [l.rstrip("\n").split("\t") for l in open(sys.argv[2])
                 if l.strip() and not l.startswith("#")]
        # each expected move in the position after the ones before it
        specs = []
        for fen, text, expect in table:
            if expect[0] in "!?":
                continue
            moves = expect.split()
            for i in range(len(moves)):
                specs.append((fen + (" moves " + " ".join(moves[:i])
                                     if i else ""), moves[i], text))
        legal = legal_moves([s[0] for s in specs])
        bad = 0
        for (spec, move, text), moves in zip(specs, legal):
            if move not in moves:
                print("not legal by Stockfish: %s | %s | %s"
                      % (spec, text, move))
                bad += 1
        print("%d rows, %d expected moves not legal" % (len(table), bad))
        sys.exit(1 if bad else 0)
    print("# generated by tests/moves/generate.py from Stockfish's legal "
          "moves; do not edit")
    for fen, legal in zip(POSITIONS, legal_moves(POSITIONS)):
        for text, expect in rows(fen, legal):
            print("%s\t%s\t%s" % (fen, text, expect))


if __name__ == "__main__":
    main()
