// The boundaries the lint configuration writes down, checked by planting the imports they forbid.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it("refuses a server module's import of another module's tables", async () => {
    expect(
      await rulesBroken(
        'apps/server/src/modules/rides/planted.ts',
        "import { bookings } from '../bookings/schema.ts';\nexport const planted = bookings;\n",
      ),
    ).toContain('boundaries/entry-point');
  });

  it("lets a module read another module's tables through its public functions", async () => {
    expect(
      await rulesBroken(
        'apps/server/src/modules/rides/planted.ts',
        "import { findBookingSummary } from '../bookings/public.ts';\nexport const planted = findBookingSummary;\n",
      ),
    ).not.toContain('boundaries/entry-point');
  });

  it('refuses an import of a feature from the web lib/ and components/ layers', async () => {
    const feature =
      "import { AuthCard } from '@web/features/auth/components/auth-card.tsx';\nexport const planted = AuthCard;\n";
    expect(await rulesBroken('apps/web/src/lib/planted.ts', feature)).toContain('boundaries/element-types');
    expect(await rulesBroken('apps/web/src/components/planted.ts', feature)).toContain('boundaries/element-types');
  });
});
