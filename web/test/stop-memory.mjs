// stop-memory.mjs -- how much memory the page holds around a Stop (the
// figures of web/README.md, "Speed and memory").  A Stop ends the engine's
// worker and starts a new engine; the stopped one's memory is released
// only some time later, and the new engine replays the game's moves (each
// checked by a small root search, which writes to its new hash table).
// This plays as a user would: the version chosen, MOVES engine moves at
// 20,000 nodes (micro-Max plays both sides), then an engine move at a
// budget of 2,000,000,000 nodes, Stop after SECONDS
// of search, and the memory of the page's renderer (PSS and RSS, from
// /proc: chromium.mjs) sampled every 0.1 s from 0.5 s before the click to
// 4 s after it, STOPS times.  Prints one line per Stop (the highest PSS
// and RSS, and when) and a summary; the samples go to OUT_JSON if given.
//
//   node web/test/stop-memory.mjs SITE_DIR [VERSION [MOVES [STOPS [SECONDS [OUT_JSON]]]]]
//   (defaults: 48 10 5 3)
import {writeFileSync} from 'node:fs'
import {chromiumMemory, launchChromium, serveSite} from './chromium.mjs'

const [site, version = '48', moves = '10', stops = '5', seconds = '3', outJson] = process.argv.slice(2)
if (!site) { console.error('usage: node web/test/stop-memory.mjs SITE_DIR [VERSION [MOVES [STOPS [SECONDS [OUT_JSON]]]]]'); process.exit(2) }
const sleep = ms => new Promise(r => setTimeout(r, ms))
const server = await serveSite(site)
const {browser, close} = await launchChromium()
const results = []
try {
  const page = await browser.newPage()
  await page.setViewport({width: 1280, height: 800})
  await page.goto(server.origin + '/')
  await page.waitForSelector('body[data-ready]', {timeout: 60000})
  if (await page.$eval('#version', e => e.value) !== version) {
    await page.select('#version', version)
    await page.waitForFunction(() => /now plays/.test(document.getElementById('message').textContent), {timeout: 60000})
  }
  await page.$eval('#nodes', e => { e.value = '20000' })
  for (let i = 1; i <= +moves; i++) {
    await page.click('#engine-move')
    await page.waitForFunction(n => document.querySelectorAll('#moves button.ply').length === n &&
                                    !document.getElementById('engine-move').disabled, {timeout: 60000}, i)
  }
  await page.$eval('#nodes', e => { e.value = '2000000000' })
  for (let i = 1; i <= +stops; i++) {
    await page.waitForFunction(() => !document.getElementById('engine-move').disabled, {timeout: 60000})
    await page.click('#engine-move')
    await page.waitForFunction(() => document.getElementById('engine-status').textContent === 'thinking…', {timeout: 60000})
    const samples = []
    const t0 = Date.now() + +seconds * 1000        // the click on Stop
    while (Date.now() < t0 + 4000) {
      if (Date.now() >= t0 && !samples.clicked) { samples.clicked = true; await page.click('#stop') }
      if (Date.now() >= t0 - 500) samples.push({ms: Date.now() - t0, ...chromiumMemory(browser)})
      await sleep(100)
    }
    const top = key => samples.reduce((a, s) => (s[key] > a[key] ? s : a))
    const before = samples.filter(s => s.ms < 0).at(-1)
    const r = {stop: i, before: before?.page, beforeRss: before?.pageRss, peak: top('page').page, peakMs: top('page').ms,
               peakRss: top('pageRss').pageRss, peakRssMs: top('pageRss').ms, after: samples.at(-1).page,
               afterRss: samples.at(-1).pageRss, chromium: top('chromium').chromium, samples}
    results.push(r)
    console.log(`stop ${i}: the page ${r.before} MiB PSS (${r.beforeRss} RSS) before; at most ${r.peak} MiB PSS ` +
                `(${r.peakMs} ms after the click), ${r.peakRss} MiB RSS (${r.peakRssMs} ms); ${r.after} MiB PSS ` +
                `(${r.afterRss} RSS) 4 s after; all Chromium at most ${r.chromium} MiB`)
  }
  const range = key => `${Math.min(...results.map(r => r[key]))} to ${Math.max(...results.map(r => r[key]))}`
  console.log(`summary (${version}, ${moves} moves, ${stops} Stops after ${seconds} s): before ${range('before')} MiB PSS; ` +
              `highest ${range('peak')} MiB PSS, ${range('peakRss')} MiB RSS; 4 s after ${range('after')} MiB PSS`)
  if (outJson) writeFileSync(outJson, JSON.stringify(results, null, 1) + '\n')
} finally {
  await close()
  server.close()
}
