/*
 * search.c -- move generation and search, the heart of micro-Max.
 *
 * micro-Max has no move list, no make/unmake module and no separate
 * evaluation: one recursive function walks the board, generates each move
 * as it goes, scores it incrementally, and searches it on the spot.
 *
 * THE SEARCH is negamax alpha-beta: a score is always from the point of
 * view of the side to move, and a child's score is negated.  Every node
 * does its own internal iterative deepening (IID): iterations 1, 2, ...
 * up to the requested depth, each one starting with the best move of the
 * previous one.  That is the only move ordering there is.
 *
 * THE MOVE GENERATOR walks rays.  The board is scanned square by square,
 * starting at the origin of the previous best move and wrapping around;
 * for each piece of the side to move, each of its step vectors is followed
 * square by square until it leaves the board, meets an own piece, or
 * captures.  Pieces that move one step only (pawns, knights, kings) stop
 * after the first step by pretending to have captured something (the
 * "fake capture"), except for the two double steps: a virgin pawn's first
 * push may continue one more square, and so may a virgin king's sideways
 * step when castling is possible.
 *
 * LEGALITY is checked one ply late: micro-Max generates moves that leave
 * the king in check, and the reply that captures the king scores INF,
 * which makes the move lose everything.  Castling through check is caught
 * the same way: after castling, the opponent's moves to the king's old
 * square, the square it crossed and its new square count as king captures.
 *
 * THE EVALUATION is incremental: each move's score is the change it
 * brings (material captured, centre points gained, pawn structure,
 * castling, king safety), added to the parent's score as the search goes
 * down.  There is no static evaluation of a position from scratch.
 *
 * The version switches (version.h) each change a few lines here.
 */
/* @umax:while-macro (the minimized source spells `while` W) */
#include <limits.h>
#include <stdio.h>

#include "board.h"
#include "hash.h"
#include "search.h"
#include "trace.h"
#include "version.h"
#include "zobrist.h"

SearchControl ctl = {
    .node_budget = DEFAULT_NODE_BUDGET,
    .from = THINK,
    .iteration_limit = ROOT_MAX_ITERATION,
    .poll_at = LONG_MAX,           /* no front-end hook (search.h) */
};

/* last_to at the root: square 8 is off the board (bit 3), so it can never
   equal a real destination, and it marks the root for the tests below. */
#define ROOT_MARK         8
/* ROOT_INDEX_KEY and MATE_SCORE: search.h (the PV walker needs them) */
/* 4.3: the king stays "frozen" until this much material is captured
   (the listing's R > 29: at 30 the king is free). */
#define ENDGAME_CAPTURED  30
#define FROZEN_KING_PENALTY 20
/* pawn structure and magnetic king: 9 per term */
#define PAWN_TERM         9

/* Is this number off the 0x88 board?  (Negative numbers are too.) */
static inline int off_board(int square)
{
    return ((unsigned)square & OFF_BOARD) != 0;
}

/* The next square in reading order (a8, b8, ... h1), wrapping to a8. */
static inline int next_square(int square)
{
    return (square + 9) & 0x77;   /* +9 then clear bit 3 = +1, skipping */
                                  /* the right half; 0x77 + 9 wraps to 0 */
}

/* @umax:castled-over */
/*
 * After castling, the en-passant argument holds the square the rook went
 * to (the square the king crossed).  A move landing on it or next to it
 * (the king's old square, the crossed square, the king's new square)
 * "captures the king": castling out of, through or into check is illegal.
 * The listing tests `(ep - 128) & board[ep]`: it is nonzero for the
 * castled rook's squares d1, f1, d8, f8, and zero when ep is NO_SQUARE
 * (128) or an empty square skipped by a pawn.  We keep that exact test.
 */
static inline int castled_over(const uint8_t *board, int ep, int to)
{
    return ((ep - NO_SQUARE) & board[ep]) && to - ep < 2 && ep - to < 2;
}

/* @umax:pawn-rules */
/*
 * A pawn moves straight only onto an empty square and diagonally only to
 * capture.  The test looks at the actual step to - from, not at the ray's
 * vector, because the replayed hint move does not follow the current ray.
 */
static inline int pawn_move_wrong(int from, int to, int victim)
{
    int straight = ((unsigned)(to - from) & 7) == 0;

    return straight != (victim == 0);
}

/* 1 unless `square` holds a pawn identical to `pawn` (colour and MOVED). */
static inline int no_twin(const uint8_t *board, int square, int pawn)
{
    return off_board(square) || board[square] != pawn;
}

/* @umax:promotion */
/* Does a pawn that arrives on `to` promote?  When one more step in its
   direction leaves the board past the edge row (a negative number, or 128
   and up).  The + 1 covers a black pawn that took on a1 from b2: a1 + 15
   is 127, one short of 128. */
static inline int promotes(int to, int step)
{
    return ((unsigned)(to + step + 1) & 128) != 0;
}

/* @umax:kibitz */
/* The kibitz line of one root iteration. */
static void print_iteration(int iter, int best, int from, int to)
{
    printf("%2d ply, %9ld searched, score=%6d by %c%c%c%c\n",
           iter - 1, ctl.nodes, best,
           FILE_CHAR(from), RANK_CHAR(from), FILE_CHAR(to), RANK_CHAR(to));
}

/* @umax:deepen */
/*
 * The iterative-deepening test, run before every iteration (it advances
 * *iter).  Deepen while the requested depth is not reached, and in 4.2+
 * at least to iteration MIN_IID_DEPTH, so that a quiescence node (depth 1)
 * gets its capture iteration.  At the root, when thinking, deepen further
 * while the node budget lasts (and below ctl.iteration_limit, a depth
 * limit for front ends); once it is spent, copy the best move into
 * ctl.from/ctl.to and run one more iteration at ROOT_CHECK_DEPTH, which
 * finds that move again and plays it, exactly as a typed move is checked.
 */
static inline int keep_deepening(int *iter, int depth, int at_root,
                                 int best_from, int best_to)
{
    if ((*iter)++ < depth || *iter <= MIN_IID_DEPTH)
        return 1;
    if (!at_root || ctl.from != THINK)
        return 0;
    if (ctl.nodes + NODE_COUNT_START < ctl.node_budget
        && *iter < ctl.iteration_limit)
        return 1;
    ctl.from = best_from;
    ctl.to = best_to & SQUARE_BITS;
    *iter = ROOT_CHECK_DEPTH;
    return 1;
}

/* @umax:search-params */
/*
 * search() -- the recursive negamax search of one node.
 *
 *   side      WHITE or BLACK, the side to move                      (k)
 *   alpha,    the window: the caller is interested in scores
 *   beta        between them                                        (q, l)
 *   eval      the position's incremental evaluation for side        (e)
 *   key, lock the position's two hash keys                          (J, Z)
 *   ep_square the square the last move skipped (pawn double step,
 *             castling), NO_SQUARE if none                          (E)
 *   last_to   the last move's destination, ROOT_MARK at the root    (z)
 *   depth     the requested depth; 1 means quiescence only          (n)
 *
 * It returns the score, with the delayed-loss bonus (below).
 *
 * The hash slot is read first.  If it holds this position with a score
 * that settles the window, iterative deepening resumes after the stored
 * depth, or is skipped entirely when that depth is enough.  Either way the
 * scan starts at the stored move's origin (even on a miss: it is only an
 * order), and a stored best move is tried first when it is a plain move.
 *
 * Each iteration scans the board (see the top of this file); a move that
 * is searched is made on the board, scored, searched and taken back.  The
 * iteration ends early on a beta cut-off.  Its result always overwrites
 * the hash slot.
 */
int search(int side, int alpha, int beta, int eval, uint32_t key,
           uint32_t lock, int ep_square, int last_to, int depth)
{
    uint8_t *const board = pos.board;
    HashEntry *const slot = hash_slot(key, side, ep_square);
    const int at_root = last_to == ROOT_MARK;
    /* @umax:search-locals */
    int iter, best, best_from, best_to;

    /* Delayed-loss bonus, part 1: every node adds 1 to a score below its
       static evaluation when returning (the end of this function), so a
       loss found later scores better than the same loss found sooner:
       the side in trouble prefers to postpone it.  Lowering alpha by one
       keeps the window consistent with that bonus. */
    alpha--;

    /* @umax:hash-probe */
    /* Hash probe: resume iterative deepening where it was left. */
    iter = slot->depth;
    best = slot->score;
    best_from = slot->from;
    best_to = slot->to;
    if (slot->lock != lock || !hash_usable(best, best_from, alpha, beta))
        iter = best_to = 0;          /* start from scratch, no hint move */
    best_from &= SQUARE_BITS;
    if (trace_on)                    /* --trace (trace.c); off: one test */
        trace_enter(side, alpha + 1, beta, eval, depth, iter);

    while (keep_deepening(&iter, depth, at_root, best_from, best_to)) {
        const int scan_start = best_from;
        int from = scan_start;
        /* The previous best move is replayed first unless it was a
           double step or castling (their side effects are set up by the
           ray walk, which a replay skips). */
        int hint = best_to & PLAIN_MOVE;

        /* @umax:iteration-start */
        /* Stand pat: in the quiescence iteration the side to move may keep
           the static evaluation instead of capturing; in the others it
           starts from -INF (nothing found yet).  4.0's quiescence is
           iteration 1; 4.2's is iteration 2, because its iteration 1 only
           orders captures. */
        best = iter == STAND_PAT_ITERATION ? eval : -INF;
        ctl.nodes++;
        if (ctl.nodes >= ctl.poll_at)   /* a front end listens (search.h) */
            ctl.poll();
        if (trace_on)
            trace_iteration(iter, best);

        /* @umax:board-scan */
        do {                                    /* scan the board */
            const int piece = board[from];
            int type, dir, step;

            if (!(piece & side))
                continue;
            type = piece & TYPE_MASK;
            dir = first_vector[type];
            step = type;                        /* > 0: take a new vector */

            /* @umax:directions */
            /* Directions: each vector negated, then (except for pawns)
               the vector itself: the opposite direction. */
            while ((step = type > BLACK_PAWN && step < 0
                           ? -step : -step_vectors[dir++]) != 0) {
                int to, rook_from, rook_to, victim;

            /* @umax:ray-start */
            start_ray:
                to = from;
                rook_from = rook_to = NO_SQUARE;  /* G, F: no castling,   */
                                                  /* no double step yet   */
                do {                            /* walk the ray */
                    int capture_sq, gain, score = 0, searched, child_depth;

                    /* @umax:next-square */
                    /* The next square on the ray, or the hint move. */
                    capture_sq = to = hint ? best_to ^ hint : to + step;
                    if (off_board(to))
                        break;
                    if (castled_over(board, ep_square, to)) {
                        best = INF;          /* castled through check */
                        if (trace_on)
                            trace_king_capture(1, from, to);
                    }
                    /* @umax:en-passant */
                    if (type < KNIGHT && to == ep_square)
                        capture_sq ^= ROW;   /* en passant: the pawn is */
                                             /* beside us, not on `to`  */
                    victim = board[capture_sq];
                    if ((victim & side)
                        || (type < KNIGHT && pawn_move_wrong(from, to, victim)))
                        break;
                    /* @umax:victim-value */
                    gain = PAWN_SCORE * piece_value[victim & TYPE_MASK];
                    if (gain < 0) {
                        best = INF;          /* king capture */
                        if (trace_on)
                            trace_king_capture(0, from, to);
                    }
                    /* @umax:cutoff */
                    /* Beta cut-off.  4.2's first iteration never cuts: it
                       must see every capture to order them (and to find a
                       king capture before anything is searched). */
                    if (best >= beta && (RECAPTURE_ONLY_QUIESCENCE || iter > 1)) {
                        if (trace_on)
                            trace_cutoff(best, beta);
                        goto iteration_done;
                    }

                    /* @umax:searched-moves */
                    /* Is this move searched, and how deep? */
                    /* @umax:mvv-lva */
                    if (MVV_LVA_FIRST_ITERATION) {
                        /* Unsearched moves keep a score: in iteration 1
                           the MVV/LVA value (victim minus a little for the
                           attacker's type), later the static eval. */
                        score = iter > 1 ? eval : gain - type;
                        /* Captures are searched from iteration 2 on (the
                           quiescence search), other moves from 3 on. */
                        searched = iter - (victim == 0) > 1;
                        child_depth = iter - 1;
                    } else {
                        /* @umax:recapture-quiescence */
                        /* 4.0: one ply less, except for a recapture on
                           the square the last move went to: so at depth 1
                           only recaptures are searched (its quiescence
                           search), and they are extended by one ply. */
                        child_depth = iter - (to != last_to);
                        searched = child_depth != 0;
                    }

                    if (searched) {
                        int floor = best > alpha ? best : alpha;

                        /* @umax:centre-points */
                        /* Centre points (pawns, minors, king), read
                           before the move changes the board. */
                        score = type < ROOK ? board[from + CENTRE]
                                              - board[to + CENTRE] : 0;

                        /* @umax:make-move */
                        /* Make the move.  rook_from is NO_SQUARE (the
                           dummy) unless castling. */
                        board[rook_from] = board[capture_sq] = board[from] = 0;
                        board[to] = (uint8_t)(piece | MOVED);
                        /* @umax:castling-bonus */
                        if (!off_board(rook_from)) {
                            board[rook_to] = (uint8_t)(side + ROOK);
                            score += CASTLING_BONUS;
                        }
                        /* @umax:frozen-king */
                        /* 4.3, frozen king: a king move costs 20 until
                           the endgame. */
                        if (KING_SAFETY && type == KING
                            && pos.captured < ENDGAME_CAPTURED)
                            score -= FROZEN_KING_PENALTY;
                        if (type < KNIGHT) {
                            /* @umax:pawn-structure */
                            /* Pawn structure: moving a pawn that has no
                               identical pawn two files away costs 9 per
                               side, minus a bias of 9; in 4.3 a pawn
                               sheltering a king that has moved (on its
                               row-pair "partner" square from ^ 16) costs 9
                               more: the magnetic king. */
                            score -= PAWN_TERM
                                   * (no_twin(board, from - 2, piece)
                                      + no_twin(board, from + 2, piece) - 1
                                      + (KING_SAFETY && board[from ^ ROW]
                                                        == side + MOVED + KING));
                            if (promotes(to, step)) {
                                board[to] |= QUEEN;   /* pawn type | 7: a queen */
                                gain += PROMOTION_GAIN;
                            }
                        }
                        /* @umax:move-score */
                        score += eval + gain;

                        /* @umax:futility */
                        /* Futility pruning (4.2): in the last two plies
                           before quiescence, a move whose score after it
                           cannot beat alpha is not searched; it keeps that
                           score (a fail low). */
                        if (!FUTILITY_PRUNING || iter > 3 || score > floor) {
                            if (trace_on)
                                trace_move(from, to);
                            /* @umax:recursion */
                            score = -search(BOTH_SIDES - side, -beta, -floor,
                                            -score,
                                            /* @umax:key-update */
                                            key + index_key(to, board[to])
                                                - index_key(from, piece)
                                                - index_key(capture_sq, victim),
                                            lock + lock_key(to, board[to])
                                                 - lock_key(from, piece)
                                                 - lock_key(capture_sq, victim)
                                                 + (uint32_t)(rook_from - NO_SQUARE),
                                            rook_to, to, child_depth);
                        } else if (trace_on) {
                            trace_futile(from, to, score, floor);
                        }

                        /* @umax:root-play */
                        /* The root with a move to play (typed, or chosen
                           by thinking): play it when this is that move
                           and the reply cannot capture the king.  It
                           stays on the board, and the search ends. */
                        if (at_root && ctl.from != THINK) {
                            if (score != -INF && from == ctl.from
                                && to == ctl.to) {
                                pos.eval = -eval - gain;
                                pos.ep_square = rook_to;
                                if (KING_SAFETY)
                                    pos.captured += gain / 128;  /* minor 2, rook 3, queen 6 */
                                return beta;
                            }
                            score = best;   /* others don't count here */
                        }

                        /* @umax:unmake-move */
                        /* Take the move back.  (Writes to the dummy
                           square when there is no rook or skipped square.) */
                        board[rook_from] = (uint8_t)(side + ROOK);
                        board[rook_to] = board[to] = 0;
                        board[from] = (uint8_t)piece;
                        board[capture_sq] = (uint8_t)victim;
                    }

                    /* @umax:new-best */
                    /* A new best move?  The destination is stored with
                       PLAIN_MOVE unless the move was a double step or
                       castling.  (4.0 scores only searched moves.) */
                    if (searched || !RECAPTURE_ONLY_QUIESCENCE) {
                        if (score > best) {
                            best = score;
                            best_from = from;
                            best_to = to | (rook_to & PLAIN_MOVE);
                        }
                    }
                    /* @umax:hint-done */
                    /* The hint move is done: now generate this piece's
                       moves normally, from its first ray.  (A hint move
                       is always searched: it only exists from iteration
                       2 on.) */
                    if (hint) {
                        hint = 0;
                        goto start_ray;
                    }

                    /* @umax:fake-capture */
                    /* Walk on?  Sliders go on over empty squares.  The
                       others stop here through a fake capture, except
                       for a double step: the first step of a virgin
                       pawn's push, or of a virgin king towards a corner
                       where castling is possible.  The square stepped
                       over is remembered (en passant / the rook's
                       destination); castling_corner() is in board.h. */
                    if (to == from + step && !(piece & MOVED)
                        && (type < KNIGHT
                            || (type == KING
                                && (rook_from = castling_corner(board, side,
                                                    from, step)) != NO_SQUARE)))
                        rook_to = to;
                    else
                        victim += type < BISHOP;   /* fake capture */
                } while (!victim);
            }
        } while ((from = next_square(from)) != scan_start);

    iteration_done:
        /* @umax:mate-depth */
        /* A mate score is final: no deeper iteration can change it. */
        if (best > MATE_SCORE || best < -MATE_SCORE)
            iter = MATE_DEPTH;
        /* @umax:mate-or-stalemate */
        /* Every move lost the king (or there was none): is it mate?  Let
           the opponent move here instead (a null move, depth 1, from an
           evaluation of 0).  If it can take the king, that is INF, and we
           keep -INF: checkmate.  If not, stalemate, and we take the
           (negated) score of that small search, close to 0. */
        if (best == -INF) {
            if (trace_on)
                trace_move(-1, 0);
            best = -search(BOTH_SIDES - side, -INF, INF, 0, key, lock,
                           NO_SQUARE, NO_SQUARE, 1);
        }

        /* @umax:hash-store */
        /* Always replace.  The bound flags go into the spare bits of the
           move's origin. */
        slot->lock = lock;
        slot->score = best;
        slot->depth = (uint8_t)iter;
        slot->from = (uint8_t)(best_from | (best > alpha ? LOWER_BOUND : 0)
                                         | (best < beta ? UPPER_BOUND : 0));
        slot->to = (uint8_t)best_to;
        if (at_root) {
            /* for front ends that report the search (kibitz, xboard) */
            ctl.root_iteration = iter - 1;
            ctl.root_score = best;
            ctl.root_from = best_from;
            ctl.root_to = best_to & SQUARE_BITS;
            if (ctl.kibitz)
                print_iteration(iter, best, best_from, best_to);
            if (ctl.root_report)
                ctl.root_report();
        }
    }

    /* @umax:delayed-loss */
    /* Delayed-loss bonus, part 2 (see alpha-- above). */
    if (trace_on)
        trace_leave(best + (best < eval));
    return best + (best < eval);
}

/* @umax:root-call */
/*
 * root_search() -- "check the typed move or think", the one root call the
 * listing makes for every input line.
 *
 * With a typed move (from, to) the search runs to ROOT_CHECK_DEPTH and
 * plays the move if it finds it among the pseudo-legal moves and the reply
 * cannot capture the king.  With from == THINK it deepens until the node
 * budget is spent, then checks and plays its own best move the same way.
 * The position changes only when a move is played.  The root's hash lock
 * is the number of root searches so far: a new lock for every call makes
 * the previous searches' entries unrecognisable (the table is never
 * cleared), because the keys are updated differentially from arbitrary
 * root values.
 */
int root_search(int from, int to, Move *played)
{
    int result;

    ctl.from = from;
    ctl.to = to;
    ctl.nodes = 0;
    result = search(pos.side, -INF, INF, pos.eval, ROOT_INDEX_KEY,
                    pos.hash_lock++, pos.ep_square, ROOT_MARK,
                    ROOT_CHECK_DEPTH);
    /* The search returns beta (INF) when it played the move. */
    if (result != INF)
        return 0;
    pos.side = BOTH_SIDES - pos.side;
    played->from = ctl.from;
    played->to = ctl.to;
    return 1;
}
