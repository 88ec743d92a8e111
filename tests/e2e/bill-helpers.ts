import type { Locator } from '@playwright/test';

/** An amount as the page writes it, in either language: ৳1,084.39, − ৳182.25, or with Arabic-Indic digits. */
export function amountOf(text: string): number {
  const western = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/٫/g, '.');
  const n = Number(western.replace(/[^\d.]/g, ''));
  return /[−-]/.test(western) ? -n : n;
}

/** The bill's lines (src/ui/Bill.tsx) as [message id, signed amount], and what they add up to against the total. */
export async function billOf(bill: Locator): Promise<{ lines: Array<[string, number]>; sum: number; total: number }> {
  const rows = bill.locator('[data-bill-line]');
  const lines: Array<[string, number]> = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    lines.push([(await row.getAttribute('data-bill-line'))!, amountOf(await row.locator('span').last().innerText())]);
  }
  const counted = lines.filter(([id]) => id !== 'bill.total' && id !== 'bill.walletPaid' && id !== 'bill.taxIncluded');
  const sum = Math.round(counted.reduce((s, [, a]) => s + a, 0) * 100) / 100;
  return { lines, sum, total: lines.find(([id]) => id === 'bill.total')?.[1] ?? NaN };
}
