import { chromium } from 'playwright-core';
import http from 'node:http';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--disable-gpu','--disable-quic','--disable-sync','--no-first-run'] });
let context, page; const errors = [];
async function newPage(w=1280,h=800){ if (context) await context.close(); context = await browser.newContext({ viewport:{width:w,height:h}, deviceScaleFactor:1, locale:'en-GB' }); page = await context.newPage(); page.setDefaultTimeout(5000);
 page.on('console', m => { if (m.type()==='error' || m.type()==='warning') errors.push(m.type()+': '+m.text()); }); page.on('pageerror', e => errors.push('page: '+e.message)); return page; }
const B='http://127.0.0.1:5199';
async function open(q, w, h){ await newPage(w,h); await page.goto(B+'/'+q); await page.waitForTimeout(1500); }
async function node(n){ return page.evaluate(n=>window.__enb.nodeToScreen(n), n); }
async function click(n, dx=0, dy=0){ const p=await node(n); if(!p) throw new Error('no node '+n); await page.mouse.click(p.x+dx,p.y+dy); await page.waitForTimeout(250); }
async function hover(n){ const p=await node(n); await page.mouse.move(p.x,p.y); await page.waitForTimeout(300); }
async function heading(n,h){ const a=(-h*Math.PI)/3; const s=await page.evaluate(()=>window.__enb.getState().camera.scale); await click(n, Math.cos(a)*24*s, Math.sin(a)*24*s); }
async function shot(name){ await page.screenshot({ path:'/tmp/qa/'+name+'.png' }); return '/tmp/qa/'+name+'.png'; }
const st = () => page.evaluate(()=>window.__enb.state());
const legal = () => page.evaluate(()=>window.__enb.legal());
const submit = (a) => page.evaluate(a=>window.__enb.getState().submit(a), a);
const prompt = () => page.evaluate(()=>document.querySelector('[data-testid="prompt"]')?.innerText);
const text = (sel) => page.evaluate(s=>[...document.querySelectorAll(s)].map(e=>e.innerText).join('\n---\n'), sel);
const tid = (t) => text(`[data-testid="${t}"]`);
const ids = () => page.evaluate(()=>[...document.querySelectorAll('[data-testid]')].map(e=>e.dataset.testid));
const AsyncFunction = (async()=>{}).constructor;
http.createServer(async (req,res)=>{ let body=''; for await (const c of req) body+=c;
  try { const f = new AsyncFunction('ctx', 'with(ctx){ '+body+' }'); const out = await f({open,node,click,hover,heading,shot,st,legal,submit,prompt,text,tid,ids,errors,get page(){return page}, newPage});
    res.end((typeof out==='string'?out:JSON.stringify(out,null,1))+'\n'); } catch(e){ res.end('ERR '+e.stack+'\n'); } }).listen(5299, ()=>console.log('ready'));
