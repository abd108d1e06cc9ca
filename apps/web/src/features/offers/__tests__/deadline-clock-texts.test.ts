import { deadlineClockTexts, deadlineWarnings, timeLeftText } from '@bk/contracts/offers/deadline-clock';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { timeLeft } from '../DeadlineClock.tsx';

/** Polish with the messages compiled as the build compiles the Polish catalogue's. */
function polish() {
  const i18n = setupI18n({ locale: 'pl', messages: { pl: {} } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

describe("the deadline clock's texts in the catalogues (issue 51)", () => {
  it('tell the time left in Polish as the contracts do', () => {
    const i18n = polish();
    for (const ms of [
      45_000,
      9 * 60_000 + 5_000,
      3 * 3_600_000 + 5 * 60_000 + 20_000,
      86_400_000,
      2 * 86_400_000 + 3 * 3_600_000,
    ])
      expect(timeLeft(i18n, ms)).toBe(timeLeftText(ms));
  });

  it('keep the contracts’ wording', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../DeadlineClock.tsx', import.meta.url), 'utf8'),
    );
    for (const text of [deadlineClockTexts.serverTime, deadlineClockTexts.rule, deadlineClockTexts.passed])
      expect(source).toContain(text);
    for (const warning of deadlineWarnings) expect(source).toContain(warning.text);
  });
});
