// app.js -- the play page: the board, the engine in its worker, the game
// record (kept in localStorage), and the search tree (explorer.js).
import {Chessboard, COLOR, FEN, INPUT_EVENT_TYPE} from './vendor/cm-chessboard/src/Chessboard.js'
import {Markers, MARKER_TYPE} from './vendor/cm-chessboard/src/extensions/markers/Markers.js'
import {Accessibility} from './vendor/cm-chessboard/src/extensions/accessibility/Accessibility.js'
import {applyMove, boardFromFen, fenPlacement, san} from './chess.js'
import {Explorer, pawns, setVersion} from './explorer.js'

const $ = id => document.getElementById(id)
const MAX_NODES = 2000000000
const START = FEN.start + ' w KQkq - 0 1'
const SAVED = 'umax-game'          // localStorage key

// --- the engine in its worker: request() returns a promise of the reply.
let worker
let nextId = 1
const waiting = new Map()
function startWorker() {
  worker = new Worker('engine-worker.js', {type: 'module'})
  worker.onmessage = ({data}) => {
    const w = waiting.get(data.id)
    if (!w) return
    if (data.done) { waiting.delete(data.id); w.resolve(data) } else w.onLine?.(data.line, data.ms)
  }
  worker.onerror = e => message(`the engine stopped: ${e.message}`, 'error')
}
function request(op, fields = {}, onLine) {
  const id = nextId++
  return new Promise(resolve => {
    waiting.set(id, {resolve, onLine})
    worker.postMessage({id, op, ...fields})
  })
}
// A new worker (its engine's hash table is empty) set up on the game: the
// start position, then every move replayed as if typed.  The old worker
// ends first, so only one engine's memory is ever held.  Requests still
// waiting are answered "stopped".
// A stopped worker's memory is released only some time after
// terminate() (within 3 s, measured in Chromium: web/README.md): until
// stoppedUntil, no new search starts, so that two engines' hash tables
// are never filled at once.
const STOP_GRACE_MS = 3000
let stoppedUntil = 0
// Returns false if Stop was pressed meanwhile.
async function engineFree() {
  const wait = stoppedUntil - performance.now(), mine = generation
  table = null
  renderKibitz()
  if (wait <= 0) return true
  $('engine-status').textContent = 'waiting for the stopped search to end…'
  await new Promise(r => setTimeout(r, wait))
  $('engine-status').textContent = 'thinking…'
  return generation === mine
}
let generation = 0                // counts the engines started
async function restartEngine(stopping = false) {
  generation++
  if (stopping) stoppedUntil = performance.now() + STOP_GRACE_MS
  forgetThink(stopping ? 'Stop restarted the engine, with an empty hash table' : 'the engine was restarted')
  worker?.terminate()
  const stopped = [...waiting.values()]
  waiting.clear()
  startWorker()
  let r = await request('start', {version: game.version})
  if (r.ok && game.startFen !== START) r = await request('fen', {fen: game.startFen})
  for (const m of game.moves) if (r.ok) r = await request('play', {move: m.uci})
  for (const w of stopped) w.resolve({ok: false, lines: [], error: 'stopped'})
  return r
}
const stopEngine = () => restartEngine(true).then(r => {
  if (!r.ok) message(`The engine did not restart: ${r.error}`, 'error')
})

// --- the game as the page knows it
const game = {
  version: $('version').value,
  startFen: START,
  moves: [],         // {uci, san}
  state: null,       // {fen, status, check, legal, result, ending}
  busy: false,
  view: null,        // a ply being looked at (the move list), or null
  side: 'w',         // the side you play: the board shows it at the bottom
}
// The last search micro-Max made: its kibitz rows, the position before it
// and its move; it can be opened (explorer) until the next move.
let think = null
// The engine keeps one search to open again, until it searches again or
// the game changes: from then on a tree of that search is outdated, and
// says why (its nodes already open stay readable).
function forgetThink(why) {
  if (think && table === think) {
    table.why = `Outdated: ${why}, so these rows can no longer be opened.`
    think = null
    renderKibitz()
  }
  think = null
  $('open-think').disabled = true
  openThinkLabel()
  if (explorer?.root && explorer.source?.rows && !explorer.stale) {
    explorer.stale = why
    $('tree').classList.add('stale')
    treeStatus(`Outdated: ${why}, so this search (micro-Max's for ${explorer.source.san ?? explorer.source.move}) can no longer be run again. ` +
      'The nodes already open can still be read; to open others, let micro-Max move and open its new search, ' +
      'or explore the position.', 'stale')
  }
}
// The line above the tree: what it shows, and why a node did not open.
function treeStatus(text, kind = '') {
  $('tree-status').textContent = text
  $('tree-status').className = kind
  $('tree-status').setAttribute('role', kind === 'error' ? 'alert' : 'status')
}
// No tree: the explorer's board shows the game's position.
function clearTree() {
  explorer.clear()
  newTree()
  $('find-status').textContent = ''
  nodeBoard.setPosition(game.state.fen, false)
  nodeBoard.removeMarkers()
}

function message(text, kind = 'info') {
  const m = $('message')
  m.textContent = text
  m.className = text ? kind : ''
}

function parseState(lines) {
  const get = key => (lines.find(l => l.startsWith(key + ' ')) ?? '').slice(key.length + 1)
  const ending = get('ending')
  return {fen: get('fen'), status: get('status'), check: get('check') === '1',
          legal: get('moves').split(' ').filter(Boolean),
          result: ending.split(' ')[0], ending: ending.slice(ending.indexOf(' ') + 1)}
}
const over = () => game.state.result !== '*'

function save() {
  localStorage.setItem(SAVED, JSON.stringify({version: game.version, startFen: game.startFen, side: game.side,
                                              moves: game.moves, nodes: $('nodes').value}))
}

async function refresh() {
  const r = await request('state')
  if (!r.ok) throw new Error(r.error)
  game.state = parseState(r.lines)
  game.view = null
  $('viewing').hidden = true
  board.setPosition(game.state.fen, true)
  markLastMove()
  $('fen').placeholder = game.state.fen
  if (!explorer.root) nodeBoard.setPosition(game.state.fen, false)   // (it follows the game)
  renderMoves()
  save()
}

// What the position is now, in a sentence for the messages: the game's
// end, or a check; '' otherwise.
function stateSentence() {
  if (over()) return game.state.ending
  return game.state.check ? `${sideToMove() === 'w' ? 'White' : 'Black'} is in check.` : ''
}
const sentences = (...parts) => parts.filter(Boolean).join(' ')
// A move of the game with its number, as in the move list: "1. e4", "1... e5".
function numbered(ply) {
  const startBlack = game.startFen.split(' ')[1] === 'b' ? 1 : 0
  const n = (+game.startFen.split(' ')[5] || 1) + Math.floor((ply + startBlack) / 2)
  return `${n}${(ply + startBlack) % 2 ? '...' : '.'} ${game.moves[ply].san}`
}

const sideToMove = () => game.state.fen.split(' ')[1]

function markLastMove(uci = game.moves.at(-1)?.uci) {
  board.removeMarkers(MARKER_TYPE.square)
  if (uci) for (const sq of [uci.slice(0, 2), uci.slice(2, 4)]) board.addMarker(MARKER_TYPE.square, sq)
}

// The move list: each move a button; clicking one shows the board after
// it (the game itself stays where it is).
function renderMoves() {
  const ol = $('moves')
  ol.textContent = ''
  const startBlack = game.startFen.split(' ')[1] === 'b'
  const plies = game.moves.map((m, i) => ({san: m.san, ply: i}))
  if (startBlack && plies.length) plies.unshift({san: '…', ply: -1})
  for (let i = 0; i < plies.length; i += 2) {
    const li = document.createElement('li')
    for (const p of plies.slice(i, i + 2)) {
      if (p.ply < 0) { li.append('… '); continue }
      const b = document.createElement('button')
      b.className = 'ply'
      b.textContent = p.san
      b.dataset.ply = p.ply
      if (game.view === p.ply) b.classList.add('current')
      b.onclick = () => viewPly(p.ply)
      li.append(b, ' ')
    }
    ol.append(li)
  }
  ol.start = +game.startFen.split(' ')[5] || 1
}

function viewPly(ply) {
  if (ply === game.moves.length - 1) { game.view = null; board.setPosition(game.state.fen, false); markLastMove() }
  else {
    game.view = ply
    let b = boardFromFen(game.startFen)
    for (const m of game.moves.slice(0, ply + 1)) b = applyMove(b, m.uci)
    board.setPosition(fenPlacement(b), false)
    markLastMove(game.moves[ply].uci)
  }
  $('viewing').hidden = game.view === null
  $('viewing').textContent = game.view === null ? '' : `Showing the position after ${game.moves[ply].san}; ` +
    'click the last move (or move a piece) to come back.'
  renderMoves()
}

// Record a move just played (its SAN needs the position before it), and
// who played it: 'you' or 'engine' (Take back goes by it).
function record(before, uci, after, by) {
  const mate = after.status === 'checkmate'
  game.moves.push({uci, san: san(boardFromFen(before.fen), before.legal, uci, after.check, mate), by})
}

// While the engine works (a search, a node being opened), the controls
// that would need it wait, and Stop shows (by the buttons and by the tree).
function setBusy(busy, doing = 'thinking…') {
  game.busy = busy
  for (const id of ['new-game', 'engine-move', 'take-back', 'hint', 'set-fen', 'version', 'explore', 'play-move'])
    $(id).disabled = busy
  $('open-think').disabled = busy || !think
  $('engine-status').textContent = busy ? doing : ''
  for (const stop of document.querySelectorAll('.stop')) stop.hidden = !busy
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

// One kibitz row: depth, nodes, time, speed, score (White's view), PV.
// While its search can be opened, the depth is a button that opens that
// iteration in the tree (and a click anywhere on the row does); else the
// row is only read.
function kibitzRow(row, side, openable) {
  const tr = document.createElement('tr')
  // (a worker's clock ticks in steps of 0.1 ms: a first iteration may take "0")
  const kn = row.ms > 0 ? String(Math.round(row.nodes / row.ms)) : '—'
  const cells = [String(row.depth), row.nodes.toLocaleString('en'), `${(row.ms / 1000).toFixed(2)} s`, kn,
                 pawns(row.score, side, $('raw').checked), row.pvsan ? row.pvsan.join(' ') || '(no move yet)' : '…']
  for (const v of cells) { const td = document.createElement('td'); td.textContent = v; tr.append(td) }
  tr.lastElementChild.className = 'pv'
  // (for the browser test: the kibitz line and the PV in coordinates)
  tr.dataset.kibitz = `${row.depth} ${row.nodes} ${row.score} ${row.best}`
  tr.dataset.pv = row.pv?.join(' ') ?? ''
  if (openable) {
    const b = document.createElement('button')
    b.className = 'open-depth'
    b.innerHTML = '<span class="visually-hidden">open depth </span>'
    b.append(String(row.depth))
    b.onclick = e => { e.stopPropagation(); openThink(row.index) }
    tr.cells[0].replaceChildren(b)
    tr.onclick = () => openThink(row.index)
  }
  return tr
}
// The engine table: the rows of the last search (table), openable while
// micro-Max's search can be opened (think), else with a line that says why not.
let table = null
function renderKibitz() {
  const tbody = $('kibitz').querySelector('tbody')
  tbody.textContent = ''
  const openable = !!think && table === think
  if (table) for (const row of table.rows) tbody.append(kibitzRow(row, table.side, openable))
  $('kibitz').classList.toggle('openable', openable)
  $('kibitz-status').textContent = table?.rows.length && !openable ? table.why ?? '' : ''
}

// Think (or find a hint): the kibitz rows as they come, each with the
// time since the search began and its PV (in coordinates and SAN).
async function search(op, nodes) {
  forgetThink(`micro-Max searched again (${op === 'hint' ? 'a hint' : 'a move'})`)
  const side = game.state.fen.split(' ')[1] === 'w' ? 'white' : 'black'
  const current = {rows: [], side, fen: game.state.fen, ply: game.moves.length, op, budget: nodes,
                   why: 'micro-Max is searching: the rows can be opened when it is done.'}
  table = current
  renderKibitz()
  const tbody = $('kibitz').querySelector('tbody')
  const r = await request(op, {nodes}, (line, ms) => {
    const row = current.rows.at(-1)
    // (an empty PV: no move set the score yet, e.g. 4.8's depths 0 and 1)
    if (/^pv( |$)/.test(line)) { row.pv = line.slice(3).split(' ').filter(Boolean); return }
    if (/^pvsan( |$)/.test(line)) {
      row.pvsan = line.slice(6).split(' ').filter(Boolean)
      if (table === current) tbody.append(kibitzRow(row, side, false))
      return
    }
    const m = line.match(/^\s*(\d+) ply,\s+(\d+) searched, score=\s*(-?\d+) by (\S+)/)
    if (m) current.rows.push({depth: +m[1], nodes: +m[2], score: +m[3], best: m[4], ms, index: current.rows.length})
  })
  if (r.ok) {
    current.move = (r.lines.find(l => l.startsWith('move ')) ?? '').slice(5)
    current.replay = r.lines.some(l => l.startsWith('replay yes'))
    current.ms = r.ms
    $('kibitz').dataset.ms = Math.round(r.ms)         // how long the search took
    think = current
    // (its SAN with + or #: the engine's, from the last PV, which starts with it)
    const last = current.rows.at(-1)
    current.san = last?.pv?.[0] === current.move && last.pvsan?.[0] ? last.pvsan[0]
      : san(boardFromFen(current.fen), game.state.legal, current.move, false, false)
    renderKibitz()
    openThinkLabel()
  } else if (table === current) {
    current.why = r.error === 'stopped' ? 'Stopped: this search did not end, so its rows cannot be opened.'
                                        : `This search failed (${r.error}): its rows cannot be opened.`
    renderKibitz()
  }
  return r
}

// A search of the position on the board ('think' or 'hint') at the chosen
// budget; false, with the reason shown, when it did not run to its end.
// (lead: a sentence said first, your move that micro-Max answers)
async function searchHere(kind, who, lead = '') {
  if (over()) { message('The game is over.', 'error'); return false }
  const nodes = nodeBudget()
  if (nodes === null) return false
  setBusy(true)
  message(sentences(lead, kind === 'hint' ? 'micro-Max is looking for a hint…' : 'micro-Max is thinking…'))
  if (!await engineFree()) { setBusy(false); return false }
  const r = await search(kind, nodes)
  setBusy(false)
  if (r.error === 'stopped') { message('Stopped: the search was abandoned and no move was played; micro-Max starts afresh from this position (a new hash table).'); return false }
  if (!r.ok) { message(`${who}: ${r.error}.`, 'error'); return false }
  return true
}

// micro-Max moves; the message says its move in SAN (with + or #) and
// what the position is now.
async function engineMove(lead = '') {
  const before = game.state
  if (!await searchHere('think', 'The engine', lead)) return
  await refresh()
  record(before, think.move, game.state, 'engine')
  think.san = game.moves.at(-1).san
  openThinkLabel()
  renderMoves()
  markLastMove()
  save()
  message(sentences(`micro-Max played ${numbered(game.moves.length - 1)}.`, stateSentence(),
                    over() ? '' : `"${$('open-think').textContent}" shows why.`))
  clearTree()
}
// The button that opens micro-Max's last search names it.
function openThinkLabel() {
  $('open-think').textContent = !think ? 'micro-Max\'s search for its last move'
    : think.op === 'hint' ? `micro-Max's search for its hint, ${think.san}` : `micro-Max's search for its move, ${think.san}`
}

async function userMove(uci) {
  const before = game.state
  const r = await request('play', {move: uci})
  if (!r.ok) { message(`${uci}: ${r.error}.`, 'error'); board.setPosition(before.fen, false); return false }
  forgetThink('you played a move since')
  setBusy(false)
  await refresh()
  record(before, uci, game.state, 'you')
  renderMoves()
  markLastMove()
  save()
  const said = sentences(`You played ${numbered(game.moves.length - 1)}.`, stateSentence())
  if (over()) message(said)
  else await engineMove(said)
  return true
}

// A move the page did not list as legal (a drag, or squares typed): the
// engine's rules say why, in the words of the terminal's friendly mode
// (web_typed), and nothing is played.
async function refuseUnlisted(uci) {
  const r = await request('typed', {text: uci})
  message(r.ok ? `${uci}: the engine takes it, but the page did not list it as legal: please report it.` : `${r.error}`, 'error')
}

// --- the board: moved by mouse, touch or keyboard (cm-chessboard's
// accessibility extension: Tab to it, arrows, Enter), its pieces listed
// for screen readers
const board = new Chessboard($('board'), {
  position: FEN.start, assetsUrl: 'vendor/cm-chessboard/assets/',
  style: {pieces: {file: 'pieces/standard.svg'}, animationDuration: 150},
  extensions: [{class: Markers, props: {autoMarkers: MARKER_TYPE.frame}},
               {class: Accessibility, props: {language: 'en', keyboardMoveInput: true, movePieceForm: false,
                                              boardAsTable: false, piecesAsList: true, brailleNotationInAlt: false}}],
})
board.view.svg.setAttribute('aria-label', 'The game\'s board')
board.view.svg.setAttribute('aria-describedby', 'board-help')
// (the keyboard input ends a move without the events that remove the markers)
board.view.svg.addEventListener('keydown', e => { if (e.key === 'Escape') board.removeLegalMovesMarkers() })
const busyMessage = () => `micro-Max is busy (${$('engine-status').textContent.replace('…', '')}); Stop ends it.`
board.enableMoveInput(event => {
  switch (event.type) {
    case INPUT_EVENT_TYPE.moveInputStarted: {
      message('')
      if (game.busy) { message(busyMessage(), 'error'); return false }
      if (game.view !== null) viewPly(game.moves.length - 1)
      if (!game.state || over()) { message(game.state ? `The game is over: ${game.state.ending}` : 'The game is over.', 'error'); return false }
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
      board.removeLegalMovesMarkers()
      if (!game.state.legal.includes(uci)) {
        // A click on another piece of one's own only selects that piece.
        const target = board.getPiece(event.squareTo)
        if (target && target[0] === sideToMove()) return false
        refuseUnlisted(uci)
        return false
      }
      userMove(uci)
      return true
    }
  }
  return undefined
})

// A move typed into the field, in SAN or squares, read by the engine as
// the terminal's friendly mode reads it (web_typed): a refused move stays
// in the field, with the reason in the message.
$('move-form').onsubmit = async e => {
  e.preventDefault()
  if (game.busy) { message(busyMessage(), 'error'); return }
  if (game.view !== null) viewPly(game.moves.length - 1)
  if (over()) { message(`The game is over: ${game.state.ending}`, 'error'); return }
  const typed = $('move-input').value.trim()
  if (!typed) { message('Type a move first: e4, Nf3, O-O or e2e4.', 'error'); return }
  const r = await request('typed', {text: typed})
  if (!r.ok) { message(r.error, 'error'); return }
  $('move-input').value = ''
  await userMove(r.lines.find(l => l.startsWith('move ')).slice(5))
}

// --- the controls
async function newGame(fen) {
  const r = fen ? await request('fen', {fen}) : await request('new')
  if (!r.ok) return r
  game.moves = []
  forgetThink('the game changed')
  table = null
  renderKibitz()
  await refresh()
  clearTree()
  game.startFen = fen ? game.state.fen : START
  save()
  return r
}
$('new-game').onclick = async () => {
  const r = await newGame()
  if (!r.ok) { message(r.error, 'error'); return }
  setSide('w')
  message('New game: you have White; "Engine move" makes micro-Max move.')
}
// The side you play: at the bottom of the board, kept with the game.
// (one turn of the board at a time: cm-chessboard drops a second one asked
// while the first is under way)
let turning = Promise.resolve()
function setSide(side) {
  game.side = side
  save()
  turning = turning.then(() => board.setOrientation(side === 'w' ? COLOR.white : COLOR.black))
  return turning
}
$('engine-move').onclick = () => engineMove()
for (const stop of document.querySelectorAll('.stop')) stop.onclick = () => stopEngine()
$('flip').onclick = () => {
  setSide(game.side === 'w' ? 'b' : 'w')
  message(`You play ${game.side === 'w' ? 'White' : 'Black'}: the board shows your side at the bottom.`)
}

// Take back: your last move and micro-Max's answer (or one move if the
// last was yours, or if micro-Max played both), by who played them, not
// by the board's side.  The hash table keeps what the searches stored.
$('take-back').onclick = async () => {
  if (!game.moves.length) { message('There is no move to take back.', 'error'); return }
  // (a game saved before moves said who played them: replies in pairs)
  const [prev, last] = [game.moves.at(-2), game.moves.at(-1)]
  const n = prev && (last.by ?? 'engine') === 'engine' && (prev.by ?? 'you') === 'you' ? 2 : 1
  for (let i = 0; i < n; i++) {
    const r = await request('undo')
    if (!r.ok) { message(r.error, 'error'); break }
    game.moves.pop()
  }
  forgetThink('moves were taken back')
  renderKibitz()
  await refresh()
  setBusy(false)
  message(sentences(`Took back ${n === 2 ? 'two moves' : 'one move'}: ${sideToMove() === 'w' ? 'White' : 'Black'} to move.`, stateSentence()))
}

// Hint: micro-Max's search for the side to move, its move not played; its
// tree opens below (the tree shown before is replaced: it is outdated).
$('hint').onclick = async () => {
  if (!await searchHere('hint', 'The hint')) return
  markLastMove(think.move)
  message(`Hint: micro-Max would play ${think.san}. Its search opens below, in "Why this move?".`)
  await openThink(undefined, false)
}

$('set-fen').onclick = async () => {
  const fen = $('fen').value.trim()
  if (!fen) { message('Type a FEN into the field first.', 'error'); return }
  const r = await newGame(fen)
  if (!r.ok) { message(`FEN: ${r.error}.`, 'error'); return }
  markLastMove()
  message(over() ? `Position set up: ${game.state.ending}`
    : sentences(`Position set up: ${sideToMove() === 'w' ? 'White' : 'Black'} to move.`, stateSentence()))
}

function pgn() {
  const result = game.state.result || '*'
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.')
  // the seven tags every PGN game has, and the start position if not the usual one
  const tags = [['Event', `micro-Max ${game.version[0]}.${game.version[1]} in the browser`], ['Site', '?'],
                ['Date', date], ['Round', '-'], ['White', '?'], ['Black', '?'], ['Result', result]]
  if (game.startFen !== START) tags.push(['SetUp', '1'], ['FEN', game.startFen])
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

// A new version plays on in the same game: a new engine, the game
// replayed into it (its hash table starts empty).
$('version').onchange = async () => {
  setBusy(true)
  game.version = $('version').value
  setVersion(game.version)
  const r = await restartEngine()
  setBusy(false)
  if (!r.ok) { message(r.error, 'error'); return }
  renderKibitz()
  clearTree()
  $('side-by-side-link').href = `side-by-side.html?v=${game.version}`
  await refresh()
  message(`micro-Max ${game.version[0]}.${game.version[1]} now plays, in the same game.`)
}
$('nodes').onchange = () => save()

// --- the search tree
const nodeBoard = new Chessboard($('node-board'), {
  position: FEN.start, assetsUrl: 'vendor/cm-chessboard/assets/',
  style: {pieces: {file: 'pieces/standard.svg'}, animationDuration: 0, showCoordinates: true},
  extensions: [{class: Markers},
               {class: Accessibility, props: {language: 'en', movePieceForm: false, boardAsTable: false,
                                              piecesAsList: true, brailleNotationInAlt: false}}],
})
nodeBoard.view.svg.setAttribute('aria-label', 'The explorer\'s board: the position at the selected node, or the game\'s')
const sources = await (await fetch('sources.json')).json()
const explorer = new Explorer({
  tree: $('tree'), info: $('node-info'), boardView: nodeBoard, sources, version: () => game.version,
  raw: () => $('raw').checked,
})
// Why a node did not open (or, whole, why no tree is shown): by the
// tree, where the user is looking.
explorer.status = (text, whole = false) => {
  treeStatus(whole ? text : text + (explorer.stale && !text.includes('outdated') ? `. Outdated: ${explorer.stale}.`
                                    : text.endsWith(': stopped') ? ' (open it again to run it again).' : '.'), 'error')
  if (whole) {                 // no tree: the explorer's board shows the game
    explorer.source = null
    $('node-info').textContent = ''
    nodeBoard.setPosition(game.state.fen, false)
    nodeBoard.removeMarkers()
  }
}

// Opening a node runs a search in the engine (1 to 5 s for a search of
// a million nodes): the page is busy meanwhile, and Stop shows.
const busyWhile = fetch => async path => {
  const mine = !game.busy
  if (mine) setBusy(true, 'opening a node…')
  try { return await fetch(path) } finally { if (mine) setBusy(false) }
}
// A new tree: nothing outdated yet.
function newTree() {
  explorer.stale = null
  $('tree').classList.remove('stale')
  treeStatus('')
}

// Open micro-Max's last search (at the iteration of a kibitz row).
// (scroll: bring the tree into view; a hint's tree opens where it is)
async function openThink(index, scroll = true) {
  if (!think) { message('Let micro-Max move first: its search can then be opened.', 'error'); return }
  if (!think.replay) {
    explorer.showError('This search cannot be run again: the page could not get the memory to save the hash slots it ' +
      'touched. Reload the page (the game comes back) and let micro-Max move again, or choose a smaller node budget.')
    if (scroll) $('explorer').scrollIntoView({block: 'start'})
    return
  }
  if (explorer.source !== think) {
    setBusy(true)
    $('find-status').textContent = 'running the search again…'
    const t = think
    const best = row => row.pvsan?.[0] ?? 'no move yet'
    const last = t.rows.at(-1)
    try {
      explorer.chosen = t.move
      await explorer.show({
        fen: t.fen,
        fetch: busyWhile(async path => {
          if (think !== t) throw new Error(`outdated (${explorer.stale ?? 'micro-Max searched again since'})`)
          const r = await request('open-think', {path})
          if (!r.ok) throw new Error(r.error)
          $('tree').dataset.ms = Math.round(r.ms)      // how long the re-run took
          return r.lines
        }),
        describe: (line, moves) => describe('think', line, moves),
        label: (g, gs, node) => node.parent ? undefined
          : !g.playing && t.rows[g.index] ? `depth ${t.rows[g.index].depth}: ` +
            `${t.rows[g.index].pvsan?.length ? `best ${best(t.rows[g.index])}` : 'no move yet'}, ` +
            pawns(t.rows[g.index].score, t.side, $('raw').checked)
          : `the pass that plays ${t.san}`,
        describeGroup: (g, node) => {
          if (node.parent) return undefined
          const row = t.rows[g.index]
          if (g.playing || !row) return `The last pass: micro-Max searches again to depth ${g.iter - 1} to check the move it chose, ` +
            `${t.san}, and plays it as soon as it finds it legal (${g.size} nodes).`
          const prev = g.index ? t.rows[g.index - 1].nodes : 0
          return `Depth ${row.depth} (root iteration ${g.iter}): ${g.size.toLocaleString('en')} nodes, ` +
            `${prev.toLocaleString('en')} → ${row.nodes.toLocaleString('en')} in the engine table; ` +
            (row.pvsan?.length ? `best ${best(row)}, score ${pawns(row.score, t.side, $('raw').checked)}; ` +
                                 `principal variation ${row.pvsan.join(' ')}.`
                               : 'no move set the score yet (this depth searches no move to the end).')
        },
        about: `The node budget was ${t.budget.toLocaleString('en')}. micro-Max checks it only between root iterations: ` +
          `it starts another iteration while fewer nodes than the budget have been searched, and lets that iteration run ` +
          `to its end, so a search can end far past its budget (this one: ${(last?.nodes ?? 0).toLocaleString('en')} nodes, ` +
          `its last iteration began at ${(t.rows.at(-2)?.nodes ?? 0).toLocaleString('en')}).`,
      })
      explorer.source = t
      newTree()
      const c = await request('candidates', {})
      if (c.ok) explorer.showCandidates(c.lines)
    } catch (e) {
      setBusy(false)
      $('find-status').textContent = ''
      message(`The search: ${e.message}`, 'error')
      if (scroll) $('explorer').scrollIntoView({block: 'start'})
      return
    }
    setBusy(false)
    $('find-status').textContent = `micro-Max's search for ${t.san} (${t.op === 'hint' ? 'a hint, not played' : 'played'}): ` +
      `${(t.rows.at(-1)?.nodes ?? 0).toLocaleString('en')} nodes in the engine table`
  }
  if (index !== undefined) explorer.openIteration(index)
  if (scroll) $('explorer').scrollIntoView({block: 'start'})
}
// The engine's SAN and score terms for the moves of a node (web_describe).
async function describe(root, line, moves) {
  const r = await request('describe', {root, line, moves})
  if (!r.ok) return null
  const out = {line: [], moves: {}}
  const keys = ['material', 'promotion', 'centre', 'castling', 'king', 'pawns', 'shelter', 'advance', 'total']
  for (const l of r.lines) {
    if (/^line( |$)/.test(l)) out.line = l.slice(5).split(' ').filter(Boolean)
    const m = l.match(/^move (\S+) (\S+) (.*)$/)
    if (m) out.moves[m[1]] = {san: m[2], terms: Object.fromEntries(m[3].split(' ').map((v, i) => [keys[i], +v]))}
  }
  return out
}
$('open-think').onclick = () => openThink()

$('explore').onclick = async () => {
  const depth = +$('trace-depth').value
  const fen = game.state.fen
  setBusy(true)
  $('find-status').textContent = 'searching…'
  try {
    explorer.chosen = null
    explorer.clearCandidates()
    const {summary} = await explorer.show({
      fen,
      fetch: busyWhile(async path => {
        const r = await request('open-fen', {fen, depth, path})
        if (!r.ok) throw new Error(r.error)
        return r.lines
      }),
      describe: (line, moves) => describe(fen, line, moves),
    })
    explorer.source = {fen, depth}
    newTree()
    const side = summary.side
    // (in a finished game the search still runs, but its score and move
    // mean nothing: a mated side has no move)
    const best = summary.best && (explorer.root.children.find(c => c.move === summary.best)?.san ?? summary.best)
    $('find-status').textContent = `depth ${depth}: ${summary.nodes.toLocaleString('en')} nodes; ` +
      (over() ? `${game.state.ending}` : `score ${pawns(summary.score, side, $('raw').checked)}` +
                                         (best ? `, best move ${best}` : ''))
  } catch (e) {
    $('find-status').textContent = ''
    message(e.message === 'stopped' ? 'Explorer: stopped.' : `Explorer: ${e.message}`, e.message === 'stopped' ? 'info' : 'error')
  }
  setBusy(false)
}
$('raw').onchange = () => { explorer.refreshRows(); renderKibitz() }
const findNext = async () => {
  const text = $('find').value
  if (!/^[a-h]([1-8]([a-h]([1-8])?)?)?$/i.test(text.trim()) && !/^([NBRQK][a-h]?[1-8]?x?[a-h][1-8]|[a-h](x[a-h])?[1-8](=?Q)?|O-O(-O)?|0-0(-0)?)[+#]?$/.test(text.trim())) {
    $('find-status').textContent = 'type a move in SAN (Nf3, exd5, O-O) or in coordinates (g1f3, or its start, g1)'
    return
  }
  const {count, index} = await explorer.find(text)
  $('find-status').textContent = count ? `${index} of ${count} opened nodes for ${text.trim()}` : `no opened node for ${text.trim()}`
}
$('find-next').onclick = findNext
$('find').onkeydown = e => { if (e.key === 'Enter') findNext() }

// --- start: the saved game, if any
setBusy(true)
let saved = null
try { saved = JSON.parse(localStorage.getItem(SAVED) ?? 'null') } catch { saved = null }
if (saved && Array.isArray(saved.moves) && typeof saved.startFen === 'string') {
  const versions = [...$('version').options].map(o => o.value)
  game.version = $('version').value = versions.includes(saved.version) ? saved.version : game.version
  setVersion(game.version)
  game.startFen = saved.startFen
  game.moves = saved.moves.filter(m => typeof m?.uci === 'string' && typeof m?.san === 'string')
  if (saved.nodes) $('nodes').value = saved.nodes
  if (saved.side === 'b') { game.side = 'b'; board.setOrientation(COLOR.black) }
}
let started = await restartEngine()
if (!started.ok && saved) {      // a saved game the engine refuses: start afresh
  game.startFen = START
  game.moves = []
  started = await restartEngine()
}
setBusy(false)
if (!started.ok) message(`The engine did not start: ${started.error}`, 'error')
else {
  await refresh()
  $('side-by-side-link').href = `side-by-side.html?v=${game.version}`
  const you = game.side === 'w' ? 'White' : 'Black'
  message(game.moves.length ? sentences(`Your game is back (${game.moves.length === 1 ? 'one move' : `${game.moves.length} moves`}; ` +
                                        `you play ${you}): ${sideToMove() === 'w' ? 'White' : 'Black'} to move.`, stateSentence())
    : `You have ${you}: move a piece by dragging or clicking, or type it. "Engine move" makes micro-Max move.`)
  document.body.dataset.ready = '1'
}
