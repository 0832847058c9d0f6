// browser-speed.mjs -- the page's engine in headless Chromium against the
// native program, per CPU second (web/README.md, "Speed and memory"): the
// same input as web/test/speed.sh (d2d4, then two engine moves of 4.3 at a
// million nodes each), played through the page's own worker
// (src/engine-worker.js: a new worker each run, so each run compiles the
// module as a page load does) and through the native program, in turn,
// PAIRS times.  The kibitz lines must be the native program's.  A second
// WebAssembly file (--vs) joins each round, to compare two builds in the
// same conditions.
//
//   node web/test/browser-speed.mjs SITE NATIVE PAIRS [ENGINE.wasm] [--vs OTHER.wasm]
//
// ENGINE.wasm defaults to SITE/engine43.wasm.  JS_FLAGS passes V8 switches
// to Chromium (JS_FLAGS=--no-liftoff: every function compiled by the
// optimizing compiler from the start).  CPU time: Chromium's
// processes' (from /proc, in 1/100 s: the worker is a thread of the
// page's renderer), the native program's (/usr/bin/time).  Prints each
// round and the median of the ratios.
import {spawnSync} from 'node:child_process'
import {chromiumCpu, launchChromium, serveSite} from './chromium.mjs'

const args = process.argv.slice(2)
const vsAt = args.indexOf('--vs')
const other = vsAt >= 0 ? args.splice(vsAt, 2)[1] : null
const [site, native, pairs = '7', engine = `${site}/engine43.wasm`] = args
if (!site || !native || !(+pairs > 0) || (vsAt >= 0 && !other)) {
  console.error('usage: node web/test/browser-speed.mjs SITE NATIVE PAIRS [ENGINE.wasm] [--vs OTHER.wasm]')
  process.exit(2)
}
const NODES = 1000000
const input = 'd2d4\n\n\n'

const server = await serveSite(site, {'/engineA.wasm': engine, ...(other ? {'/engineB.wasm': other} : {})})
const {browser, close} = await launchChromium(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [])
const page = await browser.newPage()
await page.goto(`${server.origin}/sources.json`)   // any page of the site: the worker's origin

// One run in a new worker: its kibitz lines and the CPU time it took.
async function inBrowser(version) {
  const before = chromiumCpu(browser)
  const lines = await page.evaluate(async (version, nodes) => {
    const worker = new Worker('/engine-worker.js', {type: 'module'})
    let id = 0
    const ask = request => new Promise((resolve, reject) => {
      const mine = ++id
      worker.onmessage = ({data}) => {
        if (data.id !== mine || !data.done) return
        if (data.ok) resolve(data.lines); else reject(new Error(`${request.op}: ${data.error}`))
      }
      worker.postMessage({id: mine, ...request})
    })
    const kibitz = []
    await ask({op: 'start', version})
    for (const request of [{op: 'play', move: 'd2d4'}, {op: 'think', nodes}, {op: 'think', nodes}])
      kibitz.push(...(await ask(request)).filter(l => /ply,/.test(l)))
    worker.terminate()
    return kibitz
  }, version, NODES)
  return {lines, cpu: chromiumCpu(browser) - before}
}
function nativeRun() {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', native, '--kibitz'], {input, encoding: 'utf8'})
  const [user, system] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number)
  return {lines: r.stdout.split('\n').filter(l => /ply,/.test(l)), cpu: user + system}
}

const median = list => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const ratios = {A: [], B: []}
let failed = 0
for (let round = 1; round <= +pairs; round++) {
  const n = nativeRun()
  const runs = {}
  for (const name of !other ? ['A'] : round % 2 ? ['A', 'B'] : ['B', 'A'])   // each first half the time
    runs[name] = await inBrowser(name)
  let text = `round ${round}: native ${n.cpu.toFixed(2)} s`
  for (const name of Object.keys(runs).sort()) {
    const run = runs[name]
    if (run.lines.join('\n') !== n.lines.join('\n')) { console.log(`not ok - ${name}: the kibitz lines differ from the native program's`); failed = 1 }
    ratios[name].push(n.cpu / run.cpu)
    text += `, ${name} ${run.cpu.toFixed(2)} s (node rate ${(n.cpu / run.cpu).toFixed(3)} of native)`
  }
  console.log(text)
}
console.log(`A = ${engine}: node rate in Chromium / native, median of ${pairs}: ${median(ratios.A).toFixed(3)}`)
if (other) {
  console.log(`B = ${other}: node rate in Chromium / native, median of ${pairs}: ${median(ratios.B).toFixed(3)}`)
  console.log(`A/B time, median of the rounds' ratios: ${median(ratios.A.map((a, i) => ratios.B[i] / a)).toFixed(3)}`)
}
await close()
server.close()
process.exit(failed)
