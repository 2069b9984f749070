import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
const files = readdirSync('/tmp/pack').filter((f) => f.endsWith('.png')).sort();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
const per = 24;
for (let i = 0; i < files.length; i += per) {
  const imgs = files.slice(i, i + per).map((f) => `<figure><img src="data:image/png;base64,${readFileSync('/tmp/pack/' + f).toString('base64')}"><figcaption>${f}</figcaption></figure>`).join('');
  await page.setContent(`<style>body{margin:0;display:grid;grid-template-columns:repeat(8,1fr);gap:4px;font:10px sans-serif}img{width:100%;border:1px solid #999}figure{margin:0}</style>${imgs}`);
  await page.screenshot({ path: `/tmp/montage-${i / per}.png`, fullPage: true });
}
await browser.close();
