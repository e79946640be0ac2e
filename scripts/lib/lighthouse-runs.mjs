// One Lighthouse run (default config: mobile emulation, simulated throttling) in a fresh headless
// Chromium, reduced to the figures the web benchmark reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const requests = audit('network-requests')?.details?.items ?? [];
    const origin = new URL(url).origin;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: audit('largest-contentful-paint').numericValue,
      tbtMs: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      fcpMs: audit('first-contentful-paint').numericValue,
      speedIndexMs: audit('speed-index').numericValue,
      lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? null,
      lcpPhases: (audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? []).map(
        (p) => `${p.phase} ${Math.round(p.timing)} ms`,
      ),
      renderBlocking: (audit('render-blocking-resources')?.details?.items ?? []).map((i) => i.url.replace(origin, '')),
      // What moved, and why (e.g. "Web font loaded"), so a missed CLS says what to fix.
      layoutShifts: (audit('layout-shifts')?.details?.items ?? []).map((i) => ({
        element: i.node?.selector ?? i.node?.snippet ?? '?',
        score: i.score,
        causes: (i.subItems?.items ?? []).map(
          (c) => `${c.cause}${c.extra?.value ? ` ${c.extra.value.replace(origin, '')}` : ''}`,
        ),
      })),
      // Failing accessibility audits, so a missed 100 says what to fix (weight 0 = not scored).
      accessibilityFailures: lhr.categories.accessibility.auditRefs
        .filter((ref) => audit(ref.id).score !== null && audit(ref.id).score < 1)
        .map((ref) => `${ref.id}: ${audit(ref.id).title}${ref.weight ? '' : ' (not scored)'}`),
      // What the page really fetched: the cross-check of the manifest computation.
      scripts: requests
        .filter((r) => r.resourceType === 'Script')
        .map((r) => ({
          path: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
          transferSize: r.transferSize,
        })),
      offOrigin: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('data:')).map((r) => r.url),
      warnings: lhr.runWarnings,
      report,
    };
  } finally {
    chrome.kill();
  }
}
