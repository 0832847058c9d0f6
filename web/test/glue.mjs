// glue.mjs -- the library build (build/web/engineNN.wasm, web/engine-glue.c)
// under node, through the page's WASI layer: a short game must give the
// native terminal program's kibitz lines and moves, and bad input must get
// an error line and change nothing (a typed move is read, web_typed, and
// not played).  After each engine move its search is
// run again and opened six plies deep (web_open_think: each node's count
// is its iterations plus its children's, the root's iterations are the
// kibitz lines'), and an explorer search (web_open_fen) must print what
// the native `--trace` prints; the game's later kibitz lines then show
// that neither left a trace in the hash table.  Then, after 255 more
// recordings of the journal, whose numbers start again, a search is still
// opened right.
//   node web/test/glue.mjs VERSION NATIVE_BINARY
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {MiniWasi} from '../src/wasi.js'

const [version, native] = process.argv.slice(2)
const NODES = 100000
let output = ''
const wasi = new MiniWasi({onStdout: t => { output += t }, onStderr: t => { output += t }})
const module = await WebAssembly.compile(readFileSync(`build/web/engine${version}.wasm`))
const instance = await WebAssembly.instantiate(module, wasi.imports())
wasi.initialize(instance)
const e = instance.exports
function call(name, text, ...args) {
  if (text !== undefined) {
    const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text
    if (bytes.length >= e.web_input_size()) return ['error: too long']
    const mem = new Uint8Array(e.memory.buffer, e.web_input(), e.web_input_size())
    mem.set(bytes); mem[bytes.length] = 0
  }
  output = ''
  e[name](...args)
  return output.split('\n').slice(0, -1)
}
let failed = 0
function check(ok, what) { console.log(`${ok ? 'ok' : 'not ok'} - ${what}`); if (!ok) failed = 1 }

call('web_init')
call('web_new_game')
// the game: e2e4, engine, d2d4 (or the first legal move), engine
const kibitz = []
const state = () => call('web_state')
const fenBefore = state()[0]
for (const [text, expect] of [['e2e4z', 'error: not a move'], ['e2e5', 'error: '], ['a1a1', 'error: '],
                              ['e7e5', 'error: '], ['', 'error: not a move'], ['\x01\xff\x80e2e4', 'error: not a move']]) {
  const r = call('web_play', text)
  check(r.at(-1).startsWith(expect), `web_play ${JSON.stringify(text)}: ${r.at(-1)}`)
}
// a typed move, read as the friendly mode reads it: its squares, or why not
for (const [text, expect] of [['Nf3', 'move g1f3'], ['e2-e4', 'move e2e4'], ['Nd4', 'error: Illegal move Nd4: no white knight can move to d4'],
                              ['a1a5', 'error: Illegal move a1a5: the rook on a1 is blocked'], ['xyz', 'error: not a move']]) {
  const r = call('web_typed', text)
  check((r.at(-1) === 'ok' ? r[0] : r.at(-1)).startsWith(expect), `web_typed ${JSON.stringify(text)}: ${r.join(' / ')}`)
}
check(call('web_set_fen', 'x'.repeat(5000)).at(-1).startsWith('error: '), 'a 5000-byte FEN is refused')
check(call('web_set_fen', '8/8/8/8/8/8/8/8 w - - 0 1').at(-1).startsWith('error: '), 'a FEN without kings is refused')
check(call('web_think', undefined, 0).at(-1).startsWith('error: '), 'a node budget of 0 is refused')
check(state()[0] === fenBefore, 'bad input changed nothing')

const mvv = version === '40' ? 0 : 1     // the MVV/LVA iteration of 4.2, 4.3 and 4.8
// The lines of a node and its children (web_open_*): each child's count.
function opened(lines) {
  const own = lines.filter(l => /^ iteration /.test(l)).length
  const kids = lines.filter(l => /^   = /.test(l)).map(l => +l.match(/\[(\d+) nodes\]/)[1])
  const leave = lines.find(l => /^ = /.test(l))
  return {own, kids, total: leave ? +leave.match(/\[(\d+) nodes\]/)[1] : null}
}
function openThink(thinkKibitz) {
  const root = call('web_open_think', '')
  check(root.at(-1) === 'ok', 'web_open_think: the root')
  const counts = thinkKibitz.map(l => +l.match(/(\d+) searched/)[1])
  // the root's iterations: one per kibitz line, then the pass that plays
  // (4.8's null move is searched, and printed, before the line of the
  // iteration it belongs to: its nodes count for that next iteration)
  const its = []
  let cur = null, nullMove = false, carried = 0
  for (const l of root) {
    if (/^ iteration /.test(l)) { its.push(cur = {nodes: 1 + carried}); carried = 0 }
    else if (/^  null move before iteration /.test(l)) nullMove = true
    else if (/^   = /.test(l)) {
      const n = +l.match(/\[(\d+) nodes\]/)[1]
      if (nullMove) carried += n
      else cur.nodes += n
      nullMove = false
    }
  }
  const deltas = counts.map((n, i) => n - (i ? counts[i - 1] : 0))
  check(its.length === counts.length + 1 &&
        JSON.stringify(its.slice(0, -1).map(i => i.nodes)) === JSON.stringify(deltas),
        `4.${version[1]}: the re-run root's iterations count what the kibitz lines count (${deltas.join(' ')})`)
  // web_describe: each root move's SAN and score terms, which add up to the
  // score the search gave it (the child's eval is minus the root's eval
  // plus the move's score); web_candidates: the root's legal moves, the
  // same SAN, each with a line
  const rootEval = +root[0].match(/eval (-?\d+)/)[1]
  const children = new Map(root.filter(l => /^  [a-h][1-8][a-h][1-8]: \w+ to move/.test(l))
    .map(l => [l.slice(2, 6), +l.match(/eval (-?\d+)/)[1]]))
  const described = call('web_describe', `think\n\n${[...children.keys()].join(' ')}`)
  const terms = described.filter(l => l.startsWith('move ')).map(l => l.split(' '))
  check(described.at(-1) === 'ok' && terms.length === children.size &&
        terms.every(w => +w.at(-1) === -children.get(w[1]) - rootEval &&
                         +w.at(-1) === w.slice(3, -1).reduce((a, b) => a + +b, 0)),
        `web_describe: the terms of the root's ${children.size} moves add up to the search's scores`)
  const candidates = call('web_candidates').filter(l => l.startsWith('candidate ')).map(l => l.split(' '))
  const sanOf = Object.fromEntries(terms.map(w => [w[1], w[2]]))
  check(candidates.length > 0 && candidates.every(w => sanOf[w[1]] === w[2]) &&
        candidates.filter(w => w.length > 3).length >= candidates.length / 2,
        `web_candidates: ${candidates.length} root moves, in the same SAN, most with a line`)
  const total = +root.find(l => l.startsWith('nodes ')).slice(6)
  check(total === its.reduce((n, i) => n + i.nodes, 0), 'the root\'s count is the sum of its iterations')
  // down the biggest child, six plies
  const path = []
  let node = opened(root)
  for (let ply = 1; ply <= 6 && node.kids.length; ply++) {
    path.push(node.kids.indexOf(Math.max(...node.kids)))
    const want = Math.max(...node.kids)
    const lines = call('web_open_think', path.join(' '))
    node = opened(lines)
    check(lines.at(-1) === 'ok' && node.total === want && node.total === node.own + node.kids.reduce((a, b) => a + b, 0),
          `path ${path.join(' ')}: ${want} nodes, its ${node.own} iterations and its children's counts`)
  }
}
function openFen(fen, depth) {
  const lines = call('web_open_fen', `${fen}\n`, depth)
  const trace = execFileSync(native, ['--trace', String(depth - mvv), '--fen', fen]).toString().split('\n')
  // the native lines of the root and its children
  // (a child's futile moves and king captures are indented one more)
  const shallow = trace.filter(l => (/^ {0,3}\S/.test(l) || /^ {4}\S+: (futile|captures|lands)/.test(l)) && !/^score /.test(l))
  const page = lines.slice(0, -1).filter(l => !/^score /.test(l)).map(l => l.replace(/  \[\d+ nodes\]$/, ''))
  check(JSON.stringify(page) === JSON.stringify(shallow) && lines.at(-2) === trace.filter(l => /^score /.test(l))[0],
        `web_open_fen depth ${depth} prints the native --trace ${depth - mvv}'s root and children (${page.length} lines)`)
}

const moves = []
for (const move of ['e2e4', null, 'd2d4', null]) {
  if (move) {
    const r = call('web_play', move)
    check(r.at(-1) === 'ok', `web_play ${move}`)
    kibitz.push(...r.filter(l => /ply,/.test(l)))   // the root search that checks it
    moves.push(move)
  } else {
    const r = call('web_think', undefined, NODES)
    check(r.at(-1) === 'ok', 'web_think')
    kibitz.push(...r.filter(l => /ply,/.test(l)))
    moves.push(r.find(l => l.startsWith('move ')).slice(5))
    openThink(r.filter(l => /ply,/.test(l)))
    openFen(state()[0].slice(4), 2)
  }
}
const nativeOut = execFileSync(native, ['--kibitz', '--nodes', String(NODES)], {input: 'e2e4\n\nd2d4\n\n'}).toString()
const nativeKibitz = nativeOut.split('\n').filter(l => /ply,/.test(l))
check(JSON.stringify(kibitz) === JSON.stringify(nativeKibitz),
      `4.${version[1]}: the kibitz lines of e2e4, engine, d2d4, engine are the native build's (${kibitz.length} lines)`)
// the final position: the native program's last board, as a FEN placement
// (4.0-4.3 print a space before each symbol, 4.8 none)
const boards = nativeOut.split('\n').filter(l => /^( [a-zA-Z.+*]){8} $|^[a-zA-Z.+*]{8}$/.test(l)).slice(-8)
// ('.' empty, '*' and '+' white and black pawns)
const placement = boards.map(l => l.replace(/ /g, '').split('')
  .map(c => (c === '.' ? '1' : c === '*' ? 'P' : c === '+' ? 'p' : c)).join('').replace(/1+/g, m => m.length)).join('/')
const fen = state()[0].slice(4).split(' ')[0]
check(fen === placement, `the final position is the native one (${fen}; moves ${moves.join(' ')})`)
// The journal numbers its recordings 1 to 255 (engine/journal.c): two
// more searches of the game with 254 explorer searches between them, so
// that the second has the first's number (not opened, the first's slots
// still carry it); each explorer search finds an empty table (the same
// lines each time), and the second search is still opened right.
const thinkAgain = () => call('web_think', undefined, 20000).filter(l => /ply,/.test(l))
thinkAgain()
const place = `${state()[0].slice(4)}\n`, explored = call('web_open_fen', place, 1).join('\n')
check(explored.endsWith('ok') && Array.from({length: 253}).every(() => call('web_open_fen', place, 1).join('\n') === explored),
      '254 explorer searches print the same lines')
openThink(thinkAgain())
process.exit(failed)
