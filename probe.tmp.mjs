import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.emulateMedia({ media: 'print' });
await page.goto('http://localhost:4321/policies/privacypolicy/');
await page.waitForFunction(() => document.documentElement.dataset.hasHydrated !== undefined || true);
await page.evaluate(() => {
  for (const paragraph of document.querySelectorAll('main p')) {
    if (/^(UL|OL|TABLE)$/.test(paragraph.nextElementSibling?.tagName ?? '')) paragraph.style.breakAfter = 'avoid';
  }
});
console.log(await page.evaluate(() => { const p=[...document.querySelectorAll('main p')].find(p=>p.textContent.includes('you have the right to:')); const prev=p.previousElementSibling; const ul=p.nextElementSibling; return {p: getComputedStyle(p).breakAfter, prevTag: prev.tagName, prevBA: getComputedStyle(prev).breakAfter, ulDisplay: getComputedStyle(ul).display, ulBB: getComputedStyle(ul).breakBefore, li: getComputedStyle(ul.firstElementChild).breakInside, ulBI: getComputedStyle(ul).breakInside, parentDisplay: getComputedStyle(p.parentElement).display}; }));
await browser.close();
