import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
// self time per function and per url
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { self.set(s, (self.get(s) ?? 0) + (dt[i++] ?? 0)); }
const fn = new Map(), file = new Map();
for (const [id, us] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  const u = cf.url.replace(/^.*\/_next\/static\/chunks\//, '') || `(${cf.functionName || 'native'})`;
  const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`;
  fn.set(k, (fn.get(k) ?? 0) + us); file.set(u, (file.get(u) ?? 0) + us);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('by file\n' + top(file, 15) + '\n\nby function\n' + top(fn, 40));
