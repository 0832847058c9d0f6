// app.js -- the play page: the board, the engine in its worker, the game
// record, and the search explorer.
import {Chessboard, COLOR, FEN, INPUT_EVENT_TYPE} from './vendor/cm-chessboard/src/Chessboard.js'
import {Markers, MARKER_TYPE} from './vendor/cm-chessboard/src/extensions/markers/Markers.js'
import {boardFromFen, san} from './chess.js'
import {Explorer} from './explorer.js'

const $ = id => document.getElementById(id)
const MAX_NODES = 2000000000

// --- the engine in its worker: request() returns a promise of the reply.
let worker
let nextId = 1
const waiting = new Map()
function startWorker() {
  worker = new Worker('engine-worker.js', {type: 'module'})
  worker.onmessage = ({data}) => {
    const w = waiting.get(data.id)
    if (!w) return
    if (data.done) { waiting.delete(data.id); w.resolve(data) } else w.onLine?.(data.line)
  }
  worker.onerror = e => message(`the engine stopped: ${e.message}`, 'error')
}
startWorker()
// Stop a search: the worker is ended and a new one set up on the position
// (a search cannot be interrupted; the new engine's hash table is empty).
// The stopped request is answered only once the new engine is ready, so
// nothing can reach it before its position.
async function stopEngine() {
  worker.terminate()
  const stopped = [...waiting.values()]
  waiting.clear()
  startWorker()
  let r = await request('start', {version: game.version})
  if (r.ok) r = await request('fen', {fen: game.state.fen})
  if (!r.ok) message(`The engine did not restart: ${r.error}`, 'error')
  for (const w of stopped) w.resolve({ok: false, lines: [], error: 'stopped'})
}
function request(op, fields = {}, onLine) {
  const id = nextId++
  return new Promise(resolve => {
    waiting.set(id, {resolve, onLine})
    worker.postMessage({id, op, ...fields})
  })
}

// --- the game as the page knows it
const game = {
  version: $('version').value,
  startFen: FEN.start + ' w KQkq - 0 1',
  moves: [],         // {uci, san}
  state: null,       // {fen, status, check, legal}
  busy: false,
}

function message(text, kind = 'info') {
  const m = $('message')
  m.textContent = text
  m.className = text ? kind : ''
}

function parseState(lines) {
  const get = key => (lines.find(l => l.startsWith(key + ' ')) ?? '').slice(key.length + 1)
  return {fen: get('fen'), status: get('status'), check: get('check') === '1',
          legal: get('moves').split(' ').filter(Boolean)}
}

async function refresh() {
  const r = await request('state')
  if (!r.ok) throw new Error(r.error)
  game.state = parseState(r.lines)
  board.setPosition(game.state.fen, true)
  markLastMove()
  $('fen').placeholder = game.state.fen
  renderMoves()
  const side = sideToMove() === 'w' ? 'White' : 'Black'
  if (game.state.status === 'checkmate') message(`Checkmate: ${side === 'White' ? 'Black' : 'White'} wins.`)
  else if (game.state.status === 'stalemate') message('Stalemate: a draw.')
  else if (game.state.check) message(`${side} is in check.`)
}

const sideToMove = () => game.state.fen.split(' ')[1]

function markLastMove() {
  board.removeMarkers(MARKER_TYPE.square)
  const last = game.moves.at(-1)?.uci
  if (last) for (const sq of [last.slice(0, 2), last.slice(2, 4)]) board.addMarker(MARKER_TYPE.square, sq)
}

function renderMoves() {
  const ol = $('moves')
  ol.textContent = ''
  const startBlack = game.startFen.split(' ')[1] === 'b'
  const plies = game.moves.map(m => m.san)
  if (startBlack && plies.length) plies.unshift('...')
  for (let i = 0; i < plies.length; i += 2) {
    const li = document.createElement('li')
    li.textContent = plies.slice(i, i + 2).join(' ')
    ol.append(li)
  }
  const n = +game.startFen.split(' ')[5] || 1
  ol.start = n
}

// Record a move just played (its SAN needs the position before it).
function record(before, uci, after) {
  const mate = after.status === 'checkmate'
  game.moves.push({uci, san: san(boardFromFen(before.fen), before.legal, uci, after.check, mate)})
}

function setBusy(busy) {
  game.busy = busy
  for (const id of ['new-game', 'engine-move', 'set-fen', 'version', 'explore'])
    $(id).disabled = busy
  $('engine-status').textContent = busy ? 'thinking…' : ''
  $('stop').hidden = !busy
}

// The node budget field: a whole number from 1 to 2000000000, else null
// (and a message).
function nodeBudget() {
  const text = $('nodes').value.trim()
  if (!/^\d+$/.test(text) || +text < 1 || +text > MAX_NODES) {
    message(`Node budget: "${text}" is not a whole number from 1 to ${MAX_NODES}.`, 'error')
    return null
  }
  return +text
}

async function engineMove() {
  if (game.state.status !== 'on') { message('The game is over.', 'error'); return }
  const nodes = nodeBudget()
  if (nodes === null) return
  setBusy(true)
  const tbody = $('kibitz').querySelector('tbody')
  tbody.textContent = ''
  const before = game.state
  const r = await request('think', {nodes}, line => {
    if (line.startsWith('pv ')) {             // the PV of the row just added
      const cell = tbody.lastElementChild?.lastElementChild
      if (cell) cell.textContent = line.slice(3)
      return
    }
    const m = line.match(/^\s*(\d+) ply,\s+(\d+) searched, score=\s*(-?\d+) by (\S+)/)
    if (!m) return
    const tr = document.createElement('tr')
    for (const v of m.slice(1)) { const td = document.createElement('td'); td.textContent = v; tr.append(td) }
    tbody.append(tr)
  })
  setBusy(false)
  if (r.error === 'stopped') { message('Stopped: micro-Max starts afresh from this position (a new hash table).'); return }
  if (!r.ok) { message(`The engine: ${r.error}.`, 'error'); return }
  const uci = (r.lines.find(l => l.startsWith('move ')) ?? '').slice(5)
  await refresh()
  record(before, uci, game.state)
  renderMoves()
  markLastMove()
  if (game.state.status === 'on' && !game.state.check) message(`micro-Max played ${game.moves.at(-1).san}.`)
}

async function userMove(uci) {
  const before = game.state
  const r = await request('play', {move: uci})
  if (!r.ok) { message(`${uci}: ${r.error}.`, 'error'); board.setPosition(before.fen, false); return }
  message('')
  await refresh()
  record(before, uci, game.state)
  renderMoves()
  markLastMove()
  if (game.state.status === 'on') await engineMove()
}

// --- the board
const board = new Chessboard($('board'), {
  position: FEN.start, assetsUrl: 'vendor/cm-chessboard/assets/',
  style: {pieces: {file: 'pieces/standard.svg'}, animationDuration: 150},
  extensions: [{class: Markers, props: {autoMarkers: MARKER_TYPE.frame}}],
})
board.enableMoveInput(event => {
  switch (event.type) {
    case INPUT_EVENT_TYPE.moveInputStarted: {
      if (game.busy) { message('micro-Max is thinking.', 'error'); return false }
      if (!game.state || game.state.status !== 'on') { message('The game is over.', 'error'); return false }
      const piece = event.piece ?? board.getPiece(event.squareFrom)
      if (!piece || piece[0] !== sideToMove()) {
        message(`${event.squareFrom}: no piece of the side to move there.`, 'error')
        return false
      }
      board.addLegalMovesMarkers(game.state.legal.filter(m => m.startsWith(event.squareFrom))
                                                 .map(m => ({to: m.slice(2, 4)})))
      return true
    }
    case INPUT_EVENT_TYPE.moveInputFinished:
    case INPUT_EVENT_TYPE.moveInputCanceled:
      board.removeLegalMovesMarkers()
      return undefined
    case INPUT_EVENT_TYPE.validateMoveInput: {
      const uci = event.squareFrom + event.squareTo
      if (!game.state.legal.includes(uci)) {
        // A click on another piece of one's own only selects that piece.
        const target = board.getPiece(event.squareTo)
        if (target && target[0] === sideToMove()) return false
        // The engine's rules say why, and play nothing.  (They are the
        // rules the list of legal moves came from: they cannot accept it.)
        const before = game.state
        request('play', {move: uci}).then(async r => {
          if (!r.ok) { message(`${uci}: ${r.error}.`, 'error'); return }
          message(`${uci}: played, although the page did not list it as legal.`, 'error')
          await refresh()
          record(before, uci, game.state)
          renderMoves()
        })
        return false
      }
      userMove(uci)
      return true
    }
  }
  return undefined
})

// --- the controls
$('new-game').onclick = async () => {
  const r = await request('new')
  if (!r.ok) { message(r.error, 'error'); return }
  game.moves = []
  game.startFen = FEN.start + ' w KQkq - 0 1'
  $('kibitz').querySelector('tbody').textContent = ''
  message('New game: you have White; "Engine move" makes micro-Max move.')
  await refresh()
}
$('engine-move').onclick = () => engineMove()
$('stop').onclick = () => stopEngine()
$('flip').onclick = () => board.setOrientation(board.getOrientation() === COLOR.white ? COLOR.black : COLOR.white)

$('set-fen').onclick = async () => {
  const fen = $('fen').value.trim()
  if (!fen) { message('Type a FEN into the field first.', 'error'); return }
  const r = await request('fen', {fen})
  if (!r.ok) { message(`FEN: ${r.error}.`, 'error'); return }
  await refresh()
  game.moves = []
  game.startFen = game.state.fen
  $('kibitz').querySelector('tbody').textContent = ''
  renderMoves()
  markLastMove()
  message('Position set up.')
}

function pgn() {
  let result = '*'
  if (game.state.status === 'checkmate') result = sideToMove() === 'w' ? '0-1' : '1-0'
  else if (game.state.status === 'stalemate') result = '1/2-1/2'
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.')
  // the seven tags every PGN game has, and the start position if not the usual one
  const tags = [['Event', `micro-Max ${game.version[0]}.${game.version[1]} in the browser`], ['Site', '?'],
                ['Date', date], ['Round', '-'], ['White', '?'], ['Black', '?'], ['Result', result]]
  if (game.startFen !== FEN.start + ' w KQkq - 0 1') tags.push(['SetUp', '1'], ['FEN', game.startFen])
  const n0 = +game.startFen.split(' ')[5] || 1
  let text = '', n = n0, black = game.startFen.split(' ')[1] === 'b'
  if (black && game.moves.length) text += `${n}... `
  for (const m of game.moves) {
    if (!black) text += `${n}. `
    text += m.san + ' '
    if (black) n++
    black = !black
  }
  return tags.map(([k, v]) => `[${k} "${v}"]`).join('\n') + '\n\n' + text + result + '\n'
}

async function copy(text, what) {
  $('copied').value = text
  try {
    await navigator.clipboard.writeText(text)
    message(`${what} copied.`)
  } catch {
    $('copied').select()
    message(`${what} is in the box below (the clipboard was not available).`)
  }
}
$('copy-pgn').onclick = () => copy(pgn(), 'PGN')
$('copy-fen').onclick = () => copy(game.state.fen, 'FEN')

$('version').onchange = async () => {
  const fen = game.state.fen
  setBusy(true)
  game.version = $('version').value
  let r = await request('start', {version: game.version})
  if (r.ok) r = await request('fen', {fen})
  setBusy(false)
  if (!r.ok) { message(r.error, 'error'); return }
  game.moves = []
  game.startFen = fen
  $('kibitz').querySelector('tbody').textContent = ''
  $('side-by-side-link').href = `side-by-side.html?v=${game.version}`
  message(`micro-Max ${game.version[0]}.${game.version[1]} now plays, from this position.`)
  await refresh()
}

// --- the explorer
const nodeBoard = new Chessboard($('node-board'), {
  position: FEN.start, assetsUrl: 'vendor/cm-chessboard/assets/',
  style: {pieces: {file: 'pieces/standard.svg'}, animationDuration: 0, showCoordinates: true},
  extensions: [{class: Markers}],
})
const sources = await (await fetch('sources.json')).json()
const explorer = new Explorer({
  tree: $('tree'), info: $('node-info'), boardView: nodeBoard, sources, version: () => game.version,
})
$('explore').onclick = async () => {
  const depth = $('trace-depth').value
  const fen = game.state.fen
  setBusy(true)
  $('find-status').textContent = 'searching…'
  const r = await request('trace', {depth, fen})
  setBusy(false)
  if (!r.ok) {
    $('find-status').textContent = ''
    message(r.error === 'stopped' ? 'Explorer: stopped.' : `Explorer: ${r.error}`, r.error === 'stopped' ? 'info' : 'error')
    return
  }
  try {
    const {nodes, summary} = explorer.show(r.lines, fen)
    $('find-status').textContent = `${nodes} nodes; score ${summary?.score} for ${summary?.side}` +
      (summary?.best ? `, best move ${summary.best}` : '')
  } catch (e) {
    message(`Explorer: ${e.message}`, 'error')
  }
}
const findNext = () => {
  const text = $('find').value
  if (!/^[a-h]([1-8]([a-h]([1-8])?)?)?$/i.test(text.trim())) {
    $('find-status').textContent = 'type a move in coordinates, e.g. e2e4 (or its start, e2)'
    return
  }
  const {count, index} = explorer.find(text)
  $('find-status').textContent = count ? `${index} of ${count} nodes for ${text.trim()}` : `no node for ${text.trim()}`
}
$('find-next').onclick = findNext
$('find').onkeydown = e => { if (e.key === 'Enter') findNext() }

// --- start
setBusy(true)
const started = await request('start', {version: game.version})
setBusy(false)
if (!started.ok) message(`The engine did not start: ${started.error}`, 'error')
else {
  await refresh()
  message('You have White: move a piece by dragging or clicking. "Engine move" makes micro-Max move.')
  document.body.dataset.ready = '1'
}
