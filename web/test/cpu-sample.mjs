// cpu-sample.mjs -- run a command and report the CPU time of every
// process under it, sampled from /proc every 0.1 s (the highest user +
// system time seen for each).  `time` misses Chromium's renderers (the
// processes it waits for do not reap them); a process that ends between
// two samples loses at most its last 0.1 s.  web/README.md's figure for
// the browser test:
//   node web/test/cpu-sample.mjs node web/test/browser.mjs build/web build/readable43 build/web-test
import {spawn} from 'node:child_process'
import {readdirSync, readFileSync} from 'node:fs'

const [command, ...args] = process.argv.slice(2)
if (!command) { console.error('usage: node web/test/cpu-sample.mjs COMMAND [ARG...]'); process.exit(2) }
const TICK = 100                      // USER_HZ: /proc counts in 1/100 s on Linux
const child = spawn(command, args, {stdio: 'inherit'})
const seen = new Map()                // pid -> {name, cpu}
function sample() {
  const procs = new Map()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      const w = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      procs.set(+d, {parent: +w[1], name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), cpu: (+w[11] + +w[12]) / TICK})
    } catch { /* gone */ }
  }
  const ours = new Set([child.pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, p] of procs) if (!ours.has(pid) && ours.has(p.parent)) { ours.add(pid); grew = true }
  }
  for (const pid of ours) {
    const p = procs.get(pid)
    if (p && p.cpu >= (seen.get(pid)?.cpu ?? 0)) seen.set(pid, {name: p.name, cpu: p.cpu})
  }
}
const t0 = Date.now()
const timer = setInterval(sample, 100)
child.on('exit', code => {
  clearInterval(timer)
  const by = {}
  for (const {name, cpu} of seen.values()) by[name] = (by[name] ?? 0) + cpu
  const total = Object.values(by).reduce((a, b) => a + b, 0)
  console.error(`# cpu: ${total.toFixed(1)} s in ${seen.size} processes (${Object.entries(by).sort((a, b) => b[1] - a[1])
    .map(([n, s]) => `${n} ${s.toFixed(1)}`).join(', ')}), ${((Date.now() - t0) / 1000).toFixed(1)} s of wall time`)
  process.exit(code ?? 1)
})
