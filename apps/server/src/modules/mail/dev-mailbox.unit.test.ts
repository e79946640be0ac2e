import { describe, expect, it } from 'vitest';
import { linkify, renderMailbox } from './dev-mailbox.ts';

describe('dev mailbox linkify', () => {
  it('escapes HTML and makes links clickable', () => {
    expect(linkify('<b>hi</b> http://x.test/reset-password?token=a_b-c\nbye')).toBe(
      '&lt;b&gt;hi&lt;/b&gt; <a href="http://x.test/reset-password?token=a_b-c">http://x.test/reset-password?token=a_b-c</a>\nbye',
    );
  });
});

describe('dev mailbox page', () => {
  it("lists a message's attachments by name, type and size", () => {
    const row = {
      id: 'm-1',
      to: 'ana@example.com',
      subject: 'Booking confirmed',
      text: 'Hi',
      html: null,
      kind: 'notification:booking_confirmed',
      attachments: [{ filename: 'escazo-<AB>.pdf', contentType: 'application/pdf', size: 12_345 }],
      sentAt: null,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    };
    const page = renderMailbox([row]);
    expect(page).toContain('<li>escazo-&lt;AB&gt;.pdf (application/pdf, 12,345 bytes)</li>');
    expect(renderMailbox([{ ...row, attachments: [] }])).not.toContain('Attachments');
  });
});
