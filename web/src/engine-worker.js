// engine-worker.js -- micro-Max in a Web Worker, so that the page never
// waits for a search.  It holds one instance of build/web/engineNN.wasm
// (web/engine-glue.c) for the game being played; the explorer's traced
// searches and the re-runs of the engine's own search run in that same
// instance (the glue puts the hash table back after them), so the page
// has one 192 MiB table, not one per search.
//
// Requests (postMessage): {id, op, ...}; every request gets one reply
// {id, ok, lines, error, ms}.  While the engine thinks, each line it
// prints comes at once as {id, line, ms} (ms: since the request began).
import {MiniWasi} from './wasi.js'

const modules = {}   // compiled modules by file name
let game = null      // {exports, wasi, version}
let current = null   // the request being served, for live lines
let began = 0        // when it began (performance.now())

async function compiled(file) {
  if (!modules[file]) modules[file] = await WebAssembly.compileStreaming(fetch(file))
  return modules[file]
}

// Collect the output of one call into lines, posting each as it ends.
function collector() {
  let pending = ''
  return {
    lines: [],
    write(text) {
      pending += text
      let i
      while ((i = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, i)
        pending = pending.slice(i + 1)
        this.lines.push(line)
        if (current) postMessage({id: current, line, ms: performance.now() - began})
      }
    },
  }
}

let out = collector()

async function startGame(version) {
  const wasi = new MiniWasi({onStdout: t => out.write(t), onStderr: t => out.write(t)})
  const instance = await WebAssembly.instantiate(await compiled(`engine${version}.wasm`), wasi.imports())
  wasi.initialize(instance)
  game = {exports: instance.exports, version}
  call('web_init')
}

// Call an export of the game instance: its output lines, and whether its
// last line is "ok".
function call(name, text, ...args) {
  const e = game.exports
  if (text !== undefined) {
    const bytes = new TextEncoder().encode(text)
    const size = e.web_input_size()
    if (bytes.length >= size) return {ok: false, lines: [], error: `too long (${bytes.length} bytes, at most ${size - 1})`}
    const memory = new Uint8Array(e.memory.buffer, e.web_input(), size)
    memory.set(bytes)
    memory[bytes.length] = 0
  }
  out = collector()
  e[name](...args)
  const lines = out.lines
  const last = lines.pop() ?? ''
  if (last === 'ok') return {ok: true, lines}
  return {ok: false, lines, error: last.replace(/^error: /, '') || `${name}: no answer`}
}

async function serve(request) {
  const {op} = request
  if (op === 'start') {
    await startGame(request.version)
    return call('web_new_game')
  }
  if (!game) return {ok: false, lines: [], error: 'no engine yet'}
  switch (op) {
    case 'new': return call('web_new_game')
    case 'fen': return call('web_set_fen', request.fen)
    case 'state': return call('web_state')
    case 'play': return call('web_play', request.move)
    // a move as the player typed it (SAN or squares): its squares, or why not
    case 'typed': return call('web_typed', request.text)
    case 'think': return call('web_think', undefined, request.nodes)
    case 'hint': return call('web_hint', undefined, request.nodes)
    case 'undo': return call('web_undo')
    // a node of the last thinking search, by its path of child numbers
    case 'open-think': return call('web_open_think', request.path.join(' '))
    // a node of the explorer's search of a FEN (depth as kibitz counts it)
    case 'open-fen': return call('web_open_fen', `${request.fen}\n${request.path.join(' ')}`, request.depth)
    // SAN and score terms for a node of a tree: root ('think' or a FEN),
    // the moves to the node, the moves from it
    case 'describe': return call('web_describe', `${request.root}\n${request.line.join(' ')}\n${request.moves.join(' ')}`)
    // the root's moves of the last thinking search, each with its line
    case 'candidates': return call('web_candidates')
    default: return {ok: false, lines: [], error: `unknown request ${op}`}
  }
}

// One request at a time, in order.
let queue = Promise.resolve()
onmessage = ({data}) => {
  queue = queue.then(async () => {
    current = data.op === 'think' || data.op === 'hint' ? data.id : null   // live lines
    began = performance.now()
    let reply
    try {
      reply = await serve(data)
    } catch (e) {
      reply = {ok: false, lines: [], error: String(e && e.message || e)}
    }
    current = null
    postMessage({id: data.id, done: true, ms: performance.now() - began, ...reply})
  })
}
