// Types of scripts/bundle-report.mjs for the benchmark (tests/bench/weight.ts).
export type FirstLoadPage = { page: string; bytes: number; budgetKb: number; files: { file: string; bytes: number }[] };
export const DEFAULT_BUDGET_KB: number;
export const PAGE_BUDGETS_KB: Record<string, number>;
export function measureFirstLoad(nextDir: string): FirstLoadPage[];
export function renderFirstLoad(pages: FirstLoadPage[]): string;
export function overBudget(pages: FirstLoadPage[]): FirstLoadPage[];
