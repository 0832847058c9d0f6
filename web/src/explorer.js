// explorer.js -- the search tree, read lazily.  No tree is kept by the
// engine: to open a node, the page asks the worker to run the same search
// again (it is deterministic; the glue puts the hash table back first) and
// print only that node and its children (trace.c's path filter, in the
// format of `readable --trace`, docs/trace.md).  Two sources share this
// view: micro-Max's own search for the move it played ("why"), and a
// depth-limited search of any position (the explorer of old).
import {applyMove, boardFromFen, fenPlacement} from './chess.js'
import {MARKER_TYPE} from './vendor/cm-chessboard/src/extensions/markers/Markers.js'

const INF = 8000
const MATE_SCORE = INF - 0x88          // search.h
// version.h: PAWN_SCORE, 99 in 4.0-4.3, 74 in 4.8 (setVersion(); the
// Explorer sets it from its version() too, so it is right from the start)
let PAWN = 74, VERSION = '48'
export function setVersion(version) { VERSION = version; PAWN = version === '48' ? 74 : 99 }

const SCORE = '([-+]?(?:INF|\\d+))'
const NODE = new RegExp(`^( *)(root|null move \\(mate test\\)|null move before iteration (\\d+)|[a-h][1-8][a-h][1-8]): (white|black) to move, ` +
                        `window \\(${SCORE}, ${SCORE}\\), eval (-?\\d+), depth (\\d+)(?:, hash: iteration (\\d+) done)?$`)
const ITERATION = new RegExp(`^( *)iteration (\\d+), from ${SCORE}$`)
const LEAVE = new RegExp(`^( *)= ${SCORE}(  \\(hash hit: no iteration needed\\))?(?:  \\[(\\d+) nodes\\])?$`)
const CUTOFF = new RegExp(`^( *)(beta|king capture) cut-off: ${SCORE} >= ${SCORE}, iteration ends$`)
const FUTILE = /^( *)([a-h][1-8][a-h][1-8]): futile, (-?\d+) <= (-?\d+), not searched$/
const KING = /^( *)([a-h][1-8][a-h][1-8]): (captures the king|lands on a square the king castled over)/
const SUMMARY = /^score (-?\d+) for (white|black)(?:, best move ([a-h][1-8][a-h][1-8]))?, (\d+) iterations started$/
const TOTAL = /^nodes (\d+)$/

const num = s => (s === '+INF' || s === 'INF' ? INF : s === '-INF' ? -INF : +s)

// One node's lines (the path filter's output): the node, its events, and
// its children with their own events; throws on a line it cannot read.
export function parseNode(lines) {
  let node = null, summary = null, total = null, child = null
  lines.forEach((line, i) => {
    let m
    if ((m = line.match(NODE))) {
      const fresh = {
        move: m[2] === 'root' ? null : m[2].startsWith('null') ? 'null' : m[2],
        nullIter: m[3] ? +m[3] : 0, mateTest: m[2].startsWith('null move (mate'),
        side: m[4], alpha: num(m[5]), beta: num(m[6]), eval: +m[7], depth: +m[8],
        hashIter: m[9] ? +m[9] : 0, events: [], children: [], score: null, hashHit: false, size: null,
      }
      if (m[1].length === 0) node = fresh
      else {
        if (!node || m[1].length !== 2) throw new Error(`trace line ${i + 1}: not a child of the node`)
        child = fresh
        node.children.push(child)
        node.events.push({kind: 'child', node: child})
      }
      return
    }
    if ((m = line.match(SUMMARY))) { summary = {score: +m[1], side: m[2], best: m[3] || null, nodes: +m[4]}; return }
    if ((m = line.match(TOTAL))) { total = +m[1]; return }
    const owner = () => {
      const ply = Math.floor((m[1].length - 1) / 2)
      const n = ply === 0 ? node : child
      if (!n) throw new Error(`trace line ${i + 1}: outside any node`)
      return n
    }
    if ((m = line.match(ITERATION))) owner().events.push({kind: 'iteration', iter: +m[2], from: num(m[3])})
    else if ((m = line.match(LEAVE))) {
      const n = owner(); n.score = num(m[2]); n.hashHit = !!m[3]; if (m[4]) n.size = +m[4]
    }
    else if ((m = line.match(CUTOFF))) owner().events.push({kind: 'cutoff', king: m[2] !== 'beta', best: num(m[3]), beta: num(m[4])})
    else if ((m = line.match(FUTILE))) owner().events.push({kind: 'futile', move: m[2], score: +m[3], floor: +m[4]})
    else if ((m = line.match(KING))) owner().events.push({kind: 'king', move: m[2], castled: m[3].startsWith('lands')})
    else if (line.trim()) throw new Error(`trace line ${i + 1}: cannot read "${line}"`)
  })
  if (!node) throw new Error('no search tree in the output')
  if (node.size === null) node.size = total ?? summary?.nodes ?? null
  return {node, summary}
}

// --- numbers for people: White's point of view, in pawns, mates as #N
const other = side => (side === 'white' ? 'black' : 'white')
const white = (score, side) => (side === 'white' ? score : -score)
export function pawns(score, side, raw) {
  if (raw) return score >= INF ? '+INF' : score <= -INF ? '-INF' : String(score)
  const w = white(score, side)
  if (w >= INF) return '+∞'
  if (w <= -INF) return '−∞'
  if (w > MATE_SCORE) return `#${INF - w}`
  if (w < -MATE_SCORE) return `#-${INF + w}`
  return (w > 0 ? '+' : w < 0 ? '−' : '') + (Math.abs(w) / PAWN).toFixed(2)
}
function windowText(node, raw) {
  if (raw) return `(${pawns(node.alpha, 'white', true)}, ${pawns(node.beta, 'white', true)})`
  const [lo, hi] = node.side === 'white' ? [node.alpha, node.beta] : [-node.beta, -node.alpha]
  return `(${pawns(lo, 'white')}, ${pawns(hi, 'white')})`
}
const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`
const countOf = (events, kind) => events.filter(e => e.kind === kind).length

// The iterations of a node, each with the events that happened in it.  4.8's
// null move is searched before its iteration starts (search.c, Step 4):
// "null move before iteration N" belongs to iteration N, its nodes too.
function groups(node) {
  const out = []
  let pending = []
  for (const e of node.events) {
    if (e.kind === 'iteration') { out.push({iter: e.iter, from: e.from, events: pending, index: out.length}); pending = [] }
    else if (e.kind === 'child' && e.node.nullIter) pending.push(e)
    else if (out.length) out.at(-1).events.push(e)
  }
  if (pending.length && out.length) out.at(-1).events.push(...pending)
  for (const g of out) g.size = 1 + g.events.reduce((n, e) => n + (e.kind === 'child' ? e.node.size ?? 0 : 0), 0)
  // the root's pass that plays the move: an iteration not deeper than the one before
  out.forEach((g, i) => { g.playing = node.parent === null && i > 0 && g.iter <= out[i - 1].iter })
  for (const g of out) analyse(g, node)
  return out
}

// What each try in an iteration was, and which one set the iteration's
// score, as search.c's Steps 8 to 13 decide it: a move may be tried more
// than once in an iteration.  The hint move (the previous iteration's
// best) is tried first and again when the board scan meets it; 4.8's
// late-move reduction searches a late quiet move one ply shallower
// (depth iter - 2) and, when that beats alpha, again one ply deeper (a
// re-search, whose result replaces the first); the check extension (4.8)
// and 4.0's recapture search a move to depth iter.  The iteration's
// score starts where the "iteration" line says (stand pat, -INF or the
// null move's cut-off) and is raised by each try that beats it; the try
// that raised it last is the one that counts (its row is highlighted on
// the principal variation).
function analyse(g, node) {
  const tries = g.events.filter(e => e.kind === 'child' || e.kind === 'futile')
  const moveOf = e => (e.kind === 'child' ? e.node.move : e.move)
  tries.forEach((e, i) => {
    const n = e.node, prev = tries[i - 1], next = tries[i + 1]
    const role = []
    if (!n?.mateTest && n?.move !== 'null') {
      const depth = e.kind === 'child' ? n.depth : null
      const research = prev && prev.kind === 'child' && moveOf(prev) === moveOf(e) && VERSION === '48' &&
        prev.node.depth < g.iter - 1 && (depth === null || depth === prev.node.depth + 1)
      if (research) role.push('re-search')
      else if (depth !== null && VERSION === '48' && depth === g.iter - 2 && g.iter >= 6) role.push('reduced')   // FIRST_REDUCED_ITERATION
      if (depth !== null && depth === g.iter && g.iter > 1) role.push(VERSION === '40' ? 'recapture, extended' : 'extended: out of check')
      // the hint move is tried first (after 4.8's null move), and again
      // where the board scan meets it
      const first = tries.find(t => t.kind === 'futile' || t.node.move !== 'null')
      // (never reduced: a reduced first try that comes again is re-searched)
      if (e === first && e.kind === 'child' && n.depth >= g.iter - 1 && tries.some(t => t !== e && moveOf(t) === moveOf(e)))
        role.push('hint move, tried first')
      else if (!research && first?.role?.includes('hint move, tried first') && moveOf(first) === moveOf(e)) role.push('the hint move again')
    }
    e.role = role
    e.research = role.includes('re-search')
    e.superseded = !!next && moveOf(next) === moveOf(e) && e.kind === 'child' && VERSION === '48' &&
      n.depth < g.iter - 1 && (next.kind === 'futile' || next.node.depth === n.depth + 1)
    if (n) Object.assign(n, {role, superseded: e.superseded, iteration: g})
  })
  // the score: the iteration's start, raised by the tries that count
  let best = g.from, setter = null
  for (const e of tries) {
    if (e.superseded || e.node?.move === 'null' || e.node?.mateTest) continue
    const r = e.kind === 'child' ? (e.node.score === null ? null : -e.node.score) : e.score
    if (r !== null && r > best && !g.playing) { best = r; setter = e }
  }
  if (g.events.some(e => e.kind === 'king')) { best = INF; setter = null }
  g.best = best
  g.setter = setter?.kind === 'child' ? setter.node : null
  g.setterEvent = setter
  g.cut = g.events.some(e => e.kind === 'cutoff')
}

// Is the node's score exact, or a bound?  Scores are fail-soft: at or
// above beta only says "at least", at or below alpha "at most".
export function bound(node) {
  if (node.score === null) return 'none'
  return node.score >= node.beta ? 'lower' : node.score <= node.alpha ? 'upper' : 'exact'
}
// The bound as White sees it (a lower bound for Black is an upper bound for White).
function boundFor(node, raw) {
  const b = bound(node)
  if (raw || node.side === 'white' || b === 'exact' || b === 'none') return b
  return b === 'lower' ? 'upper' : 'lower'
}
const BOUND_SIGN = {lower: '≥', upper: '≤', exact: '', none: ''}
const BOUND_WORDS = {lower: 'at least ', upper: 'at most ', exact: 'exactly ', none: ''}
export function scoreText(node, raw, words = false) {
  if (node.score === null) return ''
  const b = boundFor(node, raw)
  return (words ? BOUND_WORDS[b] : BOUND_SIGN[b]) + pawns(node.score, node.side, raw)
}
// The root's iterations that searched (not the pass that plays the move).
const searching = gs => gs.filter(g => !g.playing)

// One plain paragraph for a node: what was searched, within which window,
// what it returned (exact, or a bound) and why it stopped.
export function sentence(node, raw) {
  const side = node.side[0].toUpperCase() + node.side.slice(1)
  const name = node.san ?? node.move
  const led = node.move === null ? 'The position on the board'
    : node.mateTest ? `${side} to move after a null move (the mate test: can ${node.side} take the king?)`
    : node.move === 'null' ? `${side} to move after ${other(node.side)} passed: 4.8's null move before iteration ${node.nullIter} ` +
                             `(can ${node.side} stay below the window's upper bound even with an extra move?)`
    : `${side} to move after ${name}`
  const role = node.role?.length ? ` (${node.role.join(', ')})` : ''
  const b = bound(node)
  const score = node.score === null ? 'the root returns no score: it plays its move and stops'
    : `the result is ${scoreText(node, raw, true)}${raw ? ` (for ${node.side})` : ''}` +
      (b === 'lower' ? ': the search stopped as soon as it reached the window\'s upper bound (a beta cut-off), so the true value may be higher'
       : b === 'upper' ? ': no move reached the window (a fail low), so the true value may be lower' : '')
  let text = `${led}${role}. `
  const its = node.events.filter(e => e.kind === 'iteration')
  if (!its.length) {
    return text + `The hash table already held a result good enough for the window ${windowText(node, raw)}` +
      ` (depth ${node.hashIter - 1} done), so nothing was searched: ${score}.`
  }
  const gs = node.groups ?? groups(node)
  const searched = searching(gs), pass = gs.find(g => g.playing)
  const first = searched[0].iter, last = searched.at(-1).iter
  text += `micro-Max searched it to depth ${last - 1} (iteration${first === last ? ` ${first}` : `s ${first} to ${last}`})` +
    `${node.hashIter ? `, resuming after depth ${node.hashIter - 1} from the hash table` : ''}` +
    (pass ? `, then ran the pass that plays its move (iteration ${pass.iter})` : '') +
    ` within the window ${windowText(node, raw)}` +
    (node.loaded ? `, ${plural(node.children.length, 'move')} searched` : '') +
    `${node.size ? ` (${plural(node.size, 'node')})` : ''}; ${score}.`
  const king = countOf(node.events, 'king'), futile = countOf(node.events, 'futile')
  const cutIters = searched.filter(g => g.cut).map(g => g.iter)
  if (king) text += ' A move here captures the king: the move that led here was illegal.'
  else if (cutIters.length && b !== 'lower') text += ` ${cutIters.length === 1 ? `Iteration ${cutIters[0]} was` : `Iterations ${cutIters.slice(0, -1).join(', ')} and ${cutIters.at(-1)} were`}` +
    ' cut off early (beta cut-off); the last one was not.'
  if (futile) text += ` ${plural(futile, 'move')} could not raise the score (futile) and were not searched.`
  return text
}

export class Explorer {
  // tree, info: elements; boardView: a cm-chessboard for the node's board;
  // sources: sources.json; version(): the version on display; raw():
  // whether to show raw units.
  constructor({tree, info, boardView, sources, version, raw, onSelect}) {
    Object.assign(this, {treeEl: tree, infoEl: info, boardView, sources, version, raw, onSelect})
    this.selected = null
    setVersion(this.version())
    this.treeEl.addEventListener('keydown', e => this.key(e))
  }

  // Show a search: fetch(path) returns the lines of the node at path;
  // fen: the root position; describe(line, moves): the engine's SAN and
  // score terms (web_describe); label(group): a name for a root
  // iteration; about: a paragraph on the search as a whole.
  async show({fetch, fen, describe, label, describeGroup, about}) {
    setVersion(this.version())
    Object.assign(this, {fetch, fen, describe, label, describeGroup, about})
    this.rootBoard = boardFromFen(fen)
    let parsed
    try {
      parsed = parseNode(await fetch([]))
    } catch (e) {
      this.showError(e.message === 'stopped' ? 'Stopped: the tree was not shown.' : `The search cannot be shown: ${e.message}.`)
      throw e
    }
    const {node, summary} = parsed
    Object.assign(node, {path: [], parent: null, loaded: true, onPv: true})
    this.root = node
    this.summary = summary
    this.treeEl.textContent = ''
    const ul = document.createElement('ul')
    ul.setAttribute('role', 'none')
    ul.append(this.nodeItem(node))
    this.treeEl.append(ul)
    await this.expand(node)
    this.select(node)
    return {node, summary}
  }

  // "Why this move": the root's moves in the last iteration that searched,
  // ranked by the scores they got there (exact for the move that set the
  // score, bounds for the others: alpha-beta only proves that they are
  // no better), each with the difference to the move played and the line
  // that answers it (lines: web_candidates', read from the hash table).
  showCandidates(lines) {
    this.clearCandidates()
    const root = this.root, g = root && searching(root.groups ?? []).at(-1)
    if (!g) return
    const answer = Object.fromEntries(lines.map(l => l.split(' ')).filter(w => w[0] === 'candidate').map(w => [w[1], w.slice(3)]))
    const raw = this.raw(), side = root.side
    const byMove = new Map()
    for (const e of g.events) {
      if (e.superseded || (e.kind !== 'child' && e.kind !== 'futile') || e.node?.move === 'null') continue
      const move = e.kind === 'child' ? e.node.move : e.move
      if (e.kind === 'child' && e.node.score === null) continue
      // the score for the root's side: the child's negated, its bound turned round
      const score = e.kind === 'child' ? -e.node.score : e.score
      const b = e.kind === 'futile' ? 'upper' : {lower: 'upper', upper: 'lower', exact: 'exact'}[bound(e.node)]
      if (byMove.has(move) && byMove.get(move).setter) continue
      byMove.set(move, {move, score, bound: b, node: e.node, san: e.san ?? e.node?.san ?? move, setter: e === g.setterEvent})
    }
    const list = [...byMove.values()].sort((a, b) => b.score - a.score || (b.setter - a.setter))
    const played = list.find(c => c.move === this.chosen) ?? list.find(c => c.setter)
    if (!list.length) return
    const whiteBound = b => (side === 'white' || b === 'exact' ? b : b === 'lower' ? 'upper' : 'lower')
    const box = document.createElement('div')
    box.id = 'candidates'
    // the best few at a glance, the others folded below
    const SHOWN = 6
    const table = document.createElement('table')
    const more = document.createElement('table')
    const caption = document.createElement('caption')
    caption.textContent = `Why ${played ? (raw ? played.move : played.san) : 'this move'}: the root's moves at depth ${g.iter - 1}, ` +
      'best first (≥ at least, ≤ at most: alpha-beta proves only that a move is no better than the best so far)'
    table.append(caption)
    const head = document.createElement('tr')
    for (const h of ['move', 'score', 'vs. played', 'the line that answers it']) {
      const th = document.createElement('th'); th.scope = 'col'; th.textContent = h; head.append(th)
    }
    table.append(head)
    more.append(head.cloneNode(true))
    for (const c of list) {
      const tr = document.createElement('tr')
      if (c === played) tr.className = 'played'
      const diff = played ? c.score - played.score : 0
      // (in pawns, the difference of the two scores as shown, each rounded:
      // -2.41 and -2.39 differ by 0.02)
      const shown = v => Math.sign(v) * Math.round(+(Math.abs(v) / PAWN).toFixed(2) * 100)
      const size = raw ? String(Math.abs(diff)) : (Math.abs(shown(c.score) - shown(played?.score ?? 0)) / 100).toFixed(2)
      const cells = [raw ? c.move : c.san,
        BOUND_SIGN[raw ? c.bound : whiteBound(c.bound)] + pawns(c.score, side, raw),
        c === played ? 'played' : `${c.bound === 'upper' && diff <= 0 ? '≥' : c.bound === 'lower' && diff >= 0 ? '≥' : ''}` +
          `${size} ${diff <= 0 ? 'worse' : 'better'}`,
        answer[c.move]?.length ? answer[c.move].join(' ') : 'none kept (no move in the hash table for the position after it)']
      for (const v of cells) { const td = document.createElement('td'); td.textContent = v; tr.append(td) }
      tr.dataset.move = c.move
      if (c.node?.row) {
        tr.tabIndex = 0
        const go = () => { this.select(c.node); c.node.row.scrollIntoView({block: 'nearest'}) }
        tr.onclick = go
        tr.onkeydown = ev => { if (ev.key === 'Enter') go() }
      }
      const into = list.indexOf(c) < SHOWN || c === played ? table : more
      into.append(tr)
    }
    box.append(table)
    if (more.rows.length > 1) {
      const details = document.createElement('details')
      const summary = document.createElement('summary')
      summary.textContent = `the other ${more.rows.length - 1} moves`
      const moreCaption = document.createElement('caption')
      moreCaption.textContent = 'the other moves, best first'
      more.prepend(moreCaption)
      details.append(summary, more)
      box.append(details)
    }
    this.treeEl.closest('.explorer')?.before(box)
  }

  clearCandidates() { document.getElementById('candidates')?.remove() }

  // A message where the reader is looking: by the tree (this.status, the
  // line above it, when the page has one: a tree may hold only its items).
  showError(text) {
    this.root = null
    this.treeEl.textContent = ''
    if (this.status) { this.status(text, true); return }
    const p = document.createElement('p')
    p.className = 'tree-error'
    p.setAttribute('role', 'alert')
    p.textContent = text
    this.treeEl.append(p)
  }

  // SAN and score terms for the children of a node, from the engine.
  async describeChildren(node) {
    if (!this.describe) return
    const {moves: line} = this.boardAt(node)
    const moves = [...new Set(node.events.flatMap(e => e.kind === 'child' && e.node.move !== 'null' ? [e.node.move]
                                                    : e.kind === 'futile' || e.kind === 'king' ? [e.move] : []))]
    let r
    try { r = await this.describe(line, moves) } catch { return }
    if (!r) return
    node.lineSan = r.line
    for (const e of node.events) {
      const m = e.kind === 'child' ? e.node.move : e.move ?? null
      const d = r.moves[m]
      if (!d) continue
      if (e.kind !== 'child') { e.san = d.san; e.terms = d.terms; continue }
      Object.assign(e.node, {san: d.san, terms: d.terms})
      // the search's own score for the move: the child's eval, negated, less the node's
      e.node.termsChecked = d.terms.total === -e.node.eval - node.eval
    }
  }

  clear() {
    this.clearCandidates()
    this.root = null
    this.source = null
    this.treeEl.textContent = ''
    this.infoEl.textContent = ''
  }

  // A node's row: its move, its score (White's view), tags, node count.
  nodeItem(node) {
    const li = presentation('li')
    const row = document.createElement('div')
    row.className = 'node'
    row.tabIndex = -1
    row.dataset.path = node.path.join('.')
    row.dataset.move = node.move ?? 'root'
    row.setAttribute('role', 'treeitem')
    node.li = li
    node.row = row
    li.append(row)
    this.fillRow(node)
    row.addEventListener('click', e => {
      if (e.target.classList.contains('toggle')) this.toggle(node); else this.select(node)
    })
    row.addEventListener('dblclick', () => this.toggle(node))
    return li
  }

  fillRow(node) {
    const row = node.row, raw = this.raw()
    row.textContent = ''
    const toggle = document.createElement('span')
    toggle.className = 'toggle'
    toggle.setAttribute('aria-hidden', 'true')   // (aria-expanded says it)
    toggle.textContent = this.openable(node) ? (node.ul && !node.ul.hidden ? '▾' : '▸') : ' '
    if (this.openable(node)) row.setAttribute('aria-expanded', String(!!(node.ul && !node.ul.hidden)))
    const name = document.createElement('span')
    name.className = 'mv'
    name.textContent = node.move === null ? 'root' : node.mateTest ? 'null move (mate test)'
      : node.move === 'null' ? `null move (before iteration ${node.nullIter})` : raw ? node.move : node.san ?? node.move
    if (node.move && node.move !== 'null') name.title = node.move
    const score = document.createElement('span')
    score.className = 'score'
    // (the bound's sign for the eye, its words for a screen reader)
    const sign = BOUND_SIGN[boundFor(node, raw)]
    if (sign && node.score !== null) {
      const seen = document.createElement('span'), heard = document.createElement('span')
      seen.setAttribute('aria-hidden', 'true'); seen.textContent = sign
      heard.className = 'visually-hidden'; heard.textContent = BOUND_WORDS[boundFor(node, raw)]
      score.append(seen, heard, pawns(node.score, node.side, raw))
    } else score.textContent = scoreText(node, raw)
    score.title = `${scoreText(node, raw, true)}${raw ? ` for ${node.side}` : ', White\'s point of view, in pawns'}`
    const depth = document.createElement('span')
    depth.className = 'depth'
    const its = node.events.filter(e => e.kind === 'iteration')
    depth.textContent = its.length ? `depth ${Math.max(...its.map(e => e.iter)) - 1}` : ''
    // (the parts apart by spaces: the row wraps on a phone, and a screen
    // reader reads the words apart; aria-label says it in words)
    const parts = [name, score, depth]
    for (const r of node.role ?? []) parts.push(tag('role', r))
    if (node.superseded) { parts.push(tag('role', 'replaced by the re-search')); row.classList.add('superseded') }
    const tags = [[countOf(node.events, 'cutoff'), 'cut', 'cut-off', 'cut-offs'],
                  [countOf(node.events, 'futile'), 'fut', 'futile move', 'futile moves'],
                  [countOf(node.events, 'king'), 'king', 'king capture', 'king captures']]
    for (const [n, cls, one, more] of tags) if (n) parts.push(tag(cls, n > 1 ? `${n} ${more}` : one))
    if (node.hashHit) parts.push(tag('hash', 'hash hit'))
    else if (node.hashIter) parts.push(tag('hash', `hash: depth ${node.hashIter - 1} done`))
    if (node.size) {
      const c = document.createElement('span')
      c.className = 'count'
      c.textContent = plural(node.size, 'node')
      c.title = 'nodes (iterations started) in it and below'
      parts.push(c)
    }
    const marks = [node.onPv && node.move !== null ? 'on the principal variation' : '', node.chosen ? 'the move micro-Max chose' : '']
    if (marks.some(Boolean)) {
      const heard = document.createElement('span')
      heard.className = 'visually-hidden'
      heard.textContent = `(${marks.filter(Boolean).join(', ')})`
      parts.push(heard)
    }
    row.append(toggle)
    for (const part of parts) if (part.textContent) row.append(' ', part)
    row.classList.toggle('pv', !!node.onPv && node.move !== null)
    // (for the browser test: the raw score, its bound, the roles)
    row.dataset.score = node.score ?? ''
    row.dataset.depth = node.depth
    row.dataset.terms = node.terms ? (node.termsChecked ? 'ok' : 'differ') : ''
    row.dataset.bound = bound(node)
    row.dataset.role = (node.role ?? []).join(',') + (node.superseded ? ',superseded' : '')
    if (node.san) row.dataset.san = node.san
    row.classList.toggle('chosen', !!node.chosen)
    if (node.chosen) row.title = 'the move micro-Max chose (played, or its hint)'
  }

  openable(node) { return node.events.length > 0 }

  // Children come from the engine the first time a node opens.
  async expand(node) {
    if (!this.openable(node)) return
    if (!node.loaded) {
      node.row.classList.add('loading')
      let parsed
      try {
        parsed = parseNode(await this.fetch(node.path))
      } catch (e) {
        node.row.classList.remove('loading')
        this.status?.(`Cannot open ${node.san ?? node.move}: ${e.message}`)
        return
      }
      node.row.classList.remove('loading')
      node.events = parsed.node.events
      node.children = parsed.node.children
      node.loaded = true
    }
    if (!node.ul) { await this.describeChildren(node); this.buildChildren(node) }
    node.ul.hidden = false
    node.row.querySelector('.toggle').textContent = '▾'
    node.row.setAttribute('aria-expanded', 'true')
  }

  buildChildren(node) {
    const gs = groups(node)
    node.groups = gs
    let k = 0
    for (const e of node.events) if (e.kind === 'child') Object.assign(e.node, {path: [...node.path, k++], parent: node, loaded: false})
    // the principal variation: the try that set the score of each root
    // iteration, and below a PV node the one of its last iteration
    const searched = searching(gs)
    if (node.parent === null) for (const g of searched) { if (g.setter) g.setter.onPv = true }
    else if (node.onPv && searched.at(-1)?.setter) searched.at(-1).setter.onPv = true
    // the move played: the try that set the last search iteration's
    // score, and in the pass that plays it, its try
    if (node.parent === null && this.chosen) {
      const last = searched.at(-1), pass = gs.find(g => g.playing)
      if (last?.setter?.move === this.chosen) last.setter.chosen = true
      const played = pass?.events.filter(e => e.kind === 'child' && e.node.move === this.chosen).at(-1)
      if (played) played.node.chosen = true
    }
    node.ul = group(node.row)
    const single = gs.length === 1
    gs.forEach(g => {
      let ul = node.ul
      if (!single) {
        const li = presentation('li')
        const row = document.createElement('div')
        row.className = 'group'
        row.tabIndex = -1
        row.setAttribute('role', 'treeitem')
        const open = g.index === gs.length - 1 || (node.parent === null && g.index === gs.length - 2)
        row.dataset.iter = g.iter
        row.dataset.index = g.index
        const toggle = document.createElement('span')
        toggle.className = 'toggle'
        toggle.setAttribute('aria-hidden', 'true')   // (aria-expanded says it)
        toggle.textContent = open ? '▾' : '▸'
        const label = this.label?.(g, gs, node) ?? `depth ${g.iter - 1} (iteration ${g.iter})`
        row.append(toggle, label)
        const cuts = countOf(g.events, 'cutoff')
        if (cuts) row.append(' ', tag('cut', 'cut-off'))
        const c = document.createElement('span')
        c.className = 'count'
        c.textContent = `(${plural(g.size, 'node')})`
        row.append(' ', c)
        ul = group(row)
        ul.hidden = !open
        row.setAttribute('aria-expanded', String(open))
        row.addEventListener('click', e => {
          if (e.target === toggle || e.detail > 1) this.toggleGroup(g); else this.selectGroup(node, g)
        })
        g.row = row
        g.ul = ul
        g.node = node
        li.append(row, ul)
        node.ul.append(li)
      }
      // each event line keeps its render function, for a change of units
      const line = (li, render) => { li.render = render; render(); return li }
      let futiles = null          // a run of futile moves: one line
      for (const e of g.events) {
        if (e.kind === 'futile') {
          if (!futiles || futiles.floor !== e.floor) {
            const run = futiles = {floor: e.floor, moves: [], li: eventItem()}
            run.li.className = 'ev futile'
            ul.append(line(run.li, () => {
              const raw = this.raw(), n = run.moves.length
              run.li.textContent = `${n === 1 ? 'futile, not searched' : `${n} futile moves, not searched`} ` +
                `(no better for ${node.side} than ${pawns(run.floor, node.side, raw)}): ` +
                run.moves.map(m => `${raw ? m.move : m.san ?? m.move} ${pawns(m.score, node.side, raw)}`).join(', ')
            }))
          }
          futiles.moves.push(e)
          futiles.li.render()
          continue
        }
        futiles = null
        if (e.kind === 'child') { ul.append(this.nodeItem(e.node)); continue }
        const li = eventItem()
        li.className = `ev ${e.kind}`
        ul.append(line(li, () => {
          const raw = this.raw()
          li.textContent = e.kind === 'cutoff' ? `${e.king ? 'king capture' : 'beta'} cut-off: ${pawns(e.best, node.side, raw)} reaches ${pawns(e.beta, node.side, raw)}: the iteration ends`
            : `${this.raw() ? e.move : this.sanOf(node, e.move)}: ${e.castled ? 'lands on a square the king castled over' : 'captures the king'}: +∞`
        }))
      }
    })
    node.li.append(node.ul)
  }

  toggleGroup(g, open) {
    open ??= g.ul.hidden
    g.ul.hidden = !open
    g.row.querySelector('.toggle').textContent = open ? '▾' : '▸'
    g.row.setAttribute('aria-expanded', String(open))
  }

  async toggle(node) {
    if (node.ul && !node.ul.hidden) {
      node.ul.hidden = true
      node.row.querySelector('.toggle').textContent = '▸'
      node.row.setAttribute('aria-expanded', 'false')
    } else await this.expand(node)
  }

  // Open a root iteration (a kibitz row): by its index among the root's.
  openIteration(index) {
    const g = this.root?.groups?.[index]
    if (!g) return false
    for (const other of this.root.groups) if (other.row) this.toggleGroup(other, other === g)
    if (g.row) { this.selectGroup(this.root, g); g.row.scrollIntoView({block: 'nearest'}) }
    return true
  }

  // The moves from the root to the node, and the board there.
  boardAt(node) {
    const moves = []
    for (let n = node; n.parent; n = n.parent) moves.unshift(n.move)
    let board = this.rootBoard
    for (const m of moves) if (m !== 'null') board = applyMove(board, m)
    return {moves, placement: fenPlacement(board)}
  }

  focusRow(row) {
    if (this.focused) this.focused.tabIndex = -1
    this.focused = row
    row.tabIndex = 0
    row.focus({preventScroll: true})
    row.scrollIntoView({block: 'nearest'})
  }

  selectGroup(node, g) {
    this.unselect()
    g.row.classList.add('selected')
    g.row.setAttribute('aria-selected', 'true')
    this.selected = {group: g, node}
    this.focusRow(g.row)
    const {placement} = this.boardAt(node)
    this.boardView.setPosition(placement, false)
    this.boardView.removeMarkers()
    this.infoEl.textContent = ''
    const p = text => { const e = document.createElement('p'); e.textContent = text; this.infoEl.append(e); return e }
    const children = g.events.filter(e => e.kind === 'child').length
    p(this.describeGroup?.(g, node) ??
      `Depth ${g.iter - 1} (iteration ${g.iter}) of ${node.move ?? 'the root'}: ${plural(children, 'move')} searched, ` +
      `${plural(g.size, 'node')} (this iteration and the nodes below).`).id = 'node-line'
    this.sourceBlock('iteration')
  }

  unselect() {
    this.treeEl.querySelectorAll('.selected').forEach(e => { e.classList.remove('selected'); e.removeAttribute('aria-selected') })
  }

  select(node) {
    this.unselect()
    this.selected = {node}
    node.row?.classList.add('selected')
    node.row?.setAttribute('aria-selected', 'true')
    if (node.row) this.focusRow(node.row)
    const raw = this.raw()
    const {moves, placement} = this.boardAt(node)
    this.boardView.setPosition(placement, false)
    this.boardView.removeMarkers()
    if (node.move && node.move !== 'null')
      for (const sq of [node.move.slice(0, 2), node.move.slice(2, 4)]) this.boardView.addMarker(MARKER_TYPE.square, sq)
    this.infoEl.textContent = ''
    const p = (text, tagName = 'p') => { const e = document.createElement(tagName); e.textContent = text; this.infoEl.append(e); return e }
    const line = raw || !node.parent?.lineSan ? moves : [...node.parent.lineSan, node.san ?? node.move]
    const lineEl = p(moves.length ? `Line: ${line.join(' ')}` : 'The root: the position on the board')
    lineEl.id = 'node-line'
    lineEl.dataset.moves = moves.join(' ')
    if (!node.parent && this.about) p(this.about).className = 'about'
    p(sentence(node, raw)).className = 'sentence'
    if (node.terms) this.termsBlock(node, raw)
    const facts = document.createElement('ul')
    const fact = text => { const li = document.createElement('li'); li.textContent = text; facts.append(li) }
    const pass = node.parent === null && node.groups?.find(g => g.playing)
    fact(`window ${windowText(node, raw)}${raw ? ` for ${node.side}` : ', White\'s view'}; evaluation ` +
         `${pawns(node.eval, node.side, raw)}; ` + (pass ? `depth: as far as the node budget allowed, then the pass that plays the move (iteration ${pass.iter})`
                                                         : `depth asked ${node.depth - 1} (iterations up to ${node.depth})`))
    if (node.hashIter) fact(`hash: the table held this position, depth ${node.hashIter - 1} (iteration ${node.hashIter}) done`)
    const its = node.events.filter(e => e.kind === 'iteration')
    if (its.length) fact(`depths: ${its.map(e => `${e.iter - 1} (from ${pawns(e.from, node.side, raw)})`).join(', ')}`)
    if (node.loaded) fact(`${plural(node.children.length, 'move')} searched` + (node.size ? `, ${plural(node.size, 'node')} in all` : ''))
    else if (node.size) fact(`${plural(node.size, 'node')} in all (open it to see its moves)`)
    for (const e of node.events) {
      if (e.kind === 'cutoff') fact(`${e.king ? 'king capture' : 'beta'} cut-off: ${pawns(e.best, node.side, raw)} reaches ${pawns(e.beta, node.side, raw)}, the iteration ends`)
      if (e.kind === 'futile') fact(`futile: ${raw ? e.move : e.san ?? e.move} (${pawns(e.score, node.side, raw)}, no better for ${node.side} than ${pawns(e.floor, node.side, raw)}), not searched`)
      if (e.kind === 'king') fact(`${raw ? e.move : this.sanOf(node, e.move)} captures the king: the move that led here was illegal`)
    }
    this.infoEl.append(facts)
    const kinds = ['enter', 'iteration', 'cutoff', 'futile', 'king_capture', 'leave']
    const present = {enter: true, leave: node.score !== null, iteration: its.length > 0, cutoff: countOf(node.events, 'cutoff') > 0,
                     futile: countOf(node.events, 'futile') > 0, king_capture: countOf(node.events, 'king') > 0}
    p('The source lines behind these events:', 'h3')
    for (const kind of kinds.filter(k => present[k])) this.sourceBlock(kind)
    this.onSelect?.(node)
  }

  // The move's score taken apart into micro-Max's terms, as the engine
  // computed them (web_describe, readable/engine/terms.c), for the side
  // that made the move; checked against the score the search used.
  termsBlock(node, raw) {
    const t = node.terms, mover = other(node.side)
    const unit = v => (raw ? String(v) : (v > 0 ? '+' : v < 0 ? '−' : '') + (Math.abs(v) / PAWN).toFixed(2))
    const names = [['material', 'material captured'], ['promotion', VERSION === '48' ? 'promotion or advanced-pawn bonus' : 'promotion'],
                   ['centre', 'centre points'], ['castling', 'castling bonus'], ['king', 'king move before the end-game'],
                   ['pawns', 'pawn structure'], ['shelter', 'pawn leaving its castled king'], ['advance', 'pawn push in the end-game']]
    const h = document.createElement('h4')
    h.textContent = `How micro-Max scored ${raw ? node.move : node.san ?? node.move} (for ${mover}${raw ? ', raw units' : ', in pawns'})`
    const table = document.createElement('table')
    table.className = 'terms'
    const row = (a, b, cls) => {
      const tr = document.createElement('tr')
      const th = document.createElement('th'); th.scope = 'row'; th.textContent = a
      const td = document.createElement('td'); td.textContent = b
      tr.append(th, td); if (cls) tr.className = cls; table.append(tr)
    }
    for (const [k, label] of names) if (t[k]) row(label, unit(t[k]))
    row('the move\'s score', unit(t.total), 'total')
    const note = document.createElement('p')
    note.className = 'note'
    note.textContent = (node.termsChecked ? 'The same as the score the search added for this move (the child\'s evaluation). '
      : 'This does not match the score the search used: please report it. ') +
      'micro-Max evaluates no position: each move adds what it changes to its parent\'s score.'
    note.id = 'terms-check'
    note.dataset.ok = node.termsChecked ? '1' : '0'
    this.infoEl.append(h, table, note)
  }

  sanOf(node, move) {
    const e = node.events.find(e => (e.kind === 'child' ? e.node.move : e.move) === move && (e.san || e.node?.san))
    return e ? e.san ?? e.node.san : move
  }

  sourceBlock(kind) {
    for (const hook of this.sources.kinds[kind] ?? []) {
      const head = document.createElement('div')
      head.className = 'src-head'
      head.append(`${this.sources.file} line ${hook.line} (${kind.replace('_', ' ')})`)
      // the version's minimized line for the topic, highlighted in the
      // side-by-side view; a version without one (4.8's re-search in 4.3)
      // says so, and the link shows the explanation alone
      if (hook.tag) {
        const v = this.version(), has = this.sources.tags?.[v]?.includes(hook.tag)
        const a = document.createElement('a')
        a.href = has ? `side-by-side.html?v=${v}#m-${hook.tag}` : `side-by-side.html#m-${hook.tag}`
        a.target = 'side-by-side'
        a.textContent = has ? `${hook.tag} in the side-by-side view` : `its explanation in the side-by-side view`
        head.append(has ? ' · ' : ` · micro-Max ${v[0]}.${v[1]} has no line for ${hook.tag}; `, a)
      }
      const pre = document.createElement('pre')
      pre.tabIndex = 0          // (it scrolls: the keyboard can scroll it)
      pre.setAttribute('role', 'region')
      pre.setAttribute('aria-label', `${this.sources.file} lines ${hook.first} to ${hook.first + hook.text.length - 1}`)
      hook.text.forEach((text, i) => {
        const span = document.createElement('span')
        const n = hook.first + i
        span.textContent = `${String(n).padStart(4)}  ${text}\n`
        if (n === hook.line) span.className = 'hook'
        pre.append(span)
      })
      this.infoEl.append(head, pre)
    }
  }

  // Redraw the rows (after the units changed).
  refreshRows() {
    const walk = n => { if (n.row) this.fillRow(n); n.children?.forEach(walk) }
    if (this.root) walk(this.root)
    this.treeEl.querySelectorAll('.ev').forEach(li => li.render?.())
    if (this.selected?.group) this.selectGroup(this.selected.node, this.selected.group)
    else if (this.selected?.node) this.select(this.selected.node)
  }

  // Keyboard: up/down through the visible rows, right opens (or goes to
  // the first child), left closes (or goes to the parent), Enter toggles.
  async key(e) {
    const rows = [...this.treeEl.querySelectorAll('.node, .group, .ev')].filter(r => r.offsetParent !== null)
    const at = rows.indexOf(document.activeElement)
    if (at < 0) return
    const row = rows[at]
    // (an event line is only read: it takes the focus, not the selection)
    const go = r => { if (r) { e.preventDefault(); if (r.classList.contains('ev')) this.focusRow(r); else r.click() } }
    const target = row.classList.contains('ev') ? {} : this.itemOf(row)
    switch (e.key) {
      case 'ArrowDown': go(rows[at + 1]); break
      case 'ArrowUp': go(rows[at - 1]); break
      case 'Home': go(rows[0]); break
      case 'End': go(rows.at(-1)); break
      case 'ArrowRight':
        e.preventDefault()
        if (!target.group && !target.node) break
        if (target.group) { if (target.group.ul.hidden) this.toggleGroup(target.group, true); else go(rows[at + 1]) }
        else if (target.node.ul && !target.node.ul.hidden) go(rows[at + 1])
        else await this.expand(target.node)
        break
      case 'ArrowLeft': {
        e.preventDefault()
        if (target.group && !target.group.ul.hidden) { this.toggleGroup(target.group, false); break }
        if (target.node && target.node.ul && !target.node.ul.hidden) { await this.toggle(target.node); break }
        const up = row.closest('ul')?.closest('li')?.querySelector(':scope > .node, :scope > .group')
        go(up)
        break
      }
      case 'Enter': case ' ':
        e.preventDefault()
        if (!target.group && !target.node) break
        if (target.group) this.toggleGroup(target.group); else await this.toggle(target.node)
        break
    }
  }

  itemOf(row) {
    if (row.classList.contains('group')) {
      const find = n => n.groups?.find(g => g.row === row) ? {group: n.groups.find(g => g.row === row), node: n}
                                                          : n.children?.map(find).find(Boolean)
      return find(this.root) ?? {}
    }
    const find = n => (n.row === row ? {node: n} : n.children?.map(find).find(Boolean))
    return find(this.root) ?? {}
  }

  // The loaded nodes whose move starts with `text`, in tree order; the
  // next one is opened, selected and scrolled to.
  // A move in SAN ("Nf3", "exd5", "O-O"; check marks and "x" optional)
  // or in coordinates ("g1f3", or its start "e2").
  async find(text) {
    text = text.trim()
    const plain = t => t.replace(/[+#x!?]/g, '').replace(/0/g, 'O')
    const coords = /^[a-h]([1-8]([a-h]([1-8])?)?)?$/.test(text.toLowerCase()) && !/^[a-h][1-8]$/.test(text)
    const match = node => node.move && node.move !== 'null' &&
      (coords ? node.move.startsWith(text.toLowerCase()) : plain(node.san ?? '') === plain(text) ||
               (/^[a-h][1-8]$/.test(text) && (node.move.startsWith(text) || plain(node.san ?? '') === text)))
    if (text !== this.query) {
      this.query = text
      this.matches = []
      this.matchIndex = -1
      const walk = node => {
        if (text && match(node)) this.matches.push(node)
        if (node.loaded) node.children.forEach(walk)
      }
      if (this.root) walk(this.root)
    }
    if (!this.matches.length) return {count: 0, index: 0}
    this.matchIndex = (this.matchIndex + 1) % this.matches.length
    const node = this.matches[this.matchIndex]
    const chain = []
    for (let n = node.parent; n; n = n.parent) chain.unshift(n)
    for (const n of chain) await this.expand(n)
    for (let n = node; n.parent; n = n.parent) {
      const g = n.parent.groups?.find(g => g.events.some(e => e.node === n))
      if (g?.row) this.toggleGroup(g, true)
    }
    this.select(node)
    node.row.scrollIntoView({block: 'center'})
    return {count: this.matches.length, index: this.matchIndex + 1}
  }
}

// The tree's ARIA structure (role tree, in index.html): each row a
// treeitem, each list of children a group owned by its row; the list
// items around them are only layout.
function presentation(tagName) {
  const e = document.createElement(tagName)
  e.setAttribute('role', 'none')
  return e
}
let groupsMade = 0
function group(owner) {
  const ul = document.createElement('ul')
  ul.setAttribute('role', 'group')
  ul.id = `tree-group-${++groupsMade}`
  owner.setAttribute('aria-owns', ul.id)
  return ul
}
// An event line (a cut-off, futile moves, a king capture): a leaf of the
// tree, reached by the arrow keys like the moves.
function eventItem() {
  const li = document.createElement('li')
  li.setAttribute('role', 'treeitem')
  li.tabIndex = -1
  return li
}

function tag(cls, text) {
  const s = document.createElement('span')
  s.className = `tag ${cls}`
  s.textContent = text
  return s
}
