/*
 * version.h -- everything that differs between micro-Max 4.0, 4.2 and 4.3.
 *
 * The three versions share one search (search.c).  Each difference is a
 * named switch defined here and nowhere else, so that grepping one name
 * shows every line a version changes.  The build selects a version with
 * -DUMAX_VERSION=40, 42 or 43 (the Makefile builds all three).
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

#ifndef UMAX_VERSION
#define UMAX_VERSION 43
#endif

#if UMAX_VERSION == 40

#define VERSION_NAME              "4.0"
#define RECAPTURE_ONLY_QUIESCENCE 1   /* QS: recaptures only, recapture extension */
#define MVV_LVA_FIRST_ITERATION   0   /* QS: iteration 1 orders by MVV/LVA       */
#define MIN_IID_DEPTH             0   /* every node deepens at least to this     */
#define STAND_PAT_ITERATION       1   /* iteration that may keep the static eval */
#define FUTILITY_PRUNING          0
#define KING_SAFETY               0   /* frozen king, magnetic king, counter R   */
#define CASTLING_BONUS            30
#define ROOT_CHECK_DEPTH          2   /* depth of the pass that plays the move   */
#define MATE_DEPTH                99  /* depth recorded for a mate score         */

#elif UMAX_VERSION == 42 || UMAX_VERSION == 43

#define VERSION_NAME              (UMAX_VERSION == 42 ? "4.2" : "4.3")
#define RECAPTURE_ONLY_QUIESCENCE 0
#define MVV_LVA_FIRST_ITERATION   1
#define MIN_IID_DEPTH             2
#define STAND_PAT_ITERATION       2
#define FUTILITY_PRUNING          1
#define KING_SAFETY               (UMAX_VERSION == 43)
#define CASTLING_BONUS            (KING_SAFETY ? 50 : 30)
#define ROOT_CHECK_DEPTH          3
#define MATE_DEPTH                98

#else
#error "UMAX_VERSION must be 40, 42 or 43"
#endif

/*
 * The iterations of a node's internal deepening that 4.2 and 4.3 treat
 * apart (search.c reads them only under MVV_LVA_FIRST_ITERATION or
 * FUTILITY_PRUNING, so 4.0 ignores them):
 *
 *   1  MVV_LVA_ITERATION: every move scored by MVV/LVA, none searched,
 *      no beta cut-off;
 *   2  QUIESCENCE_ITERATION: captures searched, the side to move may
 *      stand pat (STAND_PAT_ITERATION);
 *   3  FULL_WIDTH_ITERATION: every move searched;
 *
 * and futility pruning works up to LAST_FUTILITY_ITERATION.
 */
#define MVV_LVA_ITERATION         1
#define QUIESCENCE_ITERATION      2
#define FULL_WIDTH_ITERATION      3
#define LAST_FUTILITY_ITERATION   3

/* The two quiescence schemes exclude each other. */
#if RECAPTURE_ONLY_QUIESCENCE == MVV_LVA_FIRST_ITERATION
#error "exactly one quiescence scheme must be selected"
#endif

#endif
