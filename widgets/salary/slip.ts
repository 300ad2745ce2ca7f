import type { PaySlip, SlipLine } from '../../src/api/salary';

/** Sums in whole cents: adding floats such as 0.1 + 0.2 would make correct totals look wrong. */
export function sumCents(lines: readonly SlipLine[]): number {
  return lines.reduce((total, line) => total + Math.round(line.amount * 100), 0);
}

const cents = (amount: number) => Math.round(amount * 100);

/** True when the slip's totals are the sums of its lines and net is earnings minus deductions. */
export function totalsAddUp(slip: PaySlip): boolean {
  const earnings = sumCents(slip.earnings);
  const deductions = sumCents(slip.deductions);
  return (
    earnings === cents(slip.totalEarnings) &&
    deductions === cents(slip.totalDeductions) &&
    earnings - deductions === cents(slip.net)
  );
}

/** 'YYYY-MM' only: a month from the address or the server is checked before it is used. */
export function isMonth(value: string | undefined): value is string {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}
