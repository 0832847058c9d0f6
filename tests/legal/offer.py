#!/usr/bin/env python3
"""Offer every legal move to a front end, in positions reached after searches.

    tests/legal/offer.py --front uci|xboard|friendly [--engine build/readable48]
                         [--plies N] [--nodes N] [--seed S] FEN...

From each FEN a game is played: micro-Max searches and plays a move
(UCI `go nodes`, xboard `go`, the friendly mode's `go`), then every move
Stockfish calls legal in the position reached (under-promotions left out:
micro-Max promotes to a queen) is offered through the front end and taken
back, with the hash table as the searches left it; then one of them,
drawn with the seed, is played and the engine searches again, for N
plies of the engine.  A move the front end does not play is printed;
the last line counts them:
    "uci: 123 positions, 4567 moves offered, 0 refused".
Exit status 1 if any was refused (docs/front-ends.md, "Moves the root
refuses").  The friendly mode ends a game drawn by the rules (too little
material, the fiftieth move): the game stops there.
"""
import argparse, random, re, shutil, subprocess, sys

FEN_RE = re.compile(r"^[1-8pnbrqkPNBRQK/]+ [wb] [-KQkq]+ [-a-h1-8]+ \d+ \d+$")


class Proc:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, test):
        """Lines up to and including the first that passes test."""
        got = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit("the program ended; last lines: %r" % got[-5:])
            line = line.rstrip("\n")
            got.append(line)
            if test(line):
                return got

    def close(self):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass
        self.p.wait()


class Stockfish(Proc):
    def legal(self, fen, moves):
        self.send("position fen %s moves %s" % (fen, " ".join(moves)))
        self.send("go perft 1")
        out = self.until(lambda l: l.startswith("Nodes searched"))
        return [l.split(":")[0] for l in out
                if re.match(r"^[a-h][1-8][a-h][1-8][q]?: ", l)]


class Uci:
    def __init__(self, engine, nodes):
        self.e, self.nodes = Proc([engine, "--uci"]), nodes
        self.e.send("uci")
        self.e.until(lambda l: l == "uciok")

    def start(self, fen):
        self.fen, self.moves = fen, []
        self.e.send("ucinewgame")

    def position(self, extra=()):
        return "position fen %s moves %s" % (self.fen, " ".join(self.moves + list(extra)))

    def search(self):
        self.e.send(self.position())
        self.e.send("go nodes %d" % self.nodes)
        best = self.e.until(lambda l: l.startswith("bestmove"))[-1].split()[1]
        if best == "0000":
            return None
        self.moves.append(best)
        return best

    def offer(self, move):
        self.e.send(self.position([move]))
        self.e.send("isready")
        out = self.e.until(lambda l: l == "readyok")
        return not any("refused" in l for l in out)

    def play(self, move):
        self.moves.append(move)
        return True

    def close(self):
        self.e.send("quit")
        self.e.close()


class Xboard:
    def __init__(self, engine, nodes):
        self.e, self.n = Proc([engine, "--xboard", "--nodes", str(nodes)]), 0
        self.e.send("xboard")
        self.e.send("protover 2")
        self.e.until(lambda l: "done=1" in l)

    def sync(self):
        self.n += 1
        self.e.send("ping %d" % self.n)
        return self.e.until(lambda l: l == "pong %d" % self.n)

    def start(self, fen):
        self.e.send("new")
        self.e.send("force")
        self.e.send("setboard " + fen)
        self.sync()

    def search(self):
        self.e.send("go")
        out = self.e.until(lambda l: l.startswith("move ") or "resign" in l
                           or l.startswith(("1-0", "0-1", "1/2")))
        self.e.send("force")
        self.sync()
        last = out[-1]
        return last.split()[1] if last.startswith("move ") else None

    def offer(self, move):
        self.e.send("usermove " + move)
        out = self.sync()
        ok = not any(l.startswith("Illegal move") for l in out)
        if ok:
            self.e.send("undo")
        return ok

    def play(self, move):
        self.e.send("usermove " + move)
        return not any(l.startswith("Illegal move") for l in self.sync())

    def close(self):
        self.e.send("quit")
        self.e.close()


class Friendly:
    def __init__(self, engine, nodes):
        self.engine, self.nodes, self.e = engine, nodes, None

    def start(self, fen):
        if self.e:
            self.close()
        self.e = Proc([self.engine, "--friendly", "--fen", fen])
        for line in ("quiet on", "auto off", "nodes %d" % self.nodes):
            self.e.send(line)
        self.sync()

    def sync(self):
        self.e.send("fen")
        return self.e.until(lambda l: FEN_RE.match(l.strip()) is not None)

    def search(self):
        self.e.send("go")
        out = self.sync()
        plays = [l for l in out if l.startswith("micro-Max plays")]
        if not plays:
            return None
        return re.search(r"\(([a-h][1-8][a-h][1-8]q?)\)", plays[-1]).group(1)

    def offer(self, move):
        self.e.send(move)
        out = self.sync()
        if any(l.startswith("The game is over") for l in out):
            return None            # a draw by the rules (e.g. material)
        ok = any(l.startswith("You play") for l in out)
        if ok:
            self.e.send("undo")
        return ok

    def play(self, move):
        self.e.send(move)
        return any(l.startswith("You play") for l in self.sync())

    def close(self):
        self.e.send("quit")
        self.e.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--front", required=True, choices=["uci", "xboard", "friendly"])
    ap.add_argument("--engine", default="build/readable48")
    ap.add_argument("--plies", type=int, default=4)
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("fens", nargs="+")
    a = ap.parse_args()
    sf_path = shutil.which("stockfish") or "/usr/games/stockfish"
    sf = Stockfish([sf_path])
    front = {"uci": Uci, "xboard": Xboard, "friendly": Friendly}[a.front](a.engine, a.nodes)
    rnd = random.Random(a.seed)
    positions = offered = refused = 0
    for fen in a.fens:
        front.start(fen)
        moves = []
        for _ in range(a.plies):
            best = front.search()
            if best is None:
                break
            moves.append(best)
            legal = sf.legal(fen, moves)
            if not legal:
                break
            positions += 1
            over = False
            for m in legal:
                verdict = front.offer(m)
                if verdict is None:      # the game has ended: no more moves
                    over = True
                    break
                offered += 1
                if not verdict:
                    refused += 1
                    print("REFUSED %s after %s: %s" % (fen, " ".join(moves), m))
            if over:
                break
            choice = rnd.choice(legal)
            moves.append(choice)
            if not front.play(choice) or not sf.legal(fen, moves):
                break
    front.close()
    sf.close()
    print("%s: %d positions, %d moves offered, %d refused"
          % (a.front, positions, offered, refused))
    return 1 if refused or offered == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
