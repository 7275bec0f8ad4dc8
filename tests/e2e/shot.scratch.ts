// scratch: screenshots for visual checks (not a test)
import { startHarness } from './harness';
const h = await startHarness();
const { page, errors } = await h.newPage();
const path = process.argv[2] ?? '/?scenario=open-sea&seed=1&hide=1';
await page.goto(h.baseUrl + path);
await page.waitForTimeout(2500);
const steps = (process.argv[3] ?? '').split('||').filter(Boolean);
let k = 0;
for (const s of steps) {
  if (s.startsWith('click:')) await page.getByTestId(s.slice(6)).click();
  else if (s.startsWith('node:')) { const p = await page.evaluate((n) => window.__enb!.nodeToScreen(n), s.slice(5)); await page.mouse.click(p!.x, p!.y); }
  else if (s.startsWith('eval:')) await page.evaluate(s.slice(5));
  else if (s === 'shot') await page.screenshot({ path: `/tmp/shots/s${k++}.png` });
  await page.waitForTimeout(250);
}
await page.screenshot({ path: `/tmp/shots/final.png` });
console.log('errors', errors, await page.title());
console.log(await page.getByTestId('prompt').innerText().catch(() => 'no prompt'));
await h.close();
