// chess.js -- the little chess the page itself needs, for display only
// (the engine decides what is legal): a board from a FEN, a move applied
// to it, and a move written in standard algebraic notation for the PGN.

// The 64 squares a8..h1 as FEN letters ('' for empty), from a FEN.
export function boardFromFen(fen) {
  const squares = []
  for (const c of fen.split(' ')[0]) {
    if (c === '/') continue
    if (c >= '1' && c <= '8') for (let i = 0; i < +c; i++) squares.push('')
    else squares.push(c)
  }
  return squares
}

export function fenPlacement(squares) {
  let fen = ''
  for (let row = 0; row < 8; row++) {
    let empty = 0
    for (let file = 0; file < 8; file++) {
      const p = squares[row * 8 + file]
      if (!p) { empty++; continue }
      if (empty) { fen += empty; empty = 0 }
      fen += p
    }
    if (empty) fen += empty
    if (row < 7) fen += '/'
  }
  return fen
}

export const index = sq => (8 - +sq[1]) * 8 + (sq.charCodeAt(0) - 97)

// Play from-to on a copy of the board as micro-Max would: castling moves
// the rook, a pawn's diagonal step to an empty square takes en passant, a
// pawn on its last rank becomes a queen.  No legality check: the explorer
// also shows the illegal moves the search tries (and refutes).
export function applyMove(squares, uci) {
  const b = squares.slice(), from = index(uci.slice(0, 2)), to = index(uci.slice(2, 4))
  const piece = b[from], type = piece.toLowerCase()
  if (type === 'k' && Math.abs(to - from) === 2) {
    const [rookFrom, rookTo] = to > from ? [from + 3, from + 1] : [from - 4, from - 1]
    b[rookTo] = b[rookFrom]; b[rookFrom] = ''
  }
  if (type === 'p' && (to - from) % 8 !== 0 && !b[to]) b[to + (piece === 'P' ? 8 : -8)] = ''
  b[to] = piece; b[from] = ''
  if (type === 'p' && (to < 8 || to >= 56)) b[to] = piece === 'P' ? 'Q' : 'q'
  return b
}

// The move in SAN: `legal` are the legal moves of the position before it
// (coordinates), `check`/`mate` describe the position after it.
export function san(squares, legal, uci, check, mate) {
  const from = index(uci.slice(0, 2)), to = index(uci.slice(2, 4))
  const piece = squares[from], type = piece.toUpperCase()
  const capture = !!squares[to] || (type === 'P' && (to - from) % 8 !== 0)
  let text
  if (type === 'K' && Math.abs(to - from) === 2) {
    text = to > from ? 'O-O' : 'O-O-O'
  } else if (type === 'P') {
    text = (capture ? uci[0] + 'x' : '') + uci.slice(2, 4)
    if (to < 8 || to >= 56) text += '=Q'
  } else {
    const rivals = legal.filter(m => m !== uci && m.slice(2, 4) === uci.slice(2, 4) &&
                                     squares[index(m.slice(0, 2))] === piece)
    let which = ''
    if (rivals.length) {
      if (!rivals.some(m => m[0] === uci[0])) which = uci[0]
      else if (!rivals.some(m => m[1] === uci[1])) which = uci[1]
      else which = uci.slice(0, 2)
    }
    text = type + which + (capture ? 'x' : '') + uci.slice(2, 4)
  }
  return text + (mate ? '#' : check ? '+' : '')
}
