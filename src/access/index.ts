// CONTRACTS.md pins this module path for `canAccess` and `hasProductFeature`: the rules live in
// src/shared/access (imported by browser and server alike); this path keeps the contract.
export * from '../shared/access';
