// explorer.js -- the search explorer: the text of `readable --trace`
// (readable/engine/trace.c, docs/trace.md) read back into a tree, shown
// as a tree that expands on demand.
import {applyMove, boardFromFen, fenPlacement} from './chess.js'
import {MARKER_TYPE} from './vendor/cm-chessboard/src/extensions/markers/Markers.js'

const SCORE = '([-+]?(?:INF|\\d+))'
const NODE = new RegExp(`^( *)(root|null move \\(mate test\\)|[a-h][1-8][a-h][1-8]): (white|black) to move, ` +
                        `window \\(${SCORE}, ${SCORE}\\), eval (-?\\d+), depth (\\d+)(?:, hash: iteration (\\d+) done)?$`)
const ITERATION = new RegExp(`^( *)iteration (\\d+), from ${SCORE}$`)
const LEAVE = new RegExp(`^( *)= ${SCORE}(  \\(hash hit: no iteration needed\\))?$`)
const CUTOFF = new RegExp(`^( *)(beta|king capture) cut-off: ${SCORE} >= ${SCORE}, iteration ends$`)
const FUTILE = /^( *)([a-h][1-8][a-h][1-8]): futile, (-?\d+) <= (-?\d+), not searched$/
const KING = /^( *)([a-h][1-8][a-h][1-8]): (captures the king|lands on a square the king castled over)/
const SUMMARY = /^score (-?\d+) for (white|black)(?:, best move ([a-h][1-8][a-h][1-8]))?, (\d+) iterations started$/

// The tree of one trace: {root, summary}; throws on a line it cannot read.
export function parseTrace(lines) {
  const stack = []
  let root = null, summary = null
  lines.forEach((line, i) => {
    let m
    if ((m = line.match(NODE))) {
      const ply = m[1].length / 2
      const node = {
        move: m[2] === 'root' ? null : m[2].startsWith('null') ? 'null' : m[2],
        side: m[3], alpha: m[4], beta: m[5], eval: +m[6], depth: +m[7],
        hashIter: m[8] ? +m[8] : 0, events: [], children: [], score: null, hashHit: false,
        parent: stack[ply - 1] || null, line: i + 1, size: 1,
      }
      if (ply === 0) root = node
      else {
        if (!node.parent) throw new Error(`trace line ${i + 1}: a node without a parent`)
        node.parent.children.push(node)
        node.parent.events.push({kind: 'child', node})
      }
      stack[ply] = node
      stack.length = ply + 1
      return
    }
    if ((m = line.match(SUMMARY))) {
      summary = {score: +m[1], side: m[2], best: m[3] || null, iterations: +m[4]}
      return
    }
    const owner = () => {
      const node = stack[Math.floor((m[1].length - 1) / 2)]
      if (!node) throw new Error(`trace line ${i + 1}: outside any node`)
      return node
    }
    if ((m = line.match(ITERATION))) owner().events.push({kind: 'iteration', iter: +m[2], from: m[3]})
    else if ((m = line.match(LEAVE))) { const n = owner(); n.score = m[2]; n.hashHit = !!m[3] }
    else if ((m = line.match(CUTOFF))) owner().events.push({kind: 'cutoff', king: m[2] !== 'beta', best: m[3], beta: m[4]})
    else if ((m = line.match(FUTILE))) owner().events.push({kind: 'futile', move: m[2], score: +m[3], floor: +m[4]})
    else if ((m = line.match(KING))) owner().events.push({kind: 'king', move: m[2], castled: m[3].startsWith('lands')})
    else if (line.trim()) throw new Error(`trace line ${i + 1}: cannot read "${line}"`)
  })
  if (!root) throw new Error('no search tree in the output')
  const count = node => { node.size = 1 + node.children.reduce((n, c) => n + count(c), 0); return node.size }
  count(root)
  return {root, summary}
}

const count = (node, kind) => node.events.filter(e => e.kind === kind).length
const other = side => (side === 'white' ? 'black' : 'white')

function nodeLabel(node) {
  const name = node.move ?? 'root'
  return `${name}: ${node.side} to move, (${node.alpha}, ${node.beta}), eval ${node.eval}, ` +
         `depth ${node.depth} = ${node.score ?? '?'}`
}

export class Explorer {
  // tree, info: elements; boardView: a cm-chessboard for the node's board;
  // sources: sources.json; version(): the version on display.
  constructor({tree, info, boardView, sources, version, onSelect}) {
    Object.assign(this, {treeEl: tree, infoEl: info, boardView, sources, version, onSelect})
    this.selected = null
    this.matches = []
    this.matchIndex = -1
  }

  show(lines, fen) {
    const {root, summary} = parseTrace(lines)
    this.root = root
    this.summary = summary
    this.rootBoard = boardFromFen(fen)
    this.fen = fen
    this.treeEl.textContent = ''
    const ul = document.createElement('ul')
    ul.append(this.nodeItem(root, '0'))
    this.treeEl.append(ul)
    this.expand(root)
    this.select(root)
    return {nodes: root.size, summary}
  }

  nodeItem(node, path) {
    const li = document.createElement('li')
    const row = document.createElement('div')
    row.className = 'node'
    row.dataset.path = path
    row.dataset.move = node.move ?? 'root'
    row.setAttribute('role', 'treeitem')
    const toggle = document.createElement('span')
    toggle.className = 'toggle'
    toggle.textContent = node.events.length ? '▸' : ' '
    row.append(toggle, nodeLabel(node))
    const tags = [[count(node, 'cutoff'), 'cut', 'cut-off'], [count(node, 'futile'), 'fut', 'futile'],
                  [count(node, 'king'), 'king', 'king capture']]
    for (const [n, cls, what] of tags)
      if (n) row.append(tag(cls, `${n} ${what}${n > 1 ? 's' : ''}`))
    if (node.hashIter || node.hashHit) row.append(tag('hash', node.hashHit ? 'hash hit' : `hash: it. ${node.hashIter}`))
    if (node.size > 1) {
      const c = document.createElement('span')
      c.className = 'count'
      c.textContent = ` (${node.size - 1} below)`
      row.append(c)
    }
    row.addEventListener('click', e => {
      if (e.target === toggle) this.toggle(node); else this.select(node)
    })
    row.addEventListener('dblclick', () => this.toggle(node))
    node.li = li
    node.row = row
    node.path = path
    li.append(row)
    return li
  }

  // Children are built the first time a node opens.
  expand(node) {
    if (!node.events.length) return
    if (!node.ul) {
      node.ul = document.createElement('ul')
      let k = 0
      for (const e of node.events) {
        if (e.kind === 'child') { node.ul.append(this.nodeItem(e.node, `${node.path}.${k++}`)); continue }
        const li = document.createElement('li')
        li.className = 'ev'
        li.textContent = e.kind === 'iteration' ? `iteration ${e.iter}, from ${e.from}`
          : e.kind === 'cutoff' ? `${e.king ? 'king capture' : 'beta'} cut-off: ${e.best} >= ${e.beta}`
          : e.kind === 'futile' ? `${e.move}: futile, ${e.score} <= ${e.floor}, not searched`
          : `${e.move}: ${e.castled ? 'lands on a square the king castled over' : 'captures the king'}, +INF`
        node.ul.append(li)
      }
      node.li.append(node.ul)
    }
    node.ul.hidden = false
    node.row.querySelector('.toggle').textContent = '▾'
    node.row.setAttribute('aria-expanded', 'true')
  }

  toggle(node) {
    if (node.ul && !node.ul.hidden) {
      node.ul.hidden = true
      node.row.querySelector('.toggle').textContent = '▸'
      node.row.setAttribute('aria-expanded', 'false')
    } else this.expand(node)
  }

  // The moves from the root to the node, and the board there.
  boardAt(node) {
    const moves = []
    for (let n = node; n.parent; n = n.parent) moves.unshift(n.move)
    let board = this.rootBoard
    for (const m of moves) if (m !== 'null') board = applyMove(board, m)
    return {moves, placement: fenPlacement(board)}
  }

  select(node) {
    if (this.selected?.row) this.selected.row.classList.remove('selected')
    this.selected = node
    node.row?.classList.add('selected')
    const {moves, placement} = this.boardAt(node)
    this.boardView.setPosition(placement, false)
    // the move that led to the node
    this.boardView.removeMarkers()
    if (node.move && node.move !== 'null')
      for (const sq of [node.move.slice(0, 2), node.move.slice(2, 4)]) this.boardView.addMarker(MARKER_TYPE.square, sq)
    this.infoEl.textContent = ''
    const p = (text, tagName = 'p') => { const e = document.createElement(tagName); e.textContent = text; this.infoEl.append(e); return e }
    p(moves.length ? `Line: ${moves.join(' ')}` : 'The root: the position on the board').id = 'node-line'
    p(`${node.side[0].toUpperCase() + node.side.slice(1)} to move (${other(node.side)} played ${node.move ?? 'nothing yet'}); ` +
      `window (${node.alpha}, ${node.beta}); evaluation ${node.eval} (for ${node.side}); depth ${node.depth}.`)
    const facts = document.createElement('ul')
    const fact = text => { const li = document.createElement('li'); li.textContent = text; facts.append(li) }
    const its = node.events.filter(e => e.kind === 'iteration')
    if (node.hashIter) fact(`hash: the table held this position, iteration ${node.hashIter} done`)
    fact(its.length ? `iterations: ${its.map(e => `${e.iter} (from ${e.from})`).join(', ')}` : 'no iteration ran (hash hit)')
    fact(`${node.children.length} moves searched, ${node.size - 1} nodes below`)
    for (const e of node.events) {
      if (e.kind === 'cutoff') fact(`${e.king ? 'king capture' : 'beta'} cut-off: ${e.best} >= ${e.beta}, the iteration ends`)
      if (e.kind === 'futile') fact(`futile: ${e.move} (${e.score} <= ${e.floor}), not searched`)
      if (e.kind === 'king') fact(`${e.move} captures the king: the move that led here was illegal`)
    }
    fact(`score ${node.score}${node.hashHit ? ' (hash hit: no iteration needed)' : ''}, for ${node.side}`)
    this.infoEl.append(facts)
    const kinds = ['enter', 'iteration', 'cutoff', 'futile', 'king_capture', 'leave']
    const present = {enter: true, leave: true, iteration: its.length > 0, cutoff: count(node, 'cutoff') > 0,
                     futile: count(node, 'futile') > 0, king_capture: count(node, 'king') > 0}
    p('The source lines behind these events:', 'h4')
    for (const kind of kinds.filter(k => present[k])) this.sourceBlock(kind)
    this.onSelect?.(node)
  }

  sourceBlock(kind) {
    for (const hook of this.sources.kinds[kind] ?? []) {
      const head = document.createElement('div')
      head.append(`${this.sources.file} line ${hook.line} (${kind.replace('_', ' ')})`)
      if (hook.tag) {
        const a = document.createElement('a')
        a.href = `side-by-side.html?v=${this.version()}#m-${hook.tag}`
        a.target = 'side-by-side'
        a.textContent = ` · ${hook.tag} in the side-by-side view`
        head.append(a)
      }
      const pre = document.createElement('pre')
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

  // Nodes whose move starts with `text`, in tree order; the next one is
  // opened, selected and scrolled to.
  find(text) {
    text = text.trim().toLowerCase()
    if (text !== this.query) {
      this.query = text
      this.matches = []
      this.matchIndex = -1
      const walk = node => {
        if (text && node.move?.startsWith(text)) this.matches.push(node)
        node.children.forEach(walk)
      }
      if (this.root) walk(this.root)
    }
    if (!this.matches.length) return {count: 0, index: 0}
    this.matchIndex = (this.matchIndex + 1) % this.matches.length
    const node = this.matches[this.matchIndex]
    const chain = []
    for (let n = node.parent; n; n = n.parent) chain.unshift(n)
    chain.forEach(n => this.expand(n))
    this.select(node)
    node.row.scrollIntoView({block: 'center'})
    return {count: this.matches.length, index: this.matchIndex + 1}
  }
}

function tag(cls, text) {
  const s = document.createElement('span')
  s.className = `tag ${cls}`
  s.textContent = text
  return s
}
