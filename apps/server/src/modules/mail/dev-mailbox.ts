import type { MailRow } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes the text, then makes http(s) links clickable. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The names, types and sizes of a message's attachments (the bytes are not kept). */
function attachmentList(attachments: MailRow['attachments']): string {
  if (!attachments.length) return '';
  const items = attachments
    .map(
      (a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size.toLocaleString('en')} bytes)</li>`,
    )
    .join('');
  return `\n<p class="meta">Attachments</p><ul>${items}</ul>`;
}

/** The development mailbox page: every stored message, newest first. */
export function renderMailbox(rows: MailRow[]): string {
  const items = rows
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${m.createdAt.toISOString()}${m.sentAt ? ' · sent' : ' · not sent (no SMTP)'}</p>
<pre>${linkify(m.text)}</pre>${attachmentList(m.attachments)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Escazo</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.75rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#4b5563;font-size:.875rem}pre{white-space:pre-wrap;font:inherit}a{color:#1d4ed8}</style></head>
<body><h1>Dev mailbox</h1><p>Messages kept by the server (development and test only), newest first.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
