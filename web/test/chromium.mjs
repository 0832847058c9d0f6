// chromium.mjs -- what the browser test (browser.mjs) and the Stop
// memory measurement (stop-memory.mjs) share: the site served on a free
// port of 127.0.0.1, Debian's headless Chromium in a fresh profile, and
// the memory of its processes read from /proc.
import {createServer} from 'node:http'
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {extname, join, normalize} from 'node:path'
import puppeteer from 'puppeteer-core'

// A static file server for SITE_DIR: {origin, close()}.  EXTRA serves
// more files, by URL path ({'/engineA.wasm': 'build/x/engine43.wasm'}).
export async function serveSite(site, extra = {}) {
  const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
                 '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png'}
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = extra[path] ?? join(site, path)
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html')
      res.writeHead(200, {'Content-Type': types[extname(file)] ?? 'application/octet-stream'})
      res.end(readFileSync(file))
    } catch {
      res.writeHead(404); res.end('not found')
    }
  })
  await new Promise(r => server.listen(0, '127.0.0.1', r))
  return {origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close()}
}

// Chromium (CHROMIUM, else /usr/bin/chromium), headless, a fresh profile
// removed by close(); `extra`: more command-line switches.
export async function launchChromium(extra = []) {
  const profile = mkdtempSync(join(tmpdir(), 'umax-chromium-'))
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync',
           `--user-data-dir=${profile}`, ...extra],
  })
  const close = async () => {
    await browser.close().catch(() => {})
    rmSync(profile, {recursive: true, force: true})
  }
  return {browser, close}
}

// The memory of the page: the proportional set size (PSS: resident
// memory, shared pages divided among the processes that share them) of
// its renderer process, where its worker and the engine's memory live
// (the largest renderer: it holds the engine), and its resident memory
// (RSS, shared pages counted whole); and, for the record, the PSS of
// every renderer and of all Chromium's processes (the browser, GPU and
// utility processes take about 250 MiB whatever the page does).  In MiB.
export function chromiumMemory(browser) {
  const parent = {}
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      parent[d] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
    } catch { /* gone */ }
  }
  const root = String(browser.process().pid)
  const under = pid => pid === root || (parent[pid] && parent[pid] !== '1' && parent[pid] !== '0' && under(parent[pid]))
  const pss = {}, rss = {}, kind = {}
  for (const d of Object.keys(parent).filter(under)) {
    try {
      const rollup = readFileSync(`/proc/${d}/smaps_rollup`, 'utf8')
      pss[d] = +rollup.match(/\nPss:\s+(\d+)/)[1] / 1024
      rss[d] = +rollup.match(/\nRss:\s+(\d+)/)[1] / 1024
      kind[d] = (readFileSync(`/proc/${d}/cmdline`, 'utf8').match(/--type=([a-z-]+)/) ?? [0, 'browser'])[1]
    } catch { /* gone */ }
  }
  const ours = Object.keys(pss)
  const renderers = ours.filter(p => kind[p] === 'renderer')
  const page = renderers.reduce((a, p) => (pss[p] > pss[a] ? p : a), renderers[0])
  return {page: Math.round(pss[page]), pageRss: Math.round(rss[page]), renderers: renderers.map(p => Math.round(pss[p])),
          chromium: Math.round(ours.reduce((n, p) => n + pss[p], 0)), processes: ours.length}
}

// The CPU seconds Chromium's live processes have used so far (user and
// system, from /proc; a process that has ended no longer counts): the
// browser test prints it after each step, to see what each step costs.
export function chromiumCpu(browser) {
  const tick = 100   // (USER_HZ: /proc counts in 1/100 s on Linux)
  const stats = {}
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8')
      const w = f.slice(f.lastIndexOf(')') + 2).split(' ')
      stats[d] = {parent: w[1], cpu: (+w[11] + +w[12]) / tick}
    } catch { /* gone */ }
  }
  const root = String(browser.process().pid)
  const under = pid => pid === root || (stats[pid] && stats[pid].parent !== '1' && stats[pid].parent !== '0' && under(stats[pid].parent))
  return Object.keys(stats).filter(under).reduce((n, p) => n + stats[p].cpu, 0)
}
