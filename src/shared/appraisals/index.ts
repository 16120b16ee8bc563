export * from './anchors';
export * from './figures';
export * from './limits';
export * from './offer';
export * from './states';
