/*
 * search.c -- move generation and search, the heart of micro-Max.
 *
 * micro-Max has no move list and no separate evaluation: one recursive
 * function walks the board, generates each move as it goes, makes it on
 * the board, scores it incrementally, and searches it on the spot.  The
 * small steps of that walk (one square of a ray, the tests that stop it,
 * making and taking back a move) are the inline helpers of moves.h,
 * shared with rules.c; search() below reads as numbered steps.
 *
 * THE SEARCH is negamax alpha-beta: a score is always from the point of
 * view of the side to move, and a child's score is negated.  Every node
 * does its own internal iterative deepening (IID): iterations 1, 2, ...
 * up to the requested depth (from 4.2 on at least 2; the root goes on
 * while its node budget lasts), each one starting with the best move of
 * the previous one.  That is the only move ordering there is: the MVV/LVA
 * pass of 4.2 and later (iteration 1), too, only chooses that one move,
 * and the other captures follow in board-scan order.  Which move it
 * chooses: in 4.2 and 4.3 the best capture or, with none, the first move
 * of the lowest type (a quiet move's MVV/LVA score is minus its type); in
 * 4.8, whose iteration 1 starts from the static evaluation
 * (iteration_start()), the best move that beats it, or none.
 *
 * THE MOVE GENERATOR walks rays.  The board is scanned square by square,
 * starting at the origin of the previous best move and wrapping around;
 * for each piece of the side to move, each of its step vectors is followed
 * square by square until it leaves the board, meets an own piece, or
 * captures (a pawn: until any piece stands ahead of it, or a diagonal
 * step finds no victim).  Pieces that move one step only (pawns,
 * knights, kings) stop after the first step by pretending to have
 * captured something (the "fake capture"), except for the two double
 * steps: a virgin pawn's first push may continue one more square, and so
 * may a virgin king's sideways step when castling is possible.
 *
 * LEGALITY is checked one ply late: micro-Max generates moves that leave
 * the king in check, and the reply that captures the king scores INF,
 * which makes the move lose everything.  Castling through check is caught
 * the same way: after castling, the opponent's moves to the king's old
 * square, the square it crossed and its new square count as king captures.
 *
 * THE EVALUATION is incremental: each move's score is the change it
 * brings (material captured, promotion, centre points gained, pawn
 * structure, castling, king safety, 4.8's pawn bonuses), added to the
 * parent's score as the search goes down.  The search never evaluates a
 * position from scratch.
 *
 * The version switches (version.h) each change a few lines here; every
 * such line names its switch.
 */
/* @umax:while-macro (the minimized source spells `while` W) */
#include <limits.h>
#include <stdio.h>

#include "board.h"
#include "evaluation.h"
#include "hash.h"
#include "moves.h"
#include "search.h"
#include "trace.h"
#include "version.h"
#include "zobrist.h"

/* last_to at the root: square 8 is off the board (bit 3), so it can never
   equal a real destination, and it marks the root for the tests below. */
#define ROOT_MARK         8
/* ROOT_INDEX_KEY and MATE_SCORE: search.h (pv.c needs MATE_SCORE) */
/* ENDGAME_CAPTURED, FROZEN_KING_PENALTY, PAWN_TERM, no_twin(),
   victim_value(): evaluation.h (the breakdown of a score, terms.c, uses
   them too) */

/* The helpers of search(), in the order of its steps.  Each is defined
   below search(), with the paragraph that explains it. */
static inline int keep_deepening(int *iter, int depth, int at_root,
                                 int best_from, int best_to);      /* 3 */
static inline int null_move_score(int side, int iter, int beta, int eval,
                                  uint32_t key, uint32_t lock);    /* 4 */
static inline int iteration_start(int iter, int eval, int beta,
                                  int null_score);
static inline void count_iteration(int at_root);
static inline int reply_depth(int iter, int type, int victim, int hint,
                              int null_score);                     /* 8 */
static inline int positional_change(const uint8_t *board, int side,
                                    int type, const RayMove *m);   /* 9 */
static inline int search_move(int side, int iter, int alpha, int beta,
                              int floor, int score, uint32_t key,
                              uint32_t lock, const RayMove *m,
                              int child_depth);                   /* 10 */
static inline int is_move_to_play(const RayMove *m, int score);   /* 11 */
static int play_root_move(RayMove m, int eval, int gain, int beta,
                          uint32_t key, uint32_t lock, HashEntry *slot);
static inline void note_best_so_far(const RayMove *m, int score); /* 13 */
static inline int next_on_ray(const uint8_t *board, int side, int type,
                              RayMove *m, int *hint);             /* 14 */
static int no_move_score(int side, uint32_t key, uint32_t lock,
                         int null_score);                         /* 16 */
static inline void store_iteration(HashEntry *slot, uint32_t lock,
                                   int best, int iter, int best_from,
                                   int best_to, int alpha, int beta); /* 17 */
static void report_root_iteration(int iter, int best, int best_from,
                                  int best_to);

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
 *             castling), NO_SQUARE if none (0 in the start
 *             position before the first move, board.c)              (E)
 *   last_to   the last move's destination, ROOT_MARK at the root    (z)
 *   depth     the requested depth; 1 in 4.0, 1 or 2 in 4.2 and
 *             later (4.8's null move: 0 too) means quiescence only  (n)
 *
 * It returns the score, with the delayed-loss bonus (Step 1).  The body
 * runs in numbered steps; readable/README.md ("The steps of search()")
 * lists them, with an order for a first reading, and each step that has
 * a name is a helper below, with the paragraph that explains it.  What
 * the steps add up to, on real traces: docs/how-it-searches.md.
 */
int search(int side, int alpha, int beta, int eval, uint32_t key,
           uint32_t lock, int ep_square, int last_to, int depth)
{
    uint8_t *const board = pos.board;
    HashEntry *const slot = hash_slot(key, side, ep_square);
    const int at_root = last_to == ROOT_MARK;
    /* @umax:search-locals */
    int iter, best, best_from, best_to;

    /* Step 1. Delayed-loss bonus, part 1: every node adds 1 to a score
       below its static evaluation when returning (Step 18), so a loss
       found later scores better than the same loss found sooner (mate in
       1 scores INF - 1 for the winner, mate in 2 INF - 2), and a mated
       node's score is told from an illegal move's -INF
       (docs/how-it-searches.md, "The delayed-loss bonus tells mated from
       illegal").  Lowering alpha by one keeps the window consistent with
       that bonus. */
    alpha--;

    /* @umax:hash-probe */
    /* Step 2. Hash probe.  A hit (the lock matches and the stored bound
       settles the window, hash_usable()) resumes iterative deepening
       after the stored iteration: when that already reaches the
       requested depth (and, in 4.2 and later, iteration 2: Step 3), no
       iteration runs and the stored score is returned, with Step 18's
       bonus (`hash hit: no iteration needed` in --trace).  A hit also
       replays the stored move first (the hint move) unless it was a
       double step or castling.  Hit or miss, the board scan starts at
       the stored move's origin: on a miss the slot may hold another
       position's entry, or in 4.0-4.3 an earlier search's, whose lock
       never matches (root_lock()), but still chooses that order.  4.8's
       root (KEEP_HASH) never resumes: it starts from iteration 1 without
       a hint move, its scan from the stored origin. */
    iter = slot->depth;
    best = slot->score;
    best_from = slot->from;
    best_to = slot->to;
    if (slot->lock != lock || (KEEP_HASH && at_root)
        || !hash_usable(best, best_from, alpha, beta))
        iter = best_to = 0;          /* start from scratch, no hint move */
    best_from &= SQUARE_BITS;
    TRACE(trace_enter(side, alpha + 1, beta, eval, depth, iter));

    /* Step 3. Internal iterative deepening: iterations iter + 1, ... */
    while (keep_deepening(&iter, depth, at_root, best_from, best_to)) {
        /* The root's pass that plays a move (typed, or thinking's). */
        const int playing = at_root && ctl.from != THINK;
        /* The previous best move is replayed first unless it was a
           double step or castling (their side effects are set up by the
           ray walk, which a replay skips).  hint is PLAIN_MOVE or 0. */
        int hint = best_to & PLAIN_MOVE;
        /* a thinking root iteration that started with the hint tells a
           front end's clock its best move so far (search.h) */
        const int tell_best_so_far = at_root && hint && !playing;
        const int scan_start = best_from;
        const int null_score = null_move_score(side, iter, beta, eval,
                                               key, lock);
        RayMove m;

        /* Step 4. The null move (4.8), and the score the iteration
           starts from: stand pat, -INF, or the null move's cut-off.  The
           iteration counts as a node. */
        best = iteration_start(iter, eval, beta, null_score);
        count_iteration(at_root);
        TRACE(trace_iteration(iter, best));

        /* @umax:board-scan */
        /* Step 5. Scan the board from the last best move's origin, every
           direction of every piece of the side to move, every ray. */
        m.from = scan_start;
        do {
            int type, dir;

            if (!next_own_piece(board, side, scan_start, &m))
                break;
            type = m.piece & TYPE_MASK;
            dir = first_vector[type];
            m.step = type;                      /* > 0: take a new vector */
            while ((m.step = next_direction(type, m.step, &dir)) != 0) {
                /* @umax:ray-start */
                m.to = m.from;
                m.rook_from = m.rook_to = NO_SQUARE;  /* no castling, */
                                                      /* no double step */
                do {
                    /* (score = 0 only keeps it defined: 4.0 never
                       reads the score of a move it does not search) */
                    int gain, score = 0, searched, child_depth;

                    /* @umax:next-square */
                    /* Step 6. The next square on the ray, or the hint
                       move (best_to ^ hint: best_to without its
                       PLAIN_MOVE flag). */
                    m.to = hint ? best_to ^ hint : m.to + m.step;
                    if (off_board(m.to))
                        break;
                    if (castled_over(board, ep_square, m.to)) {
                        best = INF;          /* castled through check */
                        TRACE(trace_king_capture(1, m.from, m.to));
                    }
                    m.capture_sq = capture_square(type, m.to, ep_square);
                    m.victim = board[m.capture_sq];
                    if (move_blocked(side, type, &m))
                        break;

                    /* @umax:victim-value */
                    /* Step 7. The victim's value; a king capture makes the
                       previous move illegal: INF. */
                    gain = victim_value(m.victim);
                    if (gain < 0) {
                        best = INF;          /* king capture */
                        TRACE(trace_king_capture(0, m.from, m.to));
                    }
                    /* @umax:cutoff */
                    /* Beta cut-off.  The MVV/LVA iteration (4.2 and
                       later) never cuts: it must see every capture to
                       choose the best (and to find a king capture before
                       anything is searched). */
                    if (best >= beta && (!MVV_LVA_FIRST_ITERATION
                                         || iter > MVV_LVA_ITERATION)) {
                        TRACE(trace_cutoff(best, beta));
                        goto iteration_done;
                    }

                    /* @umax:searched-moves */
                    /* Step 8. Is this move searched, and how deep? */
                    /* @umax:mvv-lva */
                    if (MVV_LVA_FIRST_ITERATION) {
                        /* Unsearched moves keep a score: in iteration 1
                           the MVV/LVA value (victim minus a little for the
                           attacker's type), later the static eval.
                           Captures are searched from iteration 2 on (the
                           quiescence search), other moves from 3 on. */
                        score = iter > MVV_LVA_ITERATION ? eval : gain - type;
                        searched = iter >= (m.victim ? QUIESCENCE_ITERATION
                                                     : FULL_WIDTH_ITERATION);
                        child_depth = reply_depth(iter, type, m.victim, hint,
                                                  null_score);
                    } else {            /* RECAPTURE_ONLY_QUIESCENCE */
                        /* @umax:recapture-quiescence */
                        /* 4.0: one ply less, except for a "recapture": a
                           move to the square the last move went to, which
                           captures the piece that just moved (whether that
                           move captured or not).  So in iteration 1 only
                           recaptures are searched (4.0's quiescence
                           search), and they are extended by one ply. */
                        child_depth = iter - (m.to != last_to);
                        searched = child_depth != 0;
                    }

                    if (searched) {
                        int floor = best > alpha ? best : alpha;

                        /* Step 9. Make the move and score it. */
                        make_move(board, side, &m);
                        score = positional_change(board, side, type, &m);
                        gain += pawn_arrives(board, type, &m);
                        /* @umax:move-score */
                        score += eval + gain;

                        /* Step 10. Futility pruning, or the recursive
                           search of the reply, negated (negamax). */
                        score = search_move(side, iter, alpha, beta, floor,
                                            score, key, lock, &m,
                                            child_depth);

                        /* Step 11. The root's legality check: play the move
                           if it is the one and legal; other moves do not
                           count (but in 4.8). */
                        if (playing && is_move_to_play(&m, score))
                            return play_root_move(m, eval, gain, beta,
                                                  key, lock, slot);
                        if (playing && !PLAYING_PASS_SCORES_MOVES)
                            score = best;

                        /* Step 12. Take the move back. */
                        unmake_move(board, side, &m);
                    }

                    /* @umax:new-best */
                    /* Step 13. A new best move?  4.0 scores only searched
                       moves, 4.2 and later also the others (their MVV/LVA
                       value or eval, Step 8).  The destination is stored with the
                       PLAIN_MOVE flag unless the move was a double step
                       or castling (rook_to is a square then). */
                    if ((searched || MVV_LVA_FIRST_ITERATION) && score > best) {
                        best = score;
                        best_from = m.from;
                        best_to = m.to | (m.rook_to == NO_SQUARE ? PLAIN_MOVE
                                                                 : 0);
                        if (tell_best_so_far)
                            note_best_so_far(&m, score);
                    }
                    /* @umax:hint-done */
                    /* Steps 14 and 15. After the hint move: this ray
                       starts over (next_on_ray()); else does it go on? */
                } while (next_on_ray(board, side, type, &m, &hint));
            }
        } while ((m.from = next_square(m.from)) != scan_start);

    iteration_done:
        /* @umax:mate-depth */
        /* Step 16. A score beyond +-MATE_SCORE ends the deepening: a
           king capture (INF: 4.0 cuts off at once, the MVV/LVA
           iteration of 4.2 and later finishes first), a mate found
           below, and -INF, which the test below turns into checkmate
           (-INF) or stalemate (0 or less): all are final.  In 4.0-4.3,
           -INF at the root's playing iteration at ROOT_CHECK_DEPTH means
           the move to play was not played (the `98 ply` or `97 ply`
           line: is_move_to_play()). */
        if (best > MATE_SCORE || best < -MATE_SCORE)
            iter = MATE_DEPTH;
        /* Every move lost the king (or there was none): mate or
           stalemate? */
        if (best == -INF)
            best = no_move_score(side, key, lock, null_score);

        /* Step 17. Store the result, unless the slot holds a position
           of the game (4.8); tell the front ends. */
        store_iteration(slot, lock, best, iter, best_from, best_to, alpha,
                        beta);
        if (at_root)
            report_root_iteration(iter, best, best_from, best_to);
    }

    /* @umax:delayed-loss */
    /* Step 18. Delayed-loss bonus, part 2 (Step 1). */
    TRACE(trace_leave(best + (best < eval)));
    return best + (best < eval);
}

/* The helpers of search(), in the order of its steps. */

/* @umax:deepen */
/*
 * The iterative-deepening test, run before every iteration (it advances
 * *iter).  Deepen while the requested depth is not reached, and in 4.2+
 * at least to iteration MIN_IID_DEPTH, so that a quiescence node (depth 1)
 * gets its capture iteration.  At the root, when thinking, deepen further
 * while the node budget lasts (and below ctl.iteration_limit, a depth
 * limit for front ends, which a mate score's MATE_DEPTH also reaches);
 * once either stops it, copy the best move into
 * ctl.from/ctl.to and run one more iteration at ROOT_CHECK_DEPTH, the
 * playing iteration (Step 11), which finds that move again and plays it
 * (a typed move's search is playing in every iteration: THE ROOT'S
 * LEGALITY CHECK, is_move_to_play()).
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

/* @umax:null-move */
/*
 * 4.8's null move (NULL_MOVE_PRUNING), tried at the start of every
 * iteration from FIRST_NULL_MOVE_ITERATION on: the side to move passes,
 * and the opponent's best reply is searched NULL_MOVE_REDUCTION plies
 * shallower than a real move's (iter - 1 - 2), with a null window at
 * beta: the question is only "can the opponent get below beta?".  The
 * position keeps its keys (only the side to move changes, which the hash
 * slot's side term tells apart) and has no en-passant square.  Returns the
 * opponent's score, not negated; INF when no null move is searched, which
 * is also what a reply capturing the king returns: the side to move is in
 * check (CHECK_EXTENSION, no_move_score()).
 */
static inline int null_move_score(int side, int iter, int beta, int eval,
                                  uint32_t key, uint32_t lock)
{
    if (!NULL_MOVE_PRUNING || iter < FIRST_NULL_MOVE_ITERATION)
        return INF;
    TRACE(trace_move(TRACE_NULL_MOVE, iter));
    return search(BOTH_SIDES - side, -beta, 1 - beta, -eval, key, lock,
                  NO_SQUARE, NO_SQUARE, iter - 1 - NULL_MOVE_REDUCTION);
}

/* @umax:iteration-start */
/*
 * The score an iteration starts from.  Stand pat: in the quiescence
 * iteration the side to move may keep the static evaluation instead of
 * capturing; in the others it starts from -INF (nothing found yet).  4.0's
 * quiescence is iteration 1; 4.2's is iteration 2, because its iteration
 * 1 only orders captures.  4.8 stands pat in both iterations without a
 * null move (1 and 2), and starts from the null move's score when that
 * reaches beta: the iteration then cuts off at its first move (Step 7),
 * unless the late end-game (more than NULL_MOVE_LAST_CAPTURED of material
 * captured: zugzwang is likely) forbids it.
 */
static inline int iteration_start(int iter, int eval, int beta,
                                  int null_score)
{
    if (!NULL_MOVE_PRUNING)
        return iter == STAND_PAT_ITERATION ? eval : -INF;
    if (-null_score >= beta && pos.captured <= NULL_MOVE_LAST_CAPTURED)
        return -null_score;
    return iter < FIRST_NULL_MOVE_ITERATION ? eval : -INF;
}

/*
 * Every iteration counts as a node (the listing's N++): the node budget
 * and the front ends' poll hook count iterations.  At the root it also
 * forgets the last iteration's best move so far (note_best_so_far()).
 */
static inline void count_iteration(int at_root)
{
    if (at_root)                  /* nothing searched yet */
        ctl.partial_from = 0;
    ctl.nodes++;
    if (UNLIKELY(ctl.nodes >= ctl.poll_at))   /* a front end listens */
        ctl.poll();                           /* (search.h)          */
}

/* @umax:reduction */
/*
 * The depth of the reply to a move (4.2 onwards): one iteration less.
 * 4.8 reduces it by one more ply for a late move (LATE_MOVE_REDUCTION:
 * from FIRST_REDUCED_ITERATION on, a non-capture by a knight, king or
 * slider; only the hint move's first try, while `hint` is set, is
 * exempt: the ray walk meets the same move again, reduces it, and
 * searches it again if it beats alpha), and extends a move out of check
 * (CHECK_EXTENSION: the null move let the king be captured, from
 * iteration 3 on, before the end-game) to the iteration itself.
 */
static inline int reply_depth(int iter, int type, int victim, int hint,
                              int null_score)
{
    if (CHECK_EXTENSION && null_score == INF && pos.captured < ENDGAME_CAPTURED
        && iter >= FIRST_NULL_MOVE_ITERATION)
        return iter;
    if (LATE_MOVE_REDUCTION && iter >= FIRST_REDUCED_ITERATION
        && type > BLACK_PAWN && !victim && !hint)
        return iter - 2;
    return iter - 1;
}

/*
 * The positional change of a move just made (the material, `gain`, comes
 * on top): the evaluation terms of micro-Max, all of them incremental.
 */
static inline int positional_change(const uint8_t *board, int side,
                                    int type, const RayMove *m)
{
    int change;

    /* @umax:centre-points */
    /* Centre points (pawns, minors, king): what the move brings closer to
       the centre.  The listing reads them before making the move; they
       live in the right half of the board, which no move writes, so
       reading them after it is the same. */
    change = type < ROOK ? board[m->from + CENTRE] - board[m->to + CENTRE]
                         : 0;
    /* @umax:castling-bonus */
    /* Castling (the only move with a rook corner) earns CASTLING_BONUS. */
    if (!off_board(m->rook_from))
        change += CASTLING_BONUS;
    /* @umax:frozen-king */
    /* 4.3 and 4.8, frozen king: a king move costs 20 until
       ENDGAME_CAPTURED material has been captured in the game
       (pos.captured counts the moves played, not those inside the
       search).  Castling is a king
       move too: it nets 50 - 20 = 30 until then. */
    if (KING_SAFETY && type == KING && pos.captured < ENDGAME_CAPTURED)
        change -= FROZEN_KING_PENALTY;
    /* @umax:pawn-structure */
    /* Pawn structure: moving a pawn costs 9 for each side (two files
       left, two files right) without an identical pawn there (the same
       code: no_twin(), evaluation.h), minus a bias of 9: -9, 0 or +9.
       4.3 and 4.8's "magnetic king": the pawn's partner square from ^ 16 (same
       file, the other rank of the pair 1-2, 3-4, 5-6 or 7-8: for a pawn
       on its second rank, the square behind it) holding its own king,
       moved, costs 9 more: the pawns in front of a castled king stay. */
    if (type < KNIGHT)
        change -= PAWN_TERM
                * (no_twin(board, m->from - 2, m->piece)
                   + no_twin(board, m->from + 2, m->piece) - 1
                   + (KING_SAFETY
                      && board[m->from ^ ROW] == side + MOVED + KING));
    /* 4.8's end-game pawn push: a pawn move earns a quarter of the
       material captured in the game (PAWN_PUSH_BONUS). */
    if (PAWN_PUSH_BONUS && type < KNIGHT)
        change += pos.captured >> 2;
    return change;
}

/* @umax:futility */
/*
 * Futility pruning (4.2 and later): a move whose score after it does not
 * beat `floor` (the best score so far, or alpha) is not searched; it keeps
 * that score, a fail low.  In 4.2 and 4.3, only in iterations 2 and 3
 * (iteration 1 searches nothing): there the child would be a quiescence
 * node (asked for depth 1 or 2, it runs iterations 1 and 2 only) whose
 * stand pat, -score, already reaches its beta, -floor: it would cut off at
 * the first move of its iteration 2 and return -score, the very score the
 * move keeps.  What the pruning does not see is a king capture in the
 * child's iteration 1: a futile move that leaves the king in check keeps
 * its score too; nor a hash hit in the child, which would return the score
 * a deeper search stored there, maybe below the child's stand pat
 * (docs/how-it-searches.md, "Version gotchas").  From iteration 4 on the
 * child searches full width and may not stand pat.  4.8
 * (FUTILITY_BY_CHILD_DEPTH) asks the same of the child's depth, which is
 * iter - 1 in 4.2 and 4.3 but may be reduced or extended in 4.8: a move
 * whose reply gets depth 2 or less may be pruned, one whose reply gets
 * depth 3 (a check extension in iteration 3) may not.
 */
static inline int futile(int iter, int child_depth, int score, int floor)
{
    return FUTILITY_PRUNING && score <= floor
        && (FUTILITY_BY_CHILD_DEPTH ? child_depth < LAST_FUTILITY_ITERATION
                                    : iter <= LAST_FUTILITY_ITERATION);
}

/* @umax:recursion */
/* @umax:key-step */
/*
 * The recursive search of the reply to the move m, just made: the other
 * side to move, the window turned round (alpha = floor, the best so far),
 * the score negated (negamax), the keys updated, the square the move
 * skipped or castled over, and the move's destination (for 4.0's
 * recapture test).  Returns the move's score for the side that made it.
 */
static inline int search_reply(int side, int beta, int floor, int score,
                               uint32_t key, uint32_t lock, const RayMove *m,
                               int child_depth)
{
    TRACE(trace_move(m->from, m->to));
    return -search(BOTH_SIDES - side, -beta, -floor, -score,
                   child_index_key(key, pos.board, m),
                   child_lock(lock, pos.board, m),
                   m->rook_to, m->to, child_depth);
}

/* @umax:re-search */
/*
 * The move m, made and scored (`score`): pruned as futile, keeping that
 * score, or searched.  4.8's late-move reduction (LATE_MOVE_REDUCTION):
 * while the result beats alpha, the move is searched again one ply
 * deeper, up to the unreduced depth iter - 1 (the listing's ++C < d).  An
 * unreduced or extended move is searched once, as in 4.0-4.3, and so is a
 * reduced move that fails low (the test is against alpha, not the best
 * score so far: at the root, whose alpha stays -INF - 1, every reduced
 * move is searched twice, one that loses the king too:
 * docs/how-it-searches.md, "A reduced move searched again").  The
 * futility test is
 * repeated with the new depth, but a re-search is never pruned: moves are
 * reduced from iteration 6 on, so the re-search's depth is 5 or more,
 * and only a depth below 3 is futile.
 */
static inline int search_move(int side, int iter, int alpha, int beta,
                              int floor, int score, uint32_t key,
                              uint32_t lock, const RayMove *m,
                              int child_depth)
{
    int result;

    do {
        if (futile(iter, child_depth, score, floor)) {
            TRACE(trace_futile(m->from, m->to, score, floor));
            result = score;
        } else {
            result = search_reply(side, beta, floor, score, key, lock, m,
                                  child_depth);
        }
    } while (LATE_MOVE_REDUCTION && result > alpha && ++child_depth < iter);
    return result;
}

/*
 * THE ROOT'S LEGALITY CHECK (Step 11).  The root has a move to play
 * (`playing`: ctl.from is set) in every iteration of a typed move's
 * search, and in the last iteration of a thinking search, which
 * keep_deepening() jumps to ROOT_CHECK_DEPTH with its best move in
 * ctl.from and ctl.to.  The scan meets that move among the pseudo-legal
 * moves, and it is played unless its score is -INF: a reply captured the
 * king.  In 4.0-4.3 the other searched moves of a playing iteration do
 * not count (their score is set to best), so the floor stays at the
 * iteration's start and the move to play is never pruned as futile.  The
 * earlier iterations of a typed move's search keep their stand-pat and
 * MVV/LVA scores, but the one at ROOT_CHECK_DEPTH searches every move
 * from -INF, so when it does not play the move it ends at -INF, final
 * (Step 16), which the mate test turns into 0 (4.2, 4.3: 0 or less,
 * no_move_score()) or, in check, -INF: the `98 ply` (4.0) or `97 ply`
 * (4.2, 4.3) kibitz line of an illegal typed move.
 * 4.8 scores them (PLAYING_PASS_SCORES_MOVES), so the move to play can be
 * pruned as futile, and a pruned move is played unchecked.  Per version
 * and iteration, measured, with how an illegal move is refuted:
 * docs/how-it-searches.md ("The root's legality check").
 */
static inline int is_move_to_play(const RayMove *m, int score)
{
    return score != -INF && m->from == ctl.from && m->to == ctl.to;
}

/* @umax:root-play */
/*
 * The root plays the move it checked (typed, or chosen by thinking): the
 * move stays on the board, and the position's other fields follow it:
 * the evaluation, now for the other side: -eval - gain (the listing's
 * Q = -e - i), which leaves out the move's positional change, so between
 * moves pos.eval holds only what gain counts (captures and promotions;
 * 4.8 its pawn bonuses too), in every game, and the positional terms
 * exist only inside the search; and the square the move
 * skipped (a double step) or castled over.  4.3 and 4.8 add the captured
 * material to their counter, gain / 128 rounded down (the listing's
 * i >> 7; gain is never negative here), promotions included; what each
 * capture counts: docs/how-it-searches.md ("4.8 gotchas").  4.8 locks
 * the position left as a draw in its slot (GAME_POSITIONS_AS_DRAWS) and
 * carries the child's keys (KEEP_HASH).
 * Returns beta (INF at the root), and notes in root_move_played that the
 * move was played (root_search(), TURN_RULE).  The move comes by value:
 * search()'s own move then never leaves it, and the compiler keeps its
 * fields in registers (docs/measurements.md, "Where the compiler keeps
 * the search's variables").
 */
static int root_move_played;

static int play_root_move(RayMove m, int eval, int gain, int beta,
                          uint32_t key, uint32_t lock, HashEntry *slot)
{
    root_move_played = 1;
    pos.eval = -eval - gain;
    pos.ep_square = m.rook_to;
    if (KING_SAFETY)
        pos.captured += gain / 128;
    if (GAME_POSITIONS_AS_DRAWS) {
        slot->depth = DRAW_LOCK_DEPTH;
        slot->score = 0;
    }
    if (KEEP_HASH) {
        pos.hash_key = child_index_key(key, pos.board, &m);
        pos.hash_lock = child_lock(lock, pos.board, &m);
    }
    return beta;
}

/* The best move so far of a thinking root iteration that began with the
   hint, for a front end that stops it half-way (search.h, front/think.c). */
static inline void note_best_so_far(const RayMove *m, int score)
{
    ctl.partial_from = m->from;
    ctl.partial_to = m->to;
    ctl.partial_score = score;
}

/*
 * Does the ray walk go on (Steps 14 and 15)?
 *
 * THE HINT MOVE.  An iteration first tries the best move of the previous
 * one (or of the hash slot) as the first "square" of the first ray of
 * that piece (Step 6).  After it (hint set) the walk goes on from the
 * piece's own square, generating that ray's squares normally, and hint
 * becomes 0; otherwise it goes on as any ray walk (moves.h
 * ray_goes_on()).  So the hint move comes a second time, and both times
 * it goes through the same tests as any move: in 4.2 and later a
 * non-capture hint is not searched in iteration 2, and futility may prune
 * either try.  When the second try is searched, its reply's slot normally
 * still holds the result just stored: a hash hit, no iteration runs
 * (--trace shows both tries).
 */
static inline int next_on_ray(const uint8_t *board, int side, int type,
                              RayMove *m, int *hint)
{
    if (!*hint)
        return ray_goes_on(board, side, type, m);
    *hint = 0;
    m->to = m->from;
    return 1;
}

/* @umax:mate-or-stalemate */
/*
 * Every move lost the king (or there was none): is it mate?  4.0-4.3 let
 * the opponent move here instead (a null move, depth 1, from an
 * evaluation of 0).  If it can take the king, that is INF, and we keep
 * -INF: checkmate.  If not, stalemate, and we take the negated score of
 * that small search: 0 in 4.0 (at depth 1 it searches only recaptures,
 * and there is no last move to recapture), 0 or less in 4.2 and 4.3,
 * whose quiescence search lets the opponent's captures raise it above
 * its stand pat; in all three it probes the table as any node does, and a
 * hit may return the stored score.  4.8 asks its null move, searched
 * from iteration 3 on: it captured the king, mate (-INF), or not,
 * stalemate (0).  4.8's iterations 1 and 2 never end at -INF: they start
 * from the static evaluation (iteration_start()).
 */
static int no_move_score(int side, uint32_t key, uint32_t lock,
                         int null_score)
{
    if (NULL_MOVE_PRUNING)
        return null_score == INF ? -INF : 0;
    TRACE(trace_move(TRACE_MATE_TEST, 0));
    return -search(BOTH_SIDES - side, -INF, INF, 0, key, lock,
                   NO_SQUARE, NO_SQUARE, 1);
}

/* Store an iteration's result (hash.h hash_store()), unless the slot holds
   a position of the game, locked as a draw (4.8: GAME_POSITIONS_AS_DRAWS,
   play_root_move()). */
static inline void store_iteration(HashEntry *slot, uint32_t lock,
                                   int best, int iter, int best_from,
                                   int best_to, int alpha, int beta)
{
    if (!GAME_POSITIONS_AS_DRAWS || slot->depth < DRAW_LOCK_DEPTH)
        hash_store(slot, lock, best, iter, best_from, best_to, alpha, beta);
}

/* @umax:kibitz */
/* The kibitz line of one root iteration. */
static void print_iteration(int iter, int best, int from, int to)
{
    printf("%2d ply, %9ld searched, score=%6d by %c%c%c%c\n",
           iter - 1, ctl.nodes, best,
           FILE_CHAR(from), RANK_CHAR(from), FILE_CHAR(to), RANK_CHAR(to));
}

/* After each root iteration: tell the front ends (kibitz, xboard). */
static void report_root_iteration(int iter, int best, int best_from,
                                  int best_to)
{
    ctl.root_iteration = iter - 1;
    ctl.root_score = best;
    ctl.root_from = best_from;
    ctl.root_to = best_to & SQUARE_BITS;
    if (ctl.kibitz)
        print_iteration(iter, best, best_from, best_to);
    if (ctl.root_report)
        ctl.root_report();
}


/* What the search shares with the front ends (search.h). */
SearchControl ctl = {
    .node_budget = DEFAULT_NODE_BUDGET,
    .from = THINK,
    .iteration_limit = ROOT_MAX_ITERATION,
    .poll_at = LONG_MAX,           /* no front-end hook (search.h) */
};

/*
 * The root's keys.  4.0-4.3: the index key ROOT_INDEX_KEY, and as lock the
 * count of root searches so far, one more for every search: a new lock
 * makes the previous searches' entries unrecognisable (the table is never
 * cleared), because the keys are updated differentially from arbitrary
 * root values.  They are still read: Step 2 takes the scan's start from
 * whatever the slot holds, so an earlier search's entries change the
 * move order and the node counts (docs/how-it-searches.md shows it with
 * UCI); the lock's own value does not matter.  4.8 (KEEP_HASH): the
 * position's own keys, 0 and 0 at the start of the game and carried along
 * by every move played (play_root_move()), so that a later search finds
 * what an earlier one stored.  The keys are sums over the pieces
 * (zobrist.h), the same whichever way the pieces got there, with one
 * exception: a castling leaves the rook's move out of both keys and adds
 * rook_from - NO_SQUARE to the lock (moves.h child_lock()), so a position
 * after a castling has other keys than the same position reached
 * otherwise.
 */
static uint32_t root_key(void)
{
    return KEEP_HASH ? pos.hash_key : ROOT_INDEX_KEY;
}

static uint32_t root_lock(void)
{
    return KEEP_HASH ? pos.hash_lock : pos.hash_lock++;
}

/* @umax:root-call */
/*
 * root_search() -- "check the typed move or think", the one root call the
 * listing makes for every input line.
 *
 * With a typed move (from, to) the search runs to ROOT_CHECK_DEPTH and
 * plays the move if it finds it among the pseudo-legal moves and the reply
 * cannot capture the king (4.8 also plays it unchecked when it prunes it
 * as futile: is_move_to_play()).  With from == THINK it deepens until
 * the node budget is spent or a mate score ends the deepening
 * (keep_deepening()), then checks and plays its own best move the same
 * way.
 * The position changes only when a move is played; whether the turn
 * passes is TURN_RULE's (version.h): 4.0-4.3 pass it when the search
 * returns INF, 4.8 when the move was played (they differ only after an
 * illegal move that 4.8 played: then the root may take the king, scores
 * INF and plays nothing).  The root's keys: root_key(), root_lock().
 */
int root_search(int from, int to, Move *played)
{
    int result, turn_passes;

    root_move_played = 0;
    ctl.from = from;
    ctl.to = to;
    ctl.nodes = 0;
    ctl.root_key = root_key();
    ctl.root_lock = root_lock();
    result = search(pos.side, -INF, INF, pos.eval, ctl.root_key,
                    ctl.root_lock, pos.ep_square, ROOT_MARK,
                    ROOT_CHECK_DEPTH);
    turn_passes = TURN_RULE == TURN_PASSES_WHEN_PLAYED ? root_move_played
                                                        : result == INF;
    if (!turn_passes)
        return 0;
    pos.side = BOTH_SIDES - pos.side;
    played->from = ctl.from;
    played->to = ctl.to;
    return 1;
}

/*
 * root_play_unsearched() -- for the front ends only, never called by the
 * published program's loop (play.c): play a legal move (m, as the rules'
 * walk made it: rules_play()) exactly as Step 11 would have played it,
 * without a search.  4.8's root can refuse a legal typed move: its
 * playing pass scores the other moves too (PLAYING_PASS_SCORES_MOVES),
 * so when the table as the last search left it gives a capture a mate
 * score in iteration 2, Step 16 ends the search before iteration 3, the
 * first that searches a quiet move, and the move is never met
 * (docs/front-ends.md, "Moves the root refuses").  A GUI, a match runner
 * or a player expects every legal move to be played, so the front ends
 * play it here: the board, the evaluation, the en-passant square, the
 * captured-material counter (4.3, 4.8), 4.8's keys and the draw lock of the position
 * left, all as play_root_move() leaves them.
 */
void root_play_unsearched(const RayMove *m)
{
    RayMove move = *m;
    const uint32_t key = root_key(), lock = root_lock();
    HashEntry *const slot = hash_slot(key, pos.side, pos.ep_square);
    int gain = victim_value(move.victim);

    make_move(pos.board, pos.side, &move);
    gain += pawn_arrives(pos.board, move.piece & TYPE_MASK, &move);
    play_root_move(move, pos.eval, gain, INF, key, lock, slot);
    pos.side = BOTH_SIDES - pos.side;
}

/*
 * trace_search() -- the search behind --trace: the position's own search
 * with `depth` full-width plies before the quiescence search: iteration
 * depth + 1 (4.0, whose iteration 1 is the quiescence search), or depth +
 * 2 (4.2 and later, whose iteration 1 only orders moves and 2 is the
 * quiescence search; MVV_LVA_FIRST_ITERATION is that 1).  It is called as
 * an ordinary node, not through root_search(): no node budget, no move is
 * played, nothing but the tree is printed (trace.c).
 */
int trace_search(int depth)
{
    uint32_t key, lock;
    int score;

    if (!UMAX_TRACE) {
        fprintf(stderr, "--trace: this build has no tracing (UMAX_TRACE=0)\n");
        return 2;
    }
    key = root_key();
    lock = root_lock();
    trace_begin();
    ctl.nodes = 0;
    score = search(pos.side, -INF, INF, pos.eval, key, lock,
                   pos.ep_square, NO_SQUARE,
                   depth + 1 + MVV_LVA_FIRST_ITERATION);
    trace_end(score, key, lock, ctl.nodes);
    return 0;
}
