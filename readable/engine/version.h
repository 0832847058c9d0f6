/*
 * version.h -- everything that differs between micro-Max 4.0, 4.2, 4.3
 * and 4.8.
 *
 * The four versions share one search (search.c).  Each difference is a
 * named switch defined here and nowhere else, so that grepping one name
 * shows every line a version changes.  The build selects a version with
 * -DUMAX_VERSION=40, 42, 43 or 48 (the Makefile builds all four).
 *
 * 4.0  Quiescence search follows recaptures only: a capture of the piece
 *      that just moved (a move to the square the previous move landed on,
 *      whether that move captured or not) is searched one ply deeper
 *      ("recapture extension"), everything else stops at depth 0.
 * 4.2  Quiescence searches every capture, best victim first: each node's
 *      first iteration only scores the moves by MVV/LVA (most valuable
 *      victim, least valuable attacker) to choose the one capture searched
 *      first (the others follow in scan order), and every node deepens at
 *      least to iteration 2 so that its captures are searched.  Futility
 *      pruning skips hopeless moves in iterations 2 and 3.  The final check
 *      of the move to play runs at depth 3 instead of 2.
 * 4.3  4.2 plus king safety: the king is "frozen" (a king move costs 20)
 *      until enough material has been captured in the game, which needs a
 *      counter of captured material; the "magnetic king": moving a pawn
 *      off the square paired with its own moved king's square (in front of
 *      a king on its first rank) costs 9; castling earns 50 instead of 30.
 * 4.8  4.3 plus, each on its own switch:
 *      NULL_MOVE_PRUNING: from iteration 3 on, every node first passes
 *        (a "null move": the opponent moves twice in a row), and the
 *        opponent's reply is searched two plies shallower than a move's,
 *        with a null window at beta; if the side to move still reaches
 *        beta, the iteration cuts off at once; if not, the next
 *        iteration tries again (in the late end-game, past
 *        NULL_MOVE_LAST_CAPTURED, it never cuts off, but is still searched:
 *        it tells check).  Iterations 1 and 2 both stand pat,
 *        so iteration 1's MVV/LVA choice goes first only when its score
 *        beats the static evaluation (it may choose no capture).
 *        When the null move lets the opponent capture the king, the side
 *        to move is in check: that decides mate against stalemate, and
 *        CHECK_EXTENSION: in check (before the end-game), a node's moves
 *        are searched one ply deeper than usual.
 *      LATE_MOVE_REDUCTION: from iteration 6 on, a non-capture by a
 *        piece (not a pawn) is searched one ply shallower, and again
 *        deeper while its score beats alpha; only the hint move's first
 *        try is exempt (the board scan meets it again and reduces it).
 *      FUTILITY_BY_CHILD_DEPTH: futility pruning tests the depth the
 *        reply would get (reduced or extended) instead of the iteration.
 *      KEEP_HASH: the root's hash keys are the real position's, carried
 *        from move to move, so the table's entries serve the next search;
 *        the hash slot is chosen with the side that made the last move
 *        (hash.h: the sides' slot offsets are the other way round from
 *        4.0-4.3's); the root never takes its score from the table.
 *      GAME_POSITIONS_AS_DRAWS: every position the root plays a move from
 *        is locked in its slot as a draw (score 0, depth 99, never
 *        overwritten), so a search reaching it again takes that 0; but
 *        the slot depends on the en-passant square, which a game position
 *        after a double step or castling (and the start position: 0)
 *        holds and a search reaching it by other moves does not (128):
 *        such a return is not seen (docs/how-it-searches.md).
 *      PLAYING_PASS_SCORES_MOVES: the root's playing iterations score the
 *        other moves as any iteration does (4.0-4.3 ignore them; search.c,
 *        THE ROOT'S LEGALITY CHECK, is_move_to_play()).
 *      GRADUAL_PROMOTION: a moved pawn reaching its 6th rank earns 64, and
 *        its 7th 64 more, added to its piece code (White 105 then 169,
 *        Black 114 then 178) and worth as much to its captor; promotion
 *        adds 647 - type to the score and to the code, which wraps to a
 *        plain queen (47 or 55, worth 851 when captured).
 *      PAWN_PUSH_BONUS: a pawn move earns a quarter of the captured
 *        material counter, so pawns advance in the end-game.
 *      TURN_RULE: the turn passes only when the root played its move
 *        (TURN_PASSES_WHEN_PLAYED below), not when the root's score is INF.
 *      Other piece values (PIECE_UNIT, PIECE_VALUES), and the board is
 *      printed without spaces (SPACED_BOARD).
 *
 * 4.2 is the 4.3 listing without its king safety: the published 4.2
 * listing is not a complete program (docs/contract.md, "The reference
 * programs").
 *
 * Every line of search.c that differs between the versions names one of
 * these switches (or an iteration number below that only they use), so
 * that `grep -r SWITCH readable/engine` finds all of a difference.
 */
#ifndef UMAX_VERSION_H
#define UMAX_VERSION_H

/* Without -DUMAX_VERSION: 4.8, the strongest (match/README.md), as for
   `make play`, `make EXE=...` and the web page. */
#ifndef UMAX_VERSION
#define UMAX_VERSION 48
#endif

#if UMAX_VERSION == 40

#define VERSION_NAME              "4.0"
#define RECAPTURE_ONLY_QUIESCENCE 1   /* QS: recaptures only, recapture extension */
#define MVV_LVA_FIRST_ITERATION   0   /* QS: iteration 1 orders by MVV/LVA       */
#define MIN_IID_DEPTH             0   /* every node deepens at least to this (0: */
                                      /* no minimum)                             */
#define STAND_PAT_ITERATION       1   /* iteration that may keep the static eval */
#define FUTILITY_PRUNING          0
#define KING_SAFETY               0   /* frozen king, magnetic king, counter R   */
#define CASTLING_BONUS            30
#define ROOT_CHECK_DEPTH          2   /* depth of the pass that plays the move   */
#define MATE_DEPTH                99  /* depth recorded for a mate score         */

#elif UMAX_VERSION == 42 || UMAX_VERSION == 43 || UMAX_VERSION == 48

#define VERSION_NAME              (UMAX_VERSION == 42 ? "4.2" \
                                   : UMAX_VERSION == 43 ? "4.3" : "4.8")
#define RECAPTURE_ONLY_QUIESCENCE 0
#define MVV_LVA_FIRST_ITERATION   1
#define MIN_IID_DEPTH             2
#define STAND_PAT_ITERATION       2
#define FUTILITY_PRUNING          1
#define KING_SAFETY               (UMAX_VERSION >= 43)
#define CASTLING_BONUS            (KING_SAFETY ? 50 : 30)
#define ROOT_CHECK_DEPTH          3
#define MATE_DEPTH                98

#else
#error "UMAX_VERSION must be 40, 42, 43 or 48"
#endif

#if UMAX_VERSION == 48

#define NULL_MOVE_PRUNING         1
#define CHECK_EXTENSION           1
#define LATE_MOVE_REDUCTION       1
#define FUTILITY_BY_CHILD_DEPTH   1
#define KEEP_HASH                 1
#define GAME_POSITIONS_AS_DRAWS   1
#define PLAYING_PASS_SCORES_MOVES 1
#define GRADUAL_PROMOTION         1
#define PAWN_PUSH_BONUS           1
#define PIECE_UNIT                37
#define PAWN_SCORE                74  /* PIECE_UNIT * the pawn's value 2      */
#define PIECE_VALUES              { 0, 2, 2, 7, -1, 8, 12, 23 }
#define SPACED_BOARD              0
#define TURN_RULE                 TURN_PASSES_WHEN_PLAYED

#else

#define NULL_MOVE_PRUNING         0
#define CHECK_EXTENSION           0
#define LATE_MOVE_REDUCTION       0
#define FUTILITY_BY_CHILD_DEPTH   0
#define KEEP_HASH                 0
#define GAME_POSITIONS_AS_DRAWS   0
#define PLAYING_PASS_SCORES_MOVES 0
#define GRADUAL_PROMOTION         0
#define PAWN_PUSH_BONUS           0
#define PIECE_UNIT                99  /* piece values are in these units     */
#define PAWN_SCORE                99  /* PIECE_UNIT * the pawn's value 1      */
#define PIECE_VALUES              { 0, 1, 1, 3, -1, 3, 5, 9 }
#define SPACED_BOARD              1   /* a space before each board symbol    */
#define TURN_RULE                 TURN_PASSES_ON_ROOT_INF

#endif

/*
 * TURN_RULE (set per version above): when a root search (one input
 * line) gives the turn to the other side.
 *
 *   TURN_PASSES_ON_ROOT_INF (4.0-4.3): the main loop passes the turn when
 *     the root search returns INF.  The path that plays the move returns
 *     beta, which is INF at the root; nothing else can, because these
 *     versions play no move that leaves the king en prise (search.c, THE
 *     ROOT'S LEGALITY CHECK), so a root position never has a king capture.
 *   TURN_PASSES_WHEN_PLAYED (4.8): the search itself changes sides on
 *     entry and back on exit, and the path that plays the move returns
 *     before changing back; so the turn passes exactly when a move was
 *     played, whatever the score.  4.8 can play an illegal typed move (a
 *     futile move is played unchecked); the side that may then take the
 *     king scores INF in its root's first iteration, which ends the
 *     deepening: a typed move is not played, and thinking plays its move
 *     only if the check meets that move before the king capture (which
 *     ends the check too).  When nothing is played, the board and the
 *     turn stay as they were.
 */
#define TURN_PASSES_ON_ROOT_INF   1
#define TURN_PASSES_WHEN_PLAYED   2

/*
 * The iterations of a node's internal deepening that 4.2 and later treat
 * apart (search.c reads them only under MVV_LVA_FIRST_ITERATION or
 * FUTILITY_PRUNING, so 4.0 ignores them):
 *
 *   1  MVV_LVA_ITERATION: every move scored by MVV/LVA, none searched,
 *      no beta cut-off;
 *   2  QUIESCENCE_ITERATION: captures searched, the side to move may
 *      stand pat (STAND_PAT_ITERATION; 4.8 stands pat in iteration 1
 *      too);
 *   3  FULL_WIDTH_ITERATION: every move searched;
 *
 * and futility pruning works up to LAST_FUTILITY_ITERATION (4.8: while
 * the reply's depth is below it, FUTILITY_BY_CHILD_DEPTH).
 */
#define MVV_LVA_ITERATION         1
#define QUIESCENCE_ITERATION      2
#define FULL_WIDTH_ITERATION      3
#define LAST_FUTILITY_ITERATION   3

/*
 * 4.8's numbers (search.c reads them only under its switches):
 * the null move is searched from iteration FIRST_NULL_MOVE_ITERATION on,
 * NULL_MOVE_REDUCTION plies shallower than a move (iteration - 1 - 2),
 * and cannot cut off once more than NULL_MOVE_LAST_CAPTURED of material
 * (the 4.3 counter pos.captured) has been captured; late moves are
 * reduced from iteration FIRST_REDUCED_ITERATION on; a game position's
 * slot is locked with depth DRAW_LOCK_DEPTH (above any iteration stored).
 */
#define FIRST_NULL_MOVE_ITERATION 3
#define NULL_MOVE_REDUCTION       2
#define NULL_MOVE_LAST_CAPTURED   35
#define FIRST_REDUCED_ITERATION   6
#define DRAW_LOCK_DEPTH           99

/* The two quiescence schemes exclude each other. */
#if RECAPTURE_ONLY_QUIESCENCE == MVV_LVA_FIRST_ITERATION
#error "exactly one quiescence scheme must be selected"
#endif

#endif
