import { describe, expect, it } from 'vitest';
import { linkify } from './dev-mailbox.ts';

describe('dev mailbox linkify', () => {
  it('escapes HTML and makes links clickable', () => {
    expect(linkify('<b>hi</b> http://x.test/reset-password?token=a_b-c\nbye')).toBe(
      '&lt;b&gt;hi&lt;/b&gt; <a href="http://x.test/reset-password?token=a_b-c">http://x.test/reset-password?token=a_b-c</a>\nbye',
    );
  });
});
