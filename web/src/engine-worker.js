// engine-worker.js -- micro-Max in a Web Worker, so that the page never
// waits for a search.  It holds one instance of build/web/engineNN.wasm
// (web/engine-glue.c) for the game being played, and runs the whole
// program build/web/readableNN.wasm once for each traced search.
//
// Requests (postMessage): {id, op, ...}; every request gets one reply
// {id, ok, lines, error}.  While the engine thinks, each line it prints
// comes at once as {id, line}.
import {MiniWasi} from './wasi.js'

const modules = {}   // compiled modules by file name
let game = null      // {exports, wasi, version}
let current = null   // the request being served, for live lines

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
        if (current) postMessage({id: current, line})
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

// The traced search of a position: the whole program, as on the command
// line `readableNN --trace DEPTH --fen FEN`.
async function trace(version, depth, fen) {
  const lines = collector()
  const wasi = new MiniWasi({
    args: ['readable', '--trace', String(depth), '--fen', fen],
    onStdout: t => lines.write(t), onStderr: t => lines.write(t),
  })
  const instance = await WebAssembly.instantiate(await compiled(`readable${version}.wasm`), wasi.imports())
  const status = wasi.start(instance)
  if (status !== 0) return {ok: false, lines: lines.lines, error: lines.lines.join(' ') || `exit status ${status}`}
  return {ok: true, lines: lines.lines}
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
    case 'think': return call('web_think', undefined, request.nodes)
    case 'trace': return trace(game.version, request.depth, request.fen)
    default: return {ok: false, lines: [], error: `unknown request ${op}`}
  }
}

// One request at a time, in order.
let queue = Promise.resolve()
onmessage = ({data}) => {
  queue = queue.then(async () => {
    current = data.op === 'think' ? data.id : null   // live lines
    let reply
    try {
      reply = await serve(data)
    } catch (e) {
      reply = {ok: false, lines: [], error: String(e && e.message || e)}
    }
    current = null
    postMessage({id: data.id, done: true, ...reply})
  })
}
