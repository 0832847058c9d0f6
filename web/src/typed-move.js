// typed-move.js -- a move the player types, in SAN (e4, Nf3, exd5, O-O,
// e8=Q) or in squares (e2e4, e2-e4), read against the legal moves the
// engine listed: the engine's rules decide what is legal, this only reads.
import {san} from './chess.js'

// What is compared: no check, mate or annotation marks, no capture sign,
// castling with letter O, no promotion piece (micro-Max always makes a
// queen).
const key = text => text.replace(/[+#!?\s]/g, '').replace(/^[0oO]-[0oO](-[0oO])?$/, c => (c.length > 3 ? 'O-O-O' : 'O-O'))
  .replace(/[x:]/g, '').replace(/=?Q$/, '')

// {uci} for one legal move; {unlisted} for squares the list lacks (the
// engine is asked, and says why it refuses); {error} otherwise.
export function readMove(text, squares, legal) {
  const typed = text.trim()
  if (!typed) return {error: 'Type a move first: e4, Nf3, O-O or e2e4.'}
  const squaresTyped = typed.match(/^([a-h][1-8])\s*[-x:]?\s*([a-h][1-8])(=?[qrbn])?[+#!?]*$/i)
  if (squaresTyped) {
    const uci = (squaresTyped[1] + squaresTyped[2]).toLowerCase()
    if (squaresTyped[3] && !/q$/i.test(squaresTyped[3])) return {error: `${typed}: micro-Max promotes to a queen only.`}
    return legal.includes(uci) ? {uci} : {unlisted: uci}
  }
  if (/[a-h][18]=?[RBNrbn]$/.test(typed.replace(/[+#!?\s]/g, ''))) return {error: `${typed}: micro-Max promotes to a queen only.`}
  const names = legal.map(uci => ({uci, san: san(squares, legal, uci, false, false)}))
  const match = want => names.filter(n => key(n.san) === key(want))
  let found = match(typed)
  // a piece letter typed in lower case (nf3), when that reads as no pawn move
  if (!found.length && /^[nbrqk]/.test(typed)) found = match(typed[0].toUpperCase() + typed.slice(1))
  if (found.length === 1) return {uci: found[0].uci}
  if (found.length > 1) return {error: `${typed}: which one? ${found.map(n => n.san).join(' or ')}.`}
  return {error: `${typed}: not a legal move here (type it in SAN, e.g. Nf3, or as squares, e.g. g1f3).`}
}
