export * from './business-hours';
export * from './metrics';
export * from './workflow';
export * from './repair-order';
export * from './inspection-templates';
export * from './expected-front-line';
