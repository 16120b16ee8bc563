// The auction buyer fee table the maximum bid deducts (docs/sourcing.md, "Auction fees"): a fee
// per hammer-price bracket, buy fee and the usual internet/gate fees together, at levels typical
// of the large wholesale auctions' published schedules. One table for every auction until an
// organization can enter its own.

export const AUCTION_FEE_BRACKETS: readonly { upToCents: number | null; feeCents: number }[] = [
  { upToCents: 99_999, feeCents: 20_000 },
  { upToCents: 499_999, feeCents: 32_500 },
  { upToCents: 999_999, feeCents: 42_500 },
  { upToCents: 1_499_999, feeCents: 50_000 },
  { upToCents: 2_499_999, feeCents: 57_500 },
  { upToCents: 3_999_999, feeCents: 67_500 },
  { upToCents: null, feeCents: 80_000 },
];

/** The buyer's fees at a hammer price (cents): the fee of the first bracket that holds it. */
export function auctionBuyerFeeCents(priceCents: number): number {
  const bracket = AUCTION_FEE_BRACKETS.find((entry) => entry.upToCents === null || priceCents <= entry.upToCents);
  return bracket!.feeCents;
}
